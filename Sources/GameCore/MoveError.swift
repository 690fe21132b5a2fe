/// Why a move cannot be played, or a move's text cannot be read.
public enum MoveError: Error {
    /// The cell is not on the board.
    case offBoard(Move, Rules)
    /// The cell already holds a stone.
    case occupied(Move, by: Mark)
    /// In a gravity game, the column has no empty cell.
    case columnFull(column: Int)
    /// In a gravity game, the cell is not where a stone in its column would land.
    case floating(Move, landsOn: Move)
    /// The game has already ended.
    case gameOver(Outcome)
    /// Under renju, the cell is forbidden for X: an overline, a double four or a double three.
    // NB: indirect, as `unreadable`: the reason holds the lines.
    indirect case forbidden(ForbiddenMove)
    /// The text is not a move in any accepted notation.
    // NB: indirect, so that the error (and a game result that holds one) stays small: the
    // other cases need a few bytes, this one two strings.
    indirect case unreadable(String, expected: String)
}

extension MoveError: Sendable {}
extension MoveError: Hashable {}

extension MoveError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String { message }

    /// A sentence a person can act on: `Cell 'b9' is off the 3x3 board.`
    public var message: String {
        switch self {
        case let .offBoard(move, rules):
            let what = rules.gravity && move.row == 0 ? "Column '\(Move.columnName(move.column))'" : "Cell '\(move.cellName)'"
            return "\(what) is off the \(rules.columns)x\(rules.rows) board."
        case let .occupied(move, mark):
            return "\(move.cellName) is taken by \(mark)."
        case let .columnFull(column):
            return "Column '\(Move.columnName(column))' is full."
        case let .floating(move, landing):
            return "Stones fall in this game: '\(move.cellName)' would land on \(landing.cellName)."
        case let .gameOver(outcome):
            return "The game is over: \(outcome)."
        case let .forbidden(foul):
            return foul.description
        case let .unreadable(text, expected):
            return "Cannot read '\(text)' as a move. Expected \(expected)."
        }
    }
}
