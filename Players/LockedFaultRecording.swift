import BotProcesses
import BotProtocols


/// What the bot-driving players that keep their state behind a lock (native, Gomocup) share:
/// the first fault, recorded and noted in the bot's log, and the read that records it.
/// (``ExternalFaultRecording`` is the same for the players that are actors.)
protocol LockedFaultRecording: AnyObject, Sendable {
    /// Records `error` as the fault, unless one was recorded already; says whether it was the
    /// first, and the running process.
    func recordFault(_ error: BotFault) -> (first: Bool, process: BotProcess?)
}

extension LockedFaultRecording {
    /// Records the first fault and returns it, to throw.
    func fail(_ error: BotFault) -> BotFault {
        let (first, process) = recordFault(error)
        if first { process?.log.note("fault: \(error.description)") }
        return error
    }

    /// The next line, after sending `request` if there is one, or the fault that came
    /// instead (recorded, and thrown).
    /// With `stopWaiting` (the referee's, ``MoveBudget/stopWaiting``), the wait ends there as
    /// if cancelled.
    func nextLine(
        from process: BotProcess, after request: String? = nil, until deadline: ContinuousClock.Instant,
        stopWaiting: ContinuousClock.Instant? = nil, move number: Int, timedOut: @Sendable () -> BotFault
    ) async throws -> String {
        try await process.nextLineOrFault(
            after: request, until: deadline, stopWaiting: stopWaiting, move: number, timedOut: timedOut)
            .mapError { fail($0) }.get()
    }
}
