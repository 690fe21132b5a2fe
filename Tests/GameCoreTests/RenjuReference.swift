import GameCore

/// A second finder of renju's forbidden moves, written from the RIF definitions as plainly
/// as it can be, to check GameCore's against: a grid of cells, a stone put down and taken
/// back for every question, no bitboards and nothing shared with GameCore but the board it
/// is read from.
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
    static let (empty, x, o, edge): (UInt8, UInt8, UInt8, UInt8) = (0, 1, 2, 3)

    /// ``empty``, ``x`` or ``o`` for each cell, column by column.
    var grid: [UInt8]
    /// How many times a straight four's cell was found forbidden, so that its three was false.
    var falseThrees = 0

    init(_ board: Board) {
        grid = []
        for column in 0..<Self.size {
            for row in 0..<Self.size {
                grid.append(board.mark(at: Move(column: column, row: row)).map { $0 == .x ? Self.x : Self.o } ?? Self.empty)
            }
        }
    }

    /// What is on the cell, or ``edge`` off the board.
    func at(_ column: Int, _ row: Int) -> UInt8 {
        guard column >= 0, column < Self.size, row >= 0, row < Self.size else { return Self.edge }
        return grid[column * Self.size + row]
    }

    mutating func put(_ stone: UInt8, _ column: Int, _ row: Int) {
        grid[column * Self.size + row] = stone
    }

    /// The run of X through (column, row) along `direction`: how many steps it goes back
    /// and forward from the cell.
    func run(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> (back: Int, forward: Int) {
        var back = 0
        while at(column - (back + 1) * direction.0, row - (back + 1) * direction.1) == Self.x { back += 1 }
        var forward = 0
        while at(column + (forward + 1) * direction.0, row + (forward + 1) * direction.1) == Self.x { forward += 1 }
        return (back, forward)
    }

    /// The length of the run of X through (column, row) along `direction`.
    func length(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Int {
        let run = run(column, row, direction)
        return run.back + run.forward + 1
    }

    /// The forbidden kind of X's move on the empty cell (column, row): "overline",
    /// "double four", "double three", or nil when X may play it.
    mutating func verdict(_ column: Int, _ row: Int) -> String? {
        put(Self.x, column, row)
        defer { put(Self.empty, column, row) }
        let lengths = Self.directions.map { length(column, row, $0) }
        if lengths.contains(5) { return nil }
        if lengths.contains(where: { $0 >= 6 }) { return "overline" }
        let fours = Self.directions.map { fourCount(column, row, $0) }
        if fours.reduce(0, +) >= 2 { return "double four" }
        var threes = 0
        for (direction, four) in zip(Self.directions, fours) where four == 0 {
            if hasThree(column, row, direction) { threes += 1 }
        }
        return threes >= 2 ? "double three" : nil
    }

    /// The number of fours through X's stone on (column, row) along `direction`: each empty
    /// cell that makes the run exactly five gives the five's other four stones, and the
    /// same four stones count once.
    mutating func fourCount(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Int {
        var fours: Set<[Int]> = []
        for step in -4...4 where step != 0 {
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard at(c, r) == Self.empty else { continue }
            put(Self.x, c, r)
            let five = run(column, row, direction)
            put(Self.empty, c, r)
            if five.back + five.forward + 1 == 5 {
                fours.insert((-five.back...five.forward).filter { $0 != step })
            }
        }
        return fours.count
    }

    /// Whether X's stone on (column, row) makes a three along `direction`: an empty cell,
    /// itself allowed, that makes a straight four holding it.
    mutating func hasThree(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Bool {
        for step in -4...4 where step != 0 {
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard at(c, r) == Self.empty else { continue }
            put(Self.x, c, r)
            let straight = isStraightFour(column, row, direction, holding: step)
            put(Self.empty, c, r)
            guard straight else { continue }
            if verdict(c, r) == nil { return true }
            falseThrees += 1
        }
        return false
    }

    /// Whether the run of X through (column, row) along `direction` is a straight four that
    /// holds the cell `step` steps along: four long, and the cell past each end empty and
    /// making exactly five.
    mutating func isStraightFour(_ column: Int, _ row: Int, _ direction: (Int, Int), holding step: Int) -> Bool {
        let four = run(column, row, direction)
        guard four.back + four.forward + 1 == 4, (-four.back...four.forward).contains(step) else { return false }
        for end in [-four.back - 1, four.forward + 1] {
            let (c, r) = (column + end * direction.0, row + end * direction.1)
            guard at(c, r) == Self.empty else { return false }
            put(Self.x, c, r)
            let five = length(column, row, direction)
            put(Self.empty, c, r)
            if five != 5 { return false }
        }
        return true
    }

    /// Whether an X stone lies within four cells of (column, row) along one of its lines:
    /// every forbidden shape needs one, so cells without are never forbidden.
    func hasStoneNearby(_ column: Int, _ row: Int) -> Bool {
        Self.directions.contains { direction in
            (-4...4).contains { $0 != 0 && at(column + $0 * direction.0, row + $0 * direction.1) == Self.x }
        }
    }

    /// Every forbidden cell, column by column from a1, with its kind.
    mutating func forbidden() -> [(Move, String)] {
        var found: [(Move, String)] = []
        for column in 0..<Self.size {
            for row in 0..<Self.size where at(column, row) == Self.empty && hasStoneNearby(column, row) {
                if let kind = verdict(column, row) { found.append((Move(column: column, row: row), kind)) }
            }
        }
        return found
    }
}
