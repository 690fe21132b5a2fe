public import GameCore

/// A conformance suite for a Gomocup (piskvork) brain: it starts the engine and says, check
/// by check, what is right and what is wrong (`ttt check-bot gomocup:./pbrain-x`), in the
/// same words and format as ``BotCheck`` for native bots.
///
/// The checks: `START` and `OK`, `ABOUT`, the `INFO` lines, `BEGIN`, `TURN`, `BOARD` ...
/// `DONE`, a board that is not square by `RECTSTART` (or its refusal, which the protocol
/// allows), each rule of ``rules`` (an engine that refuses one with `ERROR` does not play
/// it; one that takes it must answer legal moves under it, renju's forbidden points
/// included), an answer within a short budget, and `END` with the engine's exit.
public struct GomocupCheck: Sendable {
    /// How the engine is run.
    public var configuration: BotConfiguration
    /// The move's time sent with the budget check, which the answer must keep to.
    public var budget: Duration
    /// How long other checks wait for an answer.
    public var patience: Duration
    /// The rules whose `INFO rule` the engine is checked under, each with a position where
    /// a move is asked (renju's has a forbidden point for X nearby).
    public var rules: [(name: String, game: Game)]

    public init(configuration: BotConfiguration, budget: Duration = .milliseconds(200), patience: Duration = .seconds(5)) {
        self.configuration = configuration
        self.budget = budget
        self.patience = patience
        rules = Self.rulePositions
    }

    /// What prepares the engine for a game of `rules`, as a match sends it after each
    /// `START`: the game's time, the memory, the game type, the rule, then the engines
    /// file's options as `INFO key value` lines.
    func preparation(for rules: Rules) -> [String] {
        GomocupProtocol.preparation(maximumMemory: 512 << 20, rules: rules)
            + configuration.engineOptions.map { "INFO \($0.key) \($0.value)" }
    }

    /// Runs every check, in order, and returns their results.
    public func run() async -> [BotCheckResult] {
        var session = GomocupCheckSession(check: self)
        var results: [BotCheckResult] = []
        results.append(await session.handshake())
        results.append(await session.about())
        results.append(await session.info())
        results.append(await session.begin())
        results.append(await session.turn())
        results.append(await session.board())
        results.append(await session.rectangle())
        for (name, game) in rules {
            results.append(await session.rule(name, game: game))
        }
        results.append(await session.withinBudget())
        results.append(await session.ends())
        await session.close()
        return results
    }

    /// A game of `rules` after `cells`, known to be legal.
    static func game(_ rules: Rules, _ cells: [String]) -> Game {
        var game = Game(rules: rules)
        for cell in cells {
            game = try! game.playing(game.board.move(parsing: cell))
        }
        return game
    }

    /// The positions of the rule checks: the middle of a game, X to move.
    static let rulePositions: [(name: String, game: Game)] = {
        let cells = ["h8", "h9", "i9", "g7", "j10", "k11", "i7", "g9"]
        var positions: [(String, Game)] = []
        for name in ["gomoku", "gomoku-standard", "renju", "caro"] {
            guard let rules = try? Rules(parsing: name) else { continue }
            positions.append((name, game(rules, cells)))
        }
        return positions
    }()
}
