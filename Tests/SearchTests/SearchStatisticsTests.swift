import GameCore
@testable import Search
import TestSupport
import Testing

/// What the gomoku search says it did: its passes, positions, table and moves a node add up
/// to what its analysis reports.
@Suite(.cpuHeavy) struct SearchStatisticsTests {
    @Test("A search's passes deepen one ply at a time, its positions add up to the analysis's, and its finished depth is the analysis's")
    func passesAddUp() throws {
        // NB: one of the balanced openings: nothing is decided within the node limit.
        var board = Board(rules: .gomoku)
        for notation in ["h10", "i8", "k7"] { board = try board.playing(board.move(parsing: notation)) }
        let search = PerfectSearch(rules: .gomoku)
        search.nodeLimit = 30_000
        let analysis = search.analyze(board, deadline: .now + .seconds(30), allMoves: false)
        let statistics = try #require(search.lastStatistics)
        #expect(statistics.passes.map(\.depth) == Array(1...statistics.passes.count))
        #expect(statistics.threatNodes + statistics.passes.reduce(0) { $0 + $1.nodes } == analysis.nodes)
        #expect(statistics.depth == analysis.depth)
        let finished = statistics.passes.map(\.finished)
        // NB: the node limit, not the position, ended it: the last pass was cut short.
        #expect(finished.dropLast().allSatisfy { $0 } && finished.last == false)
        #expect(analysis.nodes >= 30_000)
        #expect(statistics.tableHits <= statistics.tableProbes && statistics.tableCutoffs <= statistics.tableHits)
        #expect(statistics.firstMoveCutoffs <= statistics.cutoffs && statistics.cutoffs <= statistics.expandedNodes)
        #expect(statistics.movesPerNode >= 1)
        #expect(statistics.time <= .seconds(30))
    }
}
