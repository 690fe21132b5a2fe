import GameCore
import Referee
import Synchronization
import TestSupport
import Testing
import TextAndFiles

/// A player's own limits: the spec's `time=`, `clock=`, `nodes=`, `depth=`; a clock with
/// moves per period; and the referee keeping each side's own limit.
@Suite struct PlayerLimitsTests {
    @Test("A spec's limits are read, as engine testers write them")
    func specLimits() throws {
        let engine = try PlayerSpec(parsing: "gomocup:./pbrain-x:time=50ms,depth=4").limits()
        #expect(engine == PlayerLimits(time: .milliseconds(50), depth: 4))
        let uci = try PlayerSpec(parsing: "uci:/usr/games/fairy-stockfish:clock=40/60s+0.6s,nodes=20000").limits()
        #expect(uci.clock == GameClock(base: .seconds(60), increment: .milliseconds(600), movesPerPeriod: 40))
        #expect(uci.nodes == 20_000)
        #expect(uci.text == "clock=40/60s+600ms,nodes=20000")
        #expect(try PlayerSpec(parsing: "search:tt=1mb").limits().isEmpty)
    }

    @Test("A limit that cannot be read says how to write it", arguments: [
        ("search:time=200", "Option 'time' in 'search:time=200': '200' has no unit: write '200s' for seconds or '200ms' for milliseconds, as in '500ms' or '2s'."),
        ("greedy:clock=60+1", "Option 'clock' in 'greedy:clock=60+1': The clock '60+1': '60' has no unit: write '60s' for seconds or '60ms' for milliseconds, as in '500ms' or '2s'."),
        ("greedy:clock=0/1s", "Option 'clock' in 'greedy:clock=0/1s': The clock '0/1s' needs a whole number of moves from 1 before '/', as in '40/60s+600ms'."),
        ("greedy:depth=0", "Option 'depth' needs a count of plies from 1 to 1000, as in 'depth=4', not '0'."),
        ("greedy:nodes=many", "Option 'nodes' needs a count of positions from 1 to 1099511627776, as in 'nodes=20000', not 'many'."),
    ])
    func unreadableLimits(spec: String, message: String) throws {
        #expect(throws: PlayerError(message)) { try PlayerSpec(parsing: spec).limits() }
    }

    @Test("A clock reads moves per period, as cutechess-cli writes it, and refuses a bare number")
    func clockWithPeriods() throws {
        let clock = try GameClock(parsing: "40/60s+0.6s")
        #expect(clock == GameClock(base: .seconds(60), increment: .milliseconds(600), movesPerPeriod: 40))
        #expect(clock.description == "40/60s+600ms")
        #expect(try GameClock(parsing: "10s+100ms").description == "10s+100ms")
        #expect(clock.movesToGo(afterMoves: 0) == 40)
        #expect(clock.movesToGo(afterMoves: 39) == 1)
        #expect(clock.movesToGo(afterMoves: 40) == 40)
        #expect(throws: InputErrorMessage("The clock '60+1': '60' has no unit: write '60s' for seconds or '60ms' for milliseconds, as in '500ms' or '2s'.")) {
            do throws(InputError) { _ = try GameClock(parsing: "60+1") } catch { throw InputErrorMessage(error.message) }
        }
        #expect(throws: InputErrorMessage("The clock '1s+5': '5' has no unit: write '5s' for seconds or '5ms' for milliseconds, as in '500ms' or '2s'.")) {
            do throws(InputError) { _ = try GameClock(parsing: "1s+5") } catch { throw InputErrorMessage(error.message) }
        }
    }

    @Test("After a period's moves its time is given again, and the player is told the moves to go")
    func periodsAddTheBaseAgain() async throws {
        let seen = Mutex<[(movesToGo: Int?, left: Duration)]>([])
        let recorder = RecordingClockPlayer { clock in seen.withLock { $0.append((clock.movesToGo, clock.left)) } }
        let x = ClockedPlayer(recorder, clock: GameClock(base: .seconds(10), movesPerPeriod: 2))
        let game = await Coordinator(rules: .ticTacToe).play(x: x, o: FirstLegalPlayer(name: "o"))
        let readings = seen.withLock { $0 }
        try #require(readings.count >= 3, "X plays three moves at least: \(game.moves.count) moves")
        #expect(readings.prefix(3).map(\.movesToGo) == [2, 1, 2])
        // NB: the third move is the next period's first: the base was added again.
        #expect(readings[2].left > .seconds(10))
        #expect(readings[1].left <= .seconds(10))
    }

    @Test("A side's own time limit wins over the run's, both ways")
    func sideTimeLimits() async {
        var coordinator = Coordinator(rules: .ticTacToe, timeLimit: .milliseconds(20))
        // NB: X has no limit of its own (a clock, say), so the run's 20ms is not X's.
        coordinator.sideTimeLimits = (x: nil, o: .seconds(5))
        let unhurried = await coordinator.play(x: PausingPlayer(pause: .milliseconds(60)), o: FirstLegalPlayer(name: "o"))
        if case .timeout = unhurried.result.reason { Issue.record("X lost on time under the run's limit: \(unhurried.result)") }
        #expect(unhurried.moves.count >= 5)
        // NB: O's own 50ms is O's, though the run has none.
        var strict = Coordinator(rules: .ticTacToe)
        strict.sideTimeLimits = (x: nil, o: .milliseconds(50))
        let late = await strict.play(x: FirstLegalPlayer(name: "x"), o: SleepyPlayer(name: "o"))
        #expect(late.result.winner == .x)
        guard case let .timeout(overrun) = late.result.reason else {
            Issue.record("Expected a loss on time, not \(late.result.reason)")
            return
        }
        #expect(overrun.text == "no move within 50ms")
    }
}

/// An `InputError`'s message, compared in `#expect(throws:)`.
struct InputErrorMessage: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Plays the first legal move and hands over the clock it was told with each move.
struct RecordingClockPlayer: Player {
    let name = "recorder"
    let record: @Sendable (MoveBudget.Clock) -> Void
    init(_ record: @escaping @Sendable (MoveBudget.Clock) -> Void) { self.record = record }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        if let clock = budget.clock { record(clock) }
        return state.board.legalMoves[0]
    }
}

/// Plays the first legal move after a pause.
struct PausingPlayer: Player {
    let name = "pausing"
    let pause: Duration
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await Task.sleep(for: pause)
        return state.board.legalMoves[0]
    }
}
