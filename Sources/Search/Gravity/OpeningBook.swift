import GameCore

/// Known bounds on the scores of positions near the start of a game, made by the solver
/// itself: while it solves, it records the bounds it proves for every position with at most
/// `maxMoves` stones, and a later search starts from them instead of proving them again.
///
/// Mirror images share an entry. Bounds are facts about the game, so any search may use
/// them; a book made by solving the empty board makes solving it again immediate.
///
/// The text form, ``encoded``, is one header line `book 7x6 moves<=4`, then one line per
/// position: its key in hexadecimal (the solver's key: the bitboard of the side to move's
/// stones plus that of all stones, which is unique to the position; the smaller of a position's
/// and its mirror image's), the lower bound and the upper bound.
public struct OpeningBook {
    /// The board width.
    public let columns: Int
    /// The board height.
    public let rows: Int
    /// The most stones a position in the book has.
    public let maxMoves: Int
    /// Sorted keys, each the smaller of a position's and its mirror image's.
    let keys: [UInt64]
    /// For each key, its lower bound and upper bound.
    let bounds: [(lower: Int8, upper: Int8)]

    /// The number of positions in the book.
    public var count: Int { keys.count }

    init(columns: Int, rows: Int, maxMoves: Int, entries: [UInt64: (lower: Int8, upper: Int8)]) {
        self.columns = columns
        self.rows = rows
        self.maxMoves = maxMoves
        let sorted = entries.sorted { $0.key < $1.key }
        keys = sorted.map(\.key)
        bounds = sorted.map(\.value)
    }

    /// The bounds known for the position with canonical key `key`.
    ///
    /// - Complexity: O(log count).
    func bounds(forKey key: UInt64) -> (lower: Int, upper: Int)? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        return (Int(bounds[low].lower), Int(bounds[low].upper))
    }

    /// The bounds known for `position`: the lowest and highest score it can have, or nil
    /// when the book does not hold it.
    public func bounds(for position: GravityPosition) -> ClosedRange<Int>? {
        guard position.rules.columns == columns, position.rules.rows == rows else { return nil }
        let key = position.current &+ position.mask
        guard let found = bounds(forKey: min(key, position.shape.mirrored(key))) else { return nil }
        return found.lower...found.upper
    }
}

extension OpeningBook: Sendable {}

extension OpeningBook {
    /// The book as text (see the type's description).
    public var encoded: String {
        var text = "book \(columns)x\(rows) moves<=\(maxMoves)\n"
        for (key, bound) in zip(keys, bounds) {
            text += String(key, radix: 16) + " \(bound.lower) \(bound.upper)\n"
        }
        return text
    }

    /// The book as the text of a book file: `comment`'s lines, each after `# `, a
    /// description of the format, then ``encoded``.
    public func fileText(comment: String) -> String {
        let format = """
            The format: a line 'book \(columns)x\(rows) moves<=\(maxMoves)' (the board, and the most stones of a
            position in the book), then a line a position: its key in hexadecimal (the bitboard
            of the side to move's stones plus that of all stones, the smaller of the position's
            and its mirror image's), its lower bound and its upper bound (-128 and 127: none).
            Lines that start with '#' are comments.
            """
        let lines: [Substring] = comment.split(separator: "\n", omittingEmptySubsequences: false) + [""] + format.split(separator: "\n")
        return lines.map { $0.isEmpty ? "#\n" : "# \($0)\n" }.joined() + encoded
    }

    /// A book read back from ``encoded``, or from ``fileText(comment:)``: blank lines and
    /// lines that start with `#` are passed over.
    ///
    /// - Throws: ``OpeningBookError`` naming the first line that cannot be read.
    public init(encoded text: String) throws(OpeningBookError) {
        try self.init(encoded: text, file: nil)
    }

    /// A book read from the bytes of a book file named `file` (``fileText(comment:)`` as
    /// UTF-8), such as one built into ttt.
    ///
    /// - Throws: ``OpeningBookError`` naming the file and the first line that cannot be read.
    public init(file: String, utf8 bytes: [UInt8]) throws(OpeningBookError) {
        // NB: a byte that is not UTF-8 reads as U+FFFD, which no key or bound has: its
        // line is named, unless it is in a comment.
        try self.init(encoded: String(decoding: bytes, as: UTF8.self), file: file)
    }

    private init(encoded text: String, file: String?) throws(OpeningBookError) {
        var size: (columns: Int, rows: Int, maxMoves: Int)?
        var entries: [UInt64: (lower: Int8, upper: Int8)] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard !line.isEmpty, line.first != "#" else { continue }
            guard size != nil else {
                size = try Self.header(line, number: number, file: file)
                continue
            }
            let parts = line.split(separator: " ")
            guard parts.count == 3, let key = UInt64(parts[0], radix: 16), let lower = Int8(parts[1]),
                let upper = Int8(parts[2]), lower <= upper
            else {
                throw OpeningBookError(file: file, line: number, "Expected 'key lower upper', found '\(line)'.")
            }
            entries[key] = (lower, upper)
        }
        guard let size else {
            throw OpeningBookError(file: file, line: max(number, 1), "The book is empty.")
        }
        self.init(columns: size.columns, rows: size.rows, maxMoves: size.maxMoves, entries: entries)
    }

    /// The board and the most stones of the header line `book 7x6 moves<=4`.
    private static func header(_ line: Substring, number: Int, file: String?) throws(OpeningBookError) -> (columns: Int, rows: Int, maxMoves: Int) {
        let fields = line.split(separator: " ")
        let size = fields.count == 3 ? fields[1].split(separator: "x").compactMap { Int($0) } : []
        guard fields.count == 3, fields[0] == "book", size.count == 2, fields[2].hasPrefix("moves<="),
            let maxMoves = Int(fields[2].dropFirst("moves<=".count))
        else {
            throw OpeningBookError(file: file, line: number, "Expected a header such as 'book 7x6 moves<=4', found '\(line)'.")
        }
        return (size[0], size[1], maxMoves)
    }
}

/// Why the text of an opening book cannot be read.
public struct OpeningBookError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The book file's name, when the text is a file's.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    init(file: String? = nil, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message` for a file, `Opening book line LINE: message` for text.
    public var description: String {
        if let file { "\(file):\(line): \(message)" } else { "Opening book line \(line): \(message)" }
    }
}
