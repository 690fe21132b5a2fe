import GameCore
import Referee
import TestSupport
import Testing

@Suite("Scoreboard")
struct ScoreboardTests {
    func played(_ winner: Mark?, _ xName: String, _ oName: String, reason: EndReason? = nil) -> PlayedGame {
        let reason = reason ?? (winner == nil ? .boardFull : .line([]))
        return PlayedGame(result: GameResult(winner: winner, reason: reason),
                          game: Game(rules: .ticTacToe, xName: xName, oName: oName), seed: 0)
    }

    @Test("Wins, losses, draws and points per name")
    func counts() {
        var board = Scoreboard()
        board.record(played(.x, "heuristic", "random"))
        board.record(played(.o, "random", "heuristic"))
        board.record(played(nil, "heuristic", "random"))
        board.record(played(.x, "random", "heuristic", reason: .playerError("Boom")))
        #expect(board["heuristic"] == Tally(wins: 2, losses: 1, draws: 1))
        #expect(board["random"] == Tally(wins: 1, losses: 2, draws: 1))
        #expect(board["heuristic"].points == 2.5)
        #expect(board["nobody"] == Tally())
        #expect(board.gamesRecorded == 4)
        #expect(board.standings.map(\.name) == ["heuristic", "random"])
    }

    @Test("A player against itself is counted once for each side")
    func sameName() {
        var board = Scoreboard()
        board.record(played(nil, "perfect", "perfect"))
        board.record(played(.x, "random", "random"))
        #expect(board["perfect"] == Tally(wins: 0, losses: 0, draws: 2))
        #expect(board["random"] == Tally(wins: 1, losses: 1, draws: 0))
        #expect(board.standings.map(\.tally.games).reduce(0, +) == 2 * board.gamesRecorded)
    }

    @Test("Aborted games are not counted")
    func abortedGames() {
        var board = Scoreboard()
        board.record(played(nil, "a", "b", reason: .aborted("Stopped.")))
        #expect(board.gamesRecorded == 0)
        #expect(board.standings.isEmpty)
    }

    @Test("Standings: most points first, then most wins, then first seen")
    func order() {
        var board = Scoreboard()
        board.record(played(nil, "c", "d"))      // c 0.5, d 0.5
        board.record(played(nil, "c", "d"))      // c 1, d 1
        board.record(played(.x, "b", "a"))       // b 1 (1 win), a 0
        #expect(board.standings.map(\.name) == ["b", "c", "d", "a"])
    }

    @Test("The table lines up names and numbers")
    func table() {
        var board = Scoreboard()
        board.record(played(.x, "heuristic", "random"))
        board.record(played(nil, "random", "heuristic"))
        #expect(board.table == """
            player     games  wins  losses  draws  points
            heuristic      2     1       0      1     1.5
            random         2     0       1      1     0.5
            """)
    }

    @Test("A score keeper folds a coordinator's events, hands out snapshots, and resets")
    func keeper() async {
        let keeper = ScoreKeeper()
        let coordinator = Coordinator(observers: [keeper.observer])
        _ = await coordinator.play(x: ScriptedPlayer("a", "a1", "a2", "a3"), o: ScriptedPlayer("b", "b1", "b2"))
        let snapshot = keeper.scoreboard
        _ = await coordinator.play(x: ThrowingPlayer(name: "b", message: "No."), o: FirstLegalPlayer(name: "a"))
        #expect(snapshot["a"] == Tally(wins: 1))
        #expect(keeper.scoreboard["a"] == Tally(wins: 2))
        #expect(keeper.scoreboard["b"] == Tally(losses: 2))
        keeper.reset()
        #expect(keeper.scoreboard == Scoreboard())
    }
}

@Suite("Scoreboard of many names")
struct ManyNamesScoreboardTests {
    @Test("Past a handful of names every name keeps its own record, and merging adds them up")
    func manyNames() {
        let names = (0..<20).map { "player\($0)" }
        var board = Scoreboard()
        // NB: each player beats the next one, as X.
        for (x, o) in zip(names, names.dropFirst() + names.prefix(1)) {
            board.record(GameResult(winner: .x, reason: .line([])), xName: x, oName: o)
        }
        #expect(board.names == names)
        #expect(names.allSatisfy { board[$0] == Tally(wins: 1, losses: 1) })
        var twice = board
        twice.merge(board)
        #expect(twice.gamesRecorded == 40 && twice.names == names)
        #expect(names.allSatisfy { twice[$0] == Tally(wins: 2, losses: 2) })
        #expect(twice["nobody"] == Tally())
    }
}
