import Arena
import GameCore
import Players

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
        summary: "search:time=50ms against heuristic on 15x15, 100 games (quick: 10), colours alternating, two at a time: search's share of wins."
    ) { options in
        let games = options.quick ? 10 : 100
        var wins = 0, draws = 0
        await withTaskGroup(of: Mark?.self) { group in
            var next = 0
            for _ in 0..<min(2, games) {
                let index = next
                group.addTask { await play(game: index) }
                next += 1
            }
            for await winner in group {
                switch winner {
                case .x?: wins += 1
                case nil: draws += 1
                default: break
                }
                if next < games {
                    let index = next
                    group.addTask { await play(game: index) }
                    next += 1
                }
            }
        }
        let detail = "\(wins) won, \(draws) drawn, \(games - wins - draws) lost of \(games) games"
        return [BenchResult(workload: "search.vs_heuristic", value: Double(wins) / Double(games) * 100, unit: "%", detail: detail)]
    }

    /// One game; `.x` when search won, `.o` when heuristic did, nil for a draw.
    static func play(game index: Int) async -> Mark? {
        let search = SearchPlayer(timeLimit: .milliseconds(50), tableBytes: 8 << 20)
        let heuristic = HeuristicPlayer(seed: UInt64(index))
        let searchSide: Mark = index % 2 == 0 ? .x : .o
        var game = try! Game(rules: .gomoku, moves: [])
        while !game.board.isOver {
            let state = GameState(game: game, seed: UInt64(index))
            let player: any Player = game.board.sideToMove == searchSide ? search : heuristic
            guard let move = try? await player.move(in: state, budget: .unlimited), let next = try? game.playing(move) else {
                return searchSide == game.board.sideToMove ? .o : .x
            }
            game = next
        }
        guard let winner = game.board.winner else { return nil }
        return winner == searchSide ? .x : .o
    }
}
