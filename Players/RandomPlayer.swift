public import GameCore
public import Referee

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
    /// - Complexity: O(1) on boards up to 64 cells, else O(cells); no allocation.
    public static func choose(on board: Board, using generator: inout SplitMix64) -> Move {
        guard let move = board.randomLegalMove(using: &generator) else {
            preconditionFailure("No legal move: the game is over.")
        }
        return move
    }

    /// False: the player keeps nothing between games, so it needs no word of them.
    public var wantsGameHooks: Bool { false }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try move(in: state)
    }

    /// The move, at once: drawing it takes a few operations and never waits.
    public func immediateMove(in state: GameState) throws -> Move? {
        try move(in: state)
    }

    /// The move in `state`.
    // NB: reads the board in place: passing `state.board` on would copy it. The moves
    // played are counted from the list, as many as the stones and with no call on the board.
    private func move(in state: GameState) throws -> Move {
        var generator = SplitMix64.derived(from: seed ^ state.seed.scrambled, index: UInt64(state.moves.count))
        if let move = state.board.randomLegalMove(using: &generator) { return move }
        // NB: under renju X's empty cells may all be forbidden, the game not over: X must
        // move, any of them as good as another, and the referee rules it lost.
        let forbidden = state.board.isOver ? [] : state.board.forbiddenMoves
        guard !forbidden.isEmpty else { throw PlayerError("The game is over: there is no move to play.") }
        return forbidden[generator.next(below: forbidden.count)]
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
