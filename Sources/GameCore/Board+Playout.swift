extension Board {
    /// Plays uniformly random legal moves until the game ends; returns the winner, or nil
    /// for a draw.
    ///
    /// Each move is drawn uniformly from the legal moves of its position. The same
    /// generator state gives the same game.
    ///
    /// - Complexity: O(moves) with no allocation. Boards of up to 64 bits (tic-tac-toe,
    ///   connect four) run on two plain integers, boards of up to 256 bits (gomoku) on four
    ///   inline words a side; larger ones check only the lines through each new stone. That
    ///   is under freestyle; under the other win rules, O(moves * cells), and under renju
    ///   X's forbidden moves are found before each of X's moves. A renju game that leaves X
    ///   no allowed cell ends there, as a draw.
    @inlinable @inline(__always)
    public func randomPlayout(using generator: inout some RandomNumberGenerator) -> Mark? {
        // NB: the other win rules, and under renju X's forbidden moves, on a path of their own:
        // a test of the rules that a caller's loop over playouts of one board makes once.
        guard rules.isFreestyle else { return randomPlayoutUnderWinRule(using: &generator) }
        // NB: the geometry's test, not `isPacked`: it lets a caller's loop over playouts of one
        // board work out the geometry once.
        if usedWords == 1 {
            return Self.packedPlayout(
                x: xWord, o: oWord, geometry: PackedGeometry(rules: rules), using: &generator
            )
        }
        // NB: on a copy, handed over to be changed at will, so that this board's storage is
        // never passed to a call: a caller's loop over playouts of one board then keeps its
        // fields in registers and works out the geometry once.
        var board = self
        return board.randomPlayoutOfCopy(using: &generator)
    }

    /// ``randomPlayoutInManyWords(using:)`` on a board that is a copy: see
    /// ``randomPlayout(using:)``.
    @inlinable @inline(never)
    mutating func randomPlayoutOfCopy(using generator: inout some RandomNumberGenerator) -> Mark? {
        randomPlayoutInManyWords(using: &generator)
    }

    /// A random playout on a board of one word, from the stones of X and O.
    @inlinable
    static func packedPlayout(
        x: UInt64, o: UInt64, geometry: PackedGeometry, using generator: inout some RandomNumberGenerator
    ) -> Mark? {
        var mover = x
        var other = o
        // NB: no popcount instruction in the baseline x86-64 build, so skip it when it can.
        var moverCount = mover == 0 ? 0 : mover.nonzeroBitCount
        var otherCount = other == 0 ? 0 : other.nonzeroBitCount
        let k = geometry.k
        // NB: diagrams are checked when read, so at most one side has a line.
        if moverCount >= k, geometry.hasLine(mover) { return .x }
        if otherCount >= k, geometry.hasLine(other) { return .o }
        var moverMark = Mark.x
        if moverCount != otherCount {
            swap(&mover, &other)
            swap(&moverCount, &otherCount)
            moverMark = .o
        }
        var draws = RandomDraws()
        // NB: one list of candidate cells: the free cells without gravity (a lazy
        // Fisher-Yates shuffle), else the cell each open column's next stone lands on.
        var cells = InlineArray<64, UInt8>(repeating: 0)
        var count = 0
        var free = geometry.free(mover | other)
        while free != 0 {
            cells[count] = UInt8(truncatingIfNeeded: free.trailingZeroBitCount)
            count &+= 1
            free &= free &- 1
        }
        if geometry.gravity {
            while count > 0 {
                let pick = draws.next(below: count, using: &generator)
                let index = cells[pick]
                let stone: UInt64 = 1 &<< UInt64(index)
                if stone & geometry.top != 0 {
                    count &-= 1
                    cells[pick] = cells[count]
                } else {
                    cells[pick] = index &+ 1
                }
                mover |= stone
                moverCount &+= 1
                if moverCount >= k, geometry.hasLine(mover) { return moverMark }
                swap(&mover, &other)
                swap(&moverCount, &otherCount)
                moverMark = moverMark.opponent
            }
            return nil
        }
        var placed = 0
        while placed < count {
            let pick = placed &+ draws.next(below: count &- placed, using: &generator)
            let index = cells[pick]
            cells[pick] = cells[placed]
            placed &+= 1
            mover |= 1 &<< UInt64(index)
            moverCount &+= 1
            if moverCount >= k, geometry.hasLine(mover) { return moverMark }
            swap(&mover, &other)
            swap(&moverCount, &otherCount)
            moverMark = moverMark.opponent
        }
        return nil
    }

    @inlinable
    func randomPlayoutInManyWords(using generator: inout some RandomNumberGenerator) -> Mark? {
        if isOver { return winner }
        if fitsIn256Bits { return playout(x: xStones256, o: oStones256, free: freeCells256, using: &generator) }
        return playout(x: xStones, o: oStones, free: legalCells, using: &generator)
    }

    /// A random playout from X's stones `x` and O's stones `o`, in a game not over, where a
    /// stone may go on the cells of `free`: each new stone is checked for a line through it.
    @inlinable
    func playout<Stones: StoneBits>(
        x: Stones, o: Stones, free: Stones, using generator: inout some RandomNumberGenerator
    ) -> Mark? {
        var x = x
        var o = o
        let used = usedWords
        var xCount = x.count(used: used)
        var oCount = o.count(used: used)
        var moverMark = xCount == oCount ? Mark.x : Mark.o
        let k = rules.k
        let stride = stride
        let limit = rules.columns &* stride
        var draws = RandomDraws()

        // Plays the stone at `index` for the side to move; true when it makes a line.
        func play(_ index: Int) -> Bool {
            if moverMark == .x {
                x.insert(index)
                xCount &+= 1
                moverMark = .o
                return xCount >= k && Self.hasLine(through: index, in: x, stride: stride, limit: limit, k: k)
            }
            o.insert(index)
            oCount &+= 1
            moverMark = .x
            return oCount >= k && Self.hasLine(through: index, in: o, stride: stride, limit: limit, k: k)
        }

        // NB: one list of candidate cells: the free cells without gravity (a lazy
        // Fisher-Yates shuffle), else the cell each open column's next stone lands on.
        var cells = InlineArray<702, UInt16>(repeating: 0)
        var count = 0
        free.forEach(used: used) { index in
            cells[count] = UInt16(truncatingIfNeeded: index)
            count &+= 1
        }
        if rules.gravity {
            let top = rules.rows &- 1
            while count > 0 {
                let pick = draws.next(below: count, using: &generator)
                let index = Int(cells[pick])
                if index % stride == top {
                    count &-= 1
                    cells[pick] = cells[count]
                } else {
                    cells[pick] &+= 1
                }
                if play(index) { return moverMark.opponent }
            }
            return nil
        }
        var placed = 0
        while placed < count {
            let pick = placed &+ draws.next(below: count &- placed, using: &generator)
            let index = Int(cells[pick])
            cells[pick] = cells[placed]
            placed &+= 1
            if play(index) { return moverMark.opponent }
        }
        return nil
    }
}
