/// Alpha-beta for boards too big for one word (gomoku and the like), over a ``LineGrid``
/// whose windows a ``LineTally`` keeps counted move by move: the candidates are the cells
/// near stones, the best few by line score searched, with immediate wins and forced blocks
/// found first (a forced block costs no depth), a move to two winning cells taken as the
/// win it is, every reply to the opponent's threat of two winning cells searched (and only
/// those), the previous pass's best move tried first (from a transposition table keyed by
/// a Zobrist hash), and the line evaluation at the leaves.
///
/// The search never claims more than it saw: a node whose moves were cut to the best few
/// is never reported as a proven loss (its score is clamped to "very bad" instead), so a
/// proven win is one where every reply of the loser was searched.
final class GridSearch {
    private(set) var grid: LineGrid
    /// The grid's windows counted, kept in step with it.
    let tally: LineTally
    private(set) var nodes = 0
    /// When to give up; checked every 16 positions.
    private var stop = SearchStop()
    /// The node count at which to give up.
    private var nodeStop = Int.max
    var aborted: Bool { stop.aborted }
    /// How many candidates are searched at each node.
    let beam: Int
    /// The score given to a position lost among the moves searched, where other moves
    /// were not searched: bad, but not proven.
    static let likelyLost: Int32 = -(Score.proven - 100)
    static let evaluationLimit: Int32 = 20_000
    /// The deepest ply a four at the horizon is followed to.
    static let horizonPlies = 48

    /// Positions searched before, kept from one call to the next.
    let table: GridTable

    init(grid: LineGrid, table: GridTable, beam: Int = 10) {
        self.grid = grid
        self.table = table
        self.beam = beam
        tally = LineTally(grid)
    }

    /// Puts `side`'s stone on `cell`, in the grid and its tally.
    @inline(__always)
    private func place(_ cell: Int, _ side: UInt8) {
        grid.place(cell, side)
        tally.place(cell, side)
    }

    /// Takes `side`'s stone off `cell`.
    @inline(__always)
    private func remove(_ cell: Int, _ side: UInt8) {
        grid.remove(cell)
        tally.remove(cell, side)
    }

    /// The cells worth a move: see ``LineGrid/candidateCells``, read from the tally.
    var candidates: [Int] {
        grid.candidateCells(near: tally.isNear)
    }

    /// The cells among `candidates` where `side` would win at once.
    func winningCells(_ side: UInt8, among candidates: [Int]) -> [Int] {
        tally.hasFour(side) ? candidates.filter { tally.wins(side, at: $0) } : []
    }

    /// Starts a search that stops at `deadline`, or once it has looked at `nodeLimit`
    /// more positions.
    func begin(deadline: ContinuousClock.Instant?, nodeLimit: Int? = nil) {
        stop.begin(deadline: deadline)
        nodeStop = nodeLimit.map { nodes &+ $0 } ?? .max
    }

    /// The static value for `side`, kept well inside the evaluation range.
    func evaluate(_ side: UInt8) -> Int32 {
        Int32(max(-Int(Self.evaluationLimit), min(Int(Self.evaluationLimit), tally.evaluation(for: side) / 4)))
    }

    /// Whether `side`, with no winning cell, makes two at once by playing on `cell`.
    @inline(__always)
    func makesTwoWins(_ side: UInt8, at cell: Int) -> Bool {
        tally.fourWindows(side, at: cell) >= 2 && grid.newWins(of: side, after: cell).count >= 2
    }

    /// When `them` (the side not to move, with no winning cell) has moves that make two
    /// winning cells at once: the cells where `side` stops them all, and every move of
    /// `side` that makes a four (which forces the reply); nil when they have no such move;
    /// empty when nothing stops them (the position is lost). Nil on gravity boards, where
    /// a stone changes which cells are playable.
    ///
    /// Exact: a stone of `side` only takes cells away from `them`, so it stops their move on
    /// a cell only by taking that cell, or one of its winning cells when it makes exactly two.
    func threatReplies(_ side: UInt8, among candidates: [Int]) -> [Int]? {
        guard !grid.gravity else { return nil }
        let them = 3 - side
        var common: [Int]?
        for cell in candidates where tally.fourWindows(them, at: cell) >= 2 {
            let threat = grid.newWins(of: them, after: cell)
            guard threat.count >= 2 else { continue }
            let stops = threat.count == 2 ? [cell, threat.first, threat.second] : [cell]
            common = common.map { $0.filter(stops.contains) } ?? stops
        }
        guard var replies = common else { return nil }
        for cell in candidates where tally.fourWindows(side, at: cell) >= 1 && !replies.contains(cell) { replies.append(cell) }
        return replies
    }

