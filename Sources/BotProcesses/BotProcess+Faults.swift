import BotProtocols

extension BotProcess {
    /// The next line from the bot, or the fault that came instead: the deadline passed,
    /// the output ended (a crash, with its status and last words; or a closed stdout),
    /// a line too long, a flood.
    ///
    /// - Parameters:
    ///   - request: a line to send first, or nil (one call for both saves a round of
    ///     switching between the player and the process).
    ///   - move: the move being asked for (0: the handshake), for the messages.
    ///   - timedOut: the fault when the deadline passes.
    ///   - stopWaiting: when the referee stops waiting (Referee's `MoveBudget.stopWaiting`),
    ///     if it times the move: when it comes before `deadline` and passes, the wait ends as
    ///     if the task were cancelled.
    /// - Throws: `CancellationError` when the task is cancelled, or `stopWaiting` passes.
    package nonisolated(nonsending) func nextLineOrFault(
        after request: String? = nil, until deadline: ContinuousClock.Instant, stopWaiting: ContinuousClock.Instant? = nil,
        move number: Int, timedOut: @Sendable () -> BotFault
    ) async throws -> Result<String, BotFault> {
        if let request { send(request) }
        let refereeFirst = stopWaiting.map { $0 < deadline } ?? false
        let until = refereeFirst ? stopWaiting! : deadline
        let event: BotLineEvent
        if let quick = pipes.nextLineQuickly(until: until) {
            event = quick
        } else {
            event = await pipes.nextLine(until: until)
        }
        switch event {
        case let .line(line): return .success(line)
        case .timedOut:
            // NB: the referee's end, not the bot's fault: the same as the referee cancelling the wait.
            if refereeFirst { throw CancellationError() }
            return .failure(timedOut())
        case .cancelled: throw CancellationError()
        case let .overlong(bytes): return .failure(.overlongLine(bytes: bytes, move: number))
        case let .flooded(lines): return .failure(.flooded(lines: lines, move: number))
        case .ended:
            // NB: a bot that closed its output and runs on is judged at once, and ended at
            // once: a stop's grace would outlast a time limit, and the verdict be a loss on time.
            if pipes.exits(within: .milliseconds(100)) == false {
                await stop(force: true)
                return .failure(.closedOutput(move: number))
            }
            guard let exit = await stop(), exit.byItself else { return .failure(.closedOutput(move: number)) }
            // NB: a bot killed by a signal that ends jobs may be dying with ttt (Slurm signals
            // every process of a job at once): ttt's own signal is given a moment to arrive,
            // and the referee, seeing the run ending, aborts the game instead of counting it.
            if let signal = exit.signal, Ending.endingSignals.contains(signal) {
                _ = await Ending.waitForReason(upTo: Ending.signalGrace)
            }
            let lastWords = log.lastStderrLine.map { BotFault.shortened($0) }
            return .failure(.crashed(status: exit.status, move: number, lastWords: lastWords))
        }
    }

    /// Notes in the log the lines the bot wrote while nothing was asked that came after a
    /// request was sent, and were known as strays by what came after them (`before`).
    package nonisolated func noteStrays(_ strays: [String], before: String) {
        let shown = strays.prefix(3).map { "'\(BotFault.shortened($0))'" }.joined(separator: ", ")
        let more = strays.count > 3 ? " and \(strays.count - 3) more" : ""
        log.note("stray: dropped \(strays.count) line(s) written before \(before), while nothing was asked: \(shown)\(more)")
    }

    /// Drops the lines the bot wrote while nothing was asked (``BotPipes/discardUnread()``),
    /// noting them in the log as strays. Called before every request.
    package nonisolated func dropStrayLines() -> [String] {
        let strays = pipes.discardUnread()
        if !strays.isEmpty {
            let shown = strays.prefix(3).map { "'\(BotFault.shortened($0))'" }.joined(separator: ", ")
            let more = strays.count > 3 ? " and \(strays.count - 3) more" : ""
            log.note("stray: dropped \(strays.count) line(s) written while nothing was asked: \(shown)\(more)")
        }
        return strays
    }
}
