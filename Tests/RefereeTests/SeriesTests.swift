import GameCore
import Referee
import TestSupport
import Testing

@Suite("Series")
struct SeriesTests {
    /// `seeded` (a seeded random player), `first` (first legal cell), `crashy` (throws).
    static let registry = PlayerRegistry(entries: [
        .init(name: "seeded", summary: "Random moves from its seed.", options: ["seed=N"]) { spec, context in
            SeededRandomPlayer(name: spec.text, seed: spec.option("seed").flatMap { UInt64($0) } ?? context.seed)
        },
        .init(name: "first", summary: "The first legal cell.") { spec, _ in FirstLegalPlayer(name: spec.text) },
        .init(name: "crashy", summary: "Throws.") { spec, _ in ThrowingPlayer(name: spec.text, message: "Boom") },
    ])

    func series(_ first: String, _ second: String, games: Int, seed: UInt64 = 1, coordinator: Coordinator = Coordinator()) throws -> Series {
        Series(try PlayerSpec(parsing: first), try PlayerSpec(parsing: second), games: games, seed: seed,
               registry: Self.registry, coordinator: coordinator)
    }

    @Test("Colours alternate: the first spec is X in games 1, 3, 5, ...")
    func coloursAlternate() async throws {
        let result = try await series("seeded", "first", games: 6).run()
        #expect(result.games.map(\.game.xName) == ["seeded", "first", "seeded", "first", "seeded", "first"])
        #expect(result.games.map(\.game.oName) == ["first", "seeded", "first", "seeded", "first", "seeded"])
    }

    @Test("The totals equal the counts of the games' results, overall and by colour")
    func totalsMatchGames() async throws {
        let result = try await series("seeded", "first", games: 40, seed: 7).run()
        #expect(result.gamesPlayed == 40)
        var wins = 0, losses = 0, draws = 0, winsAsX = 0
        for (index, played) in result.games.enumerated() {
            let firstMark: Mark = index % 2 == 0 ? .x : .o
            switch played.result.winner {
            case nil: draws += 1
            case firstMark:
                wins += 1
                if firstMark == .x { winsAsX += 1 }
            default: losses += 1
            }
        }
        #expect(result.tally(of: .first) == Tally(wins: wins, losses: losses, draws: draws))
        #expect(result.tally(of: .second) == Tally(wins: losses, losses: wins, draws: draws))
        #expect(result.tally(of: .first, as: .x).wins == winsAsX)
        #expect(result.tally(of: .first, as: .x).games == 20)
        #expect(result.tally(of: .second, as: .o).games == 20)
        #expect(result.scoreboard["seeded"] == result.tally(of: .first))
        #expect(result.scoreboard["first"] == result.tally(of: .second))
        // NB: the seeded player wins some and loses some: a test that the counts are not all one kind.
        #expect(wins > 0 && losses > 0)
    }

    @Test("The same seed gives the same games; another seed gives others")
    func reproducible() async throws {
        let one = try await series("seeded", "seeded:seed=5", games: 10, seed: 42).run()
        let two = try await series("seeded", "seeded:seed=5", games: 10, seed: 42).run()
        let other = try await series("seeded", "seeded:seed=5", games: 10, seed: 43).run()
        #expect(one.games == two.games)
        #expect(one.games.map(\.game.moves) != other.games.map(\.game.moves))
        #expect(Set(one.games.map(\.seed)).count == 10)
    }

    @Test("Every game's seed comes from the series' seed and the game's index")
    func gameSeeds() async throws {
        let series = try series("seeded", "first", games: 3, seed: 42)
        let result = try await series.run()
        #expect(result.games.map(\.seed) == (0..<3).map { series.seed(ofGame: $0) })
        var generator = SplitMix64.derived(from: 42, index: 2)
        #expect(series.seed(ofGame: 2) == generator.next())
    }

    @Test("Progress is reported after every game, with the totals so far")
    func progress() async throws {
        let log = HookLog()
        _ = try await series("seeded", "first", games: 4).run(progress: { index, played, totals in
            log.append("\(index) \(played.game.xName) \(totals.gamesPlayed)")
        })
        #expect(log.all == ["0 seeded 1", "1 first 2", "2 seeded 3", "3 first 4"])
    }

    @Test("A forfeit does not stop the series, and the events bracket the games")
    func forfeitsAndEvents() async throws {
        let events = EventLog()
        let result = try await series("crashy", "first", games: 2, coordinator: Coordinator(observers: [events.observer])).run()
        #expect(result.tally(of: .first) == Tally(losses: 2))
        #expect(result.games.map(\.result.reason) == [.playerError("Boom"), .playerError("Boom")])
        #expect(events.outline == [
            "series crashy first 2",
            "started crashy first", "ended 0-1",
            "started first crashy", "X a1", "ended 1-0",
            "series ended 2",
        ])
        #expect(result.summary == "crashy vs first, 2 games: crashy 0-2-0 (X 0-1-0, O 0-1-0), first 2-0-0 (X 1-0-0, O 1-0-0).")
    }

    @Test("Openings are played once with each colour")
    func openings() async throws {
        var series = try series("first", "first", games: 4)
        series.openings = [
            try Game(rules: .ticTacToe, moves: [Move(cell: "b2")]),
            try Game(rules: .ticTacToe, moves: [Move(cell: "c3")]),
        ]
        let result = try await series.run()
        #expect(result.games.map { $0.game.moves.first?.cellName } == ["b2", "b2", "c3", "c3"])
    }

    @Test("An aborted game stops the series and says why")
    func abortStops() async throws {
        let result = try await series("seeded", "first", games: 5).run(abort: { "Interrupted" })
        #expect(result.gamesPlayed == 1)
        #expect(result.stopReason == "Interrupted")
        #expect(result.tally(of: .first).games == 0)
        #expect(result.summary.hasSuffix("Stopped: Interrupted."))
    }

    @Test("An unknown spec is an error before any game, with a suggestion")
    func unknownSpec() async throws {
        let error = await #expect(throws: PlayerError.self) {
            try await series("seeded", "frist", games: 2).run()
        }
        #expect(error?.message == "Unknown player 'frist'. Did you mean 'first'?")
    }

    @Test("A player that cannot be made after the first game forfeits that game; the series goes on")
    func laterMakeFailureForfeits() async throws {
        let makes = HookLog()
        var registry = Self.registry
        registry.register(.init(name: "flaky", summary: "Fails to start in its second game.") { spec, _ in
            makes.append("made")
            if makes.all.count == 2 { throw PlayerError("Could not start 'flaky'.") }
            return FirstLegalPlayer(name: spec.text)
        })
        let series = Series(try PlayerSpec(parsing: "flaky"), try PlayerSpec(parsing: "first"), games: 3, registry: registry)
        let result = try await series.run()
        #expect(result.gamesPlayed == 3)
        #expect(result.games[1].result == GameResult(winner: .x, reason: .playerError("Could not start 'flaky'.")))
        #expect(result.games[1].announcement == "flaky (O) forfeits with an error: Could not start 'flaky'. first (X) wins.")
    }
}
