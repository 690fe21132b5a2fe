import GameCore
import Referee
import Synchronization
import Testing

/// What a clocked player is told: the shorter of the referee's limit and its clock, and the
/// clock itself (which the bot players pass on in their requests).
@Suite struct ClockedBudgetTests {
    @Test func aClockedPlayerIsToldItsClockAndTheShorterLimit() async throws {
        let seen = BudgetRecorder()
        // NB: times no move comes near, even with the test waiting behind busy neighbours.
        let clocked = ClockedPlayer(seen, clock: GameClock(base: .seconds(7200), increment: .seconds(1)))
        // NB: a coordinator limit shorter than the clock is the move's time; the clock is told too.
        let played = await Coordinator(rules: .ticTacToe, timeLimit: .seconds(3600)).play(x: clocked, o: seen)
        #expect(played.result.reason.summary.hasPrefix("line"), "\(played.result)")
        let budgets = seen.budgets
        let clockedBudgets = budgets.filter { $0.clock != nil }
        #expect(clockedBudgets.count >= 3)
        #expect(clockedBudgets.allSatisfy { $0.perMove == .seconds(3600) })
        #expect(clockedBudgets.allSatisfy { $0.clock?.base == .seconds(7200) && $0.clock?.increment == .seconds(1) })
        // The first move has the whole base; later ones what is left, plus the increments.
        #expect(clockedBudgets.first?.clock?.left == .seconds(7200))
        #expect(clockedBudgets.dropFirst().allSatisfy { ($0.clock?.left ?? .zero) > .seconds(7000) })
        #expect(clockedBudgets.dropFirst().allSatisfy { ($0.clock?.left ?? .seconds(9999)) < .seconds(7200 + 5) })
        // The unclocked side gets the coordinator's limit and no clock.
        #expect(budgets.filter { $0.clock == nil }.allSatisfy { $0.perMove == .seconds(3600) })
    }
}

/// A player that records the budget of every move it is asked for and plays the first free cell.
final class BudgetRecorder: Player, Sendable {
    let name = "recorder"
    private let seen = Mutex<[MoveBudget]>([])
    var budgets: [MoveBudget] { seen.withLock { $0 } }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        seen.withLock { $0.append(budget) }
        return state.board.legalMoves[0]
    }
}
