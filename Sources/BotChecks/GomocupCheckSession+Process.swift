import BotProcesses
import BotProtocols
import GameCore

extension GomocupCheckSession {
    /// Says `START 15` to the engine just started, and waits for `OK`.
    mutating func shakeHands(with process: BotProcess) async -> Result<Void, BotFault> {
        await startAgain(process, rules: .gomoku, prepared: false)
    }

    /// Sends `START` (or `RECTSTART`) for `rules` and waits for `OK`, then (when `prepared`)
    /// what prepares the engine for the game, as a match does; on anything but `OK` the
    /// engine is stopped.
    mutating func startAgain(_ process: BotProcess, rules: Rules, prepared: Bool = true) async -> Result<Void, BotFault> {
        started = GomocupProtocol.start(for: rules)
        engineGame = nil
        _ = process.dropStrayLines()
        process.send(started)
        switch await reply(from: process, move: 0, waiting: check.configuration.handshakeTimeout) {
        case .success(.ok):
            if prepared { for line in preparation(for: rules) { process.send(line) } }
            return .success(())
        case let .success(other):
            await stopProcess()
            return .failure(.noHandshake(detail: "it answered '\(Self.text(of: other))' to '\(started)'."))
        case let .failure(error):
            await stopProcess()
            return .failure(error)
        }
    }
}
