public import GameCore

/// The native bot protocol, `ttt 1`: the lines ttt sends and how it reads the answers.
/// docs/PROTOCOL.md is the full description.
public enum ExternalProtocol {
    /// The protocol's version, sent in the handshake: `ttt 1`.
    public static let version = 1

    /// The first line ttt sends.
    public static let hello = "ttt \(version)"

    /// The request for a move in `game`, with `time` to answer.
    ///
    /// `move board=7x6 k=4 gravity=yes side=o time=500ms moves=d,d,c`: the board's columns
    /// and rows, k, gravity, the side to move, the time in milliseconds, and every move so
    /// far in the engine's notation (columns in gravity games), comma-separated; `moves=`
    /// is empty for the first move.
    public static func moveRequest(for game: Game, time: Duration) -> String {
        let rules = game.rules
        let moves = game.moves.map { rules.notation(for: $0) }.joined(separator: ",")
        let side = game.board.sideToMove == .x ? "x" : "o"
        return "move board=\(rules.columns)x\(rules.rows) k=\(rules.k) gravity=\(rules.gravity ? "yes" : "no") side=\(side) time=\(Duration.milliseconds(time))ms moves=\(moves)"
    }

    /// What a line from a bot says.
    public enum Reply: Sendable, Hashable {
        /// `move b2` or `play b2`: the move's text.
        case move(String)
        /// `name Greedy`.
        case name(String)
        /// `ready` or `ok`: the end of the handshake.
        case ready
        /// `pong`.
        case pong
        /// `info ...`, `debug ...`, `author ...`, `version ...`, `#...`: logged, never judged.
        case remark(String)
        /// `error TEXT`: the bot cannot go on.
        case error(String)
        /// Anything else.
        case unreadable(String)
    }

    /// Reads one line from a bot. Words are case-insensitive; spaces around are ignored.
    public static func reply(parsing line: String) -> Reply {
        let trimmed = line.trimmingWhitespace
        let (word, rest) = trimmed.firstWordAndRest
        switch word.lowercased() {
        case "move", "play":
            let text = rest.trimmingWhitespace
            return text.isEmpty || text.contains(" ") ? .unreadable(line) : .move(text)
        case "name": return rest.isEmpty ? .unreadable(line) : .name(rest)
        case "ready", "ok": return rest.isEmpty ? .ready : .unreadable(line)
        case "pong": return .pong
        case "info", "debug", "author", "version", "message": return .remark(trimmed)
        case "error": return .error(rest)
        default:
            return trimmed.hasPrefix("#") ? .remark(trimmed) : .unreadable(line)
        }
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// The first word, and the rest after the spaces that follow it.
    var firstWordAndRest: (String, String) {
        guard let space = firstIndex(where: \.isWhitespace) else { return (self, "") }
        return (String(self[..<space]), String(self[space...]).trimmingWhitespace)
    }
}
