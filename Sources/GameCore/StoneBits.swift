/// What the line checks and random playouts need of a set of cells, whatever its size:
/// ``CellSet256`` for boards of up to 256 bits, ``CellSet`` for any. Generic code
/// over it is specialised for each, so neither pays for the other.
@usableFromInline
protocol StoneBits {
    /// Whether the cell of bit `index` is in the set.
    func contains(_ index: Int) -> Bool
    /// Adds the cell of bit `index`.
    mutating func insert(_ index: Int)
    /// The number of cells in the set, looking at the first `used` words.
    func count(used: Int) -> Int
    /// Calls `body` with the index of each cell, in increasing order, looking at the first
    /// `used` words.
    func forEach(used: Int, _ body: (Int) -> Void)
}

extension CellSet: StoneBits {}
extension CellSet256: StoneBits {
    // NB: a board kept in a `CellSet256` may use fewer than four words; the others are zero.
    @inlinable func count(used: Int) -> Int { count }
    @inlinable func forEach(used: Int, _ body: (Int) -> Void) { forEach(body) }
}
