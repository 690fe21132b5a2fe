import Search
import TestSupport
import Testing

@Suite("Solving within limits", .cpuHeavy)
struct SolveLimitTests {
    @Test("A node budget too small for the position gives no score, and the table stays sound")
    func nodeBudgetStopsEarly() throws {
        // Two stones in: a minute's work without a book.
        let position = try GravityPosition(moves: "17")
        let solver = ConnectFourSolver(tableSize: 1 << 16, book: nil)
        #expect(solver.solve(position, deadline: nil, nodeLimit: 5_000) == nil)
        #expect(solver.nodeCount <= 5_000 + 64)

        // A late position solved within a generous budget, after an abandoned search on
        // the same table, still gets its exact score.
        let late = try GravityPosition(moves: "2252576253462244111563365343671351441")
        #expect(solver.solve(late, deadline: nil, nodeLimit: 10_000_000) == -1)
        #expect(ConnectFourSolver(tableSize: 1 << 16).solve(late) == -1)
    }

    @Test("A deadline already past gives no score; none gives the exact one")
    func deadlineStops() throws {
        let position = try GravityPosition(moves: "4")
        let solver = ConnectFourSolver(tableSize: 1 << 16, book: nil)
        #expect(solver.solve(position, deadline: .now - .seconds(1)) == nil)
        let late = try GravityPosition(moves: "2252576253462244111563365343671351441")
        #expect(solver.solve(late, deadline: nil) == -1)
    }

    @Test("Abandoned searches leave nothing wrong behind: scores after them match a fresh solver")
    func abandonedSearchesLeaveNoTrace() throws {
        let solver = ConnectFourSolver(tableSize: 1 << 16, book: nil)
        let fresh = ConnectFourSolver(tableSize: 1 << 16, book: nil)
        var stopped = 0
        for sequence in SmallBoardTests.randomSequences(columns: 7, rows: 6, stones: 22, count: 12, seed: 3) {
            let position = try GravityPosition(moves: SmallBoardTests.text(sequence))
            for budget in [100, 1_000] where solver.solve(position, deadline: nil, nodeLimit: budget) == nil { stopped += 1 }
            #expect(solver.solve(position) == fresh.solve(position), "position \(SmallBoardTests.text(sequence))")
        }
        #expect(stopped > 0)
    }
}
