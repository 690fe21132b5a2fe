public import GameCore

/// Why a position cannot be set up for the solver, in words a person can act on.
public enum PositionError: Error {
    /// A character of a move sequence names no column of the board (`move` counts from 1).
    case invalidColumn(String, move: Int, columns: Int)
    /// A move of a sequence was played in a full column (`column` counts from 1, as written).
    case columnFull(column: Int, move: Int)
    /// A move of a sequence completed four in a row: the solver needs a game still in play.
    /// `extraMoves` is how many moves the sequence had after it.
    case alreadyWon(move: Int, extraMoves: Int)
    /// A board whose game has already been won.
    case gameOver(winner: Mark)
    /// A board with a stone above an empty cell.
    case floatingStone(column: Int)
    /// Rules the solver does not handle.
    case unsupportedRules(Rules, reason: String)
}

extension PositionError: Sendable {}
extension PositionError: Hashable {}

extension PositionError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String { message }

    /// A sentence a person can act on: `Column 4 is full at move 7.`
    public var message: String {
        switch self {
        case let .invalidColumn(text, move, columns):
            let range = columns <= 9 ? "1 to \(columns)" : "1 to 9 or a to \(Move.columnName(columns - 1))"
            return "Invalid column '\(text)' at move \(move): columns are \(range)."
        case let .columnFull(column, move):
            return "Column \(column) is full at move \(move)."
        case let .alreadyWon(move, extraMoves):
            if extraMoves == 0 {
                return "Game already won at move \(move): there is nothing left to solve."
            }
            return "Game already won at move \(move): move \(move + 1) cannot be played."
        case let .gameOver(winner):
            return "Game already won by \(winner): there is nothing left to solve."
        case let .floatingStone(column):
            return "Column '\(Move.columnName(column))' has a stone above an empty cell."
        case let .unsupportedRules(rules, reason):
            return "The solver cannot play \(rules.name): \(reason)"
        }
    }
}
