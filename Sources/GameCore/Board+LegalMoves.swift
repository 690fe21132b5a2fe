extension Board {
    /// The cells of the board, as a bitboard: `rows` bits in every column.
    @inlinable
    var boardMask: CellSet {
        var mask = CellSet()
        let columnBits: UInt64 = (1 &<< UInt64(rules.rows)) &- 1
        if usedWords == 1 {
            var bottom: UInt64 = 0
            for column in 0..<rules.columns { bottom |= 1 &<< UInt64(column &* stride) }
            mask.words[0] = bottom &* columnBits
            return mask
        }
        for column in 0..<rules.columns {
            let offset = column &* stride
            let shift = UInt64(offset & 63)
            mask.words[offset &>> 6] |= columnBits &<< shift
            if shift != 0, shift &+ UInt64(rules.rows) > 64 {
                mask.words[(offset &>> 6) &+ 1] |= columnBits &>> (64 &- shift)
            }
        }
        return mask
    }

    /// The cells a stone may be played on now, as a bitboard (empty once the game is over).
    @inlinable
    var legalCells: CellSet {
        var cells = CellSet()
        if isOver { return cells }
        let used = usedWords
        if rules.gravity {
            for column in 0..<rules.columns {
                let height = height(ofColumn: column)
                if height < rules.rows { cells.insert(column &* stride &+ height) }
            }
            return cells
        }
        let mask = boardMask
        for i in 0..<used { cells.words[i] = mask.words[i] & ~(xStones.words[i] | oStones.words[i]) }
        return cells
    }

    /// The number of legal moves; zero once the game is over.
    @inlinable
    public var legalMoveCount: Int { legalCells.count(used: usedWords) }

    /// The legal moves, column by column from `a1`; empty once the game is over.
    public var legalMoves: [Move] {
        var moves: [Move] = []
        moves.reserveCapacity(rules.gravity ? rules.columns : rules.cellCount - moveCount)
        forEachLegalMove { moves.append($0) }
        return moves
    }

    /// Calls `body` with each legal move, in the order of ``legalMoves``, without allocating.
    @inlinable
    public func forEachLegalMove(_ body: (Move) -> Void) {
        legalCells.forEach(used: usedWords) { body(move(atIndex: $0)) }
    }

    /// The cell a stone dropped in `column` lands on, or nil when the column is full or
    /// off the board.
    public func landingCell(inColumn column: Int) -> Move? {
        guard (0..<rules.columns).contains(column) else { return nil }
        let height = height(ofColumn: column)
        return height < rules.rows ? Move(column: column, row: height) : nil
    }
}
