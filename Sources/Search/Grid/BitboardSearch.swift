/// Negamax with alpha-beta on one-word bitboards, for boards of at most 64 bits (3x3, 4x4,
/// 5x5, connect four, ...): a transposition table keyed by the position under the board's
/// symmetries, immediate wins and forced blocks found by word operations, and moves tried
/// best first (the table's move, then the cells on the most lines).
///
/// Scores are from the side to move's point of view: `Score.win - p` for a win `p` plies
/// from the root, its negation for a loss, 0 for a draw, and a small evaluation where the
/// depth runs out first. Searching at a depth of at least the empty cells is exact.
final class BitboardSearch {
    let geometry: BitboardGeometry
    let table: GridTable
    /// Positions visited since the search object was made.
    private(set) var nodes = 0
    /// When to give up; checked every 1,024 positions.
    private var stop = SearchStop()
    /// The position count at which the search stops (a node limit), or `Int.max`.
    private var nodeStop = Int.max
    /// Set once the deadline passed or the task was cancelled: the results of the
    /// interrupted search are worthless.
    var aborted: Bool { stop.aborted }
    /// Symmetric keys are used from this many empty cells up.
    private let symmetryFromEmpty = 3
    /// Move lists, 64 slots per ply.
    private var moveBuffer: [Int]

    init(geometry: BitboardGeometry, tableEntries: Int) {
        self.geometry = geometry
        table = GridTable(entries: tableEntries)
        moveBuffer = Array(repeating: 0, count: 64 * 66)
    }

    /// Starts a new search that stops at `deadline`, or once it has looked at `nodeLimit`
    /// more positions: clears the abort flag.
    func begin(deadline: ContinuousClock.Instant?, nodeLimit: Int? = nil) {
        stop.begin(deadline: deadline)
        nodeStop = nodeLimit.map { nodes &+ max($0, 1) } ?? .max
    }

    /// The static value for the side to move: threats, then cells on many lines.
    @inline(__always)
    func evaluate(_ me: UInt64, _ opp: UInt64, _ empty: UInt64) -> Int32 {
        let g = geometry
        var score = Int32(g.winningCells(me, empty).nonzeroBitCount &- g.winningCells(opp, empty).nonzeroBitCount) &* 16
        var bits = me
        while bits != 0 {
            score &+= g.weights[bits.trailingZeroBitCount]
            bits &= bits &- 1
        }
        bits = opp
        while bits != 0 {
            score &-= g.weights[bits.trailingZeroBitCount]
            bits &= bits &- 1
        }
        return score
    }

    /// The score of the position where `me` is to move against `opp`, searched `depth`
    /// plies deep, `ply` plies from the root, within the window (alpha, beta).
    func negamax(_ me: UInt64, _ opp: UInt64, depth: Int, ply: Int, alpha alphaIn: Int32, beta betaIn: Int32) -> Int32 {
        nodes &+= 1
        if nodes & 1023 == 0 { stop.check() }
        if nodes >= nodeStop { stop.abort() }
        if aborted { return 0 }
        let g = geometry
        let occupied = me | opp
        let empty = g.boardMask & ~occupied
        if empty == 0 { return 0 }
        let playable = g.gravity ? (occupied &+ g.bottomMask) & g.boardMask : empty
        if g.winningCells(me, empty) & playable != 0 { return Score.win &- Int32(ply &+ 1) }
        let theirWins = g.winningCells(opp, empty) & playable
        // NB: two cells that win for them cannot both be blocked.
        if theirWins & (theirWins &- 1) != 0 { return -(Score.win &- Int32(ply &+ 2)) }
        let emptyCount = empty.nonzeroBitCount
        if emptyCount == 1 { return 0 }
        if depth <= 0 { return evaluate(me, opp, empty) }

        var alpha = alphaIn, beta = betaIn
        // NB: no win before our next move but one, no loss before their next move.
        let bestPossible = Score.win &- Int32(ply &+ 3)
        if beta > bestPossible {
            beta = bestPossible
            if alpha >= beta { return beta }
        }
        let worstPossible = -(Score.win &- Int32(ply &+ 2))
        if alpha < worstPossible {
            alpha = worstPossible
            if alpha >= beta { return alpha }
        }

        let effectiveDepth = min(depth, emptyCount)
        let (key, symmetry) = emptyCount >= symmetryFromEmpty ? g.canonicalKey(me, opp) : (g.key(me, opp), -1)
        var tableMove = -1
        if let entry = table.probe(key) {
            if entry.move >= 0 { tableMove = symmetry < 0 ? entry.move : g.symmetries[symmetry].backward[entry.move] }
            if entry.depth >= effectiveDepth {
                let score = Score.fromTable(entry.score, ply)
                switch entry.bound {
                case .exact: return score
                case .lower: if score >= beta { return score }
                case .upper: if score <= alpha { return score }
                }
            }
        }

        // The moves: the forced block, else every playable cell, the table's move first.
        let moves = theirWins != 0 ? theirWins : playable
        let base = ply &* 64
        var count = 0
        if tableMove >= 0, moves & (1 &<< UInt64(tableMove)) != 0 {
            moveBuffer[base] = tableMove
            count = 1
        }
        if theirWins != 0 {
            if count == 0 {
                moveBuffer[base] = theirWins.trailingZeroBitCount
                count = 1
            }
        } else {
            for bit in g.order where moves & (1 &<< UInt64(bit)) != 0 && bit != tableMove {
                moveBuffer[base &+ count] = bit
                count &+= 1
            }
        }

        let alphaStart = alpha
        var bestScore = -Score.infinity
        var bestMove = -1
        for i in 0..<count {
            let bit = moveBuffer[base &+ i]
            let score = -negamax(opp, me | (1 &<< UInt64(bit)), depth: depth &- 1, ply: ply &+ 1, alpha: -beta, beta: -alpha)
            if aborted { return 0 }
            if score > bestScore {
                bestScore = score
                bestMove = bit
                if score > alpha {
                    alpha = score
                    if alpha >= beta { break }
                }
            }
        }
        let bound: GridTable.Bound = bestScore <= alphaStart ? .upper : bestScore >= beta ? .lower : .exact
        let storedMove = symmetry < 0 ? bestMove : g.symmetries[symmetry].forward[bestMove]
        table.store(key, .init(score: Score.toTable(bestScore, ply), bound: bound, depth: effectiveDepth, move: storedMove))
        return bestScore
    }

