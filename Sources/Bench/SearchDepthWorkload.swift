import Foundation
import GameCore
import Search
import TextAndFiles

/// How the gomoku search spends its time: on middle-game positions from the balanced
/// openings, as it plays (the best move only, a fresh table each), at 100ms, 300ms and 1s a
/// move: the depth it finishes, positions a second, the effective branching factor, moves
/// searched a node, table hits and where the time goes.
enum SearchDepthWorkload {
    /// Twelve middle-game positions: six of the balanced openings
    /// (`Scripts/openings/freestyle-balanced.txt`), each played on by the search at 20,000
    /// positions a move (the search of November 2026, before its internal iterative
    /// reduction) and taken after 8 and 16 more moves. Written out, not played again: a
    /// change to the search must be timed on the positions the build before it was (played
    /// again, a changed search reached other positions, one with a win by fours at the root).
    static let lines = [
        "h10 i8 k7 i9 k9 k10 i7 j7 j6 j9 h7",
        "h10 i8 k7 i9 k9 k10 i7 j7 j6 j9 h7 k6 h9 h8 l8 i5 j10 i11 i10",
        "h7 i5 e9 i6 g6 j6 h5 i4 i7 h4 k7",
        "h7 i5 e9 i6 g6 j6 h5 i4 i7 h4 k7 j7 e7 f7 e6 e8 d6 f6 f8",
        "h5 j5 k9 k6 h7 i4 h3 k4 j7 l7 m8",
        "h5 j5 k9 k6 h7 i4 h3 k4 j7 l7 m8 k5 k7 h4 g4 l4 j4 i6 l6",
        "j8 j7 e8 k6 i7 k8 k9 h6 i6 i8 h9",
        "j8 j7 e8 k6 i7 k8 k9 h6 i6 i8 h9 l7 j9 i9 j10 j5 i4 l5 m4",
        "h8 k8 e6 j9 e8 i10 h11 i9 g10 i12 i8",
        "h8 k8 e6 j9 e8 i10 h11 i9 g10 i12 i8 m6 l7 h9 g8 f8 g9 g11 d7",
        "g10 h6 f5 g5 g6 h7 i7 h4 h5 f6 i3",
        "g10 h6 f5 g5 g6 h7 i7 h4 h5 f6 i3 g7 e8 f7 e7 h9 h10 e5 h8",
    ]

    /// The positions of ``lines``: the same on every machine and for every build.
    static func positions() throws -> [Board] {
        try lines.map { line in
            var board = Board(rules: .gomoku)
            for token in line.split(separator: " ") { board = try board.playing(board.move(parsing: String(token))) }
            return board
        }
    }

    static let depth = BenchWorkload(
        name: "search.depth",
        summary: "The gomoku search on 12 middle-game positions at 100ms, 300ms and 1s a move (quick: 100ms): depth finished, nodes/s, branching, table hits, time."
    ) { options in
        let boards = try positions()
        let times: [Duration] = options.quick ? [.milliseconds(100)] : [.milliseconds(100), .milliseconds(300), .seconds(1)]
        var results: [BenchResult] = []
        for time in times {
            var all: [SearchStatistics] = []
            for board in boards {
                let search = PerfectSearch(rules: .gomoku)
                search.searchesThrees = true
                _ = search.analyze(board, deadline: .now + time, allMoves: false)
                if let statistics = search.lastStatistics { all.append(statistics) }
            }
            results.append(BenchResult(workload: "search.depth.\(time.shortText)", value: mean(all.map { Double($0.depth) }), unit: "plies", detail: summary(all)))
        }
        return results
    }

    static func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }

    static func summary(_ all: [SearchStatistics]) -> String {
        let depths = all.map(\.depth).sorted()
        let nodes = all.reduce(0) { $0 + $1.threatNodes + $1.passes.reduce(0) { $0 + $1.nodes } }
        let seconds = all.reduce(0.0) { $0 + $1.time.seconds }
        let branching = all.compactMap(\.branchingFactor)
        let geometric = branching.isEmpty ? 0 : exp(branching.map { log($0) }.reduce(0, +) / Double(branching.count))
        let probes = all.reduce(0) { $0 + $1.tableProbes }, hits = all.reduce(0) { $0 + $1.tableHits }
        let settled = all.reduce(0) { $0 + $1.tableCutoffs }
        let cutoffs = all.reduce(0) { $0 + $1.cutoffs }, first = all.reduce(0) { $0 + $1.firstMoveCutoffs }
        let expanded = all.reduce(0) { $0 + $1.expandedNodes }, searched = all.reduce(0) { $0 + $1.movesSearched }
        let threat = all.reduce(0.0) { $0 + $1.threatTime.seconds }
        let unfinished = all.reduce(0.0) { $0 + $1.passes.filter { !$0.finished }.reduce(0.0) { $0 + $1.time.seconds } }
        func percent(_ part: Double, _ whole: Double) -> String { whole > 0 ? String(Int((100 * part / whole).rounded())) + "%" : "-" }
        return "depths \(depths.first ?? 0)-\(depths.last ?? 0) (median \(depths.isEmpty ? 0 : depths[depths.count / 2])), "
            + "\(BenchFormat.grouped(Int(Double(nodes) / max(seconds, 1e-9)))) nodes/s, branching \(String(format: "%.2f", geometric)), "
            + "\(String(format: "%.2f", expanded == 0 ? 0 : Double(searched) / Double(expanded))) moves a node, "
            + "table hits \(percent(Double(hits), Double(probes))) (settled \(percent(Double(settled), Double(probes)))), "
            + "first-move cut-offs \(percent(Double(first), Double(cutoffs))), "
            + "time: threats \(percent(threat, seconds)), unfinished pass \(percent(unfinished, seconds))"
    }
}
