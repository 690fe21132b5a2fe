/// A set of cells as a fixed-size bitboard, stored inline so that copying a board never
/// allocates.
///
/// Cells are numbered column by column with one spare bit above each column
/// (`index = column * (rows + 1) + row`), so that shifting the whole set by 1, rows, rows + 1
/// or rows + 2 moves every stone one step along a line without wrapping onto another column.
@usableFromInline
struct CellSet {
    /// 26 columns of 27 bits need 702 bits.
    @usableFromInline static let wordCount = 11

    @usableFromInline var words: [11 of UInt64]

    @inlinable init() { words = .init(repeating: 0) }

    @inlinable
    func contains(_ index: Int) -> Bool {
        // NB: reading an inline array at a variable index copies the whole array first;
        // the first word, at a constant index, is read in place: all of a small board.
        if index < 64 { return words[0] & (1 &<< UInt64(index & 63)) != 0 }
        return words[index &>> 6] & (1 &<< UInt64(index & 63)) != 0
    }

    @inlinable
    mutating func insert(_ index: Int) {
        words[index &>> 6] |= 1 &<< UInt64(index & 63)
    }

    @inlinable
    mutating func remove(_ index: Int) {
        words[index &>> 6] &= ~(1 &<< UInt64(index & 63))
    }

    /// The number of cells in the set, looking at the first `used` words.
    @inlinable
    func count(used: Int) -> Int {
        var total = 0
        for i in 0..<used { total &+= words[i].nonzeroBitCount }
        return total
    }

    @inlinable
    func isEmpty(used: Int) -> Bool {
        for i in 0..<used where words[i] != 0 { return false }
        return true
    }

    /// The set shifted towards lower indices by `distance` bits (0 < distance < 64).
    @inlinable
    func shiftedDown(by distance: Int, used: Int) -> CellSet {
        var result = CellSet()
        let d = UInt64(distance)
        for i in 0..<used {
            var word = words[i] &>> d
            if i + 1 < used { word |= words[i + 1] &<< (64 &- d) }
            result.words[i] = word
        }
        return result
    }

    @inlinable
    static func & (lhs: CellSet, rhs: CellSet) -> CellSet {
        var result = CellSet()
        for i in 0..<wordCount { result.words[i] = lhs.words[i] & rhs.words[i] }
        return result
    }

    @inlinable
    static func | (lhs: CellSet, rhs: CellSet) -> CellSet {
        var result = CellSet()
        for i in 0..<wordCount { result.words[i] = lhs.words[i] | rhs.words[i] }
        return result
    }

    /// The indices of the cells, in increasing order.
    @inlinable
    func forEach(used: Int, _ body: (Int) -> Void) {
        for i in 0..<used {
            var word = words[i]
            while word != 0 {
                body(i &<< 6 | word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
    }
}

extension CellSet: Sendable {}

extension CellSet: Hashable {
    @inlinable
    static func == (lhs: CellSet, rhs: CellSet) -> Bool {
        for i in 0..<wordCount where lhs.words[i] != rhs.words[i] { return false }
        return true
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        for i in 0..<Self.wordCount { hasher.combine(words[i]) }
    }
}

extension CellSet {
    /// The cells in both sets, looking at the first `used` words.
    @inlinable
    func intersection(_ other: CellSet, used: Int) -> CellSet {
        var result = CellSet()
        for i in 0..<used { result.words[i] = words[i] & other.words[i] }
        return result
    }
}
