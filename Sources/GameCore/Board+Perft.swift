extension Board {
    /// The number of move sequences of exactly `depth` moves from this position, where no
    /// move follows the end of a game: the engine authors' check of move generation.
    ///
    /// - Complexity: O(b^depth) for branching factor b; no allocation. Boards of up to 64
    ///   bits run on two plain integers.
    public func perft(_ depth: Int) -> Int {
        precondition(depth >= 0, "perft depth must not be negative")
        if depth == 0 { return 1 }
        if isOver { return 0 }
        if isPacked {
            let x = xWord
            let o = oWord
            let geometry = PackedGeometry(rules: rules)
            return sideToMove == .x
                ? Self.packedPerft(mover: x, other: o, depth: depth, geometry: geometry)
                : Self.packedPerft(mover: o, other: x, depth: depth, geometry: geometry)
        }
        return unpackedPerft(depth)
    }

    /// Perft of a position still in play, with `depth >= 1`, as two integers.
    static func packedPerft(mover: UInt64, other: UInt64, depth: Int, geometry: PackedGeometry) -> Int {
        var free = geometry.free(mover | other)
        if depth == 1 { return free.nonzeroBitCount }
        var total = 0
        while free != 0 {
            let stone = free & (0 &- free)
            free &= free &- 1
            let next = mover | stone
            // NB: a move that ends the game has no continuation of depth - 1 >= 1 moves.
            if geometry.hasLine(next) || next | other == geometry.mask { continue }
            total &+= packedPerft(mover: other, other: next, depth: depth &- 1, geometry: geometry)
        }
        return total
    }

    /// Perft of a position still in play, with `depth >= 1`, through whole boards.
    func unpackedPerft(_ depth: Int) -> Int {
        let cells = legalCells
        if depth == 1 { return cells.count(used: usedWords) }
        var total = 0
        cells.forEach(used: usedWords) { index in
            let next = playingUnchecked(index)
            if !next.isOver { total &+= next.unpackedPerft(depth &- 1) }
        }
        return total
    }
}
