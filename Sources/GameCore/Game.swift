/// A game: the rules, the players' names and the moves played, with the moves taken back
/// kept for redo. Every board is derived by replaying moves from the empty board.
public struct Game {
    /// The rules of the game.
    public let rules: Rules
    /// The moves played, in order, X first.
    public private(set) var moves: [Move]
    /// Moves taken back by ``undoing()``, the next one to redo last.
    public private(set) var undone: [Move]
    /// The names of the players, by side.
    public var xName: String
    public var oName: String
    /// The board after ``moves``.
    // NB: a cache of the replay, kept in step by the only two ways `moves` changes.
    public private(set) var board: Board

    /// A new game from the empty board.
    public init(rules: Rules, xName: String = "X", oName: String = "O") {
        self.rules = rules
        self.xName = xName
        self.oName = oName
        moves = []
        undone = []
        board = Board(rules: rules)
    }

    /// A game replayed from `moves`.
    /// - Throws: the ``MoveError`` of the first move that cannot be played.
    public init(rules: Rules, moves: [Move], xName: String = "X", oName: String = "O") throws(MoveError) {
        self.init(rules: rules, xName: xName, oName: oName)
        for move in moves { self = try playing(move) }
    }

    /// The name of the player of `mark`.
    public func name(of mark: Mark) -> String { mark == .x ? xName : oName }

    /// The game after the side to move plays `move`. The redo list is cleared.
    public func playing(_ move: Move) throws(MoveError) -> Game {
        var next = self
        next.board = try board.playing(move)
        next.moves.append(move)
        next.undone = []
        return next
    }

    /// The game with the last move taken back, or nil at the start.
    public func undoing() -> Game? {
        guard let last = moves.last else { return nil }
        var previous = self
        previous.moves.removeLast()
        previous.undone.append(last)
        previous.board = previous.board(afterMoves: previous.moves.count)
        return previous
    }

    /// The game with the last undone move played again, or nil when there is none.
    public func redoing() -> Game? {
        guard let move = undone.last, let next = try? board.playing(move) else { return nil }
        var game = self
        game.board = next
        game.moves.append(move)
        game.undone.removeLast()
        return game
    }

    /// The board after the first `count` moves.
    public func board(afterMoves count: Int) -> Board {
        var board = Board(rules: rules)
        for move in moves.prefix(count) {
            // NB: these moves were checked when they were played.
            board = try! board.playing(move)
        }
        return board
    }

    /// The moves in notation, separated by spaces: `b2 a1 c3`.
    public var moveText: String { moves.map { rules.notation(for: $0) }.joined(separator: " ") }
}

extension Game: Sendable {}
extension Game: Hashable {}
