import GameCore

/// A conformance suite for a bot of the native protocol: it starts the bot and says, check
/// by check, what is right and what is wrong (`ttt check-bot CMD`).
///
/// The checks: the handshake, `ping`, a legal move on an empty 3x3 board, in the middle of
/// a 3x3 game, in a gravity game (7x6, k=4, with a full column), on 15x15, a request ending
/// in CRLF, an answer within a short budget, and exiting on `quit`. A check that leaves the
/// bot broken (dead, or late) gets the bot started afresh for the next.
public struct BotCheck: Sendable {
    /// How the bot is run (its name, command, working directory, environment).
    public var configuration: BotConfiguration
    /// The time sent with the budget check's request, which the answer must keep to.
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
        var session = BotCheckSession(check: self)
        var results: [BotCheckResult] = []
        results.append(await session.handshake())
        results.append(await session.ping())
        for position in Self.positions {
            results.append(await session.legalMove(position.name, game: position.game, time: patience))
        }
        results.append(await session.legalMove("CRLF", game: Self.positions[1].game, time: patience, lineEnd: "\r\n"))
        results.append(await session.withinBudget())
        results.append(await session.quits())
        await session.close()
        return results
    }

    /// The positions of the legal-move checks.
    static let positions: [(name: String, game: Game)] = {
        func game(_ rules: Rules, _ moves: [String]) -> Game {
            var game = Game(rules: rules)
            for text in moves {
                // NB: fixed positions, known to be legal.
                game = try! game.playing(game.board.move(parsing: text))
            }
            return game
        }
        let connectFour = try! Rules(parsing: "7x6 k=4 gravity")
        return [
            ("first move on 3x3", game(.ticTacToe, [])),
            ("3x3 mid-game", game(.ticTacToe, ["b2", "a1", "c3", "a3"])),
            ("gravity 7x6 k=4", game(connectFour, ["d", "d", "d", "d", "d", "d", "c", "e"])),
            ("15x15 k=5", game(.gomoku, ["h8", "h9", "i9", "g7", "j10", "k11"])),
        ]
    }()
}
