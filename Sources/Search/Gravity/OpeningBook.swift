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

    /// A book read back from ``encoded``.
    ///
    /// - Throws: ``OpeningBookError`` naming the first line that cannot be read.
    public init(encoded text: String) throws(OpeningBookError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let header = lines.next() else { throw OpeningBookError(line: 1, "The book is empty.") }
        let fields = header.split(separator: " ")
        let size = fields.count == 3 ? fields[1].split(separator: "x").compactMap { Int($0) } : []
        guard fields.count == 3, fields[0] == "book", size.count == 2, fields[2].hasPrefix("moves<="),
            let maxMoves = Int(fields[2].dropFirst("moves<=".count))
        else {
            throw OpeningBookError(line: 1, "Expected a header such as 'book 7x6 moves<=4', found '\(header)'.")
        }
        var entries: [UInt64: (lower: Int8, upper: Int8)] = [:]
        var number = 1
        while let line = lines.next() {
            number += 1
            let parts = line.split(separator: " ")
            guard parts.count == 3, let key = UInt64(parts[0], radix: 16), let lower = Int8(parts[1]),
                let upper = Int8(parts[2]), lower <= upper
            else {
                throw OpeningBookError(line: number, "Expected 'key lower upper', found '\(line)'.")
            }
            entries[key] = (lower, upper)
        }
        self.init(columns: size[0], rows: size[1], maxMoves: maxMoves, entries: entries)
    }
}


/// Why the text of an opening book cannot be read.
public struct OpeningBookError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "Opening book line \(line): \(message)" }
}
