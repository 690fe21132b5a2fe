public import GameCore
import Synchronization

/// Wraps a player with a game clock: it starts with the clock's base time, each move's
/// thinking time is taken off, and the increment is added after each move (and, with moves
/// per period, the base again after each period's last move). A player whose
/// clock runs out during a move loses: the move is abandoned (its task cancelled) and
/// ``ClockExpired`` thrown, which the coordinator turns into a forfeit; a tournament then
/// records it as a loss on time (see ``overrun``).
///
/// The player is told the time it has left as the move's budget (or the coordinator's limit
/// per move, when that is shorter), with the clock's reading (``MoveBudget/clock``), so an
/// external bot sees both in its request and can share out its time. A per-move limit of the
/// coordinator is kept by the coordinator. One instance serves one game.
public final class ClockedPlayer: Player {
    /// The player whose clock this is.
    public let inner: any Player
    public let clock: GameClock
    /// How far past its clock a move may still end (see ``Coordinator/timeMargin``); the
    /// time past the clock is not taken off it (it stays at zero, plus the increment).
    public let margin: Duration
    private let state: Mutex<(left: Duration, overrun: TimeOverrun?, moves: Int)>

    public init(_ inner: any Player, clock: GameClock, margin: Duration = .zero) {
        self.inner = inner
        self.clock = clock
        self.margin = margin
        state = Mutex((clock.base, nil, 0))
    }

    public var name: String { inner.name }
    public var keepsItsOwnDeadline: Bool { inner.keepsItsOwnDeadline }

    /// The time left on the clock.
    public var timeLeft: Duration { state.withLock { $0.left } }

    /// How the player ran out of time, once it has.
    public var overrun: TimeOverrun? { state.withLock { $0.overrun } }

    /// The moves it has played in this game.
    public var movesPlayed: Int { state.withLock { $0.moves } }

    public func move(in gameState: GameState, budget: MoveBudget) async throws -> Move {
        let (left, played) = state.withLock { ($0.left, $0.moves) }
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + left + margin
        // NB: a per-move limit of the coordinator, when shorter than the clock, is the move's.
        var moveBudget = MoveBudget(perMove: min(left, budget.perMove ?? left), startingAt: start)
        moveBudget.clock = MoveBudget.Clock(
            base: self.clock.base, increment: self.clock.increment, left: left, movesToGo: self.clock.movesToGo(afterMoves: played))
        moveBudget.grace = max(margin, budget.grace)
        let answer: Result<Move, any Error>?
        if inner.keepsItsOwnDeadline {
            // NB: no timer races the move: the player stops waiting by itself at the clock's
            // end (or the referee's, if sooner), and the clock judges the answer.
            moveBudget.stopWaiting = min(budget.stopWaiting ?? deadline, deadline)
            answer = await Self.answer(of: inner, in: gameState, budget: moveBudget, until: deadline)
        } else {
            answer = await Self.racedAnswer(of: inner, in: gameState, budget: moveBudget, until: deadline, clock: clock)
        }
        let used = clock.now - start
        let lateAnswer = if case .failure(let error) = answer, error is LateAnswer { true } else { false }
        guard let answer, !lateAnswer else {
            var overrun = TimeOverrun(limit: left, margin: margin, onClock: true)
            if lateAnswer { overrun.answeredLate = max(used - left, .zero) }
            state.withLock { $0 = (.zero, overrun, played) }
            throw ClockExpired(clock: self.clock, overrun: overrun)
        }
        let period = self.clock.movesPerPeriod
        state.withLock {
            $0.left = max($0.left - used, .zero) + self.clock.increment
            $0.moves += 1
            // NB: the period's last move played: its time is given again for the next period.
            if let period, $0.moves % period == 0 { $0.left += self.clock.base }
        }
        return try answer.get()
    }

    /// The inner player's answer, raced against the clock's end, `deadline`: nil when the
    /// clock ran out first and no move came; a ``LateAnswer`` failure when one came after it.
    private static func racedAnswer(
        of inner: any Player, in gameState: GameState, budget: MoveBudget, until deadline: ContinuousClock.Instant,
        clock: ContinuousClock
    ) async -> Result<Move, any Error>? {
        await withTaskGroup(of: Result<Move, any Error>?.self) { group in
            group.addTask {
                do { return .success(try await inner.move(in: gameState, budget: budget)) } catch { return .failure(error) }
            }
            // NB: the deadline on the shared pool, not the game's lane: it fires even while
            // the move holds the lane's thread.
            group.addTask(executorPreference: globalConcurrentExecutor) {
                do { try await Task.sleep(until: deadline, clock: clock) } catch { return .failure(CancellationError()) }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            if case .failure(let error) = first, error is CancellationError, Task.isCancelled { return first }
            if first == nil {
                // NB: the clock ran out first; wait for the move's task to stop, and say
                // whether a (void) move still came.
                let late = await group.next() ?? nil
                if case .success = late { return .failure(LateAnswer()) }
            }
            // NB: under load the clock's task may run after a move that came past its end:
            // the clock, not the order the tasks ran in, says whether it counts.
            if case .success = first, clock.now > deadline { return .failure(LateAnswer()) }
            return first
        }
    }

    /// The answer of an inner player that keeps its own deadline, judged by the clock as
    /// ``racedAnswer(of:in:budget:until:clock:)`` judges it: nil when it stopped waiting at
    /// the clock's end (or gave up past it), a ``LateAnswer`` failure for a move past it.
    private static func answer(
        of inner: any Player, in gameState: GameState, budget: MoveBudget, until deadline: ContinuousClock.Instant
    ) async -> Result<Move, any Error>? {
        switch await SelfTimedAnswer.ask(inner, in: gameState, budget: budget, until: deadline) {
        case let .inTime(answer): return answer
        case .late: return .failure(LateAnswer())
        case .stopped: return nil
        }
    }

    public func gameStarted(_ state: GameState) async {
        var told = state
        told.clock = MoveBudget.Clock(
            base: clock.base, increment: clock.increment, left: timeLeft, movesToGo: clock.movesToGo(afterMoves: movesPlayed))
        await inner.gameStarted(told)
    }
    public func gameEnded(_ result: GameResult) async { await inner.gameEnded(result) }
    public func shutDown() async { await inner.shutDown() }
    public var lastMoveScore: MoveScore? { inner.lastMoveScore }
    public var lastMoveDepth: Int? { inner.lastMoveDepth }
    public var lastMoveScoreIsProven: Bool { inner.lastMoveScoreIsProven }
}

/// Thrown by a ``ClockedPlayer`` whose clock ran out.
public struct ClockExpired: Error, Sendable, Hashable, CustomStringConvertible {
    public var clock: GameClock
    public var overrun: TimeOverrun
    public var description: String { "Its clock (\(clock)) ran out: \(overrun.text)." }
}

/// A move that came after the clock ran out: void.
private struct LateAnswer: Error {}