    /// The moves to search for `side`, best first, and whether that is every legal move.
    func orderedMoves(_ side: UInt8, among candidates: [Int], limit: Int) -> (cells: [Int], complete: Bool) {
        // NB: the best `limit` kept in order as they come (ties to the lower cell), no full sort.
        var cells: [Int] = [], scores: [Int] = []
        cells.reserveCapacity(limit + 1)
        scores.reserveCapacity(limit + 1)
        for cell in candidates {
            let score = tally.score(cell, for: side)
            if cells.count == limit, score <= scores[limit - 1] { continue }
            var at = cells.count
            while at > 0, scores[at - 1] < score { at -= 1 }
            cells.insert(cell, at: at)
            scores.insert(score, at: at)
            if cells.count > limit {
                cells.removeLast()
                scores.removeLast()
            }
        }
        return (cells, cells.count == grid.playableCount)
    }

    /// The score of the position for `side` to move, `depth` plies deep.
    func negamax(_ side: UInt8, depth: Int, ply: Int, alpha alphaIn: Int32, beta: Int32) -> Int32 {
        nodes &+= 1
        if nodes & 15 == 0 { stop.check() }
        if nodes >= nodeStop { stop.abort() }
        if aborted { return 0 }
        let them = 3 - side
        // NB: every cell that completes a line is next to a stone, so among the candidates.
        let candidates = self.candidates
        if candidates.isEmpty { return 0 }
        if tally.hasFour(side), candidates.contains(where: { tally.wins(side, at: $0) }) { return Score.win &- Int32(ply &+ 1) }
        let theirWins = winningCells(them, among: candidates)
        if theirWins.count >= 2 { return -(Score.win &- Int32(ply &+ 2)) }
        if grid.stoneCount &+ 1 == grid.cells.count { return 0 }
        // NB: with no winning cell for them, a move of ours to two winning cells at once
        // wins: they can block only one.
        if theirWins.isEmpty, !grid.gravity, candidates.contains(where: { makesTwoWins(side, at: $0) }) {
            return Score.win &- Int32(ply &+ 3)
        }
        // NB: with no winning cell for them, a move of theirs to two at once (an open four,
        // a double four) must be stopped now or answered with fours.
        let replies = theirWins.isEmpty ? threatReplies(side, among: candidates) : nil
        if let replies, replies.isEmpty { return -(Score.win &- Int32(ply &+ 4)) }
        if depth <= 0 {
            // NB: a four at the horizon is followed: its block is forced, so the position
            // after it is the one to judge (a few plies at most, each a single move).
            guard theirWins.count == 1, ply < Self.horizonPlies else { return evaluate(side) }
            place(theirWins[0], side)
            let score = -negamax(them, depth: 0, ply: ply &+ 1, alpha: -beta, beta: -alphaIn)
            remove(theirWins[0], side)
            return score
        }
        var alpha = alphaIn
        let key = grid.hash
        var tableMove = -1
        if let entry = table.probe(key) {
            tableMove = entry.move
            if let score = entry.settles(depth: depth, ply: ply, alpha: alpha, beta: beta) { return score }
        }
        // NB: one cell wins for them: every other move loses at once, so the block is
        // the only move worth searching and the list is complete. Likewise the replies to
        // a threat of two winning cells: any other move lets them make it.
        var (moves, complete) = !theirWins.isEmpty ? (theirWins, true)
            : replies.map { (orderedMoves(side, among: $0, limit: $0.count).cells, true) }
            ?? orderedMoves(side, among: candidates, limit: beam)
        if tableMove >= 0, let index = moves.firstIndex(of: tableMove) {
            moves.insert(moves.remove(at: index), at: 0)
        } else if tableMove >= 0, theirWins.isEmpty, replies == nil, grid.isPlayable(tableMove) {
            moves.insert(tableMove, at: 0)
        }
        let forced = theirWins.count == 1 && ply < Self.horizonPlies
        let alphaStart = alpha
        var best = -Score.infinity
        var bestMove = -1
        for cell in moves {
            place(cell, side)
            // NB: a forced block costs no depth: the chain of fours is seen to its end.
            let score = -negamax(them, depth: forced ? depth : depth &- 1, ply: ply &+ 1, alpha: -beta, beta: -alpha)
            remove(cell, side)
            if aborted { return 0 }
            if score > best {
                best = score
                bestMove = cell
                if score > alpha { alpha = score }
                if alpha >= beta { break }
            }
        }
        if !complete, best <= -Score.proven { best = Self.likelyLost }
        let bound: GridTable.Bound = best <= alphaStart ? .upper : best >= beta ? .lower : .exact
        table.store(key, .init(score: Score.toTable(best, ply), bound: bound, depth: depth, move: bestMove))
        return best
    }

