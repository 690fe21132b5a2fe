import GameCore

/// A second finder of renju's forbidden moves, written from the RIF definitions as plainly
/// as it can be, to check GameCore's against: a grid of characters, a stone put down and
/// taken back for every question, no bitboards and nothing shared with GameCore but the
/// board it is read from.
///
/// - five: the run of X through the cell is exactly 5 long (the move is then allowed);
/// - overline: it is 6 or more;
/// - four: an empty cell of the line that makes that run exactly 5; fours are counted as
///   their sets of four stones, so a straight four is one;
/// - three: an empty cell of the line, itself allowed, after which the run through the cell
///   is 4 long, holds the new stone, and the cell past each end is empty and makes 5.
/// Two fours are a double four; threes in two lines (without a four) are a double three.
struct RenjuReference {
    static let size = 15
    static let directions = [(0, 1), (1, 0), (1, 1), (1, -1)]

    /// "X", "O" or "." for each cell, column by column.
    var grid: [Character]

    init(_ board: Board) {
        grid = []
        for column in 0..<Self.size {
            for row in 0..<Self.size {
                grid.append(board.mark(at: Move(column: column, row: row)).map { $0 == .x ? "X" : "O" } ?? ".")
            }
        }
    }

    /// The cell's character, or "#" off the board.
    func at(_ column: Int, _ row: Int) -> Character {
        guard (0..<Self.size).contains(column), (0..<Self.size).contains(row) else { return "#" }
        return grid[column * Self.size + row]
    }

    mutating func put(_ character: Character, _ column: Int, _ row: Int) {
        grid[column * Self.size + row] = character
    }

    /// The cells of the run of X through (column, row) along `direction`, in order.
    func run(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> [[Int]] {
        var first = 0
        while at(column + (first - 1) * direction.0, row + (first - 1) * direction.1) == "X" { first -= 1 }
        var last = 0
        while at(column + (last + 1) * direction.0, row + (last + 1) * direction.1) == "X" { last += 1 }
        return (first...last).map { [column + $0 * direction.0, row + $0 * direction.1] }
    }

    /// The forbidden kind of X's move on the empty cell (column, row): "overline",
    /// "double four", "double three", or nil when X may play it. With `recursive` false,
    /// a three's cell is not asked whether it is allowed (to count what the recursion changes).
    mutating func verdict(_ column: Int, _ row: Int, recursive: Bool = true) -> String? {
        put("X", column, row)
        defer { put(".", column, row) }
        let lengths = Self.directions.map { run(column, row, $0).count }
        if lengths.contains(5) { return nil }
        if lengths.contains(where: { $0 >= 6 }) { return "overline" }
        let fours = Self.directions.map { fourCount(column, row, $0) }
        if fours.reduce(0, +) >= 2 { return "double four" }
        var threes = 0
        for (direction, four) in zip(Self.directions, fours) where four == 0 {
            if hasThree(column, row, direction, recursive: recursive) { threes += 1 }
        }
        return threes >= 2 ? "double three" : nil
    }

    /// The number of fours through X's stone on (column, row) along `direction`.
    mutating func fourCount(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Int {
        var fours: Set<[[Int]]> = []
        for step in -4...4 where step != 0 {
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard at(c, r) == "." else { continue }
            put("X", c, r)
            let five = run(column, row, direction)
            put(".", c, r)
            if five.count == 5 { fours.insert(five.filter { $0 != [c, r] }) }
        }
        return fours.count
    }

    /// Whether X's stone on (column, row) makes a three along `direction`.
    mutating func hasThree(_ column: Int, _ row: Int, _ direction: (Int, Int), recursive: Bool) -> Bool {
        for step in -4...4 where step != 0 {
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard at(c, r) == "." else { continue }
            put("X", c, r)
            let straight = isStraightFour(column, row, direction, holding: [c, r])
            put(".", c, r)
            if straight && (!recursive || verdict(c, r) == nil) { return true }
        }
        return false
    }

    /// Whether the run of X through (column, row) along `direction` is a straight four that
    /// holds `cell`.
    mutating func isStraightFour(_ column: Int, _ row: Int, _ direction: (Int, Int), holding cell: [Int]) -> Bool {
        let four = run(column, row, direction)
        guard four.count == 4, four.contains(cell) else { return false }
        for end in [[four[0][0] - direction.0, four[0][1] - direction.1], [four[3][0] + direction.0, four[3][1] + direction.1]] {
            guard at(end[0], end[1]) == "." else { return false }
            put("X", end[0], end[1])
            let five = run(column, row, direction).count
            put(".", end[0], end[1])
            if five != 5 { return false }
        }
        return true
    }

    /// Whether an X stone lies within four cells of (column, row) along one of its lines:
    /// every forbidden shape needs one, so cells without are never forbidden.
    func hasStoneNearby(_ column: Int, _ row: Int) -> Bool {
        Self.directions.contains { direction in
            (-4...4).contains { $0 != 0 && at(column + $0 * direction.0, row + $0 * direction.1) == "X" }
        }
    }

    /// Every forbidden cell, column by column from a1, with its kind.
    mutating func forbidden(recursive: Bool = true) -> [(Move, String)] {
        var found: [(Move, String)] = []
        for column in 0..<Self.size {
            for row in 0..<Self.size where at(column, row) == "." && hasStoneNearby(column, row) {
                if let kind = verdict(column, row, recursive: recursive) { found.append((Move(column: column, row: row), kind)) }
            }
        }
        return found
    }
}
