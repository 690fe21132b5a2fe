import Arena
import Foundation
import GameCore
import Search

/// How the gomoku search spends its time: on middle-game positions from the balanced
/// openings, as it plays (the best move only, a fresh table each), at 100ms, 300ms and 1s a
/// move: the depth it finishes, positions a second, the effective branching factor, moves
/// searched a node, table hits and where the time goes.
enum SearchDepthWorkload {
    /// Six of the balanced openings (`Scripts/openings/freestyle-balanced.txt`).
    static let openings = ["h10 i8 k7", "h7 i5 e9", "h5 j5 k9", "j8 j7 e8", "h8 k8 e6", "g10 h6 f5"]

    /// Each opening played on by the search at 20,000 positions a move, taken after 8 and 16
    /// more moves (fewer when the game ends first): the same positions on every machine.
    static func positions() throws -> [Board] {
        var found: [Board] = []
        for opening in openings {
            var board = Board(rules: .gomoku)
            for token in opening.split(separator: " ") { board = try board.playing(board.move(parsing: String(token))) }
            let search = PerfectSearch(rules: .gomoku)
            search.nodeLimit = 20_000
            for ply in 1...16 where !board.isOver {
                guard let move = search.analyze(board, deadline: .now + .seconds(10), allMoves: false).bestMove else { break }
                board = try board.playing(move)
                if ply % 8 == 0, !board.isOver { found.append(board) }
            }
        }
        return found
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
