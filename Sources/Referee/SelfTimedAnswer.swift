import GameCore

/// What came of asking a player that keeps its own deadline (``Player/keepsItsOwnDeadline``),
/// as the referee's clock judges it: the referee and ``ClockedPlayer`` both ask such a player
/// this way, with no timer raced against it.
enum SelfTimedAnswer {
    /// A move or an error, in time.
    case inTime(Result<Move, any Error>)
    /// A move that came at `instant`, after the referee stopped waiting: void.
    case late(at: ContinuousClock.Instant)
    /// The player stopped waiting at the deadline (told as ``MoveBudget/stopWaiting``), or
    /// gave up past it: no move came in time.
    case stopped

    /// Asks `player` for a move under `budget`, whose ``MoveBudget/stopWaiting`` the caller
    /// has set, and judges the answer by the clock against `deadline`.
    static func ask(
        _ player: any Player, in state: GameState, budget: MoveBudget, until deadline: ContinuousClock.Instant
    ) async -> SelfTimedAnswer {
        let answer: Result<Move, any Error>
        do {
            answer = .success(try await player.move(in: state, budget: budget))
        } catch {
            answer = .failure(error)
        }
        let now = ContinuousClock.now
        switch answer {
        case .success where now > deadline:
            return .late(at: now)
        case let .failure(error) where now > deadline || (error is CancellationError && !Task.isCancelled && now >= deadline):
            return .stopped
        default:
            return .inTime(answer)
        }
    }
}
