// Fast, public read access to the stones for the search code in Players.
extension Board {
    /// Bits per column in the search bitboards: the rows plus one spare bit that is always
    /// empty, so that a shift along a line never wraps onto the next column.
    @inlinable
    public var bitsPerColumn: Int { stride }

    /// Whether each side's stones fit in one 64-bit word (`columns * (rows + 1) <= 64`), as
    /// on 3x3, 4x4, 7x7 and connect four; then ``bitboard(of:)`` holds the whole position.
    @inlinable
    public var fitsInOneWord: Bool { usedWords == 1 }

    /// The stones of `mark` as one word: bit `column * bitsPerColumn + row` is set for
    /// each stone. Only meaningful when ``fitsInOneWord``; otherwise the first 64 bits.
    /// - Complexity: O(1).
    @inlinable
    public func bitboard(of mark: Mark) -> UInt64 {
        mark == .x ? xWord : oWord
    }

    /// The bit index of `move`'s cell in the search bitboards.
    @inlinable
    public func bitIndex(of move: Move) -> Int { index(of: move) }

    /// The cell of bit `index` in the search bitboards.
    @inlinable
    public func move(atBitIndex index: Int) -> Move { move(atIndex: index) }

    /// The board after the side to move plays `move`, without checking it.
    ///
    /// For search code that only plays moves taken from ``forEachLegalMove(_:)``; an
    /// illegal move gives a board that breaks the rules' invariants.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public func playingUnchecked(_ move: Move) -> Board { playingUnchecked(index(of: move)) }
}