    /// Each root move worth searching with its score, `depth` plies deep, best first; nil
    /// when interrupted. With `all`, every legal move is listed, the ones outside the
    /// searched few with their static value.
    ///
    /// With `only`, the moves searched are those cells (the ones that stop a threat), the
    /// rest listed with their static value.
    ///
    /// Cells in `excluded` (X's forbidden points under renju) are never among the moves.
    func rootScores(
        _ side: UInt8, depth: Int, all: Bool, only: [Int]? = nil, excluded: Set<Int> = []
    ) -> [(cell: Int, score: Int32, searched: Bool)]? {
        let them = 3 - side
        let playable = excluded.isEmpty ? grid.playableCells : grid.playableCells.filter { !excluded.contains($0) }
        let wins = winningCells(side, among: playable)
        let theirWins = winningCells(them, among: playable)
        var searched: [Int]
        if !all, let win = wins.first {
            searched = [win]
        } else if !all, theirWins.count == 1 {
            searched = theirWins
        } else {
            let candidates = self.candidates
            let replies = theirWins.isEmpty ? threatReplies(side, among: candidates) : nil
            if let replies, !replies.isEmpty, !all {
                // NB: their threat of two winning cells: only its replies can hold.
                searched = orderedMoves(side, among: replies, limit: replies.count).cells
                let stopping = searched.filter { only?.contains($0) ?? false }
                if !stopping.isEmpty { searched = stopping }
            } else {
                searched = orderedMoves(side, among: candidates, limit: beam).cells
                for cell in replies ?? [] where !searched.contains(cell) { searched.append(cell) }
            }
            // NB: the previous pass's best move first, for the cut-offs.
            if let entry = table.probe(grid.hash), let index = searched.firstIndex(of: entry.move) {
                searched.insert(searched.remove(at: index), at: 0)
            }
            for cell in wins + theirWins where !searched.contains(cell) { searched.insert(cell, at: 0) }
            if let only, theirWins.isEmpty, wins.isEmpty, replies?.isEmpty ?? true {
                searched = searched.filter(only.contains) + only.filter { !searched.contains($0) }
            }
        }
        if !excluded.isEmpty {
            searched = searched.filter { !excluded.contains($0) }
            if searched.isEmpty {
                searched = orderedMoves(side, among: candidates.filter { !excluded.contains($0) }, limit: beam).cells
            }
            if searched.isEmpty, let first = playable.first { searched = [first] }
        }
        var results: [(cell: Int, score: Int32, searched: Bool)] = []
        var alpha = -Score.infinity
        for cell in searched {
            let score: Int32
            if tally.wins(side, at: cell) {
                score = Score.win &- 1
            } else {
                place(cell, side)
                // NB: with `all` every searched move gets an exact score (a full window).
                score = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: all ? Score.infinity : -alpha)
                remove(cell, side)
            }
            if aborted { return nil }
            alpha = max(alpha, score)
            results.append((cell, score, true))
        }
        if all {
            for cell in playable where !searched.contains(cell) {
                place(cell, side)
                let score = -evaluate(them)
                remove(cell, side)
                results.append((cell, score, false))
            }
        }
        return results
    }
}
