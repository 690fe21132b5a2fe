import GameCore
import Players
import Search

/// The perfect player from a cold start: its first move on an empty 3x3 board, and the
/// full value of 4x4 (k=4) from the empty board.
enum PerfectWorkload {
    static let firstMove = BenchWorkload(
        name: "perfect.first_move.tictactoe",
        summary: "The perfect player's first move on an empty 3x3 board from a cold start (a new player each time), mean time."
    ) { options in
        let board = Board(rules: .ticTacToe)
        var runs = 0
        let (_, seconds) = TimedLoop.run(for: options.duration / 2) {
            let analysis = PerfectPlayer(tableBytes: 1 << 20).analyze(board)
            runs &+= analysis.value == .draw ? 1 : 0
            return 1
        }
        guard runs > 0 else { throw BenchError("The empty 3x3 board was not found to be a draw.") }
        return [BenchResult(workload: "perfect.first_move.tictactoe", value: seconds / Double(runs) * 1e3, unit: "ms",
                            detail: "\(runs) cold starts, each proving a draw")]
    }

    static let solveFourByFour = BenchWorkload(
        name: "perfect.solve.4x4",
        summary: "The full value of 4x4 (k=4) from the empty board, from a cold start, mean time."
    ) { options in
        let board = Board(rules: .fourByFour)
        var runs = 0
        var nodes = 0
        let (_, seconds) = TimedLoop.run(for: options.duration) {
            let analysis = PerfectPlayer(timeLimit: .seconds(60)).analyze(board)
            guard analysis.value == .draw else { return 0 }
            runs &+= 1
            nodes = analysis.nodes
            return 1
        }
        guard runs > 0 else { throw BenchError("4x4 (k=4) was not proven a draw.") }
        return [BenchResult(workload: "perfect.solve.4x4", value: seconds / Double(runs) * 1e3, unit: "ms",
                            detail: "proven draw, \(BenchFormat.grouped(nodes)) positions, \(runs) runs")]
    }
}
