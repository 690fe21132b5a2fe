import GameCore
@testable import Search
import TestSupport
import Testing

/// The wide search's replies to a threat of two winning cells are exactly the moves after
/// which the threat is gone, and the fours that force the opponent's hand.
@Suite(.cpuHeavy) struct GridSearchTests {
    /// The moves of `side` that hold against `them`'s moves to two winning cells, found the
    /// slow way: a four of `side`'s, or a move after which `them` has no such move. Cells
    /// more than two steps from every stone are left out: a stone there neither makes a
    /// four nor takes a cell a four needs (every such cell is within two steps of a stone).
    static func holdingMoves(_ side: UInt8, in grid: inout LineGrid) -> Set<Int> {
        let them = 3 - side
        var holding: Set<Int> = []
        for cell in grid.candidateCells {
            if grid.newWins(of: side, after: cell).count > 0 {
                holding.insert(cell)
                continue
            }
            grid.place(cell, side)
            let threatened = grid.candidateCells.contains { grid.newWins(of: them, after: $0).count >= 2 }
            grid.remove(cell)
            if !threatened { holding.insert(cell) }
        }
        return holding
    }

    @Test("Replies to a threat of two winning cells are every move that holds, and no other")
    func repliesAreExact() {
        var generator = SplitMix64(seed: 7)
        var threatened = 0, lost = 0
        for _ in 0..<250 {
            var grid = LineGrid(Board(rules: .gomoku))
            let stones = 12 + generator.next(below: 20)
            var side: UInt8 = 1
            while grid.stoneCount < stones {
                let near = grid.candidateCells
                grid.place(near[generator.next(below: near.count)], side)
                side = 3 - side
            }
            // NB: positions where a side can win at once are the search's other business.
            guard grid.winningCells(of: 1).isEmpty, grid.winningCells(of: 2).isEmpty else { continue }
            let search = GridSearch(grid: grid, table: GridTable(entries: 16))
            guard let replies = search.threatReplies(side, among: search.candidates) else {
                #expect(!grid.candidateCells.contains { grid.threats(of: 3 - side, after: $0).count >= 2 })
                continue
            }
            threatened += 1
            if replies.isEmpty { lost += 1 }
            #expect(Set(replies) == Self.holdingMoves(side, in: &grid), "\(grid.stoneCount) stones")
        }
        // NB: the sample must hold threatened positions, some of them lost, for the check to mean anything.
        #expect(threatened >= 10 && lost >= 1, "\(threatened) threatened, \(lost) lost")
    }
}
