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

    @Test("'match 10 random random' is refused in the words of 'tournament' and 'ttt match'")
    func samePlayerTwice() async {
        let (output, ok) = await run(["set bail off", "match 10 random random", "match 10 random random --concurrency 2", "tournament random random"])
        #expect(!ok)
        let message = "The player 'random' is given twice; give a second copy an option to tell them apart, as in 'random:seed=2'."
        #expect(output.errors == ["test:2: " + message, "test:3: " + message, "test:4: " + message])
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
