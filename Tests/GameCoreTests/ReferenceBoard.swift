/// A deliberately plain k-in-a-row board for cross-checks: a flat array of characters, its
/// own move rules and its own win check. It shares no code with GameCore on purpose, so
/// that the two agreeing means something.
struct ReferenceBoard {
    let columns: Int
    let rows: Int
    let k: Int
    let gravity: Bool
    /// "." for empty, "X" or "O"; cell (column, row) is at `column * rows + row`.
    var cells: [Character]
    var toMove: Character = "X"
    var stones = 0
    var finished = false

    init(columns: Int, rows: Int, k: Int, gravity: Bool) {
        self.columns = columns
        self.rows = rows
        self.k = k
        self.gravity = gravity
        cells = Array(repeating: ".", count: columns * rows)
    }

    func at(_ column: Int, _ row: Int) -> Character {
        guard column >= 0, column < columns, row >= 0, row < rows else { return "#" }
        return cells[column * rows + row]
    }

    /// The cells the side to move may take: in gravity games the lowest empty cell of
    /// each column, else every empty cell; none once the game is over.
    func legalCells() -> [(column: Int, row: Int)] {
        if finished { return [] }
        var result: [(column: Int, row: Int)] = []
        for column in 0..<columns {
            for row in 0..<rows where at(column, row) == "." {
                result.append((column, row))
                if gravity { break }
            }
        }
        return result
    }

    /// How many stones of the same mark as (column, row) run through it along (dc, dr).
    func runLength(_ column: Int, _ row: Int, _ dc: Int, _ dr: Int) -> Int {
        let mark = at(column, row)
        var length = 1
        var step = 1
        while at(column + dc * step, row + dr * step) == mark { length += 1; step += 1 }
        step = 1
        while at(column - dc * step, row - dr * step) == mark { length += 1; step += 1 }
        return length
    }

    mutating func play(_ column: Int, _ row: Int) {
        cells[column * rows + row] = toMove
        stones += 1
        toMove = toMove == "X" ? "O" : "X"
        if Self.directions.contains(where: { runLength(column, row, $0.0, $0.1) >= k }) || stones == columns * rows {
            finished = true
        }
    }

    static let directions = [(1, 0), (0, 1), (1, 1), (1, -1)]

    mutating func undo(_ column: Int, _ row: Int) {
        cells[column * rows + row] = "."
        stones -= 1
        toMove = toMove == "X" ? "O" : "X"
        finished = false
    }

    /// Move sequences of exactly `depth` moves, no move after the end of the game.
    mutating func perft(_ depth: Int) -> Int {
        if depth == 0 { return 1 }
        var total = 0
        for (column, row) in legalCells() {
            play(column, row)
            total += perft(depth - 1)
            undo(column, row)
        }
        return total
    }

    /// perft for every depth from 0 to `depth` in one walk: the nodes of the game tree at
    /// each depth.
    mutating func perftCounts(upTo depth: Int) -> [Int] {
        var counts = Array(repeating: 0, count: depth + 1)
        count(at: 0, upTo: depth, into: &counts)
        return counts
    }

    private mutating func count(at depth: Int, upTo maximum: Int, into counts: inout [Int]) {
        counts[depth] += 1
        guard depth < maximum else { return }
        for (column, row) in legalCells() {
            play(column, row)
            count(at: depth + 1, upTo: maximum, into: &counts)
            undo(column, row)
        }
    }

    /// Every maximal run of `mark` of k or more stones, as cell names in order along the
    /// line (left to right; bottom to top for columns).
    func runs(of mark: Character) -> [[String]] {
        var found: [[String]] = []
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for column in 0..<columns {
                for row in 0..<rows where at(column, row) == mark && at(column - dc, row - dr) != mark {
                    var run: [String] = []
                    var (c, r) = (column, row)
                    while at(c, r) == mark {
                        run.append(Self.name(c, r))
                        c += dc
                        r += dr
                    }
                    if run.count >= k { found.append(run) }
                }
            }
        }
        return found
    }

    static func name(_ column: Int, _ row: Int) -> String {
        String(UnicodeScalar(UInt8(97 + column))) + String(row + 1)
    }
}
