import GameCore
import Search

/// The exact connect four solver: the published test sets solved whole, every score
/// checked, and the empty board solved with the built-in opening book.
enum SolverWorkload {
    static let endGame = testSet(name: "solver.test_L3_R1", file: "Test_L3_R1", what: "end-game")
    static let middleGame = testSet(name: "solver.test_L2_R1", file: "Test_L2_R1", what: "middle-game")

    /// Every position of a test set, solved in order by one solver (the table kept from one
    /// position to the next, as in the published benchmarks), repeated with a fresh solver
    /// until the time is up; the mean time per position, and nodes per position.
    static func testSet(name: String, file: String, what: String) -> BenchWorkload {
        BenchWorkload(
            name: name,
            summary: "The \(what) connect four test set \(file) solved whole, every score checked, mean time per position."
        ) { options in
            let lines = try SharedData.lines(of: "connect4/" + file)
            let solver = ConnectFourSolver()
            var runs = 0
            var positions = 0, seconds = 0.0, nodes = 0
            let clock = ContinuousClock()
            let start = clock.now
            repeat {
                solver.reset()
                let result: SolverBenchmark
                do { result = try solver.benchmark(lines: lines) } catch { throw BenchError("\(file): \(error)") }
                guard result.mismatches == 0 else {
                    throw BenchError("\(file): \(result.mismatches) of \(result.positions) scores differ from the test set.")
                }
                positions += result.positions
                seconds += result.seconds
                nodes += result.nodes
                runs += 1
            } while clock.now - start < options.duration && !options.quick
            let detail = "\(BenchFormat.grouped(nodes / max(positions, 1))) nodes a position, "
                + "\(BenchFormat.grouped(lines.count)) positions x \(runs) runs (table kept across a run's positions), all scores match"
            return [BenchResult(workload: name, value: seconds * 1e6 / Double(max(positions, 1)), unit: "us", detail: detail)]
        }
    }

    /// The empty 7x6 board with the built-in book, from a new solver each time.
    static let emptyBoard = BenchWorkload(
        name: "solver.empty_board",
        summary: "The empty connect four board solved (the first player wins), with the built-in opening book, from a new solver, mean time."
    ) { options in
        let empty = GravityPosition.connectFourEmpty
        let solver = ConnectFourSolver()
        var runs = 0
        var nodes = 0
        var seconds = 0.0
        let clock = ContinuousClock()
        let start = clock.now
        repeat {
            // NB: clearing the table takes longer than the solve; it is not timed.
            solver.reset()
            let solveStart = clock.now
            let score = solver.solve(empty)
            seconds += (clock.now - solveStart).seconds
            guard score == 1 else { throw BenchError("The empty connect four board scored \(score); it is a first-player win (+1).") }
            runs += 1
            nodes = solver.nodeCount
        } while clock.now - start < options.duration / 4
        return [BenchResult(workload: "solver.empty_board", value: seconds / Double(runs) * 1e6, unit: "us",
                            detail: "+1 (first player wins), \(BenchFormat.grouped(nodes)) nodes, \(runs) runs")]
    }
}

extension GravityPosition {
    /// The empty connect four board.
    static var connectFourEmpty: GravityPosition {
        // NB: connect four is always supported.
        try! GravityPosition()
    }
}
