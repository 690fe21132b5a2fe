import GameCore

/// What the bitboard search knows about a board whose cells fit in one 64-bit word:
/// masks, line directions, the order to try moves in, and the board's symmetries.
///
/// Bit `column * (rows + 1) + row` is a cell; the spare bit above each column is always
/// empty, so shifting a bitboard along a line never wraps onto another column.
struct BitboardGeometry: Sendable {
    let columns: Int
    let rows: Int
    let k: Int
    let gravity: Bool
    /// Bits per column: rows + 1.
    let stride: Int
    /// Every cell of the board.
    let boardMask: UInt64
    /// The bottom cell of every column.
    let bottomMask: UInt64
    /// The shifts that step along a line: up, right, up-right, down-right.
    let shifts: [4 of UInt64]
    /// How many lines of k cells pass through each bit: the static worth of a cell.
    let weights: [Int32]
    /// The cells, most valuable first: the order moves are tried in.
    let order: [Int]
    /// The board's symmetries other than the identity, as byte lookup tables, with their
    /// bit maps (for moves stored in the transposition table).
    let symmetries: [Symmetry]
    let byteCount: Int
    /// Whether `key(_:_:)` is exact (else a 64-bit hash).
    let exactKeys: Bool

    struct Symmetry: Sendable {
        /// `table[byte * 256 + value]`: the image of `value` in byte `byte`.
        let table: [UInt64]
        /// The image of each bit, and back.
        let forward: [Int]
        let backward: [Int]
    }

    init(rules: Rules) {
        precondition(rules.columns * (rules.rows + 1) <= 64, "The board does not fit in one word.")
        columns = rules.columns
        rows = rules.rows
        k = rules.k
        gravity = rules.gravity
        stride = rules.rows + 1
        let used = columns * stride
        byteCount = (used + 7) / 8
        var board: UInt64 = 0, bottom: UInt64 = 0
        for column in 0..<columns {
            bottom |= 1 << UInt64(column * stride)
            for row in 0..<rows { board |= 1 << UInt64(column * stride + row) }
        }
        boardMask = board
        bottomMask = bottom
        shifts = [UInt64(1), UInt64(stride), UInt64(stride + 1), UInt64(stride - 1)]
        exactKeys = gravity || 2 * used <= 64

        var weights = [Int32](repeating: 0, count: 64)
        let directions = [(0, 1), (1, 0), (1, 1), (1, -1)]
        for (dc, dr) in directions {
            for column in 0..<columns {
                for row in 0..<rows {
                    let endColumn = column + dc * (k - 1), endRow = row + dr * (k - 1)
                    guard endColumn < columns, endRow >= 0, endRow < rows else { continue }
                    for step in 0..<k { weights[(column + dc * step) * stride + row + dr * step] += 1 }
                }
            }
        }
        self.weights = weights
        let cells = (0..<rules.columns).flatMap { column in (0..<rules.rows).map { column * (rules.rows + 1) + $0 } }
        let centreColumn = Double(rules.columns - 1) / 2, centreRow = Double(rules.rows - 1) / 2
        func distance(_ bit: Int) -> Double {
            let column = Double(bit / (rules.rows + 1)), row = Double(bit % (rules.rows + 1))
            return (column - centreColumn) * (column - centreColumn) + (row - centreRow) * (row - centreRow)
        }
        order = cells.sorted { (weights[$0], -distance($0), -$0) > (weights[$1], -distance($1), -$1) }

        // NB: every map sends lines to lines; gravity allows only the mirror, a rectangle
        // the flips, a square all eight.
        let c = rules.columns - 1, r = rules.rows - 1
        var maps: [(Int, Int) -> (Int, Int)] = [{ (c - $0, $1) }]
        if !gravity {
            maps += [{ ($0, r - $1) }, { (c - $0, r - $1) }]
            if columns == rows {
                maps += [{ ($1, $0) }, { (c - $1, $0) }, { ($1, r - $0) }, { (c - $1, r - $0) }]
            }
        }
        let stride = self.stride, byteCount = self.byteCount
        symmetries = maps.map { map in
            var forward = Array(0..<64), backward = Array(0..<64)
            for bit in cells {
                let (column, row) = map(bit / stride, bit % stride)
                forward[bit] = column * stride + row
                backward[column * stride + row] = bit
            }
            var table = [UInt64](repeating: 0, count: byteCount * 256)
            for byte in 0..<byteCount {
                for value in 0..<256 {
                    var image: UInt64 = 0
                    for bit in 0..<8 where value & (1 << bit) != 0 {
                        let index = byte * 8 + bit
                        if index < 64, board & (1 << UInt64(index)) != 0 { image |= 1 << UInt64(forward[index]) }
                    }
                    table[byte * 256 + value] = image
                }
            }
            return Symmetry(table: table, forward: forward, backward: backward)
        }
    }

