public import GameCore

/// A move as observers see it (``GameEvent/moved(_:)``): the side that played it, the cell,
/// its notation and the board after it.
///
/// It holds the rules and every move of the game up to this one, X first, and derives the
/// rest: the mover from the count (X plays the odd moves), the board by replaying.
// NB: not the board itself: a board is 184 bytes, copied into every event and again by
// every observer that looks at one, while the move list is shared with the coordinator's,
// so an event costs a reference. The coordinator grows its list in place again once the
// observers have let the event go; one that keeps it keeps its own list.
public struct PlayedMove {
    /// The rules of the game.
    public let rules: Rules
    /// Every move of the game up to and including this one, X first.
    public let moves: [Move]
    /// The score its player reported with it (``Player/lastMoveScore``), where the referee
    /// read one: in games played a turn at a time (the REPL's), else nil.
    public let score: MoveScore?

    /// The last of `moves`, played under `rules`, with the `score` its player reported.
    /// - Precondition: `moves` is not empty, and the moves are legal in turn from the
    ///   empty board.
    init(rules: Rules, moves: [Move], score: MoveScore? = nil) {
        precondition(!moves.isEmpty, "A played move needs a move.")
        self.rules = rules
        self.moves = moves
        self.score = score
    }

    /// The last move of `game`, which has at least one.
    public init(lastMoveOf game: Game) {
        self.init(rules: game.rules, moves: game.moves)
    }

    /// The cell played.
    public var move: Move { moves[moves.count &- 1] }

    /// The side that played it.
    public var mark: Mark { moves.count & 1 == 1 ? .x : .o }

    /// Which move of the game it is, from 1.
    public var ply: Int { moves.count }

    /// The move as written under the rules: `b2`, or the column (`d`) in gravity games.
    public var notation: String { rules.notation(for: move) }

    /// The position after the move.
    /// - Complexity: O(moves): the board is replayed from the moves.
    public var board: Board {
        var board = Board(rules: rules)
        // NB: the moves were checked when they were played.
        for move in moves { board = board.playingUnchecked(move) }
        return board
    }
}

extension PlayedMove: Sendable {}
extension PlayedMove: Hashable {}
