import GameCore

/// The principal variation search itself: a node (``negamax(_:depth:ply:alpha:beta:excluded:)``)
/// and the root's moves (``rootScores(_:depth:moves:allMoves:)``).
extension PatternSearch {
    /// The score of the position for `side` to move, `depth` plies deep; with `excluded`, of
    /// its moves but that one (the singular extension's test: neither read from the table
    /// nor stored, nor pruned or reduced before its moves).
    func negamax(_ side: UInt8, depth: Int, ply: Int, alpha alphaIn: Int32, beta: Int32, excluded: Int = -1) -> Int32 {
        nodes &+= 1
        if nodes & 15 == 0 { stop.check() }
        if nodes &+ vcfNodes >= nodeStop { stop.abort() }
        if aborted { return 0 }
        let them = 3 - side
        if board.count(side, .five) > 0 { return Score.win &- Int32(ply &+ 1) }
        if board.stoneCount == board.cellCount { return 0 }
        var forced: [Int]?
        if board.count(them, .five) > 0 {
            let stops = blocks(against: them, by: side)
            if stops.isEmpty { return -(Score.win &- Int32(ply &+ 2)) }
            forced = stops
        } else if board.count(side, .flexFour) > 0, board.rule != .caro {
            // NB: under caro a straight four between two of their stones can be stopped.
            return Score.win &- Int32(ply &+ 3)
        } else if let win = quickWin(side, ply: ply) {
            return win
        }
        if ply >= Self.maximumPly { return evaluate(side) }
        if depth <= 0, forced == nil {
            // NB: a short chain of fours at the horizon: a win the evaluation would not see.
            // NB: only where a four with an open three is there to play: the chains from two
            // fours cost two thirds of the positions and, measured, lost strength.
            if board.count(side, .fourThree) > 0,
               let chain = victoryByFours(side, depth: Self.leafFours) {
                return Score.win &- Int32(ply &+ chain.count &+ 2)
            }
            return evaluate(side)
        }
        var alpha = alphaIn
        let key = Self.tableKey(board.hash, side)
        var tableMove = -1
        var tableEntry: GridTable.Entry?
        counters[0] &+= 1
        if let entry = table.probe(key) {
            counters[1] &+= 1
            tableMove = entry.move
            tableEntry = entry
            if excluded < 0, let score = entry.settles(depth: depth, ply: ply, alpha: alpha, beta: beta) {
                counters[2] &+= 1
                return score
            }
        }
        // NB: near the horizon, away from the principal variation, with no threat to answer
        // and no mate in sight: a position whose evaluation is far above beta, or far below
        // alpha with no four-three of ours to turn it, is not searched (reverse futility
        // pruning and razoring; not in `search-v2`; measured in docs/SEARCH-EXPERIMENTS.md).
        if edition >= .v3, excluded < 0, forced == nil, beta &- alpha == 1, depth <= Self.marginDepth,
           beta < Self.marginBound, alpha > -Self.marginBound, board.count(them, .flexFour) == 0 {
            let value = evaluate(side)
            if value &- Self.futilityMargin &* Int32(depth) >= beta { return value }
            if value &+ Self.razorMargin &* Int32(depth) < alpha, board.count(side, .fourThree) == 0 { return value }
        }
        // NB: a node the table knows no move for is searched a ply shallower (internal
        // iterative reduction; not in `search-v2`): its moves come in a worse order, and a
        // node that matters is met again in the next pass with the move it found.
        var depth = depth
        if edition >= .v3, excluded < 0, depth >= Self.iterativeReductionDepth, tableMove < 0, forced == nil { depth &-= 1 }
        // NB: the table's move, when every other move searched half as deep stays below its
        // stored score (less a margin), is searched a ply deeper (singular extension; not in
        // `search-v2`); when even without it the node fails high, it is cut off at once.
        var singular = -1
        if edition >= .v3, excluded < 0, forced == nil, depth >= Self.singularDepth, let entry = tableEntry, tableMove >= 0,
           entry.bound != .upper, entry.depth &+ 2 >= depth, board.count(them, .flexFour) == 0 {
            let stored = Score.fromTable(entry.score, ply)
            if stored < Self.marginBound, stored > -Self.marginBound {
                let singularBeta = stored &- Self.singularMargin &* Int32(depth)
                let value = negamax(side, depth: depth / 2, ply: ply, alpha: singularBeta &- 1, beta: singularBeta, excluded: tableMove)
                if aborted { return 0 }
                if value < singularBeta {
                    singular = tableMove
                } else if singularBeta >= beta {
                    return singularBeta
                }
            }
        }
        let moves = moveStack + ply &* moveStride
        var count = 0
        var complete = true
        if let forced {
            for cell in forced {
                moves[count] = cell
                count &+= 1
            }
        } else if board.count(them, .flexFour) > 0 {
            count = order(side, moves, count: defences(side, into: moves))
            if count == 0 { return board.rule == .caro ? Self.likelyLost : -(Score.win &- Int32(ply &+ 4)) }
            promote(tableMove, side, in: moves, count: &count, adding: false)
        } else {
            let found = orderedNearMoves(side, into: moves, limit: beam)
            count = found.count
            complete = found.count >= found.near
            // NB: the table's move, then the killers, first.
            promote(killers[ply &* 2 &+ 1], side, in: moves, count: &count, adding: true)
            promote(killers[ply &* 2], side, in: moves, count: &count, adding: true)
            promote(tableMove, side, in: moves, count: &count, adding: true)
        }
        let alphaStart = alpha
        var best = -Score.infinity
        var bestMove = -1
        counters[3] &+= 1
        var index = 0
        var widened = false
        while true {
            if index == count {
                // NB: every move of the beam loses, or is likely lost (a node below left moves
                // out; needed since the pruning near the horizon: a test's answer was missed
                // without it): before the node is called lost, the moves the beam left out
                // that make a threat of its own or stop one of theirs are searched too (an open
                // three that turns the block of their next four into a four of ours, say: the
                // answer to a chain of fours that its own cells do not hold).
                guard !widened, !complete, best <= Self.likelyLost, edition >= .v3 else { break }
                widened = true
                board.forEachNearCell { cell in
                    let own = board.threat(side, at: cell)
                    guard own != .forbidden, own >= .three || board.threat(them, at: cell) >= .three else { return }
                    for listed in 0..<count where moves[listed] == cell { return }
                    moves[count] = cell
                    count &+= 1
                }
                if index == count { break }
            }
            let cell = moves[index]
            if cell == excluded {
                index &+= 1
                continue
            }
            counters[4] &+= 1
            let threat = board.threat(side, at: cell)
            let tactical = forced != nil || threat >= .three || board.threat(them, at: cell) >= .three
            // NB: a forced block costs no depth: a chain of fours is seen to its end.
            let next = (forced != nil ? depth : depth &- 1) &+ (cell == singular ? 1 : 0)
            // NB: the reply's bucket is fetched while the stone's patterns are updated: the
            // table's cache miss was three quarters of this function's own time.
            table.prefetch(Self.tableKey(board.hash(placing: cell, side), them))
            board.place(cell, side)
            var score: Int32
            if index == 0 {
                score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -beta, beta: -alpha)
            } else {
                let reduction = tactical ? 0 : reduction(depth: depth, index: index)
                score = -negamax(them, depth: next &- reduction, ply: ply &+ 1, alpha: -alpha &- 1, beta: -alpha)
                if score > alpha, reduction > 0, !aborted {
                    score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -alpha &- 1, beta: -alpha)
                }
                if score > alpha, score < beta, !aborted {
                    score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -beta, beta: -alpha)
                }
            }
            board.remove(cell, side)
            if aborted { return 0 }
            if score > best {
                best = score
                bestMove = cell
                if score > alpha { alpha = score }
                if alpha >= beta {
                    counters[5] &+= 1
                    if index == 0 { counters[6] &+= 1 }
                    if !tactical, killers[ply &* 2] != cell {
                        killers[ply &* 2 &+ 1] = killers[ply &* 2]
                        killers[ply &* 2] = cell
                    }
                    history[cell &* 2 &+ Int(side) &- 1] &+= Int32(depth &* depth)
                    break
                }
            }
            index &+= 1
        }
        if !complete, best <= -Score.proven { best = Self.likelyLost }
        if excluded >= 0 { return best }
        let bound: GridTable.Bound = best <= alphaStart ? .upper : best >= beta ? .lower : .exact
        table.store(key, .init(score: Score.toTable(best, ply), bound: bound, depth: depth, move: bestMove))
        return best
    }

    /// Each root move searched with its score, `depth` plies deep, in the order given, and
    /// whether every move was: when interrupted, the moves searched before, whose scores
    /// hold (the first's exactly; a later one's as a bound no better than the best before it
    /// unless searched again in full). `moves` are the legal root moves to search. Without
    /// `allMoves`, a move that is not the best may have only a bound for its score (a null
    /// window).
    func rootScores(_ side: UInt8, depth: Int, moves: [Int], allMoves: Bool) -> (scores: [(cell: Int, score: Int32)], complete: Bool) {
        let them = 3 - side
        var results: [(cell: Int, score: Int32)] = []
        var alpha = -Score.infinity
        for (index, cell) in moves.enumerated() {
            let score: Int32
            if board.threat(side, at: cell) == .five {
                score = Score.win &- 1
            } else {
                board.place(cell, side)
                if index == 0 || allMoves {
                    score = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: Score.infinity)
                } else {
                    var found = -negamax(them, depth: depth &- 1, ply: 1, alpha: -alpha &- 1, beta: -alpha)
                    if found > alpha, !aborted {
                        found = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: -alpha)
                    }
                    score = found
                }
                board.remove(cell, side)
            }
            if aborted { return (results, false) }
            alpha = max(alpha, score)
            results.append((cell, score))
        }
        return (results, true)
    }
}
