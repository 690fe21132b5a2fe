import BotProcesses
import BotProtocols
import GameCore

extension GomocupCheckSession {
    /// Asks for a move in `game` with `request` (after `START` again unless `starting` is
    /// false) and checks that the answer is a legal move there, under its rules.
    /// - Parameters:
    ///   - after: words for the message before the request's, as in `'RECTSTART 20,15' and `.
    ///   - under: the rule's name, for the message.
    mutating func legalMove(
        _ name: String, game: Game, request: [String], starting: Bool = true, after: String = "", under: String? = nil
    ) async -> BotCheckResult {
        engineGame = nil
        guard let process = await live() else { return notChecked(name) }
        if starting {
            guard case .success = await startAgain(process, rules: game.rules) else { return notChecked(name) }
        }
        for line in GomocupProtocol.moveLimits(time: check.patience) + request { process.send(line) }
        let asked = request.first == "BOARD" ? "BOARD ... DONE" : request.joined(separator: " ")
        switch await reply(from: process, move: game.moves.count + 1, waiting: check.patience, forMove: true) {
        case let .success(.move(line)):
            guard let move = GomocupProtocol.move(parsing: line, rules: game.rules) else {
                return await broken(name, "Answered '\(BotFault.shortened(line))' to \(after)'\(asked)', which is not a cell of the \(game.rules.columns)x\(game.rules.rows) board.")
            }
            do {
                let next = try game.playing(move)
                engineGame = next
                let legal = under.map { "legal under \($0)" } ?? "a legal move"
                return pass(name, "Answered '\(line)' (\(move.cellName)), \(legal), to \(after)'\(asked)'.")
            } catch {
                return await broken(name, "Answered '\(line)' (\(move.cellName)) to \(after)'\(asked)', which is not legal here: \(error.message)")
            }
        case let .success(other): return await broken(name, "Answered '\(Self.text(of: other))' to \(after)'\(asked)'; expected a move 'x,y'.")
        case let .failure(error): return await broken(name, error.description)
        }
    }

    /// The next line that is not a remark (`MESSAGE`, `DEBUG`, `SUGGEST`, and the replies in
    /// `skipping`), read within `waiting`. While a move is awaited (`forMove`), an `ERROR` is
    /// the engine's answer, a failure at once, and `UNKNOWN` lines are remarks, as the
    /// referee takes them: the last one is the reason when no move comes.
    mutating func reply(
        from process: BotProcess, move: Int, waiting: Duration, skipping: Set<String> = [], forMove: Bool = false
    ) async -> Result<Reply, BotFault> {
        let deadline = ContinuousClock.now + waiting
        var complaint: String?
        var remarks = 0
        while remarks < check.configuration.floodLimit {
            let said = complaint
            let next: Result<String, BotFault>
            do {
                next = try await process.nextLineOrFault(until: deadline, move: move) {
                    said.map { .reportedError(text: $0, move: move) } ?? .timedOut(allowed: waiting, budget: waiting, move: move)
                }
            } catch {
                return .failure(.reportedError(text: "cancelled", move: move))
            }
            guard case let .success(line) = next else {
                if case let .failure(error) = next { process.log.note("fault: \(error.description)") }
                return next.map { _ in .other("") }
            }
            let reply = Self.reading(line)
            switch reply {
            case .remark: remarks += 1
            case .ok where skipping.contains("OK"): remarks += 1
            case let .error(text) where forMove:
                let fault = BotFault.reportedError(text: text, move: move)
                process.log.note("fault: \(fault.description)")
                return .failure(fault)
            case let .unknown(text) where forMove:
                complaint = text
                remarks += 1
            default: return .success(reply)
            }
        }
        return .failure(.flooded(lines: remarks, move: move))
    }

    /// A line of the engine's, classified.
    static func reading(_ line: String) -> Reply {
        let (word, _) = line.trimmingWhitespace.firstWordAndRest
        switch word.uppercased() {
        case "OK": return .ok
        case "MESSAGE", "DEBUG", "SUGGEST": return .remark
        case "ERROR": return .error(line.trimmingWhitespace)
        case "UNKNOWN": return .unknown(line.trimmingWhitespace)
        default:
            if GomocupProtocol.about(parsing: line) != nil { return .about(line.trimmingWhitespace) }
            let parts = line.split(separator: ",")
            if parts.count == 2, parts.allSatisfy({ Int(String($0).trimmingWhitespace) != nil }) { return .move(line.trimmingWhitespace) }
            return .other(line.trimmingWhitespace)
        }
    }

    /// What a reply said, for a message.
    static func text(of reply: Reply) -> String {
        switch reply {
        case .ok: "OK"
        case .remark: ""
        case let .move(text), let .about(text), let .error(text), let .unknown(text), let .other(text): BotFault.shortened(text)
        }
    }
}
