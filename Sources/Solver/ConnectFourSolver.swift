import GameCore
import Synchronization

/// An exact solver for connect four and other gravity games with four in a row whose board
/// fits a 64-bit bitboard (7x6, 6x5, 5x4, 8x7, ...).
///
/// ``solve(_:)`` gives the exact score of a position for the side to move: 0 for a draw;
/// for a win, `(cells + 1) / 2 + 1` minus the winner's stone count at the moment it wins
/// (on 7x6, 22 minus that count: a win with the 4th stone scores 18, with the 21st and last
/// scores 1); negative, the same way, for a loss.
///
/// The search is negamax with alpha-beta pruning over bitboards, as a sequence of
/// null-window searches that narrow the score down; moves that lose at once are never
/// searched, the rest are tried in order of the threats they create (then centre first), and
/// results go to a transposition table of fixed size that is kept between calls (mirror
/// images share entries near the root). Connect four's 7x6 board runs a specialised copy of
/// the search with every size a constant.
///
/// The solver owns its table (`tableSize` entries of 8 bytes). It is safe to share between
/// tasks, but calls run one at a time; give each task its own solver to solve in parallel.
public final class ConnectFourSolver: Sendable {
    /// The default number of table entries: 2^23, 64 MiB.
    public static let defaultTableSize = 1 << 23

    /// Positions with fewer stones than this share table entries with their mirror image.
    public static let defaultSymmetryDepth = 12

    private let state: Mutex<SolverState>

    /// The number of entries in the table: `tableSize` rounded down to a power of two
    /// (at least 2^16).
    public let tableSize: Int

    /// A solver with a table of about `tableSize` entries (rounded down to a power of two,
    /// at least 2^16).
    ///
    /// - Complexity: O(tableSize), to clear the table.
    public init(tableSize: Int = ConnectFourSolver.defaultTableSize, symmetryDepth: Int = ConnectFourSolver.defaultSymmetryDepth) {
        let table = TranspositionTable(entries: tableSize)
        self.tableSize = table.entryCount
        state = Mutex(SolverState(table: table, symmetryDepth: symmetryDepth))
    }

    /// The number of positions searched since the solver was made or last reset.
    public var nodeCount: Int { state.withLock { $0.nodes } }

    /// Forgets everything learned: clears the table and the node count.
    ///
    /// - Complexity: O(tableSize).
    public func reset() {
        state.withLock { state in
            state.table.clear()
            state.nodes = 0
            state.tableBoardSize = 0
        }
    }

    /// The exact score of `position` for the side to move.
    ///
    /// - Complexity: exponential in the number of empty cells in the worst case; the
    ///   published connect four test sets take microseconds to milliseconds a position.
    public func solve(_ position: GravityPosition) -> Int {
        state.withLock { $0.solve(position) }
    }

    /// The score of each column for the side to move (the exact score of the game after
    /// playing there), or nil for a full column.
    public func scores(for position: GravityPosition) -> [Int?] {
        state.withLock { state in
            let columns = position.rules.columns
            var scores = [Int?](repeating: nil, count: columns)
            for column in 0..<columns where position.canPlay(column: column) {
                if position.isWinningMove(column: column) {
                    scores[column] = position.winScore
                } else {
                    var next = position
                    next.playUnchecked(column: column)
                    scores[column] = -state.solve(next)
                }
            }
            return scores
        }
    }
}

/// What a solver keeps between calls: the table and the node count.
struct SolverState: ~Copyable {
    let table: TranspositionTable
    let symmetryDepth: Int
    var nodes = 0
    /// The board size whose positions the table holds (columns << 8 | rows), or 0.
    var tableBoardSize = 0

    init(table: TranspositionTable, symmetryDepth: Int) {
        self.table = table
        self.symmetryDepth = symmetryDepth
    }

    mutating func solve(_ position: GravityPosition) -> Int {
        let rules = position.rules
        if rules.columns == 7 && rules.rows == 6 {
            return run(ConnectFourShape(), position)
        }
        return run(position.shape, position)
    }

    private mutating func run<Shape: GravityShape>(_ shape: Shape, _ position: GravityPosition) -> Int {
        // NB: keys of different board sizes mean different positions.
        let size = shape.columns << 8 | shape.rows
        if size != tableBoardSize {
            if tableBoardSize != 0 { table.clear() }
            tableBoardSize = size
        }
        let view = table.view(keyBits: shape.columns * (shape.rows + 1))
        var engine = SearchEngine(shape: shape, table: view, symmetryDepth: symmetryDepth)
        let score = engine.solve(current: position.current, mask: position.mask, moves: position.moveCount)
        nodes += engine.nodes
        return score
    }
}
