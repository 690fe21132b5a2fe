/// Text that came from outside (a bot's name, a reply, a tag of a record file) as a terminal
/// may show it: escape sequences and control characters written out, never sent raw.
///
/// A bot can print anything; ttt shows what it printed only through these, so `\e[2J` in a
/// bot's name reads as `\e[2J` in a table instead of clearing the screen. The journal and
/// `--json` keep the exact text; only text for people goes through here.
extension String {
    /// The longest name shown in announcements and tables, in characters.
    public static let shownNameLength = 64
    /// The longest reply of a bot echoed in a message, in characters.
    public static let shownReplyLength = 80

    /// The text with every control character written out (`\e` for escape, `\n`, `\r`,
    /// `\t`, `\u{7F}` and the like for the rest, and the bidirectional overrides that can
    /// reorder a line), cut to `limit` characters with an ellipsis when longer.
    ///
    /// A backslash is left as it is, so text already escaped reads the same when escaped again.
    /// - Complexity: O(*n*) in the text's length.
    public func escapedForDisplay(limit: Int? = nil) -> String {
        // NB: most of what is shown (names, reasons, moves) is printable ASCII, shown as it is.
        if utf8.allSatisfy({ 0x20 <= $0 && $0 < 0x7F }), limit.map({ utf8.count <= $0 }) ?? true { return self }
        var shown = ""
        var count = 0
        for scalar in unicodeScalars {
            let piece = Self.shown(scalar)
            if let limit, count + piece.count > limit {
                return shown + "…"
            }
            shown.unicodeScalars.append(contentsOf: piece.unicodeScalars)
            count += piece.count
        }
        return shown
    }

    /// A name of a player or bot for people: escaped, and cut to ``shownNameLength``.
    public var shownAsName: String { escapedForDisplay(limit: Self.shownNameLength) }

    /// A bot's reply echoed in a message: escaped, and cut to ``shownReplyLength``.
    public var shownAsReply: String { escapedForDisplay(limit: Self.shownReplyLength) }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x1B: return "\\e"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }
}
