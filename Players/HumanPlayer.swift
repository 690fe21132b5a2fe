public import GameCore
public import Referee

/// A person at the REPL, or a script or a test standing in for one.
///
/// Moves are read from a ``LineSource`` and parsed with ``Board/move(parsing:)``. A move
/// that cannot be read or played is answered with the reason, through the context's
/// messages, and the question is asked again.
public struct HumanPlayer: Player {
    public let name: String
    let lines: any LineSource
    let messages: (@Sendable (String) -> Void)?

    /// A player reading moves from `lines` and writing its complaints to `messages`.
    public init(name: String = "human", lines: any LineSource, messages: (@Sendable (String) -> Void)? = nil) {
        self.name = name
        self.lines = lines
        self.messages = messages
    }

    /// The prompt shown when asking for a move: `X to move (b2): `.
    static func prompt(for board: Board) -> String {
        let example = board.rules.gravity ? "d" : "b2"
        return "\(board.sideToMove) to move (\(example)): "
    }

    /// - Throws: ``PlayerError`` `No more input.` when the lines run out.
    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let board = state.board
        guard !board.isOver else { throw PlayerError("The game is over: there is no move to play.") }
        while true {
            try Task.checkCancellation()
            guard let line = await lines.nextLine(prompt: Self.prompt(for: board)) else {
                throw PlayerError("No more input.")
            }
            if line.allSatisfy(\.isWhitespace) {
                messages?("Type a move: \(board.moveNotationHint).")
                continue
            }
            do throws(MoveError) {
                let move = try board.move(parsing: line)
                try board.validate(move)
                return move
            } catch {
                messages?(error.message)
            }
        }
    }
}
