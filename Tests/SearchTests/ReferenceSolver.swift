/// A plain minimax solver for small gravity boards with four in a row, written without
/// bitboards so that it checks the real solver independently: a grid of cells, a scan for
/// four in a row, every move tried, and results remembered per grid.
struct ReferenceSolver {
    let columns: Int
    let rows: Int
    /// 0 empty, 1 the first player, 2 the second; index column * rows + row.
    private var grid: [UInt8]
    private var heights: [Int]
    private var played = 0
    private var memo: [Key: Int] = [:]

    /// The grid as two sets of cells: the first player's stones and all stones.
    private struct Key: Hashable {
        var first: UInt64 = 0
        var occupied: UInt64 = 0
    }

    /// A board of `columns` x `rows`, at most 64 cells.
    init(columns: Int, rows: Int) {
        precondition(columns * rows <= 64)
        self.columns = columns
        self.rows = rows
        grid = Array(repeating: 0, count: columns * rows)
        heights = Array(repeating: 0, count: columns)
    }

    var cells: Int { columns * rows }

    /// Plays `column` for the side to move; the caller checks it has room.
    mutating func play(_ column: Int) {
        grid[column * rows + heights[column]] = UInt8(played % 2 + 1)
        heights[column] += 1
        played += 1
    }

    private mutating func undo(_ column: Int) {
        heights[column] -= 1
        grid[column * rows + heights[column]] = 0
        played -= 1
    }

    func isFull(_ column: Int) -> Bool { heights[column] == rows }

    /// Whether the stone on top of `column` is part of four in a row.
    func topMakesFour(_ column: Int) -> Bool {
        let row = heights[column] - 1
        let owner = grid[column * rows + row]
        for direction in 0..<4 {
            let dc = direction == 1 ? 0 : 1
            let dr = direction == 0 ? 0 : (direction == 3 ? -1 : 1)
            var run = 1
            for sign in stride(from: 1, through: -1, by: -2) {
                var c = column + sign * dc
                var r = row + sign * dr
                while c >= 0, c < columns, r >= 0, r < rows, grid[c * rows + r] == owner {
                    run += 1
                    c += sign * dc
                    r += sign * dr
                }
            }
            if run >= 4 { return true }
        }
        return false
    }

    /// The exact score for the side to move: 0 for a draw; for a win,
    /// `(cells + 1) / 2 + 1` minus the winner's stones; negative for a loss.
    mutating func score() -> Int {
        var key = Key()
        for (index, cell) in grid.enumerated() where cell != 0 {
            key.occupied |= 1 << UInt64(index)
            if cell == 1 { key.first |= 1 << UInt64(index) }
        }
        if let known = memo[key] { return known }
        var best = Int.min
        for column in 0..<columns where !isFull(column) {
            let stonesAfter = played / 2 + 1
            play(column)
            let value = topMakesFour(column) ? (cells + 1) / 2 + 1 - stonesAfter : -score()
            undo(column)
            best = max(best, value)
        }
        if best == Int.min { best = 0 }
        memo[key] = best
        return best
    }
}
