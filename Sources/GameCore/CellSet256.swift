/// A set of cells of a board of up to 256 bits (`columns * (rows + 1) <= 256`: gomoku 15x15,
/// 16x15, 12x12, the larger gravity boards) in four words: the working form of such a
/// board's stones, so that checking a line and listing the legal moves touch four words a
/// side rather than all eleven of a ``CellSet``.
///
/// Cells are numbered as in ``CellSet``: `index = column * (rows + 1) + row`.
@usableFromInline
struct CellSet256 {
    @usableFromInline var words: [4 of UInt64]

    @inlinable init() { words = .init(repeating: 0) }

    /// The set of the cells of these words, from bit 0.
    @inlinable
    init(_ word0: UInt64, _ word1: UInt64, _ word2: UInt64, _ word3: UInt64) {
        words = [word0, word1, word2, word3]
    }

    /// The cells of `set` in its first four words; it must have none beyond.
    @inlinable
    init(_ set: CellSet) {
        words = [set.words[0], set.words[1], set.words[2], set.words[3]]
    }

    @inlinable
    func contains(_ index: Int) -> Bool {
        // NB: `index &>> 6` is below 4 on a board of up to 256 bits; the unchecked read
        // skips a trap the hot loops would otherwise pay on every step.
        words[unchecked: index &>> 6] & (1 &<< UInt64(index & 63)) != 0
    }

    @inlinable
    mutating func insert(_ index: Int) {
        words[unchecked: index &>> 6] |= 1 &<< UInt64(index & 63)
    }

    /// The number of cells in the set.
    @inlinable
    var count: Int {
        // NB: no popcount instruction in the baseline x86-64 build, so empty words are skipped.
        var total = 0
        for i in 0..<4 where words[i] != 0 { total &+= words[i].nonzeroBitCount }
        return total
    }

    /// The indices of the cells, in increasing order.
    @inlinable
    func forEach(_ body: (Int) -> Void) {
        for i in 0..<4 {
            var word = words[i]
            while word != 0 {
                body(i &<< 6 | word.trailingZeroBitCount)
                word &= word &- 1
            }
        }
    }

    /// The bottom cell of every column and all the cells of a board of `columns` columns of
    /// `rows` cells, each column followed by a spare bit; at most 256 bits in all.
    /// - Complexity: O(1): a few operations a word, no loop over the columns.
    @inlinable
    static func cells(columns: Int, rows: Int) -> (bottom: CellSet256, all: CellSet256) {
        let stride = rows &+ 1
        let limit = columns &* stride
        // NB: a bit every `stride` bits from bit 0, by doubling: 1, 2, 4... columns' worth.
        var repeated: UInt64 = 1
        var span = stride
        while span < 64 {
            repeated |= repeated &<< UInt64(span)
            span &*= 2
        }
        let columnBits: UInt64 = (1 &<< UInt64(rows)) &- 1
        var bottom = CellSet256()
        var all = CellSet256()
        // The first column bottom in the word, counted from the word's first bit.
        var start = 0
        // The cells of a column that starts in one word and ends in the next.
        var carried: UInt64 = 0
        for i in 0..<4 {
            let remaining = limit &- 64 &* i
            let inWord: UInt64 = remaining >= 64 ? ~0 : remaining <= 0 ? 0 : (1 &<< UInt64(remaining)) &- 1
            let bottoms = repeated &<< UInt64(start)
            bottom.words[i] = bottoms & inWord
            // NB: columns never overlap, so the product places `rows` bits above each
            // bottom; the high half is the part of the last column that runs into the next word.
            let (high, low) = (bottoms & inWord).multipliedFullWidth(by: columnBits)
            all.words[i] = low | carried
            carried = high
            // NB: the next word's first bottom is one stride past this word's last.
            start = (63 &- bottoms.leadingZeroBitCount) &+ stride &- 64
        }
        return (bottom, all)
    }

    /// The cells a stone may go on next, given X's and O's stones: every empty cell, or in
    /// gravity games the lowest empty cell of each column that is not full.
    @inlinable
    static func free(x: CellSet256, o: CellSet256, columns: Int, rows: Int, gravity: Bool) -> CellSet256 {
        let (bottom, all) = cells(columns: columns, rows: rows)
        var result = CellSet256()
        if gravity {
            // NB: in a column filled from the bottom, adding its bottom bit lands on the first
            // empty cell, carrying into the next word when the column straddles two; a full
            // column carries into its spare bit, which `all` drops.
            var carry: UInt64 = 0
            for i in 0..<4 {
                let occupied = x.words[i] | o.words[i]
                let (sum, overflow) = occupied.addingReportingOverflow(bottom.words[i])
                let (total, overflowAgain) = sum.addingReportingOverflow(carry)
                result.words[i] = total & all.words[i]
                carry = overflow || overflowAgain ? 1 : 0
            }
            return result
        }
        for i in 0..<4 { result.words[i] = all.words[i] & ~(x.words[i] | o.words[i]) }
        return result
    }
}

extension CellSet256: Sendable {}
