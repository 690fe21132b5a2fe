/// Alpha-beta for boards too big for one word (gomoku and the like), over a ``LineGrid``:
/// the candidates are the cells near stones, the best few by line score searched, with
/// immediate wins and forced blocks found first, the previous pass's best move tried first
/// (from a transposition table keyed by a Zobrist hash), and the line evaluation at the
/// leaves.
///
/// The search never claims more than it saw: a node whose moves were cut to the best few
/// is never reported as a proven loss (its score is clamped to "very bad" instead), so a
/// proven win is one where every reply of the loser was searched.
final class GridSearch {
    private(set) var grid: LineGrid
    private(set) var nodes = 0
    /// When to give up; checked every 16 positions.
    private var stop = SearchStop()
    var aborted: Bool { stop.aborted }
    /// How many candidates are searched at each node.
    let beam: Int
    /// The score given to a position lost among the moves searched, where other moves
    /// were not searched: bad, but not proven.
    static let likelyLost: Int32 = -(Score.proven - 100)
    static let evaluationLimit: Int32 = 20_000

    /// Positions searched before, kept from one call to the next.
    let table: TranspositionTable

    init(grid: LineGrid, table: TranspositionTable, beam: Int = 10) {
        self.grid = grid
        self.table = table
        self.beam = beam
    }

    func begin(deadline: ContinuousClock.Instant?) {
        stop.begin(deadline: deadline)
    }

    /// The static value for `side`, kept well inside the evaluation range.
    func evaluate(_ side: UInt8) -> Int32 {
        Int32(max(-Int(Self.evaluationLimit), min(Int(Self.evaluationLimit), grid.evaluation(for: side) / 4)))
    }

    /// The moves to search for `side`, best first, and whether that is every legal move.
    func orderedMoves(_ side: UInt8, among candidates: [Int], limit: Int) -> (cells: [Int], complete: Bool) {
        let scored = candidates.map { (cell: $0, score: grid.lineScore(at: $0, for: side)) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.cell < $1.cell }
        let cells = scored.prefix(limit).map(\.cell)
        return (cells, cells.count == grid.playableCount)
    }

    /// The score of the position for `side` to move, `depth` plies deep.
    func negamax(_ side: UInt8, depth: Int, ply: Int, alpha alphaIn: Int32, beta: Int32) -> Int32 {
        nodes &+= 1
        if nodes & 15 == 0 { stop.check() }
        if aborted { return 0 }
        let them = 3 - side
        // NB: every cell that completes a line is next to a stone, so among the candidates.
        let candidates = grid.candidateCells
        if candidates.isEmpty { return 0 }
        if candidates.contains(where: { grid.wouldWin(side, at: $0) }) { return Score.win &- Int32(ply &+ 1) }
        let theirWins = candidates.filter { grid.wouldWin(them, at: $0) }
        if theirWins.count >= 2 { return -(Score.win &- Int32(ply &+ 2)) }
        if grid.stoneCount &+ 1 == grid.cells.count { return 0 }
        if depth <= 0 { return evaluate(side) }
        var alpha = alphaIn
        let key = grid.hash
        var tableMove = -1
        if let entry = table.probe(key) {
            tableMove = entry.move
            if entry.depth >= depth {
                let score = Score.fromTable(entry.score, ply)
                switch entry.bound {
                case .exact: return score
                case .lower: if score >= beta { return score }
                case .upper: if score <= alpha { return score }
                }
            }
        }
        // NB: one cell wins for them: every other move loses at once, so the block is
        // the only move worth searching and the list is complete.
        var (moves, complete) = theirWins.isEmpty ? orderedMoves(side, among: candidates, limit: beam) : (theirWins, true)
        if tableMove >= 0, let index = moves.firstIndex(of: tableMove) {
            moves.insert(moves.remove(at: index), at: 0)
        } else if tableMove >= 0, theirWins.isEmpty, grid.isPlayable(tableMove) {
            moves.insert(tableMove, at: 0)
        }
        let alphaStart = alpha
        var best = -Score.infinity
        var bestMove = -1
        for cell in moves {
            grid.place(cell, side)
            let score = -negamax(them, depth: depth &- 1, ply: ply &+ 1, alpha: -beta, beta: -alpha)
            grid.remove(cell)
            if aborted { return 0 }
            if score > best {
                best = score
                bestMove = cell
                if score > alpha { alpha = score }
                if alpha >= beta { break }
            }
        }
        if !complete, best <= -Score.proven { best = Self.likelyLost }
        let bound: TranspositionTable.Bound = best <= alphaStart ? .upper : best >= beta ? .lower : .exact
        table.store(key, .init(score: Score.toTable(best, ply), bound: bound, depth: depth, move: bestMove))
        return best
    }

    /// Each root move worth searching with its score, `depth` plies deep, best first; nil
    /// when interrupted. With `all`, every legal move is listed, the ones outside the
    /// searched few with their static value.
    ///
    /// With `only`, the moves searched are those cells (the ones that stop a threat), the
    /// rest listed with their static value.
    func rootScores(_ side: UInt8, depth: Int, all: Bool, only: [Int]? = nil) -> [(cell: Int, score: Int32, searched: Bool)]? {
        let them = 3 - side
        let playable = grid.playableCells
        let wins = playable.filter { grid.wouldWin(side, at: $0) }
        let theirWins = playable.filter { grid.wouldWin(them, at: $0) }
        var searched: [Int]
        if !all, let win = wins.first {
            searched = [win]
        } else if !all, theirWins.count == 1 {
            searched = theirWins
        } else {
            searched = orderedMoves(side, among: grid.candidateCells, limit: beam).cells
            // NB: the previous pass's best move first, for the cut-offs.
            if let entry = table.probe(grid.hash), let index = searched.firstIndex(of: entry.move) {
                searched.insert(searched.remove(at: index), at: 0)
            }
            for cell in wins + theirWins where !searched.contains(cell) { searched.insert(cell, at: 0) }
            if let only, theirWins.isEmpty, wins.isEmpty {
                searched = searched.filter(only.contains) + only.filter { !searched.contains($0) }
            }
        }
        var results: [(cell: Int, score: Int32, searched: Bool)] = []
        var alpha = -Score.infinity
        for cell in searched {
            let score: Int32
            if grid.wouldWin(side, at: cell) {
                score = Score.win &- 1
            } else {
                grid.place(cell, side)
                // NB: with `all` every searched move gets an exact score (a full window).
                score = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: all ? Score.infinity : -alpha)
                grid.remove(cell)
            }
            if aborted { return nil }
            alpha = max(alpha, score)
            results.append((cell, score, true))
        }
        if all {
            for cell in playable where !searched.contains(cell) {
                grid.place(cell, side)
                let score = -evaluate(them)
                grid.remove(cell)
                results.append((cell, score, false))
            }
        }
        return results
    }
}
