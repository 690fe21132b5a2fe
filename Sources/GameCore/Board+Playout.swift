extension Board {
    /// Plays uniformly random legal moves until the game ends; returns the winner, or nil
    /// for a draw.
    ///
    /// Boards of up to 64 bits run on plain integers, the rest through ``playing(_:)``'s
    /// path; both allocate nothing.
    @inlinable
    public func randomPlayout(using generator: inout some RandomNumberGenerator) -> Mark? {
        if usedWords == 1 {
            return randomPlayoutInOneWord(using: &generator)
        }
        var board = self
        while !board.isOver {
            let cells = board.legalCells
            var pick = Int.random(in: 0..<cells.count(used: board.usedWords), using: &generator)
            var chosen = 0
            cells.forEach(used: board.usedWords) { index in
                if pick == 0 { chosen = index }
                pick &-= 1
            }
            board = board.playingUnchecked(chosen)
        }
        return board.winner
    }

    @inlinable
    func randomPlayoutInOneWord(using generator: inout some RandomNumberGenerator) -> Mark? {
        if isOver { return winner }
        let mask = boardMask.words[0]
        var bottom: UInt64 = 0
        for column in 0..<rules.columns { bottom |= 1 &<< UInt64(column &* stride) }
        var mover = xStones.words[0]
        var other = oStones.words[0]
        var moverMark = sideToMove
        if moverMark == .o { swap(&mover, &other) }
        let k = rules.k
        let stride = stride
        let gravity = rules.gravity
        while true {
            let occupied = mover | other
            let free = gravity ? (occupied &+ bottom) & mask : mask & ~occupied
            if free == 0 { return nil }
            var pick = Int(UInt64.random(in: 0..<UInt64(free.nonzeroBitCount), using: &generator))
            var bits = free
            while pick > 0 {
                bits &= bits &- 1
                pick &-= 1
            }
            mover |= bits & (0 &- bits)
            if Self.hasLine(in: mover, stride: stride, k: k) { return moverMark }
            swap(&mover, &other)
            moverMark = moverMark.opponent
        }
    }
}
