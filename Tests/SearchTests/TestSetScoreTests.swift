import Search
import TestSupport
import Testing

@Suite("Scores of the published connect four test sets", .cpuHeavy)
struct TestSetScoreTests {
    @Test(
        "End-game positions (Test_L3_R1): every sampled score matches",
        .enabled(if: ConnectFourTestSet.isAvailable, Comment(rawValue: ConnectFourTestSet.whereLooked))
    )
    func endGame() throws {
        let sample = try ConnectFourTestSet.sample("Test_L3_R1", count: 100, step: 10)
        #expect(sample.count == 100)
        let solver = ConnectFourSolver(tableSize: 1 << 20)
        for (moves, expected) in sample {
            let score = solver.solve(try GravityPosition(moves: moves))
            #expect(score == expected, "position \(moves)")
        }
    }

    @Test(
        "Middle-game positions (Test_L2_R1): every sampled score matches",
        .enabled(if: ConnectFourTestSet.isAvailable, Comment(rawValue: ConnectFourTestSet.whereLooked))
    )
    func middleGame() throws {
        let sample = try ConnectFourTestSet.sample("Test_L2_R1", count: 30, step: 33)
        #expect(sample.count == 30)
        let solver = ConnectFourSolver(tableSize: 1 << 20)
        for (moves, expected) in sample {
            let score = solver.solve(try GravityPosition(moves: moves))
            #expect(score == expected, "position \(moves)")
        }
    }

    @Test(
        "The benchmark entry point counts positions and mismatches",
        .enabled(if: ConnectFourTestSet.isAvailable, Comment(rawValue: ConnectFourTestSet.whereLooked))
    )
    func benchmarkCountsMismatches() throws {
        let sample = try ConnectFourTestSet.sample("Test_L3_R1", count: 20, step: 50)
        var lines = sample.map { "\($0.moves) \($0.score)" }
        // Two deliberately wrong expectations, and a blank line that is skipped.
        lines.append("\(sample[0].moves) \(sample[0].score + 1)")
        lines.append("\(sample[1].moves) \(sample[1].score - 3)")
        lines.append("")
        let solver = ConnectFourSolver(tableSize: 1 << 16)
        let result = try solver.benchmark(lines: lines)
        #expect(result.positions == 22)
        #expect(result.mismatches == 2)
        #expect(result.nodes == solver.nodeCount)
        #expect(result.nodes > 0)
    }
}
