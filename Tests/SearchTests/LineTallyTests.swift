import GameCore
@testable import Search
import TestSupport
import Testing

/// The running window totals the wide search reads agree with the grid's own counts after
/// every stone placed and every stone taken back.
@Suite(.cpuHeavy) struct LineTallyTests {
    /// Every empty cell's line score and immediate win for both sides, the static value for
    /// both sides and the cells near a stone: the tally's against the grid's, or the first
    /// difference.
    static func difference(_ tally: LineTally, _ original: LineGrid) -> String? {
        var grid = original
        for side: UInt8 in [1, 2] where tally.evaluation(for: side) != grid.evaluation(for: side) {
            return "evaluation for \(side): \(tally.evaluation(for: side)) against \(grid.evaluation(for: side))"
        }
        let near = Set(grid.candidateCells)
        let fours = (1...2).map { side in grid.cells.indices.contains { grid.cells[$0] == 0 && grid.wouldWin(UInt8(side), at: $0) } }
        for cell in grid.cells.indices where grid.cells[cell] == 0 {
            for side: UInt8 in [1, 2] {
                if tally.score(cell, for: side) != grid.lineScore(at: cell, for: side) {
                    return "line score of \(grid.move(of: cell).cellName) for \(side)"
                }
                if tally.wins(side, at: cell) != grid.wouldWin(side, at: cell) {
                    return "win of \(side) at \(grid.move(of: cell).cellName)"
                }
            }
            for side: UInt8 in [1, 2] where !grid.gravity && !fours[Int(side) - 1] {
                let made = grid.newWins(of: side, after: cell).count
                if (tally.fourWindows(side, at: cell) >= 1) != (made >= 1) || (made >= 2 && tally.fourWindows(side, at: cell) < 2) {
                    return "fours made by \(side) at \(grid.move(of: cell).cellName)"
                }
            }
            // NB: the grid lists the cells near stones on big boards without gravity only.
            if !grid.gravity, grid.cells.count > 64, grid.stoneCount > 0, tally.isNear(cell) != near.contains(cell) {
                return "nearness of \(grid.move(of: cell).cellName)"
            }
        }
        if tally.hasFour(1) != fours[0] || tally.hasFour(2) != fours[1] { return "fours: \(fours)" }
        return nil
    }

    @Test(
        "Agrees with the grid after every move of random games and after taking them back",
        arguments: [(Rules.gomoku, 3), (try! Rules(columns: 9, rows: 9, k: 4), 3), (try! Rules(columns: 10, rows: 10, k: 5, gravity: true), 2)]
    )
    func agreesWithGrid(rules: Rules, games: Int) {
        var generator = SplitMix64(seed: 41)
        for _ in 0..<games {
            var grid = LineGrid(Board(rules: rules))
            let tally = LineTally(grid)
            var played: [(cell: Int, side: UInt8)] = []
            var side: UInt8 = 1
            // NB: stones clustered near the centre, where lines form, until the board is full.
            while grid.stoneCount < min(grid.cells.count, 60) {
                let choices = grid.stoneCount > 0 && generator.next(below: 4) > 0
                    ? grid.candidateCells.filter(grid.isPlayable) : grid.playableCells
                let cell = choices[generator.next(below: choices.count)]
                grid.place(cell, side)
                tally.place(cell, side)
                played.append((cell, side))
                side = 3 - side
                if let difference = Self.difference(tally, grid) {
                    Issue.record("after \(played.count) stones: \(difference)")
                    return
                }
            }
            while let last = played.popLast() {
                grid.remove(last.cell)
                tally.remove(last.cell, last.side)
                if let difference = Self.difference(tally, grid) {
                    Issue.record("taken back to \(played.count) stones: \(difference)")
                    return
                }
            }
        }
    }

    @Test("Built from a grid with stones, it holds what placing them one by one gives")
    func builtFromStones() throws {
        var board = Board(rules: .gomoku)
        for name in ["h8", "i9", "g7", "j10", "i8", "h9", "f6"] { board = try board.playing(board.move(parsing: name)) }
        let grid = LineGrid(board)
        #expect(Self.difference(LineTally(grid), grid) == nil)
    }
}
