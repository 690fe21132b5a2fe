import GameCore
import Players
import Referee
import Search

/// The search player on gomoku: how deep and how fast it searches in a fixed time, and how
/// it fares against the heuristic player.
enum SearchWorkload {
    /// An opening 15x15 position: six stones around the centre, no forced win for either side.
    static var middleGame: Board {
        var board = Board(rules: .gomoku)
        for (column, row) in [(7, 7), (8, 8), (6, 8), (8, 6), (9, 9), (5, 5)] {
            board = try! board.playing(Move(column: column, row: row))
        }
        return board
    }

    static let gomoku = BenchWorkload(
        name: "search.gomoku",
        summary: "The search player's analysis of a 15x15 middle-game position in a fixed time (1s, quick 100ms), in nodes/s."
    ) { options in
        let time: Duration = options.quick ? .milliseconds(100) : .seconds(1)
        let analysis = SearchPlayer(timeLimit: time).analyze(middleGame)
        guard let best = analysis.bestMove else { throw BenchError("The search found no move on a board with empty cells.") }
        let detail = "depth \(analysis.depth) in \(time), best \(Rules.gomoku.notation(for: best)) (\(analysis.value)), "
            + "\(BenchFormat.grouped(analysis.nodes)) nodes"
        return [BenchResult(workload: "search.gomoku", value: Double(analysis.nodes) / time.seconds, unit: "nodes/s", detail: detail)]
    }

    static let versusHeuristic = BenchWorkload(
        name: "search.vs_heuristic",
        summary: "search:time=100ms against heuristic on 15x15, 100 games (quick: 10), colours alternating, refereed as a match: search's share of wins."
    ) { options in
        let games = options.quick ? 10 : 100
        let series = Series(
            try PlayerSpec(parsing: "search:time=100ms"), try PlayerSpec(parsing: "heuristic"), games: games, seed: 15,
            registry: .builtIn, coordinator: Coordinator(rules: .gomoku), keepsGames: false)
        let totals = try await series.run()
        let tally = totals.tally(of: .first)
        let detail = "\(tally.wins) won, \(tally.draws) drawn, \(tally.losses) lost of \(tally.games) games"
        return [BenchResult(workload: "search.vs_heuristic", value: Double(tally.wins) / Double(max(tally.games, 1)) * 100, unit: "%", detail: detail)]
    }
}
