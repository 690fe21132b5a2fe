import Search
import TestSupport
import Testing

@Suite("Solver state", .cpuHeavy)
struct SolverStateTests {
    @Test("Immediate wins score by the winner's stone count")
    func immediateWin() throws {
        let solver = ConnectFourSolver(tableSize: 1 << 10)
        // X has three in column 1 and wins with its fourth stone: 22 - 4.
        #expect(solver.solve(try GravityPosition(moves: "121212")) == 18)
        // O has three in column 2 and wins with its fourth stone: 22 - 4.
        #expect(solver.solve(try GravityPosition(moves: "3121212")) == 18)
    }

    @Test("The node count grows with work and starts again after a reset")
    func nodeCountAndReset() throws {
        let solver = ConnectFourSolver(tableSize: 1 << 16)
        #expect(solver.nodeCount == 0)
        let position = try GravityPosition(moves: "2252576253462244111563365343671351441")
        let score = solver.solve(position)
        let first = solver.nodeCount
        #expect(first > 0)
        #expect(solver.solve(position) == score)
        solver.reset()
        #expect(solver.nodeCount == 0)
        #expect(solver.solve(position) == score)
        #expect(solver.nodeCount == first)
        #expect(solver.tableSize == 1 << 16)
        #expect(ConnectFourSolver(tableSize: 1000).tableSize == 1 << 16)
        #expect(ConnectFourSolver(tableSize: (1 << 17) + 5).tableSize == 1 << 17)
    }

    @Test("Column scores on connect four: nil for a full column, and the best is the score")
    func columnScores() throws {
        let solver = ConnectFourSolver(tableSize: 1 << 16)
        var fullColumns = 0
        for sequence in SmallBoardTests.randomSequences(columns: 7, rows: 6, stones: 30, count: 8, seed: 11) {
            let position = try GravityPosition(moves: SmallBoardTests.text(sequence))
            let scores = solver.scores(for: position)
            #expect(scores.count == 7)
            for column in 0..<7 {
                #expect((scores[column] == nil) == !position.canPlay(column: column))
                if !position.canPlay(column: column) { fullColumns += 1 }
            }
            #expect(scores.compactMap { $0 }.max() == solver.solve(position))
        }
        #expect(fullColumns > 0)
    }
}
