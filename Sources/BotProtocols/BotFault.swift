import GameCore

/// Why an external bot forfeits: each fault has its own reason and message.
///
/// The coordinator turns a thrown error into a forfeit whose reason is the error's
/// ``description``, so every message says what happened, on which move, and what was
/// expected, in words a bot's author can act on.
public enum BotFault: Error, Sendable, Hashable {
    /// The program could not be started: the command, and the system's reason.
    case failedToStart(command: String, reason: String)
    /// The handshake went wrong: no answer within the limit, or a wrong one.
    case noHandshake(detail: String)
    /// The program ended by itself: how it ended, on which move (0: during the handshake),
    /// and the last thing it wrote on stderr, if anything.
    case crashed(status: String, move: Int, lastWords: String?)
    /// The program closed its standard output but kept running.
    case closedOutput(move: Int)
    /// No move came within the time allowed (the budget plus the margin).
    case timedOut(allowed: Duration, budget: Duration, move: Int)
    /// A reply that is not part of the protocol (shortened).
    case unreadableReply(line: String, move: Int, expected: String)
    /// A reply `move X` where X is not a move on this board, and why.
    case notAMove(text: String, reason: String, move: Int)
    /// The bot said it could not go on: `error TEXT`.
    case reportedError(text: String, move: Int)
    /// A line longer than the limit (bytes seen of it).
    case overlongLine(bytes: Int, move: Int)
    /// Too many lines without a move.
    case flooded(lines: Int, move: Int)
    /// The Gomocup protocol cannot play these rules.
    case unsupportedRules(String)
}

extension BotFault: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .failedToStart(command, reason):
            return "Could not start '\(command.escapedForDisplay())': \(reason)"
        case let .noHandshake(detail):
            return "No handshake: \(detail)"
        case let .crashed(status, move, lastWords):
            let words = lastWords.map { " Its last words on stderr: '\($0)'." } ?? ""
            return "Crashed \(Self.when(move)): \(status).\(words)"
        case let .closedOutput(move):
            return "Closed its standard output \(Self.when(move)) but kept running."
        case let .timedOut(allowed, budget, move):
            let within = allowed == budget
                ? "within \(allowed.shortTextForBots)"
                : "within \(allowed.shortTextForBots) (its budget \(budget.shortTextForBots) plus the margin)"
            // NB: moves count from 1, as PROTOCOL.md numbers them: 0 is before the first.
            return move == 0 ? "Timed out before its first move: no answer \(within)." : "Timed out on move \(move): no move \(within)."
        case let .unreadableReply(line, move, expected):
            return "Unreadable reply \(Self.when(move)): '\(Self.shortened(line))'. Expected \(expected)."
        case let .notAMove(text, reason, move):
            return "Answered '\(Self.shortened(text))' on move \(move), which is not a move here: \(Self.shortened(reason, to: 2 * String.shownReplyLength))"
        case let .reportedError(text, move):
            return "Gave up on move \(move) with an error: '\(Self.shortened(text))'."
        case let .overlongLine(bytes, move):
            return "Output flood \(Self.when(move)): a line of over \(bytes / 1024) KiB without a line break."
        case let .flooded(lines, move):
            return "Output flood \(Self.when(move)): \(lines) lines without a move."
        case let .unsupportedRules(detail):
            return detail
        }
    }

    /// `on move 4`, or `during the handshake` for move 0.
    static func when(_ move: Int) -> String {
        move == 0 ? "during the handshake" : "on move \(move)"
    }

    /// A bot's `text` for a message: control characters and escape sequences written out,
    /// cut to `limit` characters (``Swift/String/shownReplyLength`` unless told).
    package static func shortened(_ text: String, to limit: Int = String.shownReplyLength) -> String {
        text.escapedForDisplay(limit: limit)
    }
}

extension Duration {
    /// The duration in people's words, rounded to the millisecond: `200ms`, `5s`, `1.5s`.
    package var shortTextForBots: String {
        let milliseconds = Self.milliseconds(self)
        if milliseconds < 1000 || milliseconds % 100 != 0 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s"
    }

    /// Whole milliseconds, rounded half up.
    package static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    }
}
