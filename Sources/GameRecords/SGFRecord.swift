public import GameCore
import Referee

/// A game as SGF (FF[4]), the Smart Game Format that Go and gomoku programs read: GM[4]
/// (gomoku and renju), the board's size, the players, the result, then one node per move.
///
///     (;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[15]PB[heuristic]PW[random]RE[B+]...;B[hh];W[ii])
///
/// Black is X, who moves first. SGF names a point by two letters, column then row, both from
/// `a`, with rows counted from the top; so ttt's `a1` (bottom-left) on a 15x15 board is `ao`.
/// A board that is not square is `SZ[columns:rows]`. The rules and reason go in the root's
/// comment (no RE for a game still in play), and the seed, k and the win rule in ttt's own
/// properties `TS`, `TK` and `TR` (`TR[renju]`; none for freestyle). A move's comment, as
/// c-gomoku-cli writes them, goes in its node (`;B[hh]C[opening move];W[ii]C[+35/12 98ms]`).
/// Gravity games have no SGF game type, so they are not written.
public enum SGFRecord {
    /// The SGF of a game.
    /// - Throws: ``RecordError`` (line 0) for gravity rules.
    public static func text(
        rules: Rules, moves: [Move], x: String, o: String, winner: Mark?, reason: String, seed: UInt64? = nil,
        event: String? = nil, finished: Bool = true, comments: [String?] = []
    ) throws(RecordError) -> String {
        guard !rules.gravity else {
            throw RecordError(line: 0, "SGF has no game type for gravity games such as \(rules.name); save a text record instead.")
        }
        let size = rules.columns == rules.rows ? "\(rules.columns)" : "\(rules.columns):\(rules.rows)"
        var result: String
        switch winner {
        case nil: result = "0"
        case let mark?:
            result = mark == .x ? "B+" : "W+"
            // NB: an adjudicated win has no letter of its own in SGF: the bare win.
            if reason.hasPrefix("timeout") {
                result += "T"
            } else if !reason.hasPrefix("line"), !reason.hasPrefix("adjudicated") {
                result += "F"
            }
        }
        var text = "(;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[\(size)]"
        if let event { text += "EV[\(escape(event))]" }
        text += "PB[\(escape(x))]PW[\(escape(o))]" + (finished ? "RE[\(result)]" : "") + "TK[\(rules.k)]"
        if rules.winRule != .freestyle { text += "TR[\(rules.winRule.name)]" }
        if let seed { text += "TS[\(seed)]" }
        text += "C[\(escape(reason.isEmpty ? rules.summary : "\(rules.summary); \(reason)"))]"
        for (i, move) in moves.enumerated() {
            text += ";\(i % 2 == 0 ? "B" : "W")[\(point(move, rules: rules))]"
            if i < comments.count, let comment = comments[i] { text += "C[\(escape(comment))]" }
        }
        return text + ")\n"
    }

    /// The SGF of a tournament's game.
    public static func text(_ entry: JournalEntry, event: String? = "ttt tournament") throws(RecordError) -> String {
        try text(rules: entry.rules, moves: entry.moves, x: entry.x, o: entry.o, winner: entry.winner,
                 reason: entry.reason, seed: entry.seed, event: event,
                 comments: MoveStory.comments(entry.story, openingLength: entry.openingLength, count: entry.moves.count))
    }

    /// SGF's name for a cell: column letter, then row letter counted from the top.
    public static func point(_ move: Move, rules: Rules) -> String {
        let a = UInt8(ascii: "a")
        return String(decoding: [a + UInt8(move.column), a + UInt8(rules.rows - 1 - move.row)], as: UTF8.self)
    }

    /// Escapes `]` and `\` in a property's text, and writes out control characters (a name
    /// or reason may come from a bot).
    static func escape(_ value: String) -> String {
        let shown = value.escapedForDisplay()
        guard shown.utf8.contains(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\\") }) else { return shown }
        var text = ""
        for character in shown {
            if character == "]" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
