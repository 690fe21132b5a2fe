public import Arena
public import GameCore

/// Plays a legal move chosen uniformly at random.
///
/// Every choice comes from a ``SplitMix64`` derived from the player's seed (the spec's
/// `seed=N`, else the context's seed), the game's seed and the move number, so the same
/// seeds replay the same moves, and the player keeps no state between moves.
public struct RandomPlayer: Player {
    public let name: String
    /// The seed the player's choices flow from.
    public let seed: UInt64

    /// A random player whose choices flow from `seed`.
    public init(seed: UInt64 = 0, name: String = "random") {
        self.seed = seed
        self.name = name
    }

    /// A uniformly random legal move on `board`, drawn from `generator`.
    /// - Precondition: the game on `board` is not over.
    /// - Complexity: O(legal moves); no allocation.
    public static func choose(on board: Board, using generator: inout SplitMix64) -> Move {
        let count = board.legalMoveCount
        precondition(count > 0, "No legal move: the game is over.")
        var target = generator.next(below: count)
        var chosen = Move(column: 0, row: 0)
        board.forEachLegalMove { move in
            if target == 0 { chosen = move }
            target &-= 1
        }
        return chosen
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        guard !state.board.isOver else { throw PlayerError("The game is over: there is no move to play.") }
        var generator = SplitMix64.derived(from: seed ^ state.seed.scrambled, index: UInt64(state.board.moveCount))
        return Self.choose(on: state.board, using: &generator)
    }
}

extension UInt64 {
    /// The value run through one SplitMix64 step, so that nearby seeds mix well when
    /// combined with `^`.
    var scrambled: UInt64 {
        var generator = SplitMix64(seed: self)
        return generator.next()
    }
}
