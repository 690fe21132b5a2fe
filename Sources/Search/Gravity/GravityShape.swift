/// The geometry of a gravity board as a bitboard: `columns` columns of `rows` cells, each
/// column followed by one spare bit that is always empty (bit index `column * (rows + 1) + row`).
///
/// The search is generic over the shape so that the connect four shape, whose sizes are
/// constants, compiles to straight-line code with constant shifts and masks; other sizes use
/// ``AnyGravityShape``, which keeps them in stored properties.
///
/// Requires `columns * (rows + 1) <= 64`; the win test is for four in a row.
protocol GravityShape {
    /// The width of the board.
    var columns: Int { get }
    /// The height of the board.
    var rows: Int { get }
    /// One bit at the bottom of each column.
    var bottomMask: UInt64 { get }
    /// Every cell of the board (no spare bits).
    var boardMask: UInt64 { get }
}

extension GravityShape {
    /// The number of cells.
    @inlinable @inline(__always)
    var cellCount: Int { columns &* rows }

    /// Bits per column, the spare bit included.
    @inlinable @inline(__always)
    var stride: Int { rows &+ 1 }

    /// The cells of `column`.
    @inlinable @inline(__always)
    func columnMask(_ column: Int) -> UInt64 {
        ((1 &<< UInt64(rows)) &- 1) &<< UInt64(column &* stride)
    }

    /// The column searched `index`-th: the centre first, then alternately either side of it,
    /// nearer columns first (for 7 columns: 3, 2, 4, 1, 5, 0, 6; for 4: 2, 1, 3, 0).
    @inlinable @inline(__always)
    func column(searchedAt index: Int) -> Int {
        let half = (index &+ 1) &>> 1
        let centre = columns &>> 1
        return index & 1 == 1 ? centre &- half : centre &+ half
    }

    /// The empty cells that would complete four in a row for the stones in `stones`, given
    /// the occupied cells `mask`.
    ///
    /// - Complexity: O(1): a fixed number of shifts and masks.
    @inlinable @inline(__always)
    func winningCells(of stones: UInt64, mask: UInt64) -> UInt64 {
        // Vertical: three stones below the cell.
        var cells = (stones &<< 1) & (stones &<< 2) & (stones &<< 3)
        cells |= lineThreats(stones, step: stride)           // horizontal
        cells |= lineThreats(stones, step: rows)             // diagonal going down to the right
        cells |= lineThreats(stones, step: rows &+ 2)        // diagonal going up to the right
        return cells & (boardMask ^ mask)
    }

    /// Cells that complete four along a line whose neighbouring cells are `step` bits apart.
    @inlinable @inline(__always)
    func lineThreats(_ stones: UInt64, step: Int) -> UInt64 {
        // NB: plain (smart) shifts, because 3 * step can reach 64 on tall narrow boards;
        // with constant steps they compile to single instructions.
        var pair = (stones << step) & (stones << (2 &* step))
        var cells = pair & (stones << (3 &* step))
        cells |= pair & (stones >> step)
        pair = (stones >> step) & (stones >> (2 &* step))
        cells |= pair & (stones << step)
        cells |= pair & (stones >> (3 &* step))
        return cells
    }

    /// The same cells reflected left to right.
    @inlinable
    func mirrored(_ bits: UInt64) -> UInt64 {
        var result: UInt64 = 0
        let column0 = (1 &<< UInt64(stride)) &- 1
        for column in 0..<columns {
            let part = (bits &>> UInt64(column &* stride)) & column0
            result |= part &<< UInt64((columns &- 1 &- column) &* stride)
        }
        return result
    }
}

/// The standard connect four board, 7 columns of 6 rows, with every size a constant so that
/// the specialised search uses immediate shifts and masks.
struct ConnectFourShape: GravityShape {
    @inlinable @inline(__always) var columns: Int { 7 }
    @inlinable @inline(__always) var rows: Int { 6 }
    // NB: bit 0 of each 7-bit column group.
    @inlinable @inline(__always) var bottomMask: UInt64 { 0x0000_0408_1020_4081 }
    @inlinable @inline(__always) var boardMask: UInt64 { 0x0000_FDFB_F7EF_DFBF }
}

extension ConnectFourShape: Sendable {}

/// A gravity board of any size that fits one 64-bit word with the spare bits
/// (`columns * (rows + 1) <= 64`), with its masks computed once.
struct AnyGravityShape: GravityShape {
    let columns: Int
    let rows: Int
    let bottomMask: UInt64
    let boardMask: UInt64

    /// The shape of a `columns` by `rows` board; the caller checks that it fits.
    init(columns: Int, rows: Int) {
        precondition(columns >= 1 && rows >= 1 && columns * (rows + 1) <= 64, "Board does not fit a bitboard")
        self.columns = columns
        self.rows = rows
        var bottom: UInt64 = 0
        for column in 0..<columns { bottom |= 1 &<< UInt64(column * (rows + 1)) }
        bottomMask = bottom
        boardMask = bottom &* ((1 &<< UInt64(rows)) &- 1)
    }
}

extension AnyGravityShape: Sendable {}
