import GameCore

/// A second finder of renju's forbidden moves, to check GameCore's against: the recursive
/// finder as the Gomocup tools describe it (the referee c-gomoku-cli and the engine Rapfi
/// judge forbidden points this way), written here from that description as plainly as it
/// can be: a grid of cells, a stone put down and taken back for every question, no
/// bitboards and nothing shared with GameCore but the board it is read from.
///
/// X's move on an empty cell is judged with X's stone put there:
/// - five: some line's run of X through the cell is exactly 5 long; the move wins and is
///   allowed, whatever else it makes;
/// - overline: some run is 6 or more;
/// - four: an empty cell of the line that makes that run exactly 5; fours are counted as
///   their sets of four stones, so a straight four is one and `X . X X X . X` two;
/// - open three: the first empty cell past either end of the run through the cell is a
///   *real* completion: put there, it makes a straight four in the same line (a run of
///   exactly 4 with each cell past its ends empty and making exactly 5), it does not make
///   five in any line (that would be a win, not a straight four), and it is not itself
///   forbidden (overline, double four, double three: asked again, recursively).
/// Two fours or more are a double four; open threes in two lines or more a double three.
struct RenjuReference {
    static let size = 15
    static let directions = [(0, 1), (1, 0), (1, 1), (1, -1)]
    static let (empty, x, o, edge): (UInt8, UInt8, UInt8, UInt8) = (0, 1, 2, 3)

    /// ``empty``, ``x`` or ``o`` for each cell, column by column.
    var grid: [UInt8]
    /// How many times a straight four's cell was found forbidden, so that its three was false.
    var falseThrees = 0
    /// How many times a straight four's cell was found to make five in another line, so
    /// that its three was false (the case the references judge so and a plain reading of
    /// "the completing move is allowed" does not).
    var fiveCompletions = 0
    /// Whether a straight four's cell that makes five elsewhere counts for its three after
    /// all: the plain reading, which this finder does not follow unless told, so that a test
    /// can see which positions the case decides.
    var fiveCompletesThree = false

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

    /// The length of the run of X through (column, row) along `direction`, counting the
    /// cell itself whatever is on it.
    func length(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Int {
        let run = run(column, row, direction)
        return run.back + run.forward + 1
    }

    /// Whether X on the empty cell (column, row) makes exactly five along `direction`.
    func isFive(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Bool {
        at(column, row) == Self.empty && length(column, row, direction) == 5
    }

    /// Whether X on the empty cell (column, row) makes exactly five in some line.
    func makesFive(_ column: Int, _ row: Int) -> Bool {
        Self.directions.contains { isFive(column, row, $0) }
    }

    /// Whether X on the empty cell (column, row) makes six or more in some line.
    func makesOverline(_ column: Int, _ row: Int) -> Bool {
        Self.directions.contains { length(column, row, $0) >= 6 }
    }

    /// The forbidden kind of X's move on the empty cell (column, row): "overline",
    /// "double four", "double three", or nil when X may play it.
    mutating func verdict(_ column: Int, _ row: Int) -> String? {
        if makesFive(column, row) { return nil }
        if makesOverline(column, row) { return "overline" }
        put(Self.x, column, row)
        defer { put(Self.empty, column, row) }
        let fours = Self.directions.map { fourCount(column, row, $0) }.reduce(0, +)
        if fours >= 2 { return "double four" }
        let threes = Self.directions.filter { hasOpenThree(column, row, $0) }.count
        return threes >= 2 ? "double three" : nil
    }

    /// The number of fours through X's stone on (column, row) along `direction`: each empty
    /// cell that makes a run of exactly five holding the stone gives the five's other four
    /// stones, and the same four stones count once.
    func fourCount(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Int {
        var fours: Set<[Int]> = []
        for step in -4...4 where step != 0 {
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard isFive(c, r, direction) else { continue }
            let five = run(c, r, direction)
            // NB: the five's cells as steps from (column, row), without the empty one; a
            // five that does not hold the new stone was a four before it.
            let cells = step - five.back...step + five.forward
            guard cells.contains(0) else { continue }
            fours.insert(cells.filter { $0 != step })
        }
        return fours.count
    }

    /// Whether X's stone on (column, row) makes an open three along `direction`: the first
    /// empty cell past either end of its run is a real completion (``isRealCompletion``).
    mutating func hasOpenThree(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Bool {
        for sign in [-1, 1] {
            var step = sign
            while at(column + step * direction.0, row + step * direction.1) == Self.x { step += sign }
            let (c, r) = (column + step * direction.0, row + step * direction.1)
            guard at(c, r) == Self.empty else { continue }
            if isRealCompletion(c, r, direction) { return true }
        }
        return false
    }

    /// Whether X on the empty cell (column, row) makes a straight four along `direction`
    /// that X may use: no five anywhere, no overline, and not itself forbidden.
    mutating func isRealCompletion(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Bool {
        guard isStraightFour(column, row, direction) else { return false }
        if makesFive(column, row) {
            fiveCompletions += 1
            return fiveCompletesThree
        }
        if verdict(column, row) != nil {
            falseThrees += 1
            return false
        }
        return true
    }

    /// Whether X on the empty cell (column, row) makes a straight four along `direction`: a
    /// run of exactly 4 whose two end cells are empty and each make exactly five.
    mutating func isStraightFour(_ column: Int, _ row: Int, _ direction: (Int, Int)) -> Bool {
        let four = run(column, row, direction)
        guard four.back + four.forward + 1 == 4 else { return false }
        put(Self.x, column, row)
        defer { put(Self.empty, column, row) }
        return [-four.back - 1, four.forward + 1].allSatisfy {
            isFive(column + $0 * direction.0, row + $0 * direction.1, direction)
        }
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
