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
        if isPacked {
            cells.words[0] = packedFreeCells
            return cells
        }
        if fitsIn256Bits {
            let free = allowedCells256
            for i in 0..<4 { cells.words[i] = free.words[i] }
            return cells
        }
        let used = usedWords
        if rules.gravity {
            for column in 0..<rules.columns {
                let height = height(ofColumn: column)
                if height < rules.rows { cells.insert(column &* stride &+ height) }
            }
            return cells
        }
        let mask = boardMask
        let (x, o) = (xStones, oStones)
        for i in 0..<used { cells.words[i] = mask.words[i] & ~(x.words[i] | o.words[i]) }
        return cells
    }

    /// On a board of up to 256 bits, the cells a stone may be played on now (empty once the
    /// game is over).
    @inlinable
    var legalCells256: CellSet256 { isOver ? CellSet256() : allowedCells256 }

    /// On a board of up to 256 bits whose game is not over, the cells a stone may be played
    /// on: ``freeCells256`` but, under renju with X to move, the forbidden ones.
    @inlinable
    var allowedCells256: CellSet256 {
        var cells = freeCells256
        if rules.winRule == .renju, sideToMove == .x {
            let forbidden = forbiddenCells256
            for i in 0..<4 { cells.words[i] &= ~forbidden.words[i] }
        }
        return cells
    }

    /// On a board of up to 256 bits whose game is not over, the cells a stone may be played on.
    @inlinable
    var freeCells256: CellSet256 {
        CellSet256.free(
            x: xStones256, o: oStones256, columns: rules.columns, rows: rules.rows, gravity: rules.gravity
        )
    }

    /// On a board of one word whose game is not over, the cells a stone may be played on.
    @inlinable
    var packedFreeCells: UInt64 { PackedGeometry.freeCells(occupied: xWord | oWord, rules: rules) }

    /// A legal move drawn uniformly: `generator.next(below:)` the number of legal moves
    /// picks one in the order of ``legalMoves``. Nil once the game is over, with nothing drawn.
    ///
    /// The same as drawing an index into ``legalMoves``, without the array.
    /// - Complexity: O(1) for boards up to 64 bits under freestyle; O(cells) in general; no
    ///   allocation.
    @inlinable @inline(__always)
    public func randomLegalMove(using generator: inout SplitMix64) -> Move? {
        guard isPacked, rules.isFreestyle else { return randomLegalMoveInManyWords(using: &generator) }
        // NB: everything from the two words and the rules, with no call that needs the whole
        // board: such a call copies it first.
        let (x, o) = (xWord, oWord)
        let rules = rules
        if PackedGeometry.isOver(x: x, o: o, last: Int(lastIndex), rules: rules) { return nil }
        var free = PackedGeometry.freeCells(occupied: x | o, rules: rules)
        var target = generator.next(below: free.nonzeroBitCount)
        while target > 0 {
            free &= free &- 1
            target &-= 1
        }
        let (column, row) = free.trailingZeroBitCount.quotientAndRemainder(dividingBy: rules.rows &+ 1)
        return Move(column: column, row: row)
    }

    /// ``randomLegalMove(using:)`` on a board of more than one word, or under a win rule
    /// other than freestyle.
    @usableFromInline @inline(never)
    func randomLegalMoveInManyWords(using generator: inout SplitMix64) -> Move? {
        if fitsIn256Bits {
            let cells = legalCells256
            let count = cells.count
            if count == 0 { return nil }
            var target = generator.next(below: count)
            for i in 0..<4 {
                var word = cells.words[i]
                let inWord = word == 0 ? 0 : word.nonzeroBitCount
                if target >= inWord {
                    target &-= inWord
                    continue
                }
                while target > 0 {
                    word &= word &- 1
                    target &-= 1
                }
                return move(atIndex: i &<< 6 | word.trailingZeroBitCount)
            }
            return nil
        }
        let cells = legalCells
        let count = cells.count(used: usedWords)
        if count == 0 { return nil }
        var target = generator.next(below: count)
        var chosen = 0
        cells.forEach(used: usedWords) { index in
            if target == 0 { chosen = index }
            target &-= 1
        }
        return move(atIndex: chosen)
    }

    /// The number of legal moves; zero once the game is over.
    @inlinable
    public var legalMoveCount: Int {
        if isPacked { return isOver ? 0 : packedFreeCells.nonzeroBitCount }
        if fitsIn256Bits { return legalCells256.count }
        return legalCells.count(used: usedWords)
    }

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
        if isPacked {
            if isOver { return }
            var free = packedFreeCells
            while free != 0 {
                body(move(atIndex: free.trailingZeroBitCount))
                free &= free &- 1
            }
            return
        }
        if fitsIn256Bits {
            legalCells256.forEach { body(move(atIndex: $0)) }
            return
        }
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
