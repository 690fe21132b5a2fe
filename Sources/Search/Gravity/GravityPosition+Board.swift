public import GameCore

extension GravityPosition {
    /// The position on `board`, for the REPL and players.
    ///
    /// - Throws: ``PositionError/unsupportedRules(_:reason:)`` unless the board's rules are a
    ///   gravity game with `k=4` that fits the bitboard; ``PositionError/gameOver(winner:)``
    ///   when someone has already won; ``PositionError/floatingStone(column:)`` for a stone
    ///   above an empty cell.
    /// - Complexity: O(cells).
    public init(board: Board) throws(PositionError) {
        let rules = board.rules
        try self.init(rules: rules)
        if let winner = board.winner { throw .gameOver(winner: winner) }
        let mover = board.sideToMove
        let stride = rules.rows + 1
        var current: UInt64 = 0
        var mask: UInt64 = 0
        for column in 0..<rules.columns {
            var sawEmpty = false
            for row in 0..<rules.rows {
                guard let mark = board.mark(at: Move(column: column, row: row)) else {
                    sawEmpty = true
                    continue
                }
                if sawEmpty { throw .floatingStone(column: column) }
                let bit: UInt64 = 1 << UInt64(column * stride + row)
                mask |= bit
                if mark == mover { current |= bit }
            }
        }
        self.current = current
        self.mask = mask
        self.moveCount = mask.nonzeroBitCount
    }
}
