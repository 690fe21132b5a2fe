import Foundation
import GameCore
import GameRecords
import Referee
import TestSupport
import Testing
import TextAndFiles
import Tournaments

@Suite("Tournament runs")
struct TournamentRunTests {
    static let registry = PlayerRegistry(entries: JournalTests.registry.entries + [
        .init(name: "sleepy", summary: "Thinks for an hour.") { spec, _ in SleepyPlayer(name: spec.text) },
    ])

    /// Every game of a run, in index order, as the journal holds it.
    func games(of plan: TournamentPlan, concurrency: Int, shard: Shard? = nil) async throws -> (TournamentOutcome, [JournalEntry], String) {
        let path = JournalTests.temporaryPath("run")
        let outcome = try await Tournament(plan: plan, registry: Self.registry, concurrency: concurrency, shard: shard, journalPath: path).run()
        let entries = try JournalContents.read(path: path).entries.sorted { $0.index < $1.index }
        return (outcome, entries, path)
    }

    @Test("The same seed gives the same games at concurrency 1 and 4")
    func determinism() async throws {
        let plan = JournalTests.plan(["seeded", "seeded:seed=2", "first"], games: 10, seed: 42)
        let (one, serial, path1) = try await games(of: plan, concurrency: 1)
        let (four, parallel, path4) = try await games(of: plan, concurrency: 4)
        defer { for path in [path1, path4] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(serial.count == 30)
        #expect(serial.map(\.index) == Array(0..<30))
        #expect(zip(serial, parallel).allSatisfy { $0.sameGame(as: $1) })
        #expect(parallel.count == 30)
        #expect(one.standings == four.standings)
        // The journal is written in the order games finish; by concurrency 1 that is index order.
        let lines = try String(contentsOfFile: path1, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(try lines.map { try JournalEntry(line: String($0)).index } == Array(0..<30))
    }

    @Test("Colours alternate within each pair, pairings interleave, and each opening is played with both colours")
    func schedule() throws {
        var plan = JournalTests.plan(["a", "b", "c"], games: 3)
        plan.openings = .randomPlies(2)
        let games = (0..<plan.gameCount).map { plan.game(at: $0) }
        // Rounds of pairs: a-b, a-c, b-c twice each, then one last game each (3 games per pairing).
        #expect(games.map { "\($0.first)\($0.second)\($0.firstPlays)" } == [
            "01X", "01O", "02X", "02O", "12X", "12O", "01X", "02X", "12X",
        ])
        #expect(games[0].opening == games[1].opening)
        #expect(games[0].opening == games[2].opening)
        #expect(games[0].opening.count == 2)
        #expect(games[6].opening != games[0].opening || games[6].round == 1)
        #expect(games.map(\.round) == [0, 0, 0, 0, 0, 0, 1, 1, 1])

        var gauntlet = plan
        gauntlet.format = .gauntlet
        #expect(gauntlet.pairings.map { "\($0.first)\($0.second)" } == ["01", "02"])
        #expect(gauntlet.gameCount == 6)
    }

