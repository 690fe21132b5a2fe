public import GameCore
public import Referee
import Search

/// Wins if it can, blocks if it must, else takes the best square by open lines: the
/// player over ``LineHeuristic``, ties broken by its seed.
///
/// Its score (``lastMoveScore``) is a simple value of the move it chose: a move that wins is
/// `mate 1`; a block is 0, or `mate -1` when the opponent had two wins to block (the game is
/// lost); any other move is the sum of the open lines through its cell
/// (``LineHeuristic/Reason/lines(score:)``), which grows with the lines it makes and spoils.
public struct HeuristicPlayer: Player {
    public let name: String
    /// The seed that breaks ties between equally good moves.
    public let seed: UInt64
    private let reported = ReportedScore()

    public init(seed: UInt64 = 0, name: String = "heuristic") {
        self.seed = seed
        self.name = name
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        guard !state.board.isOver else { throw PlayerError("The game is over: there is no move to play.") }
        var generator = SplitMix64.derived(from: seed ^ state.seed.scrambled, index: UInt64(state.board.moveCount))
        let choice = LineHeuristic.choice(on: state.board, tieBreak: &generator)
        reported.set(Self.score(of: choice.reason))
        return choice.move
    }

    /// The value of its last move (see the type's description).
    public var lastMoveScore: MoveScore? { reported.value }

    /// The heuristic's move on `board`, ties broken by `generator`.
    /// - Precondition: the game on `board` is not over.
    public static func choose(on board: Board, tieBreak generator: inout SplitMix64) -> Move {
        LineHeuristic.bestMove(on: board, tieBreak: &generator)
    }

    /// The score of a move chosen for `reason`.
    static func score(of reason: LineHeuristic.Reason) -> MoveScore {
        switch reason {
        case .win: .mate(1)
        case let .block(threats): threats >= 2 ? .mate(-1) : .units(0)
        case let .lines(score): .units(score)
        }
    }
}
