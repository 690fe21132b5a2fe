import GameCore

extension GomocupCheckSession {
    /// The running engine that has said `OK` to `START 15`, starting it if need be.
    mutating func running() async -> Result<BotProcess, BotFault> {
        if let process { return .success(process) }
        if let startFault { return .failure(startFault) }
        var options = check.configuration.processOptions
        // NB: the END check gives the engine a second to exit; the grace must be as long.
        options.quitGrace = max(options.quitGrace, .seconds(1))
        let process = BotProcess(options)
        do {
            try await process.start()
        } catch {
            startFault = error
            return .failure(error)
        }
        self.process = process
        guard await startAgain(process, rules: .gomoku, prepared: false) else {
            let fault = startFault ?? .noHandshake(detail: "no 'OK' to '\(started)'.")
            startFault = fault
            return .failure(fault)
        }
        return .success(process)
    }

    /// Sends `START` (or `RECTSTART`) for `rules` and waits for `OK`, then (when `prepared`)
    /// what prepares the engine for the game, as a match does; on anything but `OK` the
    /// engine is stopped (and the fault kept when it never started).
    mutating func startAgain(_ process: BotProcess, rules: Rules, prepared: Bool = true) async -> Bool {
        started = GomocupProtocol.start(for: rules)
        engineGame = nil
        _ = process.dropStrayLines()
        process.send(started)
        switch await reply(from: process, move: 0, waiting: check.configuration.handshakeTimeout) {
        case .success(.ok):
            if prepared { for line in check.preparation(for: rules) { process.send(line) } }
            return true
        case let .success(other):
            let fault = BotFault.noHandshake(detail: "it answered '\(Self.text(of: other))' to '\(started)'.")
            if self.process === process, startFault == nil, !everStarted { startFault = fault }
            await stopProcess()
            return false
        case let .failure(error):
            if !everStarted { startFault = error }
            await stopProcess()
            return false
        }
    }

    /// The engine for a check, or nil when it cannot even start and say `OK`.
    mutating func live() async -> BotProcess? {
        if case let .success(process) = await running() {
            everStarted = true
            return process
        }
        return nil
    }

    func pass(_ name: String, _ message: String) -> BotCheckResult {
        BotCheckResult(name: name, passed: true, message: message)
    }

    func notChecked(_ name: String) -> BotCheckResult {
        BotCheckResult(name: name, passed: false, message: "Not checked: the engine did not start and answer 'OK' to 'START'.")
    }

    /// A failed check after which the engine is started afresh.
    mutating func broken(_ name: String, _ message: String) async -> BotCheckResult {
        await stopProcess()
        return BotCheckResult(name: name, passed: false, message: message)
    }

    mutating func stopProcess() async {
        await process?.stop()
        process = nil
    }
}
