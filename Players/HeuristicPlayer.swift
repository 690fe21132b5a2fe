public import Arena
public import GameCore
import Search

/// Wins if it can, blocks if it must, else takes the best square by open lines: the
/// player over ``LineHeuristic``, ties broken by its seed.
public struct HeuristicPlayer: Player {
    public let name: String
    /// The seed that breaks ties between equally good moves.
    public let seed: UInt64

    public init(seed: UInt64 = 0, name: String = "heuristic") {
        self.seed = seed
        self.name = name
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        guard !state.board.isOver else { throw PlayerError("The game is over: there is no move to play.") }
        var generator = SplitMix64.derived(from: seed ^ state.seed.scrambled, index: UInt64(state.board.moveCount))
        return Self.choose(on: state.board, tieBreak: &generator)
    }

    /// The heuristic's move on `board`, ties broken by `generator`.
    /// - Precondition: the game on `board` is not over.
    public static func choose(on board: Board, tieBreak generator: inout SplitMix64) -> Move {
        LineHeuristic.bestMove(on: board, tieBreak: &generator)
    }
}
