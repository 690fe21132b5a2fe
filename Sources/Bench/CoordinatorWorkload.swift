import GameCore
import Players
import Referee

/// Whole games refereed by the coordinator: random against random on tic-tac-toe, with an
/// observer of every event and a scoreboard, on one core.
enum CoordinatorWorkload {
    static let ticTacToe = BenchWorkload(
        name: "coordinator.tictactoe",
        summary: "Refereed games of random against random on tictactoe, with events and a scoreboard, on one core, in games/s."
    ) { options in
        let keeper = ScoreKeeper()
        let moves = MoveCounter()
        let coordinator = Coordinator(rules: .ticTacToe, observers: [
            keeper.observer,
            GameObserver { event in if case .moved = event { moves.count() } },
        ])
        let clock = ContinuousClock()
        let start = clock.now
        var games = 0
        var elapsed = Duration.zero
        repeat {
            for _ in 0..<2_000 {
                let seed = UInt64(games)
                let played = await coordinator.play(
                    x: RandomPlayer(seed: seed), o: RandomPlayer(seed: ~seed), seed: seed)
                games &+= played.moves.isEmpty ? 0 : 1
            }
            elapsed = clock.now - start
        } while elapsed < options.duration
        let tally = keeper.scoreboard["random"]
        // NB: random plays both sides, so each game counts twice on its line.
        guard tally.games == 2 * games else {
            throw BenchError("The scoreboard counted \(tally.games / 2) games of \(games).")
        }
        let detail = "\(BenchFormat.grouped(games)) games, \(BenchFormat.grouped(moves.total)) moves, "
            + "\(BenchFormat.percent(Double(tally.draws) / Double(2 * games))) drawn"
        return [BenchResult(workload: "coordinator.tictactoe", value: Double(games) / elapsed.seconds, unit: "games/s", detail: detail)]
    }
}

/// Counts move events.
// NB: the coordinator calls observers synchronously on the task that plays, one at a time.
final class MoveCounter: @unchecked Sendable {
    // NB: unchecked: a checked access costs more than the increment it guards.
    @exclusivity(unchecked) private(set) var total = 0
    func count() { total &+= 1 }
}
