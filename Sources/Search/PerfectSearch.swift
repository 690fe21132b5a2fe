public import GameCore

/// The perfect player's search, for one set of rules, keeping its transposition table
/// from one call to the next (so a game's later moves reuse what its earlier ones found).
///
/// Gravity games with four in a row on boards of at most 64 bits (connect four) go to the
/// exact solver (``ConnectFourSolver``) first, with half the time: its proven values are
/// exact. Boards of at most 64 bits (3x3 to 7x7, connect four) are searched on bitboards by
/// negamax with alpha-beta, a transposition table and the board's symmetries; to the end
/// of every line where time allows (3x3 and 4x4 always do), else by iterative deepening
/// with an evaluation. Bigger boards (gomoku) get iterative deepening over the most
/// promising moves. Values are reported as proven only when they are.
///
/// Not thread-safe: one search at a time (the players keep one behind a lock).
public final class PerfectSearch {
    /// The table size when none is given: 32 MiB.
    public static let defaultTableBytes = 32 << 20

    /// The rules searched.
    public let rules: Rules
    private let bitboard: BitboardSearch?
    /// The exact solver, for the gravity games it handles.
    private let solver: ConnectFourSolver?
    /// The table of the search on big boards.
    let gridTable: GridTable?
    /// Whether every position of these rules is searched to its end (the bitboard search,
    /// and the exact solver of gravity games), so that a proven value is exact; otherwise
    /// a proof comes from the threat search of big boards, which proves wins by fours only.
    public var searchesToTheEnd: Bool { bitboard != nil }
    /// Positions searched so far, over all calls.
    public var nodes: Int { (bitboard?.nodes ?? gridNodes) + (solver?.nodeCount ?? 0) }
    var gridNodes = 0
    /// What the last search over line patterns did (nil before one): its passes, table
    /// hits and moves a node, for measuring.
    public internal(set) var lastStatistics: SearchStatistics?
    /// Whether the threat-space search on big boards plays threes as well as fours (VCT),
    /// for its own wins and against the opponent's.
    public var searchesThrees = false
    /// On big boards, the most positions looked at in one call, besides the deadline (nil:
    /// no limit); with a limit the same on every machine, the search plays the same moves.
    public var nodeLimit: Int?
    /// The deepest pass of the iterative deepening, in plies, besides the deadline (nil: no
    /// limit). With a limit, the exact solver of gravity games is not used, and small boards
    /// are searched pass by pass rather than solved at once.
    public var depthLimit: Int?
    /// Whether big boards with k = 4 or 5 are searched over line patterns under their rule
    /// (``PatternSearch``, the default), or by the earlier search over open windows
    /// (``GridSearch``), which counts k or more as a win and knows no forbidden point inside
    /// its tree: kept as a yardstick (see the README for the two measured side by side).
    public var usesPatterns = true
    /// The static evaluation's numbers on the boards searched over line patterns
    /// (``EvaluationWeights/default`` unless tuned ones are given).
    public var weights = EvaluationWeights.default
    /// Which edition of the pattern search plays (``SearchEdition``): today's unless told.
    public var edition = SearchEdition.current

    /// Boards with at most this many empty cells are searched to the end at once, after
    /// a few shallow passes that give a move should time run out.
    static let solveAtOnceEmpty = 16

    /// A search for `rules` whose table takes about `tableBytes` (less on small boards,
    /// which need less).
    public init(rules: Rules, tableBytes: Int = defaultTableBytes) {
        self.rules = rules
        solver = Self.exactSolver(for: rules, tableBytes: tableBytes)
        if rules.columns * (rules.rows + 1) <= 64 {
            var entries = max(tableBytes / 16, 2)
            if rules.cellCount <= 20 {
                // NB: fewer than 3^cells / 2 positions can be reached; a small board gets a small table.
                var reachable = 1
                for _ in 0..<rules.cellCount { reachable *= 3 }
                entries = min(entries, max(reachable / 2, 64))
            }
            bitboard = BitboardSearch(geometry: BitboardGeometry(rules: rules), tableEntries: entries)
            gridTable = nil
        } else {
            bitboard = nil
            gridTable = GridTable(entries: max(tableBytes / 16, 2))
        }
    }

    /// The value of `board` and of its moves (every legal move with `allMoves`, else the
    /// best only), searched until `deadline` (nil: until proven, which only small boards
    /// reach in reasonable time).
    /// - Precondition: `board.rules` are this search's rules.
    public func analyze(_ board: Board, deadline: ContinuousClock.Instant?, allMoves: Bool = true) -> Analysis {
        precondition(board.rules == rules, "The search is for \(rules.name), not \(board.rules.name).")
        if board.isOver {
            return Analysis(rules: rules, value: board.winner != nil ? .loss(inMoves: 0) : .draw, moves: [], depth: 0, nodes: 0)
        }
        if let bitboard, let solver, depthLimit == nil {
            return analyzeWithSolver(board, solver: solver, deadline: deadline, allMoves: allMoves) { deadline, nodeLimit in
                analyze(board, with: bitboard, deadline: deadline, nodeLimit: nodeLimit, allMoves: allMoves)
            }
        }
        if let bitboard { return analyze(board, with: bitboard, deadline: deadline, nodeLimit: nodeLimit, allMoves: allMoves) }
        if usesPatterns, PatternBoard.supports(rules) {
            return analyzeWithPatterns(board, deadline: deadline, allMoves: allMoves)
        }
        return analyzeOnGrid(board, deadline: deadline, allMoves: allMoves)
    }

