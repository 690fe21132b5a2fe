import GameCore
import Referee
import Synchronization
import TestSupport
import Testing

/// What a self-timed player saw of one move: the budget, and whether its task was cancelled.
final class SelfTimedLog: Sendable {
    private let state = Mutex<(budgets: [MoveBudget], cancelled: Int)>(([], 0))
    func record(_ budget: MoveBudget, cancelled: Bool) {
        state.withLock {
            $0.budgets.append(budget)
            if cancelled { $0.cancelled += 1 }
        }
    }
    var budgets: [MoveBudget] { state.withLock { $0.budgets } }
    var cancellations: Int { state.withLock { $0.cancelled } }
}

/// A player that keeps its own deadline, as an external bot's player does: it waits
/// `thinking` (without heeding cancellation, as a blocking read does not), or until the
/// referee stops waiting, and then throws `CancellationError` as the protocol asks.
struct SelfTimedPlayer: Player {
    let name: String
    let thinking: Duration
    let log: SelfTimedLog
    var keepsItsOwnDeadline: Bool { true }

    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let clock = ContinuousClock()
        let answerAt = clock.now + thinking
        let end = budget.stopWaiting.map { min($0, answerAt) } ?? answerAt
        // NB: a busy wait in small steps, deaf to cancellation, like a read with a deadline.
        while clock.now < end { try? await clock.sleep(for: .milliseconds(2)) }
        log.record(budget, cancelled: Task.isCancelled)
        if let stop = budget.stopWaiting, clock.now >= stop, answerAt > stop { throw CancellationError() }
        return state.board.legalMoves[0]
    }
}

@Suite("Players that keep their own deadline are not raced by a timer")
struct SelfTimedPlayerTests {
    @Test("one that stops waiting at the referee's deadline loses on time with the usual verdict, never cancelled")
    func stopsWaitingAtTheDeadline() async {
        let log = SelfTimedLog()
        let coordinator = Coordinator(timeLimit: .milliseconds(40), timeMargin: .milliseconds(20))
        let played = await coordinator.play(
            x: SelfTimedPlayer(name: "bot", thinking: .seconds(30), log: log), o: FirstLegalPlayer(name: "first"))
        #expect(played.result == GameResult(winner: .o, reason: .timeout(TimeOverrun(limit: .milliseconds(40), margin: .milliseconds(20)))))
        #expect(played.announcement == "bot (X) lost on time: no move within 40ms (and the 20ms margin). first (O) wins.")
        // NB: told when the referee stops waiting: the limit's end plus the margin.
        let budget = log.budgets.first
        #expect(budget.flatMap { b in b.stopWaiting.map { $0 - b.deadline! } } == .milliseconds(20))
        #expect(log.cancellations == 0)
    }

    @Test("one that answers in time plays on, never cancelled and with no timer left behind")
    func answersInTime() async {
        let log = SelfTimedLog()
        let coordinator = Coordinator(rules: .ticTacToe, timeLimit: .seconds(30))
        let played = await coordinator.play(
            x: SelfTimedPlayer(name: "a", thinking: .zero, log: log), o: SelfTimedPlayer(name: "b", thinking: .zero, log: log))
        guard case .line = played.result.reason else { Issue.record("\(played.result)"); return }
        #expect(log.budgets.count == played.moves.count)
        #expect(log.budgets.allSatisfy { $0.stopWaiting != nil && $0.perMove == .seconds(30) })
        #expect(log.cancellations == 0)
    }

    @Test("on a game clock, one that stops waiting at the clock's end loses on its clock")
    func stopsWaitingAtTheClocksEnd() async {
        let log = SelfTimedLog()
        let clock = GameClock(base: .milliseconds(60))
        let clocked = ClockedPlayer(SelfTimedPlayer(name: "bot", thinking: .seconds(30), log: log), clock: clock)
        #expect(clocked.keepsItsOwnDeadline)
        let played = await Coordinator().play(x: clocked, o: FirstLegalPlayer(name: "first"))
        #expect(played.result.winner == .o)
        #expect(clocked.overrun == TimeOverrun(limit: .milliseconds(60), onClock: true))
        #expect(log.budgets.first?.stopWaiting != nil)
        #expect(log.cancellations == 0)
    }
}
