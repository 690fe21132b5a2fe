public import GameCore

/// The heuristic's choice: win if it can, block if it must, else the best square by open lines.
///
/// In order: a move that wins at once; a move that blocks the opponent's immediate win;
/// else the candidate with the best score, where the score adds up the open lines through
/// the cell (see ``LineGrid/lineScore(at:for:)``) and the tactics of forks: a move that
/// makes two immediate threats wins; a cell where the opponent would make two is taken
/// first; a threat whose forced answer gives the opponent two is avoided. In gravity games
/// the candidates are the landing cells, and a move under the opponent's winning cell is
/// avoided. Ties are broken by the generator.
public enum LineHeuristic {
    /// Why the heuristic chose its move.
    public enum Reason: Sendable, Hashable {
        /// The move wins at once.
        case win
        /// The move blocks one of the opponent's immediate wins; `threats` is how many it
        /// had (with two or more, the game is lost).
        case block(threats: Int)
        /// The best square: `score` adds up the open lines through it (the tactics of
        /// forks not counted).
        case lines(score: Int)
    }

    /// The heuristic's move on `board`, ties broken by `generator`.
    /// - Precondition: the game on `board` is not over.
    public static func bestMove(on board: Board, tieBreak generator: inout SplitMix64) -> Move {
        choice(on: board, tieBreak: &generator).move
    }

    /// The heuristic's move on `board`, ties broken by `generator`, and why it chose it.
    /// - Precondition: the game on `board` is not over.
    public static func choice(on board: Board, tieBreak generator: inout SplitMix64) -> (move: Move, reason: Reason) {
        precondition(!board.isOver, "No legal move: the game is over.")
        var grid = LineGrid(board)
        let me = LineGrid.side(board.sideToMove), them = 3 - me
        guard board.rules.winRule != .freestyle else {
            let (cell, reason) = bestCell(in: &grid, me: me, them: them, tieBreak: &generator)
            return (grid.move(of: cell), reason)
        }
        // NB: the grid counts k or more as a win. Under the other rules a cell it thinks wins
        // is checked on the board (an overline, a blocked five), and X's forbidden cells under
        // renju are never played. The opponent's threats stay as the grid sees them: blocking
        // one that would not have won costs a move, never a game.
        let forbidden = Set(board.forbiddenMoves.map { grid.cell(of: $0) })
        let rows = grid.rows
        // NB: cells are numbered column * rows + row (LineGrid's numbering).
        let (cell, reason) = bestCell(
            in: &grid, me: me, them: them, tieBreak: &generator, allowed: { !forbidden.contains($0) },
            wins: { cell in (try? board.playing(Move(column: cell / rows, row: cell % rows)))?.winner == board.sideToMove })
        return (grid.move(of: cell), reason)
    }

    /// Scores past these are tactics, not lines.
    static let forcedWin = 1 << 50, forkBlock = 1 << 40, forcing = 1 << 30

    static func bestCell(
        in grid: inout LineGrid, me: UInt8, them: UInt8, tieBreak generator: inout SplitMix64,
        allowed: (Int) -> Bool = { _ in true }, wins: ((Int) -> Bool)? = nil
    ) -> (cell: Int, reason: Reason) {
        let playable = grid.playableCells.filter(allowed)
        // NB: under every rule but freestyle, forbidden cells may be all that is left; then
        // any empty cell is as good (or bad) as another.
        guard !playable.isEmpty else {
            let cell = grid.playableCells[0]
            return (cell, .lines(score: grid.lineFacts(at: cell, for: me).score))
        }
        if let win = playable.first(where: { grid.wouldWin(me, at: $0) && wins?($0) != false }) { return (win, .win) }
        let blocks = playable.filter { grid.wouldWin(them, at: $0) }
        if !blocks.isEmpty {
            // NB: with two or more the game is lost anyway; block the one that scores best.
            let cell = pick(blocks, scores: blocks.map { grid.lineScore(at: $0, for: me) }, &generator)
            return (cell, .block(threats: blocks.count))
        }
        var candidates = grid.candidateCells.filter(allowed)
        if candidates.isEmpty { candidates = playable }
        let facts = candidates.map { grid.lineFacts(at: $0, for: me) }
        // NB: a threat needs a window that holds k - 2 of one side and none of the other's
        // before the move (in gravity games the cell above may also become playable).
        let threatFloor = grid.k - 2
        var theirForks: Set<Int> = []
        for (cell, fact) in zip(candidates, facts) where grid.gravity || fact.theirs >= threatFloor {
            if grid.threats(of: them, after: cell).count >= 2 { theirForks.insert(cell) }
        }
        var scores: [Int] = []
        scores.reserveCapacity(candidates.count)
        for (cell, fact) in zip(candidates, facts) {
            scores.append(score(of: cell, in: &grid, me: me, them: them, lineScore: fact.score,
                                canThreaten: grid.gravity || fact.mine >= threatFloor, theirForks: theirForks))
        }
        let cell = pick(candidates, scores: scores, &generator)
        return (cell, .lines(score: facts[candidates.firstIndex(of: cell)!].score))
    }

    /// The line score of `cell` for `me`, with the fork tactics on top.
    static func score(
        of cell: Int, in grid: inout LineGrid, me: UInt8, them: UInt8, lineScore: Int, canThreaten: Bool, theirForks: Set<Int>
    ) -> Int {
        var score = lineScore
        let mine = canThreaten ? grid.threats(of: me, after: cell) : (count: 0, first: -1, second: -1)
        if mine.count >= 2 {
            score += forcedWin
        } else if mine.count == 1 {
            // The opponent must answer on `mine.first`; that answer must not make a fork.
            grid.place(cell, me)
            let answer = grid.threats(of: them, after: mine.first)
            grid.remove(cell)
            score += answer.count >= 2 ? -forcedWin : (theirForks.isEmpty ? 1 << 6 : forcing)
        }
        if theirForks.contains(cell) { score += forkBlock }
        if grid.gravity, grid.row(of: cell) + 1 < grid.rows {
            // NB: a stone here makes the cell above playable, for both sides.
            let above = cell + 1
            if grid.wouldWin(them, at: above) { score -= forcedWin * 2 }
            else if grid.wouldWin(me, at: above) { score -= 1 << 12 }
        }
        return score
    }

    /// The cell with the highest score, ties broken by `generator`.
    static func pick(_ cells: [Int], scores: [Int], _ generator: inout SplitMix64) -> Int {
        var best = Int.min
        var tied: [Int] = []
        for (cell, value) in zip(cells, scores) {
            if value > best {
                best = value
                tied = [cell]
            } else if value == best {
                tied.append(cell)
            }
        }
        return tied.count == 1 ? tied[0] : tied[generator.next(below: tied.count)]
    }
}