    private func analyze(
        _ board: Board, with search: BitboardSearch, deadline: ContinuousClock.Instant?, nodeLimit: Int?, allMoves: Bool
    ) -> Analysis {
        let side = board.sideToMove
        let me = board.bitboard(of: side), opp = board.bitboard(of: side.opponent)
        let emptyCount = rules.cellCount - board.moveCount
        let depths = depthLimit.map { Array(1...min($0, emptyCount)) }
            ?? (emptyCount <= Self.solveAtOnceEmpty
                ? Array(Set(Array(1...min(4, emptyCount)) + [emptyCount])).sorted()
                : Array(1...emptyCount))
        let startNodes = search.nodes
        search.begin(deadline: deadline, nodeLimit: nodeLimit)
        var scores: [(bit: Int, score: Int32)] = []
        var finished = 0
        for depth in depths {
            var found: [(bit: Int, score: Int32)] = []
            if allMoves {
                for bit in search.rootMoves(me, opp, all: true) {
                    let score = search.childScore(me, opp, bit, depth: depth, alpha: -Score.infinity, beta: Score.infinity)
                    if search.aborted { break }
                    found.append((bit, score))
                }
            } else if let best = search.bestMove(me, opp, depth: depth) {
                found = [best]
            }
            if search.aborted { break }
            scores = found
            finished = depth
            if depth >= emptyCount { break }
            if allMoves ? found.allSatisfy({ abs($0.score) >= Score.proven }) : abs(found[0].score) >= Score.proven { break }
        }
        if scores.isEmpty {
            // NB: not even one ply finished in time: the first move in the search's order.
            scores = [(search.rootMoves(me, opp, all: false)[0], 0)]
        }
        let exact = finished >= emptyCount
        let ranked = scores.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }
        let moves = ranked.map { (move: board.move(atBitIndex: $0.element.bit), value: Score.value($0.element.score, depth: finished, exact: exact)) }
        return Analysis(rules: rules, value: moves[0].value, moves: moves, depth: finished, nodes: search.nodes - startNodes)
    }

    private func analyzeOnGrid(_ board: Board, deadline: ContinuousClock.Instant?, allMoves: Bool) -> Analysis {
        let grid = LineGrid(board)
        let search = GridSearch(grid: grid, table: gridTable!)
        // NB: a big board is never searched to the end; without a deadline, a second.
        let stop = deadline ?? .now + .seconds(1)
        let side = LineGrid.side(board.sideToMove)
        let emptyCount = rules.cellCount - board.moveCount
        // NB: the grid's searches count k or more as a win, whatever the rule; the moves they
        // may give are the legal ones: X's forbidden points under renju are left out.
        let excluded = Set(board.forbiddenMoves.map { grid.cell(of: $0) })
        var plan = threatPlan(grid, side: side, deadline: stop, threes: searchesThrees, nodeLimit: nodeLimit.map { $0 / 3 })
        if let win = plan.win, excluded.contains(win) { plan.win = nil }
        search.begin(deadline: stop, nodeLimit: nodeLimit.map { max($0 - plan.nodes, 1) })
        gridNodes += plan.nodes
        if let win = plan.win, !allMoves {
            let value = Analysis.Value.estimate(depth: plan.depth, score: Int(Score.proven - 1))
            return Analysis(rules: rules, value: value, moves: [(grid.move(of: win), value)], depth: plan.depth, nodes: plan.nodes)
        }
        var scores: [(cell: Int, score: Int32, searched: Bool)] = []
        var finished = 0
        for depth in 1...min(emptyCount, depthLimit ?? emptyCount) {
            guard let found = search.rootScores(side, depth: depth, all: allMoves, only: plan.defences, excluded: excluded) else { break }
            let best = found.filter(\.searched).map(\.score).max() ?? 0
            // NB: every move looks lost, but not proven lost (some replies were not searched):
            // the previous pass's choice stands, which an opponent may well not refute.
            if !allMoves, !scores.isEmpty, best <= GridSearch.likelyLost, best > -Score.proven { break }
            scores = found
            finished = depth
            if best >= Score.proven { break }
            // NB: one move only (a win, or the block of their only winning cell): nothing to choose.
            if !allMoves, found.count == 1 { break }
        }
        gridNodes += search.nodes
        if scores.isEmpty {
            let allowed = grid.candidateCells.filter { !excluded.contains($0) }
            scores = [(allowed.first ?? grid.playableCells.first { !excluded.contains($0) } ?? grid.candidateCells[0], 0, false)]
        }
        let complete = scores.filter(\.searched).count == grid.playableCells.count
        let ranked = scores.enumerated().sorted {
            ($0.element.searched ? 1 : 0, $0.element.score, -$0.offset) > ($1.element.searched ? 1 : 0, $1.element.score, -$1.offset)
        }
        let moves = ranked.map { entry -> (move: Move, value: Analysis.Value) in
            var score = entry.element.score
            // NB: a loss among the moves searched is proven only when every move was.
            if score <= -Score.proven, !complete { score = GridSearch.likelyLost }
            return (grid.move(of: entry.element.cell), Score.value(score, depth: entry.element.searched ? finished : 0, exact: false))
        }
        var ordered = moves
        if let win = plan.win, let index = ordered.firstIndex(where: { $0.move == grid.move(of: win) }) {
            // NB: a winning threat sequence beats whatever the evaluation says.
            ordered.remove(at: index)
            ordered.insert((grid.move(of: win), .estimate(depth: plan.depth, score: Int(Score.proven - 1))), at: 0)
        }
        return Analysis(rules: rules, value: ordered[0].value, moves: ordered, depth: finished, nodes: search.nodes + plan.nodes)
    }
}