    /// The root's moves in the order they are tried: a winning move or the forced block
    /// alone when there is one, else the table's move first, then by static worth.
    func rootMoves(_ me: UInt64, _ opp: UInt64, all: Bool) -> [Int] {
        let g = geometry
        let occupied = me | opp
        let empty = g.boardMask & ~occupied
        let playable = g.gravity ? (occupied &+ g.bottomMask) & g.boardMask : empty
        var first = -1
        if !all {
            let wins = g.winningCells(me, empty) & playable
            if wins != 0 { return [g.order.first { wins & (1 &<< UInt64($0)) != 0 }!] }
            let theirWins = g.winningCells(opp, empty) & playable
            if theirWins != 0 { return [g.order.first { theirWins & (1 &<< UInt64($0)) != 0 }!] }
        }
        let (key, symmetry) = g.canonicalKey(me, opp)
        if let entry = table.probe(key), entry.move >= 0 {
            first = symmetry < 0 ? entry.move : g.symmetries[symmetry].backward[entry.move]
        }
        var moves = g.order.filter { playable & (1 &<< UInt64($0)) != 0 && $0 != first }
        if first >= 0, playable & (1 &<< UInt64(first)) != 0 { moves.insert(first, at: 0) }
        return moves
    }

    /// The best move at the root and its score, searched `depth` plies deep with
    /// alpha-beta; nil when the search was interrupted.
    func bestMove(_ me: UInt64, _ opp: UInt64, depth: Int) -> (bit: Int, score: Int32)? {
        let moves = rootMoves(me, opp, all: false)
        var alpha = -Score.infinity
        var best: (bit: Int, score: Int32)?
        for bit in moves {
            let score = childScore(me, opp, bit, depth: depth, alpha: alpha, beta: Score.infinity)
            if aborted { return nil }
            if best == nil || score > best!.score {
                best = (bit, score)
                alpha = max(alpha, score)
            }
        }
        if let best {
            let (key, symmetry) = geometry.canonicalKey(me, opp)
            let stored = symmetry < 0 ? best.bit : geometry.symmetries[symmetry].forward[best.bit]
            let emptyCount = (geometry.boardMask & ~(me | opp)).nonzeroBitCount
            table.store(key, .init(score: best.score, bound: .exact, depth: min(depth, emptyCount), move: stored))
        }
        return best
    }

    /// The score of playing `bit` at the root, from the root's point of view.
    func childScore(_ me: UInt64, _ opp: UInt64, _ bit: Int, depth: Int, alpha: Int32, beta: Int32) -> Int32 {
        let mine = me | (1 &<< UInt64(bit))
        let g = geometry
        // NB: a move that completes a line ends the game; the search below assumes it goes on.
        if g.winningCells(me, g.boardMask & ~(me | opp)) & (1 &<< UInt64(bit)) != 0 { return Score.win &- 1 }
        return -negamax(opp, mine, depth: depth &- 1, ply: 1, alpha: -beta, beta: -alpha)
    }
}
