import Bots

/// What a bot-driving player shares with the other kind: the running process, and the first
/// fault it made, which every later question answers with.
protocol ExternalFaultRecording: Actor {
    var process: BotProcess? { get }
    var failure: BotFault? { get set }
}

extension ExternalFaultRecording {
    /// The next line, after sending `request` if there is one, or the fault that came
    /// instead (recorded, and thrown).
    func nextLine(
        from process: BotProcess, after request: String? = nil, until deadline: ContinuousClock.Instant,
        move number: Int, timedOut: @escaping @Sendable () -> BotFault
    ) async throws -> String {
        switch try await process.nextLineOrFault(after: request, until: deadline, move: number, timedOut: timedOut) {
        case let .success(line): return line
        case let .failure(error): throw fail(error)
        }
    }

    /// Records the first fault and returns it, to throw.
    func fail(_ error: BotFault) -> BotFault {
        if failure == nil {
            failure = error
            process?.log.note("fault: \(error.description)")
        }
        return error
    }
}
