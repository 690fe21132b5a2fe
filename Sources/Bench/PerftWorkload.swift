import GameCore

/// Perft from the empty board, repeated: every move sequence of a given length, counted,
/// the engine authors' measure of raw move generation. Each count is checked against the
/// known value, so a fast wrong answer fails the run.
enum PerftWorkload {
    static let ticTacToe = workload(name: "perft.tictactoe", rules: .ticTacToe, depth: 9, quickDepth: 7)
    static let connectFour = workload(name: "perft.connect4", rules: .connectFour, depth: 7, quickDepth: 5)

    /// Known perft counts from the empty board, by rules and depth.
    static let known: [Rules: [Int]] = [
        .ticTacToe: [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872],
        .connectFour: [1, 7, 49, 343, 2401, 16807, 117649, 823536],
    ]

    static func workload(name: String, rules: Rules, depth: Int, quickDepth: Int) -> BenchWorkload {
        BenchWorkload(
            name: name,
            summary: "perft(\(depth)) of \(rules.summary) from the empty board, repeated, in leaf nodes/s."
        ) { options in
            let depth = options.quick ? quickDepth : depth
            let board = Board(rules: rules)
            var runs = 0
            var count = 0
            let (nodes, seconds) = try TimedLoop.run(for: options.duration) { () throws(BenchError) -> Int in
                count = board.perft(depth)
                if let expected = known[rules]?[depth], count != expected {
                    throw BenchError("perft(\(depth)) of \(rules.name) gave \(count); it should be \(expected).")
                }
                runs &+= 1
                return count
            }
            let detail = "perft(\(depth)) = \(BenchFormat.grouped(count)) leaf nodes, \(runs) runs"
            return [BenchResult(workload: name, value: Double(nodes) / seconds, unit: "nodes/s", detail: detail)]
        }
    }
}
