import GameCore

/// A conformance suite for a UCI engine that plays variants, as Fairy-Stockfish does: it
/// starts the engine and says, check by check, what is right and what is wrong (`ttt
/// check-bot uci:/usr/games/fairy-stockfish`), in the same words and format as ``BotCheck``
/// for native bots and ``GomocupCheck`` for Gomocup brains.
///
/// The checks: `uci` and `uciok`, the variant of tic-tac-toe accepted (`info string variant
/// ...` before `readyok`), `isready` and `readyok`, a legal move on tic-tac-toe, on 4x4 and
/// on connect four (each board's variant selected first, as ttt does before a game), an
/// answer within a short `go movetime`, and `quit` with the engine's exit.
public struct UCICheck: Sendable {
    /// How the engine is run.
    public var configuration: BotConfiguration
    /// The time of `go movetime` in the budget check, which the answer must keep to (with the
    /// margin the referee allows every bot), and in every other move check.
    public var budget: Duration
    /// How long other checks wait for an answer.
    public var patience: Duration

    public init(configuration: BotConfiguration, budget: Duration = .milliseconds(200), patience: Duration = .seconds(5)) {
        self.configuration = configuration
        self.budget = budget
        self.patience = patience
    }

    /// Runs every check, in order, and returns their results.
    public func run() async -> [BotCheckResult] {
        var session = UCICheckSession(check: self)
        var results: [BotCheckResult] = []
        results.append(await session.handshake())
        results.append(await session.variant())
        results.append(await session.ready())
        for (name, game) in Self.positions {
            results.append(await session.legalMove(name, game: game))
        }
        results.append(await session.withinBudget())
        results.append(await session.quits())
        await session.close()
        return results
    }

    /// The positions of the legal-move checks: tic-tac-toe with a win for X to take, 4x4,
    /// and connect four with a full column.
    static let positions: [(name: String, game: Game)] = {
        func game(_ rules: Rules, _ cells: [String]) -> Game {
            var game = Game(rules: rules)
            for cell in cells {
                // NB: fixed positions, known to be legal.
                game = try! game.playing(game.board.move(parsing: cell))
            }
            return game
        }
        return [
            ("tictactoe", game(.ticTacToe, ["a1", "b1", "a2", "b2"])),
            ("4x4", game(.fourByFour, ["b2", "c3"])),
            ("connect4", game(.connectFour, ["d", "d", "d", "d", "d", "d", "c", "e"])),
        ]
    }()

    /// The position of the budget check.
    static var budgetPosition: Game { positions[2].game }
}
