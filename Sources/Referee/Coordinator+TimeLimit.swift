import GameCore

extension Coordinator {
    /// What came of asking a player for a move under a time limit.
    enum Answer: Sendable {
        /// A move, in time (it may still be illegal).
        case move(Move)
        /// The player threw, in time.
        case failed(any Error)
        /// The deadline passed first, or the answer came past it: how the time ran out.
        case overran(TimeOverrun)
    }

    /// Asks `player` for a move in `state`, within `limit` from now (which the player is
    /// told), racing the answer against a deadline `limit + margin` from now.
    ///
    /// When the deadline comes first the player's task is cancelled and its answer awaited
    /// (a player that honours cancellation returns at once): a move that still comes is
    /// void, and the overrun says how late it came; else that no move came in time.
    static func ask(_ player: any Player, in state: GameState, within limit: Duration, margin: Duration = .zero) async -> Answer {
        let clock = ContinuousClock()
        var asked = MoveBudget(perMove: limit, startingAt: clock.now)
        asked.grace = margin
        let budget = asked
        // NB: `MoveBudget(perMove:)` always sets a deadline for a limit.
        let limitEnd = budget.deadline!
        let deadline = limitEnd + margin
        if player.keepsItsOwnDeadline {
            return await askSelfTimed(player, in: state, budget: budget, until: deadline, limit: limit, margin: margin)
        }
        return await withTaskGroup(of: Answer?.self) { group in
            group.addTask {
                do {
                    return .move(try await player.move(in: state, budget: budget))
                } catch {
                    return .failed(error)
                }
            }
            // NB: the deadline on the shared pool, not the game's lane: it fires even while
            // the move holds the lane's thread.
            group.addTask(executorPreference: globalConcurrentExecutor) {
                // NB: a cancelled sleep means the move came first (or the game was cancelled).
                do { try await Task.sleep(until: deadline, clock: clock) } catch { return nil }
                return .overran(TimeOverrun(limit: limit, margin: margin))
            }
            // NB: the first to finish is the move or the deadline; a nil only comes from a
            // timer cancelled by the game's own cancellation, so wait for the move then.
            var first: Answer? = nil
            while first == nil, let next = await group.next() { first = next }
            guard case .overran = first else {
                group.cancelAll()
                // NB: under load the deadline's task may run after an answer that came too
                // late: the clock, not the order the tasks ran in, says whether it counts.
                let now = clock.now
                if now > deadline, case .move = first {
                    return .overran(TimeOverrun(limit: limit, answeredLate: now - limitEnd, margin: margin))
                }
                // NB: a player that gave up past the deadline (its own timer, say) lost on time.
                if now > deadline, case .failed = first { return .overran(TimeOverrun(limit: limit, margin: margin)) }
                return first ?? .failed(CancellationError())
            }
            group.cancelAll()
            // NB: the player's answer after its time is void; wait for it to stop.
            var late: Answer? = nil
            while late == nil, let next = await group.next() { late = next }
            var overrun = TimeOverrun(limit: limit, margin: margin)
            if case .move = late { overrun.answeredLate = max(clock.now - limitEnd, .zero) }
            return .overran(overrun)
        }
    }

    /// Asks a player that keeps its own deadline (``Player/keepsItsOwnDeadline``) for a move,
    /// without racing it against a timer: it gives up by itself at `deadline` (told as
    /// ``MoveBudget/stopWaiting``), and the clock judges its answer as ``ask(_:in:within:margin:)``
    /// does. No task, no timer: a move costs no allocation here, and memory stays flat however
    /// long the limit.
    private static func askSelfTimed(
        _ player: any Player, in state: GameState, budget: MoveBudget, until deadline: ContinuousClock.Instant,
        limit: Duration, margin: Duration
    ) async -> Answer {
        var budget = budget
        budget.stopWaiting = deadline
        let limitEnd = deadline - margin
        switch await SelfTimedAnswer.ask(player, in: state, budget: budget, until: deadline) {
        case let .inTime(.success(move)): return .move(move)
        case let .inTime(.failure(error)): return .failed(error)
        case let .late(at: now):
            // NB: the answer came, but after the referee stopped waiting: void, as when raced.
            return .overran(TimeOverrun(limit: limit, answeredLate: now - limitEnd, margin: margin))
        case .stopped:
            return .overran(TimeOverrun(limit: limit, margin: margin))
        }
    }
}
