/// How ttt reads a text file by lines: a line ends at LF or at CRLF, and a UTF-8 byte-order
/// mark at the start of the file is no part of its first line. Every reader of files made by
/// people or other programs (scripts, records, openings, positions, samples, journals, the
/// engines and weights files, bots' first lines) splits its text here, so a file saved by a
/// Windows editor reads as the same file saved with LF.
///
/// A CR that is not just before an LF stays in its line, for its reader to judge (openings
/// and scripts take it as a space): only the two line ends in use are read as line ends.
///
/// NB: in TextAndFiles, the leaf every module that reads files imports.
public enum TextLines {
    /// The UTF-8 byte-order mark, U+FEFF as the bytes EF BB BF, which some editors put at the
    /// start of a file.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The lines of `text`, without their line ends (LF or CRLF), after a byte-order mark at
    /// its start is removed.
    ///
    /// A line break ends the line before it and begins none: `"a\nb\n"` and `"a\r\nb"` are
    /// the lines `a` and `b`, `"\n"` is one empty line, and `""` none. Line *n* of a file is
    /// element *n* − 1. A CR that ends the text ends its last line, as in a file cut off
    /// between the two bytes of a CRLF.
    /// - Complexity: O(*n*) in the text's length, over its UTF-8 bytes.
    public static func lines(of text: String) -> [Substring] {
        let rest = withoutByteOrderMark(text)
        let utf8 = rest.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? utf8.endIndex
            // NB: LF and CR are single bytes of UTF-8, so `end` falls between characters.
            if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
            lines.append(rest[start..<end])
            guard let newline else { break }
            start = utf8.index(after: newline)
        }
        return lines
    }

    /// `text` without a byte-order mark at its start (the same text when it has none).
    /// - Complexity: O(1).
    public static func withoutByteOrderMark(_ text: String) -> Substring {
        let whole = Substring(text)
        guard whole.unicodeScalars.first == "\u{FEFF}" else { return whole }
        return Substring(whole.unicodeScalars.dropFirst())
    }

    /// `bytes` without a byte-order mark at their start: for files read whole as bytes (JSON),
    /// whose line ends need nothing more.
    /// - Complexity: O(1).
    public static func withoutByteOrderMark<Bytes: Collection>(_ bytes: Bytes) -> Bytes.SubSequence where Bytes.Element == UInt8 {
        bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    }

    /// The bytes of one line as a reader that splits at LF has it (with its LF or without),
    /// without its line end (the LF, and a CR just before it or at the end) and, when it is
    /// the file's first line, without a byte-order mark at its start.
    ///
    /// For readers that take a file a line at a time (journals, samples, standard input);
    /// ``lines(of:)`` is the same for text read whole.
    /// - Complexity: O(1).
    public static func content<Bytes: BidirectionalCollection>(
        ofLine line: Bytes, isFirst: Bool
    ) -> Bytes.SubSequence where Bytes.Element == UInt8 {
        var content = line[...]
        if content.last == UInt8(ascii: "\n") { content = content.dropLast() }
        if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
        if isFirst, content.starts(with: byteOrderMark) { content = content.dropFirst(byteOrderMark.count) }
        return content
    }
}
