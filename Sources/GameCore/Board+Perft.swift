extension Board {
    /// The number of move sequences of exactly `depth` moves from this position, where no
    /// move follows the end of a game: the engine authors' check of move generation.
    ///
    /// - Complexity: O(b^depth) for branching factor b; no allocation. Boards of up to 64
    ///   bits run on two plain integers under freestyle.
    public func perft(_ depth: Int) -> Int {
        precondition(depth >= 0, "perft depth must not be negative")
        if depth == 0 { return 1 }
        if isOver { return 0 }
        if isPacked, rules.isFreestyle {
            let x = xWord
            let o = oWord
            let geometry = PackedGeometry(rules: rules)
            return sideToMove == .x
                ? Self.packedPerft(mover: x, other: o, depth: depth, geometry: geometry)
                : Self.packedPerft(mover: o, other: x, depth: depth, geometry: geometry)
        }
        return unpackedPerft(depth)
    }

    /// Like ``perft(_:)``, for a count that may take long: between subtrees it asks `stop`,
    /// and returns nil once that says yes; it tells `progress` how many of the first moves
    /// it has counted, and of how many (before the first, and after each).
    ///
    /// - Complexity: that of ``perft(_:)``; `stop` is asked once for each position three
    ///   moves or more above the leaves, so it costs nothing the count would notice.
    public func perft(_ depth: Int, stoppingWhen stop: () -> Bool, progress: (_ done: Int, _ of: Int) -> Void = { _, _ in }) -> Int? {
        precondition(depth >= 0, "perft depth must not be negative")
        guard depth >= 3, !isOver else {
            progress(0, 0)
            return stop() ? nil : perft(depth)
        }
        let moves = legalMoves
        progress(0, moves.count)
        var total = 0
        for (number, move) in moves.enumerated() {
            guard let count = playingUnchecked(index(of: move)).stoppablePerft(depth - 1, stop: stop) else { return nil }
            total &+= count
            progress(number + 1, moves.count)
        }
        return total
    }

    private func stoppablePerft(_ depth: Int, stop: () -> Bool) -> Int? {
        if isOver { return 0 }
        if depth < 3 { return perft(depth) }
        if stop() { return nil }
        var total = 0
        for move in legalMoves {
            guard let count = playingUnchecked(index(of: move)).stoppablePerft(depth - 1, stop: stop) else { return nil }
            total &+= count
        }
        return total
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
