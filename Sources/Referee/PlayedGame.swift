public import GameCore

/// A finished game: how it ended, the moves, and what it takes to replay it.
// NB: stored as parts, not as a `Game`: building a `Game` costs an allocation per move, and
// a benchmark's tight loop of games never looks at it. ``game`` builds it when asked.
public struct PlayedGame {
    /// Who won, and why.
    public var result: GameResult
    /// The rules the game was played under.
    public private(set) var rules: Rules
    /// Every move played, X first.
    public private(set) var moves: [Move]
    /// The names of the players, by side.
    public var xName: String
    public var oName: String
    /// The seed the game was played with.
    public var seed: UInt64
    /// The time each move was allowed, or nil for no limit.
    public var timeLimit: Duration?
    /// Each move's time, score and depth, aligned with ``moves``, when the referee kept
    /// them (``Coordinator/keepsStory``).
    public var story: MoveStory?

    public init(result: GameResult, game: Game, seed: UInt64, timeLimit: Duration? = nil) {
        self.init(result: result, rules: game.rules, moves: game.moves, xName: game.xName, oName: game.oName,
                  seed: seed, timeLimit: timeLimit)
    }

    /// A finished game from parts the caller has checked: `moves` are legal under `rules`.
    init(result: GameResult, rules: Rules, moves: [Move], xName: String, oName: String, seed: UInt64, timeLimit: Duration?) {
        self.result = result
        self.rules = rules
        self.moves = moves
        self.xName = xName
        self.oName = oName
        self.seed = seed
        self.timeLimit = timeLimit
    }

    /// The game: rules, names and moves, replayed.
    /// - Complexity: O(moves).
    public var game: Game {
        // NB: the moves were checked when they were played.
        try! Game(rules: rules, moves: moves, xName: xName, oName: oName)
    }

    /// The name of the player of `mark`.
    public func name(of mark: Mark) -> String { mark == .x ? xName : oName }

    /// The name of the winner, or nil for a draw or an aborted game.
    public var winnerName: String? { result.winner.map(name(of:)) }
}

extension PlayedGame: Sendable {}
extension PlayedGame: Hashable {}
