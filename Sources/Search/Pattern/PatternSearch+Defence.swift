import GameCore

/// Defence against the opponent's win by fours and threes (VCT), at the root: a chain of
/// threats the main search, a few plies deep, sees only once its threes have become fours.
extension PatternSearch {
    /// The moves among `cells` that stop `them`'s win by fours and threes, when `side` is to
    /// move and `them` would have one if it were theirs: nil when none is found for `them`
    /// (within `depth` of their moves and `nodeLimit` positions), else the cells after which
    /// none is found, in the order given; when the budget runs out first, the cells not
    /// tried are kept too. Empty when every cell tried leaves them their win.
    ///
    /// Each cell is tried within about twice the positions the first win took to find, at
    /// least `perCell`: a cell that does not disturb the chain lets it be found again in
    /// about as many.
    ///
    /// - Complexity: at most `nodeLimit` positions, and the clock's and node limit's stop.
    func threatDefences(_ side: UInt8, among cells: [Int], depth: Int, nodeLimit: Int, firstLimit: Int, perCell: Int) -> [Int]? {
        let them = 3 - side
        let start = nodes &+ vcfNodes
        let end = start &+ nodeLimit
        guard victoryByThreats(them, depth: depth, nodeLimit: min(firstLimit, nodeLimit)) != nil, !aborted else { return nil }
        let each = max(2 &* (nodes &+ vcfNodes &- start), perCell)
        var kept: [Int] = []
        for (index, cell) in cells.enumerated() {
            let left = end &- (nodes &+ vcfNodes)
            if left <= 0 || aborted {
                kept += cells[index...]
                break
            }
            board.place(cell, side)
            let found = victoryByThreats(them, depth: depth, nodeLimit: min(each, left)) != nil
            board.remove(cell, side)
            if !found { kept.append(cell) }
        }
        return kept
    }
}