    @Test("Shards play disjoint parts, and their merged journals give the unsharded standings")
    func shardsAndMerge() async throws {
        let plan = JournalTests.plan(["seeded", "seeded:seed=3", "first"], games: 6, seed: 11)
        let (whole, wholeGames, wholePath) = try await games(of: plan, concurrency: 2)
        var paths = [wholePath]
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        var indices: [Int] = []
        for index in 1...3 {
            let (outcome, entries, path) = try await games(of: plan, concurrency: 2, shard: Shard(index: index, count: 3))
            paths.append(path)
            #expect(outcome.scheduled == 6)
            indices += entries.map(\.index)
        }
        #expect(indices.sorted() == Array(0..<18))
        let merged = try JournalMerge(paths: Array(paths.dropFirst()))
        #expect(merged.standings == whole.standings)
        #expect(merged.missing == 0)
        #expect(zip(try merged.entries(), wholeGames).allSatisfy { $0.sameGame(as: $1) })
        // Two shards of three: a third of the games missing, and fewer counted.
        let partial = try JournalMerge(paths: Array(paths[1...2]))
        #expect(partial.missing == 6)
        #expect(partial.standings.gamesCounted == 12)
        // A journal of another tournament is refused.
        let other = JournalTests.temporaryPath("other")
        paths.append(other)
        _ = try await Tournament(plan: JournalTests.plan(games: 2), registry: Self.registry, journalPath: other).run()
        #expect(throws: InputError("'\(other)' is of another tournament than '\(paths[1])': its players is [\"seeded\",\"first\",\"seeded:seed=9\"], this run's [\"seeded\",\"seeded:seed=3\",\"first\"].")) {
            try JournalMerge(paths: [paths[1], other])
        }
    }

    @Test("With an SPRT, each shard plays all its games and the merge stops where one run stops")
    func shardsWithSPRT() async throws {
        var plan = JournalTests.plan(["seeded", "seeded:seed=3"], games: 2_000, seed: Self.sprtSeed)
        plan.sprt = SPRT(elo0: 0, elo1: 40)
        let (whole, _, wholePath) = try await games(of: plan, concurrency: 2)
        var paths = [wholePath]
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let verdict = try #require(whole.standings.pairings[0].verdict, "seed \(Self.sprtSeed)")
        #expect(whole.standings.gamesCounted < 2_000)
        var stoppedAlone: [JournalEntry] = []
        for index in 1...8 {
            let (outcome, entries, path) = try await games(of: plan, concurrency: 2, shard: Shard(index: index, count: 8))
            paths.append(path)
            // Every game of its part, none left out for a verdict of its own.
            #expect(outcome.scheduled == 250)
            #expect(entries.count == 250)
            #expect(outcome.standings.gamesCounted == 250)
            #expect(outcome.notices == ["Shard \(index)/8 plays all its games: the SPRT is applied by 'ttt merge', to the games of every shard in order."])
            // The games the shard would have counted, had it stopped at its own verdict.
            stoppedAlone += entries.prefix(TournamentStandings(plan: plan, entries: entries).gamesCounted)
        }
        // NB: the seed is one where shards stopped by verdicts of their own would have added
        // up to other standings than one run's.
        #expect(TournamentStandings(plan: plan, entries: stoppedAlone) != whole.standings, "seed \(Self.sprtSeed)")
        let merged = try JournalMerge(paths: Array(paths.dropFirst()))
        #expect(merged.standings == whole.standings)
        #expect(merged.standings.pairings[0].verdict == verdict)
        #expect(merged.missing == 0)
        // The games counted, as one run counts them: none past the verdict.
        #expect(merged.gameCount == 2_000)
        #expect(try merged.countedEntries().count == whole.standings.gamesCounted)
        let wholeMerge = try JournalMerge(paths: [wholePath])
        #expect(try wholeMerge.countedEntries().map(\.index) == merged.countedEntries().map(\.index))
        #expect(try zip(wholeMerge.countedEntries(), merged.countedEntries()).allSatisfy { $0.sameGame(as: $1) })
        // Without one shard, its games before the verdict are missing, and none after it.
        let partial = try JournalMerge(paths: Array(paths[2...]))
        #expect(partial.missing > 0 && partial.missing < 250, "\(partial.missing)")
    }

    static let sprtSeed: UInt64 = 5

    @Test("A game clock makes a player that never answers lose on time")
    func clock() async throws {
        var plan = JournalTests.plan(["first", "sleepy"], games: 2)
        plan.clock = GameClock(base: .milliseconds(150), increment: .milliseconds(10))
        let outcome = try await Tournament(plan: plan, registry: Self.registry, concurrency: 2).run()
        #expect(outcome.standings.tallies[0] == Tally(wins: 2))
        let (_, entries, path) = try await games(of: plan, concurrency: 2)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(entries.allSatisfy { $0.reason.hasPrefix("timeout: no move within ") && $0.reason.hasSuffix(" left on its clock") }, "\(entries.map(\.reason))")
        // first, as X in game 1, played one move: at most its base and one increment are left.
        let left = try #require(entries[0].clockLeft)
        #expect(left.o == 0)
        #expect(left.x > 0 && left.x <= 160)
    }

    @Test("Openings from a file are read with line numbers for mistakes")
    func openingsFile() throws {
        let book = try OpeningBook.parsing("# two openings\nb2 a1\n\nc3\n", rules: .ticTacToe)
        guard case let .list(openings) = book else { Issue.record("expected a list"); return }
        #expect(openings.map { $0.map(\.cellName) } == [["b2", "a1"], ["c3"]])
        #expect(throws: RecordError(line: 3, "Move 2 'b2': b2 is taken by X.")) {
            try OpeningBook.parsing("a1\n\nb2 b2\n", rules: .ticTacToe)
        }
        #expect(throws: RecordError(line: 1, "The opening 'a1 b1 a2 b2 a3' already ends the game.")) {
            try OpeningBook.parsing("a1 b1 a2 b2 a3\n", rules: .ticTacToe)
        }
    }
}
