public import GameCore

/// A finished game: how it ended, the moves, and what it takes to replay it.
public struct PlayedGame {
    /// Who won, and why.
    public var result: GameResult
    /// The rules, the players' names by side, and every move played.
    public var game: Game
    /// The seed the game was played with.
    public var seed: UInt64
    /// The time each move was allowed, or nil for no limit.
    public var timeLimit: Duration?

    public init(result: GameResult, game: Game, seed: UInt64, timeLimit: Duration? = nil) {
        self.result = result
        self.game = game
        self.seed = seed
        self.timeLimit = timeLimit
    }

    /// The name of the winner, or nil for a draw or an aborted game.
    public var winnerName: String? { result.winner.map { game.name(of: $0) } }
}

extension PlayedGame: Sendable {}
extension PlayedGame: Hashable {}
