import GameCore

/// Random games from the empty board, played out to the end on one core: the speed of
/// move generation, win detection and copying a board, as a Monte Carlo player uses them.
enum RandomPlayoutWorkload {
    static let ticTacToe = workload(name: "random_playouts.tictactoe", rules: .ticTacToe, batch: 10_000)
    static let connectFour = workload(name: "random_playouts.connect4", rules: .connectFour, batch: 2_000)

    static func workload(name: String, rules: Rules, batch: Int) -> BenchWorkload {
        BenchWorkload(
            name: name,
            summary: "Uniformly random games of \(rules.summary) from the empty board on one core (Board.randomPlayout), in games/s."
        ) { options in
            let board = Board(rules: rules)
            var generator = SplitMix64(seed: 0x7474_7462)
            var xWins = 0
            var oWins = 0
            var draws = 0
            let (games, seconds) = TimedLoop.run(for: options.duration) {
                for _ in 0..<batch {
                    // NB: every result is counted and reported, so no game can be optimised away.
                    switch board.randomPlayout(using: &generator) {
                    case .x: xWins &+= 1
                    case .o: oWins &+= 1
                    case nil: draws &+= 1
                    }
                }
                return batch
            }
            let share = { (count: Int) in BenchFormat.percent(Double(count) / Double(max(games, 1))) }
            let detail = "X won \(share(xWins)), O \(share(oWins)), drawn \(share(draws)) of \(BenchFormat.grouped(games)) games"
            return [BenchResult(workload: name, value: Double(games) / seconds, unit: "games/s", detail: detail)]
        }
    }
}
