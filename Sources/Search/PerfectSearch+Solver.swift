import GameCore

extension PerfectSearch {
    /// The exact solver for `rules`, when it handles them: gravity, four in a row, and a
    /// board that fits 64 bits (connect four and smaller or similar boards).
    static func exactSolver(for rules: Rules, tableBytes: Int) -> ConnectFourSolver? {
        guard (try? GravityPosition(rules: rules)) != nil else { return nil }
        // NB: the solver's entries take 8 bytes.
        return ConnectFourSolver(tableSize: max(tableBytes / 8, 1 << 16))
    }

    /// The value for the side to move of a solver score, from a position with `moveCount`
    /// stones on a board of `cells` cells: a score `s > 0` wins with the side's
    /// `(cells + 1) / 2 + 1 - s`-th stone, a score `s < 0` loses to the opponent's
    /// `(cells + 1) / 2 + 1 + s`-th.
    static func value(ofSolverScore score: Int, moveCount: Int, cells: Int) -> Analysis.Value {
        let top = (cells + 1) / 2 + 1
        // NB: the side to move has moveCount / 2 stones, the opponent the rest.
        if score > 0 { return .win(inMoves: top - score - moveCount / 2) }
        if score < 0 { return .loss(inMoves: top + score - (moveCount + 1) / 2) }
        return .draw
    }

    /// What the exact solver proved about `board` before its deadline.
    struct SolverFindings {
        /// The exact value of the position, if proven.
        var value: Analysis.Value?
        /// The moves whose exact value was proven, in the order they were solved.
        var moves: [(move: Move, value: Analysis.Value)] = []
        /// Whether every legal move's value was proven.
        var complete = false
        /// Positions the solver searched.
        var nodes = 0
    }

    /// Solves `board` exactly with `solver`, giving up at `deadline` or after `nodeLimit`
    /// positions in all: first the position, then its moves, centre first (all of them with
    /// `allMoves`, else until one is proven to keep the position's value).
    func solveExactly(
        _ board: Board, with solver: ConnectFourSolver, deadline: ContinuousClock.Instant?, nodeLimit: Int? = nil, allMoves: Bool
    ) -> SolverFindings {
        var findings = SolverFindings()
        guard let position = try? GravityPosition(board: board) else { return findings }
        let startNodes = solver.nodeCount
        defer { findings.nodes = solver.nodeCount - startNodes }
        /// What is left of the node limit for the next solve (at least one position).
        func nodesLeft() -> Int? { nodeLimit.map { max($0 - (solver.nodeCount - startNodes), 1) } }
        let cells = rules.cellCount
        guard let score = solver.solve(position, deadline: deadline, nodeLimit: nodesLeft()) else { return findings }
        let rootValue = Self.value(ofSolverScore: score, moveCount: board.moveCount, cells: cells)
        findings.value = rootValue
        let columns = (0..<rules.columns).sorted { abs(2 * $0 - (rules.columns - 1)) < abs(2 * $1 - (rules.columns - 1)) }
        var unsolved = 0
        for column in columns where position.canPlay(column: column) {
            let move = Move(column: column, row: position.height(ofColumn: column))
            let value: Analysis.Value
            if position.isWinningMove(column: column) {
                value = .win(inMoves: 1)
            } else if let child = try? position.playing(column: column),
                      let childScore = solver.solve(child, deadline: deadline, nodeLimit: nodesLeft()) {
                value = Self.value(ofSolverScore: -childScore, moveCount: board.moveCount, cells: cells)
            } else {
                unsolved += 1
                // NB: past the deadline every other move would fail the same way.
                break
            }
            findings.moves.append((move, value))
            if !allMoves, value == rootValue { break }
        }
        findings.complete = unsolved == 0 && (!allMoves || findings.moves.count == board.legalMoveCount)
        return findings
    }

    /// The analysis from the exact solver, falling back to the depth-limited search for
    /// what it could not prove in time (half the time and half the node limit, the rest left
    /// for the fallback).
    func analyzeWithSolver(
        _ board: Board, solver: ConnectFourSolver, deadline: ContinuousClock.Instant?, allMoves: Bool,
        fallback: (ContinuousClock.Instant?, Int?) -> Analysis
    ) -> Analysis {
        let solverDeadline = deadline.map { deadline in
            let now = ContinuousClock.now
            return deadline > now ? now + (deadline - now) / 2 : deadline
        }
        let findings = solveExactly(
            board, with: solver, deadline: solverDeadline, nodeLimit: nodeLimit.map { max($0 / 2, 1) }, allMoves: allMoves)
        let empty = rules.cellCount - board.moveCount
        if let value = findings.value, findings.complete {
            let ranked = findings.moves.enumerated().sorted { ($0.element.value.rank, -$0.offset) > ($1.element.value.rank, -$1.offset) }
            return Analysis(rules: rules, value: value, moves: ranked.map(\.element), depth: empty, nodes: findings.nodes)
        }
        // NB: what the solver did not prove comes from the search, as an estimate; what it
        // proved is kept, and a move proven to keep the position's value goes first.
        var estimate = fallback(deadline, nodeLimit.map { max($0 - findings.nodes, 1) })
        guard let value = findings.value else {
            estimate.nodes += findings.nodes
            return estimate
        }
        let proven = Dictionary(findings.moves.map { ($0.move, $0.value) }, uniquingKeysWith: { first, _ in first })
        var moves = estimate.moves.map { (move: $0.move, value: proven[$0.move] ?? $0.value) }
        if let keeping = moves.firstIndex(where: { $0.value == value }) {
            moves.insert(moves.remove(at: keeping), at: 0)
        }
        return Analysis(rules: rules, value: value, moves: moves, depth: estimate.depth, nodes: estimate.nodes + findings.nodes)
    }
}
