import GameCore
import Players
import Referee
import Testing

/// The scores the built-in players report with their moves (``Player/lastMoveScore``), so
/// that score adjudication and the REPL work without an engine.
@Suite struct BuiltInScoreTests {
    /// `player`'s move after `cells` under `rules`, and the score it reported with it.
    func move(_ player: any Player, _ cells: [String], rules: Rules = .ticTacToe) async throws -> (move: String, score: MoveScore?) {
        let game = try Game(rules: rules, moves: cells.map { try Board(rules: rules).move(parsing: $0) })
        let move = try await player.move(in: GameState(game: game, seed: 1), budget: .unlimited)
        return (rules.notation(for: move), player.lastMoveScore)
    }

    @Test("perfect: a draw is 0, a win a mate in its own moves, a loss a negative mate in the opponent's")
    func perfect() async throws {
        let player = PerfectPlayer()
        #expect(player.lastMoveScore == nil, "no move yet")
        #expect(try await move(player, []).score == .units(0))
        // X has a1, b1 and plays c1: it wins with this move.
        #expect(try await move(player, ["a1", "a2", "b1", "b2"]) == ("c1", .mate(1)))
        // X (a1, c1) against O (b1, c3): a3 makes two threats (a2, b2), so X wins with its 2nd move.
        #expect(try await move(player, ["a1", "b1", "c1", "c3"]) == ("a3", .mate(2)))
        // After a3, O is lost to X's next move, whatever it plays.
        #expect(try await move(player, ["a1", "b1", "c1", "c3", "a3"]).score == .mate(-1))
    }

    @Test("search reports the same values as perfect where it solves, and an evaluation on gomoku")
    func search() async throws {
        let player = SearchPlayer(timeLimit: .milliseconds(200), nodeLimit: 2000)
        #expect(try await move(player, ["a1", "a2", "b1", "b2"]) == ("c1", .mate(1)))
        let gomoku = try await move(player, ["h8"], rules: .gomoku)
        guard case .units = gomoku.score else {
            Issue.record("an evaluation on gomoku's second move, not \(String(describing: gomoku.score))")
            return
        }
    }

    @Test("heuristic: a win is mate 1, a block 0, two wins to block mate -1, else its open lines")
    func heuristic() async throws {
        let player = HeuristicPlayer()
        #expect(try await move(player, ["a1", "a2", "b1", "b2"]) == ("c1", .mate(1)))
        #expect(try await move(player, ["a1", "b2", "b1"]) == ("c1", .units(0)))
        // X (a1, a2, b1) threatens a3 and c1; O (b2, c2) can block one: lost.
        let lost = try await move(player, ["a1", "b2", "a2", "c2", "b1"])
        #expect(lost.score == .mate(-1))
        let opening = try await move(player, [])
        guard case let .units(value) = opening.score, value > 0 else {
            Issue.record("a positive line score on the empty board, not \(String(describing: opening.score))")
            return
        }
    }

    @Test("random reports no score")
    func random() async throws {
        #expect(try await move(RandomPlayer(seed: 1), []).score == nil)
    }
}