    /// The empty cells `empty` where `stones` would make k in a row.
    ///
    /// A cell wins when the run of stones just behind it along a line and the run just
    /// ahead of it add up to k - 1: for each split j, the cells with j stones behind and
    /// k - 1 - j ahead.
    /// - Complexity: O(k) word operations per direction; no allocation.
    @inline(__always)
    func winningCells(_ stones: UInt64, _ empty: UInt64) -> UInt64 {
        if k > 16 { return winningCellsOfLongLines(stones, empty) }
        var result: UInt64 = 0
        for direction in 0..<4 {
            let d = shifts[direction]
            // NB: a line spans (k - 1) * d bits; a longer shift than the word has no line.
            guard UInt64(k &- 1) &* d < 64 else { continue }
            // ahead[j]: the cells with j stones just ahead of them.
            var ahead = [16 of UInt64](repeating: 0)
            ahead[0] = ~0
            var run: UInt64 = ~0
            for j in 1..<k {
                run &= stones &>> (UInt64(j) &* d)
                ahead[j] = run
            }
            var behind: UInt64 = ~0
            for j in 0..<k {
                if j > 0 { behind &= stones &<< (UInt64(j) &* d) }
                result |= behind & ahead[k &- 1 &- j]
            }
        }
        return result & empty
    }

    /// ``winningCells(_:_:)`` for k over 16, window by window.
    func winningCellsOfLongLines(_ stones: UInt64, _ empty: UInt64) -> UInt64 {
        var result: UInt64 = 0
        for direction in 0..<4 {
            let d = shifts[direction]
            guard UInt64(k &- 1) &* d < 64 else { continue }
            // NB: a window starting at bit p covers p, p+d, ..., p+(k-1)d; it is a threat
            // when one slot is empty and the k - 1 others are `stones`.
            for missing in 0..<k {
                var window = empty &>> (UInt64(missing) &* d)
                var slot = 0
                while slot < k, window != 0 {
                    if slot != missing { window &= stones &>> (UInt64(slot) &* d) }
                    slot &+= 1
                }
                result |= window &<< (UInt64(missing) &* d)
            }
        }
        return result & empty
    }

    /// The image of `bits` under symmetry `index`.
    @inline(__always)
    func transform(_ bits: UInt64, _ index: Int) -> UInt64 {
        symmetries[index].table.withUnsafeBufferPointer { table in
            var image: UInt64 = 0
            var rest = bits
            var base = 0
            while rest != 0 {
                image |= table[base &+ Int(rest & 255)]
                rest &>>= 8
                base &+= 256
            }
            return image
        }
    }

    /// A key for the position where `me` is to move against `opp`: exact for gravity
    /// boards and boards of at most 32 bits, else a 64-bit hash.
    @inline(__always)
    func key(_ me: UInt64, _ opp: UInt64) -> UInt64 {
        if gravity { return me | ((me | opp) &+ bottomMask) }
        if exactKeys { return me | (opp &<< 32) }
        var h = me &* 0x9E37_79B9_7F4A_7C15 ^ (opp &* 0xC2B2_AE3D_27D4_EB4F).rotateLeft(31)
        h ^= h &>> 29
        h &*= 0xBF58_476D_1CE4_E5B9
        return h ^ (h &>> 32)
    }

    /// The smallest key over the board's symmetries, and the symmetry that gave it
    /// (-1 for the identity).
    @inline(__always)
    func canonicalKey(_ me: UInt64, _ opp: UInt64) -> (key: UInt64, symmetry: Int) {
        var best = key(me, opp), symmetry = -1
        for index in 0..<symmetries.count {
            let candidate = key(transform(me, index), transform(opp, index))
            if candidate < best {
                best = candidate
                symmetry = index
            }
        }
        return (best, symmetry)
    }
}

extension UInt64 {
    @inline(__always)
    func rotateLeft(_ amount: UInt64) -> UInt64 { (self &<< amount) | (self &>> (64 &- amount)) }
}
