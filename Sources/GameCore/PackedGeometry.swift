/// The shape of a board whose cells fit in one 64-bit word (`columns * (rows + 1) <= 64`:
/// tic-tac-toe, 4x4, connect four, up to 7x7), for the hot loops of playouts and perft.
///
/// Everything a move needs is worked out once: the cell mask, the bottom cell of every
/// column, and the shifts that find k in a row. A position is then two plain integers.
@usableFromInline
struct PackedGeometry {
    /// Every cell of the board.
    @usableFromInline let mask: UInt64
    /// The bottom cell of every column.
    @usableFromInline let bottom: UInt64
    /// The top cell of every column.
    @usableFromInline let top: UInt64
    /// How many in a row win.
    @usableFromInline let k: Int
    @usableFromInline let gravity: Bool
    /// Bits per column: the rows plus one spare bit.
    @usableFromInline let stride: UInt64
    /// For each direction (up, right, up-right, down-right), the first two shifts of
    /// ``hasLine(_:)``; the third, for k from 5 to 8, is worked out when needed.
    @usableFromInline let first: InlineArray<4, UInt64>
    @usableFromInline let second: InlineArray<4, UInt64>

    @inlinable @inline(__always)
    init(rules: Rules) {
        let rows = rules.rows
        let stride = UInt64(rows &+ 1)
        var bottom: UInt64 = 0
        for column in 0..<rules.columns { bottom |= 1 &<< (UInt64(column) &* stride) }
        self.bottom = bottom
        self.mask = bottom &* ((1 &<< UInt64(rows)) &- 1)
        self.top = bottom &<< UInt64(rows &- 1)
        self.stride = stride
        let k = rules.k
        self.k = k
        self.gravity = rules.gravity
        // NB: a run of 2n is a run of n followed by another, and a run of k (n <= k <= 2n)
        // is two overlapping runs of n, k - n apart: runs of 1, 2, 4, then k up to 8.
        // Bit 63 is never a cell (it is off the board, or the spare bit of the last column),
        // so a line too long for the word shifts by 63 and finds nothing.
        let one = UInt64(min(k &- 1, 1))
        let two = UInt64(min(max(k &- 2, 0), 2))
        let steps = Self.steps(stride: stride)
        first = InlineArray { min(steps[$0] &* one, 63) }
        second = InlineArray { min(steps[$0] &* two, 63) }
    }

    /// The bits one step moves along each direction: up, right, up-right, down-right.
    @inlinable @inline(__always)
    static func steps(stride: UInt64) -> InlineArray<4, UInt64> {
        [1, stride, stride &+ 1, stride &- 1]
    }

    /// The cells a stone may go on next, given the occupied cells.
    @inlinable @inline(__always)
    func free(_ occupied: UInt64) -> UInt64 {
        // NB: in a column filled from the bottom, adding its bottom bit lands on the first
        // empty cell; a full column carries into the spare bit, which the mask drops.
        gravity ? (occupied &+ bottom) & mask : mask & ~occupied
    }

    /// Whether `stones` hold k in a row along any of the four directions.
    /// - Complexity: O(1) for k up to 8 (eight or twelve shifts), O(log k) beyond; no
    ///   branch on the stones.
    @inlinable @inline(__always)
    func hasLine(_ stones: UInt64) -> Bool {
        if k > 8 { return Self.hasLongLine(stones, stride: stride, k: k) }
        var runs: UInt64 = 0
        if k <= 4 {
            for direction in 0..<4 {
                var run = stones & (stones &>> first[direction])
                run &= run &>> second[direction]
                runs |= run
            }
        } else {
            let steps = Self.steps(stride: stride)
            let three = UInt64(k &- 4)
            for direction in 0..<4 {
                var run = stones & (stones &>> first[direction])
                run &= run &>> second[direction]
                run &= run &>> min(steps[direction] &* three, 63)
                runs |= run
            }
        }
        return runs != 0
    }

    /// Whether `stones` hold k in a row along any of the four directions, on a board with
    /// `stride` bits a column, for any k.
    /// - Complexity: O(1) for k up to 4 (eight shifts, no branch on the stones); O(log k)
    ///   beyond.
    @inlinable @inline(__always)
    static func hasLine(_ stones: UInt64, stride: UInt64, k: Int) -> Bool {
        if k > 4 { return hasLongLine(stones, stride: stride, k: k) }
        // NB: as in `init(rules:)`: runs of 1 and then 1 or 2 more, so 2, 3 or 4 in a row.
        let one: UInt64 = k > 1 ? 1 : 0
        let two: UInt64 = k > 3 ? 2 : k > 2 ? 1 : 0
        // NB: shifts stay below 64: a step is at most 28 bits (26 rows plus two).
        @inline(__always) func runs(_ step: UInt64) -> UInt64 {
            let run = stones & (stones &>> (step &* one))
            return run & (run &>> (step &* two))
        }
        return runs(1) | runs(stride) | runs(stride &+ 1) | runs(stride &- 1) != 0
    }

    /// The cells a stone may go on next on a board of one word under `rules`, given the
    /// occupied cells, whether or not the game is over.
    @inlinable @inline(__always)
    static func freeCells(occupied: UInt64, rules: Rules) -> UInt64 {
        let stride = UInt64(truncatingIfNeeded: rules.rows &+ 1)
        let columnBits: UInt64 = (1 &<< UInt64(rules.rows)) &- 1
        // NB: the bottom cell of every column, added up column by column: a division
        // that sums the series at once costs more than the few columns of a small board.
        var bottom: UInt64 = 0
        var column: UInt64 = 1
        for _ in 0..<rules.columns {
            bottom |= column
            column &<<= stride
        }
        // NB: in a column filled from the bottom, adding its bottom bit lands on the first
        // empty cell; a full column carries into the spare bit, which the mask drops.
        let mask = bottom &* columnBits
        return rules.gravity ? (occupied &+ bottom) & mask : mask & ~occupied
    }

    /// Whether the game on a board of one word under `rules`, with X's stones `x` and O's
    /// `o`, is over: a full board, or a line of the side that moved last.
    ///
    /// `last` is the bit of the last stone played, or negative when it is not known (a
    /// board set up from a diagram); it spares counting the stones of each side.
    @inlinable @inline(__always)
    static func isOver(x: UInt64, o: UInt64, last: Int, rules: Rules) -> Bool {
        if (x | o).nonzeroBitCount == rules.cellCount { return true }
        // NB: only the side that moved last can have a line: the owner of the last stone,
        // else X when it has more stones.
        let xMovedLast = last >= 0 ? x &>> UInt64(last & 63) & 1 != 0 : x.nonzeroBitCount > o.nonzeroBitCount
        return hasLine(xMovedLast ? x : o, stride: UInt64(rules.rows &+ 1), k: rules.k)
    }

    /// ``hasLine(_:stride:k:)`` for k of 5 or more.
    @usableFromInline
    static func hasLongLine(_ stones: UInt64, stride: UInt64, k: Int) -> Bool {
        let steps = Self.steps(stride: stride)
        for direction in 0..<4 {
            let step = steps[direction]
            // NB: `run` keeps the stones that start a run of `length`.
            var run = stones
            var length = 1
            while length &* 2 <= k {
                run &= run >> (step &* UInt64(length))
                length &*= 2
            }
            if length < k { run &= run >> (step &* UInt64(k &- length)) }
            if run != 0 { return true }
        }
        return false
    }
}

extension PackedGeometry: Sendable {}
