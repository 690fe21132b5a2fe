/// The stones of both sides on a board of more than 256 bits (over four 64-bit words a
/// side: 19x19 up to 26x26), shared between copies of a ``Board`` until one of them plays.
/// Smaller boards keep their stones inline in the board instead, so that they copy and
/// play without allocating.
// NB: unchecked Sendable: a `Board` changes its stones only when it holds the one reference
// (see `Board.uniqueWide()`), so a shared instance is never written.
@usableFromInline
final class WideStones: @unchecked Sendable {
    @usableFromInline var x: CellSet
    @usableFromInline var o: CellSet

    @inlinable
    init(x: CellSet = CellSet(), o: CellSet = CellSet()) {
        self.x = x
        self.o = o
    }

    /// A copy to change.
    @inlinable
    func copy() -> WideStones { WideStones(x: x, o: o) }
}
