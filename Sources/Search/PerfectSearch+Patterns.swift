import GameCore

extension PerfectSearch {
    /// The share of the node limit and of the time the root's threat searches may take.
    static let rootThreatShare = 4
    /// The longest chain of fours the root looks for (its own, then the opponent's).
    static let rootFours = 12
    /// The most attacker moves in a win by fours and threes the root looks for, and the
    /// positions it looks at without a node limit.
    static let rootThrees = 4
    static let rootThreatNodes = 20_000
    /// Against the opponent's win by fours and threes (VCT): the most of its moves looked
    /// for, the share (in hundredths) of the root's threat budget spent finding one, and
    /// the fewest positions each defence is tried with.
    static let defenceThrees = 4
    static let defenceFirstShare = 20
    static let defenceCellNodes = 100

    /// Big boards with k = 4 or 5 and no gravity: threats, then principal variation search
    /// over a ``PatternBoard``, under the board's rule.
    func analyzeWithPatterns(_ board: Board, deadline: ContinuousClock.Instant?, allMoves: Bool) -> Analysis {
        let patterns = PatternBoard(board, weights: weights)
        let search = PatternSearch(board: patterns, table: gridTable!, edition: edition)
        // NB: a new generation in the table: the deepest entries of the game's earlier
        // moves give way to this one's (measured +14 ± 49 at 20,000 positions a move).
        if edition >= .v3 { gridTable!.newSearch() }
        let stop = deadline ?? .now + .seconds(1)
        let side: UInt8 = board.sideToMove == .x ? 1 : 2
        let them = 3 - side
        let rows = rules.rows
        func move(_ cell: Int) -> Move { Move(column: cell / rows, row: cell % rows) }
        func cell(_ move: Move) -> Int { move.column * rows + move.row }
        // NB: the exact rule at the root: X's forbidden points under renju are never moves.
        let excluded = Set(board.forbiddenMoves.map(cell))
        let legal = (0..<patterns.cellCount).filter { patterns.stone($0) == 0 && !excluded.contains($0) }
        guard !legal.isEmpty else {
            // NB: under renju X's empty cells may all be forbidden. The game is not over and
            // X must move: any of them is as good (or as bad) as another, and the referee
            // rules it lost, as Gomocup's referees do (the heuristic player does the same).
            let stuck = excluded.min().map { [(move: move($0), value: Analysis.Value.loss(inMoves: 0))] } ?? []
            return Analysis(rules: rules, value: .loss(inMoves: 0), moves: stuck, depth: 0, nodes: 0)
        }
        /// `first` with `value`, then (in an analysis of every move) the other legal moves, unsearched.
        func leading(_ first: Int, _ value: Analysis.Value) -> [(move: Move, value: Analysis.Value)] {
            let rest = allMoves ? legal.filter { $0 != first }.map { (move: move($0), value: Analysis.Value.estimate(depth: 0, score: 0)) } : []
            return [(move(first), value)] + rest
        }
        let started = ContinuousClock.now
        let threatStop = started + (stop - started) / Self.rootThreatShare
        search.begin(deadline: threatStop, nodeLimit: nodeLimit.map { max($0 / Self.rootThreatShare, 1) })
        defer {
            gridNodes += search.nodes + search.vcfNodes
            search.statistics.time = ContinuousClock.now - started
            lastStatistics = search.currentStatistics
        }

        // A win by fours (or at once) is proven: played at once.
        if let chain = search.victoryByFours(side, depth: Self.rootFours), let first = chain.first, !excluded.contains(first) {
            var after = board
            var attackerMoves = 0
            for (index, step) in chain.enumerated() {
                if index % 2 == 0 { attackerMoves += 1 }
                if (try? after.play(move(step))) == nil { break }
            }
            let inMoves = after.isOver ? attackerMoves : attackerMoves + 1
            let value = Analysis.Value.win(inMoves: inMoves)
            return Analysis(
                rules: rules, value: value, moves: leading(first, value), depth: chain.count, nodes: search.nodes + search.vcfNodes,
                line: chain.map(move), proof: chain.count > 1 ? "VCF" : nil)
        }
        // A win by fours and threes, for an analysis (hint, analyze): likely, not proven (the
        // rule's finer points are seen along the lines only), so given as the best found. Not
        // in play: measured, its positions were better spent on the main search.
        if searchesThrees, allMoves, patterns.count(them, .five) == 0, patterns.count(them, .flexFour) == 0,
           let win = search.victoryByThreats(side, depth: Self.rootThrees, nodeLimit: nodeLimit.map { max($0 / Self.rootThreatShare, 1) } ?? Self.rootThreatNodes),
           !excluded.contains(win) {
            let value = Analysis.Value.estimate(depth: 2 * Self.rootThrees + 1, score: Int(Score.proven - 1))
            return Analysis(rules: rules, value: value, moves: leading(win, value), depth: 2 * Self.rootThrees + 1, nodes: search.nodes + search.vcfNodes)
        }
        // The moves worth searching.
        var candidates: [Int]
        var complete = false
        if patterns.count(them, .five) > 0 {
            candidates = search.blocks(against: them, by: side).filter { !excluded.contains($0) }
            complete = true
        } else if patterns.count(them, .flexFour) > 0 {
            candidates = search.defences(side).filter { !excluded.contains($0) }
            complete = true
            if candidates.isEmpty {
                // NB: nothing stops them: the move that makes them work hardest.
                candidates = search.orderedMoves(side, among: patterns.nearCells(), limit: 2 * search.beam).filter { !excluded.contains($0) }
            }
        } else {
            candidates = search.orderedMoves(side, among: patterns.nearCells(), limit: 2 * search.beam).filter { !excluded.contains($0) }
            let theirFours = !search.aborted && search.victoryByFours(them, depth: Self.rootFours) != nil
            if theirFours {
                // NB: their chain of fours: the moves after which they have none, and our fours.
                var stopping: [Int] = []
                for cell in search.orderedMoves(side, among: patterns.nearCells(), limit: Int.max) where !excluded.contains(cell) {
                    if patterns.threat(side, at: cell).makesFour { stopping.append(cell); continue }
                    patterns.place(cell, side)
                    let stops = search.victoryByFours(them, depth: Self.rootFours) == nil
                    patterns.remove(cell, side)
                    if search.aborted { break }
                    if stops { stopping.append(cell) }
                }
                if !search.aborted, !stopping.isEmpty { candidates = stopping }
            }
            if edition >= .v3, searchesThrees, !search.aborted {
                // NB: their chain of fours and threes, as if it were their move: of the best
                // moves and their threat cells (or, against their chain of fours, of the moves
                // that stop it), those after which they have none found, and our fours.
                let near = patterns.nearCells()
                let threatCells = Set(near.filter { patterns.threat(them, at: $0) >= .three })
                let tried = search.orderedMoves(side, among: near, limit: Int.max).filter {
                    !excluded.contains($0) && !patterns.threat(side, at: $0).makesFour
                        && (candidates.contains($0) || (!theirFours && threatCells.contains($0)))
                }
                let budget = nodeLimit.map { max($0 / Self.rootThreatShare - search.nodes - search.vcfNodes, 1) } ?? Self.rootThreatNodes
                if let stopping = search.threatDefences(
                    side, among: tried, depth: Self.defenceThrees, nodeLimit: budget,
                    firstLimit: max(budget * Self.defenceFirstShare / 100, 1), perCell: Self.defenceCellNodes), !stopping.isEmpty {
                    candidates = patterns.cells(side, with: [.fourThree, .four]).filter { !excluded.contains($0) } + stopping
                }
            }
        }
        if candidates.isEmpty { candidates = [legal.first { patterns.isNear($0) } ?? legal[0]] }
        search.statistics.threatNodes = search.nodes + search.vcfNodes
        search.statistics.threatTime = ContinuousClock.now - started
        search.begin(deadline: stop, nodeLimit: nodeLimit.map { max($0 - search.nodes - search.vcfNodes, 1) })
        var scores: [(cell: Int, score: Int32)] = []
        var finished = 0
        for depth in 1...min(max(1, patterns.cellCount - patterns.stoneCount), depthLimit ?? Int.max) {
            // NB: the previous pass's order: its best first.
            let order = scores.isEmpty ? candidates : scores.map(\.cell)
            let passStart = ContinuousClock.now, passNodes = search.nodes + search.vcfNodes
            let pass = search.rootScores(side, depth: depth, moves: order, allMoves: allMoves)
            search.statistics.passes.append(.init(
                depth: depth, nodes: search.nodes + search.vcfNodes - passNodes, time: ContinuousClock.now - passStart, finished: pass.complete))
            guard pass.complete else {
                // NB: a pass cut short by the clock still knows something: a move it proved
                // better than the last pass's best (searched again in full) is played.
                if edition >= .v3, !allMoves, let first = pass.scores.first, !scores.isEmpty,
                   let better = pass.scores.dropFirst().max(by: { $0.score < $1.score }), better.score > first.score {
                    scores.removeAll { $0.cell == better.cell }
                    scores.insert(better, at: 0)
                }
                break
            }
            let found = pass.scores
            let ranked = found.enumerated().sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element)
            let best = ranked[0].score
            if !allMoves, !scores.isEmpty, best <= PatternSearch.likelyLost, best > -Score.proven { break }
            scores = ranked
            finished = depth
            if best >= Score.proven || (!allMoves && found.count == 1) { break }
            if best <= -Score.proven, complete { break }
        }
        if scores.isEmpty { scores = [(candidates[0], 0)] }
        var moves = scores.map { entry -> (move: Move, value: Analysis.Value) in
            var score = entry.score
            if score <= -Score.proven, !complete { score = PatternSearch.likelyLost }
            return (move(entry.cell), Score.value(score, depth: finished, exact: false))
        }
        if allMoves {
            let searched = Set(scores.map(\.cell))
            var rest: [(cell: Int, score: Int32)] = []
            for other in legal where !searched.contains(other) {
                patterns.place(other, side)
                rest.append((other, -search.evaluate(them)))
                patterns.remove(other, side)
            }
            rest.sort { ($0.score, -$0.cell) > ($1.score, -$1.cell) }
            moves += rest.map { (move($0.cell), Score.value($0.score, depth: 0, exact: false)) }
        }
        return Analysis(rules: rules, value: moves[0].value, moves: moves, depth: finished, nodes: search.nodes + search.vcfNodes)
    }
}
