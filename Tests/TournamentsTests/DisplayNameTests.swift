import Foundation
import GameCore
import GameRecords
import Referee
import TestSupport
import Testing
import TextAndFiles
import Tournaments

/// Players are shown by short names; the journal keeps their specs.
@Suite("Display names")
struct DisplayNameTests {
    func spec(_ text: String) -> PlayerSpec { try! PlayerSpec(parsing: text) }

    @Test("name= first, else a path's file without directory and extension, else a command's program, else the spec")
    func shortNames() {
        #expect(spec("Players/bots/greedy.py:name=Greedy").displayName == "Greedy")
        #expect(spec("/home/me/bots/crlf-name.py").displayName == "crlf-name")
        #expect(spec("./pbrain-rapfi").displayName == "pbrain-rapfi")
        #expect(spec("cmd:\"python3 bots/my_bot.py --level 3\"").displayName == "my_bot")
        #expect(spec("gomocup:./engines/pbrain-x").displayName == "pbrain-x")
        #expect(spec("heuristic").displayName == "heuristic")
        #expect(spec("random:seed=7").displayName == "random:seed=7")
        #expect(spec("random.py").displayName == "random.py")
        #expect(spec("Rapfi").displayName == "Rapfi")
    }

    @Test("uci: and gomocup: take name= after the engine's path or quoted command, as PROTOCOL.md says")
    func engineName() {
        let plain = spec("uci:/usr/games/fairy-stockfish:name=FS")
        #expect(plain.argument == "/usr/games/fairy-stockfish")
        #expect(plain.displayName == "FS")
        let quoted = spec("uci:\"fairy-stockfish --threads 1\":name=FS")
        #expect(quoted.argument == "fairy-stockfish --threads 1")
        #expect(quoted.displayName == "FS")
        #expect(spec("uci:/usr/games/fairy-stockfish").displayName == "fairy-stockfish")
        #expect(spec("uci:/usr/games/fairy-stockfish").argument == "/usr/games/fairy-stockfish")
        let engine = spec("gomocup:./pbrain-rapfi:name=Rapfi-2")
        #expect(engine.argument == "./pbrain-rapfi")
        #expect(engine.displayName == "Rapfi-2")
        #expect(spec("gomocup:\"./pbrain-x --fast\":name=X").argument == "./pbrain-x --fast")
        #expect(spec("gomocup:./pbrain-rapfi").displayName == "pbrain-rapfi")
        // NB: cmd: takes no options; its whole text is the command line.
        #expect(spec("cmd:\"python3 bots/first.py\"").displayName == "first")
    }

    @Test("Two players with one short name get distinct ones, and a line says which is which")
    func distinctNames() {
        let specs = ["Players/bots/greedy.py", "other/greedy.py", "heuristic", "third/greedy.sh"].map(spec)
        #expect(PlayerSpec.displayNames(of: specs) == ["greedy", "greedy#2", "heuristic", "greedy#3"])
        #expect(PlayerSpec.nameNotices(for: specs) == [
            "Players shown as 'greedy': 'greedy' is Players/bots/greedy.py, 'greedy#2' is other/greedy.py, 'greedy#3' is third/greedy.sh.",
        ])
        // NB: a name made distinct never takes a name another player already has.
        let clash = ["a/greedy.py", "b/greedy.py", "greedy#2:name=greedy#2"].map(spec)
        #expect(PlayerSpec.displayNames(of: clash) == ["greedy", "greedy#3", "greedy#2"])
        #expect(PlayerSpec.nameNotices(for: ["heuristic", "random"].map(spec)).isEmpty)
    }

    @Test("Standings, crosstables, pairing lines and announcements show short names; the journal keeps the specs")
    func tournamentShowsShortNames() async throws {
        let registry = PlayerRegistry(entries: [], fallback: { spec in FirstLegalPlayer(name: "ignored-\(spec.text)") })
        let plan = TournamentPlan(
            specs: ["bots/one/greedy.py", "bots/two/greedy.py", "x/first.sh:name=First"].map(spec), gamesPerPairing: 2)
        let path = JournalTests.temporaryPath("names")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try await Tournament(plan: plan, registry: registry, journalPath: path).run()
        let standings = outcome.standings
        #expect(standings.players == ["greedy", "greedy#2", "First"])
        let report = standings.report
        #expect(report.contains("greedy vs greedy#2: "), "\(report)")
        #expect(report.contains("greedy#2 vs First: "), "\(report)")
        #expect(!report.contains("bots/"), "\(report)")
        #expect(standings.specs == ["bots/one/greedy.py", "bots/two/greedy.py", "x/first.sh:name=First"])
        #expect(standings.json.serialized.contains(#""player":"greedy#2","spec":"bots/two/greedy.py""#))
        #expect(try standings.place(ofPlayer: "bots/two/greedy.py") == 1)
        #expect(try standings.place(ofPlayer: "First") == 2)
        let entries = try JournalContents.read(path: path).entries
        #expect(Set(entries.map(\.x)) == Set(plan.specs.map(\.text)))
        #expect(entries.count == 6)
    }

    @Test("A series announces and sums up by short names")
    func seriesShowsShortNames() async throws {
        let registry = PlayerRegistry(entries: [], fallback: { spec in FirstLegalPlayer(name: "ignored-\(spec.text)") })
        let series = Series(spec("a/greedy.py"), spec("b/greedy.py"), games: 2, registry: registry, coordinator: Coordinator(rules: .ticTacToe))
        let result = try await series.run()
        #expect(result.scoreboard.names == ["greedy", "greedy#2"])
        #expect(result.games.map(\.xName) == ["greedy", "greedy#2"])
        #expect(result.games[0].announcement.contains("greedy"))
        #expect(!result.games[0].announcement.contains("ignored"))
    }
}

extension PlayerRegistry {
    /// A registry whose every spec is made by `fallback`.
    init(entries: [Entry], fallback: @escaping @Sendable (PlayerSpec) -> any Player) {
        self.init(entries: entries)
        registerFallback { spec, _ in fallback(spec) }
    }
}
