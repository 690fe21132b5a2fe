public import GameCore

/// What ``ConnectFourSolver/benchmark(lines:rules:)`` measured.
public struct SolverBenchmark: Sendable, Hashable {
    /// The number of positions solved.
    public var positions: Int
    /// Time spent solving, in seconds (parsing not included).
    public var seconds: Double
    /// Nodes searched.
    public var nodes: Int
    /// Positions whose score differed from the expected one.
    public var mismatches: Int

    /// Mean time per position, in microseconds.
    public var microsecondsPerPosition: Double {
        positions == 0 ? 0 : seconds * 1e6 / Double(positions)
    }

    /// Mean nodes per position.
    public var nodesPerPosition: Double {
        positions == 0 ? 0 : Double(nodes) / Double(positions)
    }
}

extension ConnectFourSolver {
    /// Solves each line of a test set and checks the scores: a line is a move sequence, then
    /// optionally a space and the expected score (`"2252576253462244111563365343671351441 -1"`).
    /// Blank lines are skipped; a line without a score is solved but not checked.
    ///
    /// The table is kept from one position to the next (call ``reset()`` first for a cold
    /// start). For `ttt bench`: build with `-c release`.
    ///
    /// - Throws: ``PositionError`` for a line whose moves cannot be read, with its line number
    ///   in ``BenchmarkLineError``.
    public func benchmark(lines: [String], rules: Rules = .connectFour) throws(BenchmarkLineError) -> SolverBenchmark {
        var result = SolverBenchmark(positions: 0, seconds: 0, nodes: 0, mismatches: 0)
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        let nodesBefore = nodeCount
        for (index, line) in lines.enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let movesField = fields.first else { continue }
            let position: GravityPosition
            do {
                position = try GravityPosition(moves: String(movesField), rules: rules)
            } catch {
                throw BenchmarkLineError(line: index + 1, error: error)
            }
            let expected = fields.count > 1 ? Int(fields[1]) : nil
            let start = clock.now
            let score = solve(position)
            elapsed += clock.now - start
            result.positions += 1
            if let expected, expected != score { result.mismatches += 1 }
        }
        result.nodes = nodeCount - nodesBefore
        let parts = elapsed.components
        result.seconds = Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
        return result
    }
}

/// A test-set line whose position could not be read.
public struct BenchmarkLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line number, from 1.
    public var line: Int
    /// What was wrong with its moves.
    public var error: PositionError

    public var description: String { "Line \(line): \(error.message)" }
}
