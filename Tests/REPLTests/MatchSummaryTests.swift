import Foundation
import GameCore
import Players
import REPL
import Referee
import Testing
import Tournaments

@Suite("What matches and SPRT runs say")
struct MatchSummaryTests {
    func run(_ lines: [String], json: Bool = false, registry: PlayerRegistry = .builtIn) async -> (output: CapturedOutput, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: registry)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        await session.close()
        return (output, ok)
    }

    @Test("An SPRT run says how many games were played past the verdict and why; a merge of its journal says the same")
    func gamesPastTheVerdict() async throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-sprt-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let (output, ok) = await run([
            "match 1000 heuristic random --sprt elo0=0,elo1=100 --concurrency 4 --seed 1 --journal \(journal)",
        ])
        #expect(ok, "\(output.errors)")
        let summary = try #require(output.lines.last { $0.contains(" of 1000 games") })
        let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        // NB: the number after "played", whatever the time after it looks like (19ms, 1.23s).
        let playedWords = try #require(summary.range(of: "; played ")).upperBound
        let counted = numbers[0], played = try #require(Int(summary[playedWords...].prefix { $0.isNumber }))
        let journaled = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n").count - 1
        #expect(journaled == played, "\(summary)")
        let past = played - counted
        var note = ""
        if past > 0 {
            let games: String = past == 1 ? "1 game played after the SPRT's verdict was" : "\(past) games played after the SPRT's verdict were"
            note = "; " + games + " not counted (already started when it came)"
        }
        let expected: String = "\(counted) of 1000 games, the SPRT stopped the rest\(note); played \(played) in "
        #expect(summary.hasPrefix(expected), "\(summary)")
        let merged = CapturedOutput(json: false)
        let merge = try Session.mergeJournals([journal], output: merged)
        #expect(merge.standings.gamesAfterVerdict == past)
        let mergeLine: String = "\(counted) of 1000 games from 1 journal, the SPRT stopped the rest\(note)."
        #expect(merged.lines.last == mergeLine)
        let json = CapturedOutput(json: true)
        _ = try Session.mergeJournals([journal], output: json)
        #expect(json.lines.contains { $0.contains(#""after_verdict":\#(past),"#) }, "\(json.lines)")
    }

    @Test("Games past the verdict are counted from a journal, as the report and a merge read it")
    func standingsCountGamesPastTheVerdict() throws {
        let plan = TournamentPlan(specs: [try PlayerSpec(parsing: "a"), try PlayerSpec(parsing: "b")], gamesPerPairing: 100,
                                  sprt: SPRT(elo0: 0, elo1: 100))
        var standings = TournamentStandings(plan: plan)
        var index = 0
        while !standings.allStopped {
            standings.record(game: index, winner: index % 2 == 0 ? .x : .o)
            index += 1
        }
        for late in index..<(index + 3) {
            let counted = standings.record(game: late, winner: .x)
            #expect(!counted)
        }
        #expect(standings.gamesCounted == index)
        #expect(standings.gamesAfterVerdict == 3)
        #expect(standings.afterVerdictNote == "3 games played after the SPRT's verdict were not counted")
    }

    @Test("'match N' with '--games' too is refused: two counts")
    func twoCounts() async {
        let (output, ok) = await run(["match 2 heuristic random --games 6"])
        #expect(!ok)
        #expect(output.errors == ["test:1: Two counts of games: 'match 2' and '--games 6'. Give the count once, as in 'match 2 heuristic random --concurrency 2'."])
    }

    @Test("One player given twice plays itself: the second copy is named apart, and says so; one name twice is refused")
    func samePlayerTwice() async {
        let (output, ok) = await run(["match 4 perfect perfect", "tournament search:nodes=500 search:nodes=500 random --games 2"])
        #expect(ok, "\(output.errors)")
        #expect(output.lines.contains("'perfect' is given twice: copy 2 plays as 'perfect:name=perfect-2'."))
        #expect(output.lines.contains { $0.hasPrefix("perfect vs perfect-2, 4 games: perfect 0-0-4") }, "\(output.lines)")
        #expect(output.lines.contains("'search:nodes=500' is given twice: copy 2 plays as 'search:nodes=500,name=search-2'."))
        #expect(output.lines.contains { $0.contains("search-2") && $0.contains("random") }, "\(output.lines)")
        let (named, namedOK) = await run(["match 2 random:name=r random:name=r"])
        #expect(!namedOK)
        #expect(named.errors == ["test:1: The player 'random:name=r' is given twice under one name; give each copy a name of its own with 'name='."])
    }

    @Test("A copy's name, for every kind of spec")
    func copyNames() throws {
        #expect(try PlayerSpec(parsing: "perfect").copy(2) == "perfect:name=perfect-2")
        #expect(try PlayerSpec(parsing: "search:nodes=900").copy(3) == "search:nodes=900,name=search-3")
        #expect(try PlayerSpec(parsing: "Players/bots/greedy.py").copy(2) == "Players/bots/greedy.py:name=greedy-2")
        #expect(try PlayerSpec(parsing: "gomocup:/opt/pbrain-rapfi").copy(2) == "gomocup:/opt/pbrain-rapfi:name=pbrain-rapfi-2")
        #expect(try PlayerSpec(parsing: "cmd:python3 bot.py").copy(2) == "cmd:\"python3 bot.py\":name=bot-2")
        // Each reads back as the player it copies, under its own name.
        let copy = try PlayerSpec(parsing: try PlayerSpec(parsing: "cmd:python3 bot.py").copy(2))
        #expect(copy.argument == "python3 bot.py" && copy.displayName == "bot-2")
    }

    @Test("The REPL's 'match' prints the faults line as 'ttt match' does")
    func faultsLine() async {
        let bot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Players/bots/faults/crash-mid-game.sh").path
        let (output, ok) = await run(["match 2 \(bot) random"], registry: .standard)
        #expect(ok, "\(output.errors)")
        // NB: on a loaded machine the bot's end may be read as a closed output before its exit.
        #expect(output.lines.count == 2, "\(output.lines)")
        #expect(output.lines.last?.hasPrefix("Faults:\n  crash-mid-game: 2 forfeits: ") == true, "\(output.lines)")
        #expect(output.lines.last?.contains(". The first, in game 1: ") == true, "\(output.lines)")
    }
}
