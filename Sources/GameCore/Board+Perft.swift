extension Board {
    /// The number of move sequences of exactly `depth` moves from this position, where no
    /// move follows the end of a game: the engine authors' check of move generation.
    ///
    /// - Complexity: O(b^depth) for branching factor b; no allocation.
    public func perft(_ depth: Int) -> Int {
        precondition(depth >= 0, "perft depth must not be negative")
        if depth == 0 { return 1 }
        let cells = legalCells
        if depth == 1 { return cells.count(used: usedWords) }
        var total = 0
        cells.forEach(used: usedWords) { total &+= playingUnchecked($0).perft(depth &- 1) }
        return total
    }
}
