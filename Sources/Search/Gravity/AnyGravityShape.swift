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
