import BotProcesses
import BotProtocols
import GameCore

extension UCICheckSession {
    /// Says `uci` to the engine just started, and waits for `uciok`; then sends the engines
    /// file's options.
    mutating func shakeHands(with process: BotProcess) async -> Result<Void, BotFault> {
        let limit = check.configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        var request: String? = UCIProtocol.hello
        while true {
            let next = await nextLine(from: process, after: request, until: deadline, move: 0, cancelled: .noHandshake(detail: "cancelled.")) {
                .noHandshake(detail: "no 'uciok' to 'uci' within \(limit.shortTextForBots).")
            }
            request = nil
            switch next {
            case let .success(line):
                let trimmed = line.trimmingWhitespace
                if trimmed.hasPrefix("id name ") { announcedName = String(trimmed.dropFirst("id name ".count)) }
                guard trimmed == "uciok" else { continue }
                // NB: as a match sends them: the engines file's options, before any variant.
                for (key, value) in check.configuration.engineOptions { process.send("setoption name \(key) value \(value)") }
                return .success(())
            case let .failure(error):
                return .failure(error)
            }
        }
    }

    /// Writes the variant of `rules` into the engine's directory, selects it and starts a
    /// game; succeeds when the engine said it took the variant before its `readyok`.
    mutating func select(_ rules: Rules, in process: BotProcess) async -> Result<Void, BotFault> {
        let path: String
        do {
            path = try await process.place(UCIProtocol.variantDefinition(for: rules), named: UCIProtocol.variantFileName)
        } catch {
            return .failure(error)
        }
        let lines = UCIProtocol.variantSelection(for: rules, path: path) + UCIProtocol.newGame
        return await readyOK(from: process, after: lines, announcing: rules)
    }

    /// Sends `lines` (the last `isready`) and waits for `readyok`; with `rules`, the engine must
    /// have said it took their variant before it.
    func readyOK(from process: BotProcess, after lines: [String], announcing rules: Rules? = nil) async -> Result<Void, BotFault> {
        _ = process.dropStrayLines()
        for line in lines { process.send(line) }
        let patience = check.patience
        let deadline = ContinuousClock.now + patience
        var taken = rules == nil
        var said: String?
        var remarks = 0
        while remarks < check.configuration.floodLimit {
            let next = await nextLine(from: process, until: deadline, move: 0, cancelled: .noHandshake(detail: "cancelled.")) {
                .noHandshake(detail: "no 'readyok' to 'isready' within \(patience.shortTextForBots).")
            }
            guard case let .success(line) = next else { return next.map { _ in () } }
            let trimmed = line.trimmingWhitespace
            if let rules, UCIProtocol.announcesVariant(trimmed, for: rules) { taken = true }
            guard trimmed == "readyok" else {
                if said == nil, !trimmed.hasPrefix("info") { said = trimmed }
                remarks += 1
                continue
            }
            guard let rules, !taken else { return .success(()) }
            return .failure(.noHandshake(detail: UCIProtocol.variantRefusal(for: rules, said: said)))
        }
        return .failure(.flooded(lines: remarks, move: 0))
    }

    /// The text of the next `bestmove`, skipping `info` and other lines, within `waiting`.
    func bestMove(from process: BotProcess, move: Int, waiting: Duration) async -> Result<String, BotFault> {
        let deadline = ContinuousClock.now + waiting
        let budget = check.budget
        var remarks = 0
        while remarks < check.configuration.floodLimit {
            let next = await nextLine(from: process, until: deadline, move: move, cancelled: .reportedError(text: "cancelled", move: move)) {
                .timedOut(allowed: waiting, budget: budget, move: move)
            }
            guard case let .success(line) = next else { return next }
            if let text = UCIProtocol.bestMove(in: line.trimmingWhitespace) { return .success(text) }
            if !line.hasPrefix("info") { remarks += 1 }
        }
        return .failure(.flooded(lines: remarks, move: move))
    }
}
