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
/// images share entries near the root), or, for positions with few empty cells, to a small
/// table that stays in the processor's cache. Connect four's 7x6 board runs a specialised
/// copy of the search with every size a constant.
///
/// The solver owns its tables (`tableSize` entries of 8 bytes, plus 2^17 entries, 1 MiB,
/// for positions near the end). It is safe to share between
/// tasks, but calls run one at a time; give each task its own solver to solve in parallel.
public final class ConnectFourSolver: Sendable {
    /// The default number of table entries: 2^23, 64 MiB.
    public static let defaultTableSize = 1 << 23

    /// Positions with fewer stones than this share table entries with their mirror image.
    public static let defaultSymmetryDepth = 12

    let state: Mutex<SolverState>

    /// The number of entries in the table: `tableSize` rounded down to a power of two
    /// (at least 2^16).
    public let tableSize: Int

    /// A solver with a table of about `tableSize` entries (rounded down to a power of two,
    /// at least 2^16).
    ///
    /// - Complexity: O(tableSize), to clear the table.
    /// - Parameters:
    ///   - tableSize: the number of table entries of 8 bytes.
    ///   - symmetryDepth: positions with fewer stones share entries with their mirror image.
    ///   - book: bounds to start from for early positions of its board size (see
    ///     ``OpeningBook``): by default the built-in connect four book, which other board
    ///     sizes ignore; nil to prove everything from scratch.
    public init(
        tableSize: Int = ConnectFourSolver.defaultTableSize,
        symmetryDepth: Int = ConnectFourSolver.defaultSymmetryDepth,
        book: OpeningBook? = .connectFour
    ) {
        let table = TranspositionTable(entries: tableSize)
        self.tableSize = table.entryCount
        self.book = book
        // NB: the near-end table is never larger than the main one.
        let nearTable = TranspositionTable(entries: min(SearchTuning.nearTableEntries, tableSize))
        state = Mutex(SolverState(table: table, nearTable: nearTable, symmetryDepth: symmetryDepth, book: book))
    }

    /// The opening book the solver starts from, if any.
    public let book: OpeningBook?

    /// The number of positions searched since the solver was made or last reset.
    public var nodeCount: Int { state.withLock { $0.nodes } }

    /// Forgets everything learned: clears the table and the node count.
    ///
    /// - Complexity: O(tableSize).
    public func reset() {
        state.withLock { state in
            state.table.clear()
            state.nearTable.clear()
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

    /// The exact score of `position` for the side to move, or nil when the search reaches
    /// `deadline`, or visits `nodeLimit` positions, or its task is cancelled before it is
    /// proven (what it learned on the way is kept for the next call).
    ///
    /// - Complexity: at most about `nodeLimit` positions; the clock is read every few
    ///   thousand.
    public func solve(_ position: GravityPosition, deadline: ContinuousClock.Instant?, nodeLimit: Int? = nil) -> Int? {
        let limits = SolveLimits(deadline: deadline, nodes: nodeLimit)
        return state.withLock { $0.solve(position, limits: limits) }
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

/// What a solver keeps between calls: the tables and the node count.
struct SolverState: ~Copyable {
    let table: TranspositionTable
    let nearTable: TranspositionTable
    let symmetryDepth: Int
    let book: OpeningBook?
    var nodes = 0
    /// The board size whose positions the table holds (columns << 8 | rows), or 0.
    var tableBoardSize = 0

    init(table: TranspositionTable, nearTable: TranspositionTable, symmetryDepth: Int, book: OpeningBook?) {
        self.table = table
        self.nearTable = nearTable
        self.symmetryDepth = symmetryDepth
        self.book = book
    }

    /// The exact score of `position`; while building a book, the bounds proved for
    /// positions with at most `recordMoves` stones are merged into `recorded`. Nil when
    /// `limits` stopped the search first.
    mutating func solve(
        _ position: GravityPosition,
        recordMoves: Int = -1,
        recorded: inout [UInt64: (lower: Int8, upper: Int8)],
        limits: SolveLimits = .none
    ) -> Int? {
        let rules = position.rules
        if rules.columns == 7 && rules.rows == 6 {
            return run(ConnectFourShape(), position, recordMoves: recordMoves, recorded: &recorded, limits: limits)
        }
        return run(position.shape, position, recordMoves: recordMoves, recorded: &recorded, limits: limits)
    }

    mutating func solve(_ position: GravityPosition) -> Int {
        var unused: [UInt64: (lower: Int8, upper: Int8)] = [:]
        return solve(position, recorded: &unused)!
    }

    mutating func solve(_ position: GravityPosition, limits: SolveLimits) -> Int? {
        var unused: [UInt64: (lower: Int8, upper: Int8)] = [:]
        return solve(position, recorded: &unused, limits: limits)
    }

    private mutating func run<Shape: GravityShape>(
        _ shape: Shape,
        _ position: GravityPosition,
        recordMoves: Int,
        recorded: inout [UInt64: (lower: Int8, upper: Int8)],
        limits: SolveLimits
    ) -> Int? {
        // NB: keys of different board sizes mean different positions.
        let size = shape.columns << 8 | shape.rows
        if size != tableBoardSize {
            if tableBoardSize != 0 {
                table.clear()
                nearTable.clear()
            }
            tableBoardSize = size
        }
        let keyBits = shape.columns * (shape.rows + 1)
        let usable = book.flatMap { $0.columns == shape.columns && $0.rows == shape.rows ? $0 : nil }
        var engine = SearchEngine(
            shape: shape, table: table.view(keyBits: keyBits), nearTable: nearTable.view(keyBits: keyBits),
            symmetryDepth: symmetryDepth, book: usable, recordMoves: recordMoves
        )
        if recordMoves >= 0 { engine.recorded = recorded }
        if limits != .none { engine.limit(deadline: limits.deadline, nodeLimit: limits.nodes) }
        let score = engine.solveWithinLimits(current: position.current, mask: position.mask, moves: position.moveCount)
        nodes += engine.nodes
        if recordMoves >= 0 { recorded = engine.recorded }
        return score
    }
}

/// When a search gives up: a time to stop, a number of positions to visit, or neither.
struct SolveLimits: Equatable {
    /// The time to stop, if any.
    var deadline: ContinuousClock.Instant?
    /// The most positions to visit, if any.
    var nodes: Int?

    /// No limit: the search runs until the score is proven.
    static let none = SolveLimits(deadline: nil, nodes: nil)
}
