/// The stones of both sides on a board of more than one 64-bit word, shared between copies
/// of a ``Board`` until one of them plays: a board of one word (tic-tac-toe, 4x4, connect
/// four) keeps its stones in two integers instead, so that it copies in a few registers.
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
