/// A rotation or reflection of the board: a map of its cells onto its cells that keeps every
/// line a line, so a position and its image are the same game.
///
/// Which of them map a board onto itself depends on its shape and gravity (see
/// ``Rules/symmetries``): all eight on a square board, the first four on any other, the first
/// two under gravity (a stone must rest on the one below, so only the left-right mirror keeps
/// a legal position legal). The cases are in that order.
public enum BoardSymmetry: Int, CaseIterable {
    /// Every cell stays where it is.
    case identity
    /// The left-right mirror: column `a` becomes the last column.
    case mirror
    /// The top-bottom flip: row 1 becomes the last row.
    case flip
    /// The half turn: the mirror and the flip together.
    case halfTurn
    /// The reflection in the diagonal through `a1`: `b1` becomes `a2`.
    case diagonal
    /// The quarter turn clockwise: `a1` (bottom-left) goes to the top-left corner.
    case quarterTurnClockwise
    /// The quarter turn anticlockwise: `a1` goes to the bottom-right corner.
    case quarterTurnAnticlockwise
    /// The reflection in the other diagonal: `a1` becomes the top-right corner.
    case antidiagonal

    /// A short name for messages and docs: `identity`, `mirror`, `rotate 90 clockwise`.
    public var name: String {
        switch self {
        case .identity: "identity"
        case .mirror: "mirror"
        case .flip: "flip"
        case .halfTurn: "rotate 180"
        case .diagonal: "diagonal"
        case .quarterTurnClockwise: "rotate 90 clockwise"
        case .quarterTurnAnticlockwise: "rotate 90 anticlockwise"
        case .antidiagonal: "antidiagonal"
        }
    }

    /// The image of `move` on a board of `rules`' size, which this symmetry must map onto
    /// itself (one of ``Rules/symmetries``).
    ///
    /// - Complexity: O(1).
    public func image(of move: Move, rules: Rules) -> Move {
        let lastColumn = rules.columns - 1, lastRow = rules.rows - 1
        let (column, row) = (move.column, move.row)
        switch self {
        case .identity: return move
        case .mirror: return Move(column: lastColumn - column, row: row)
        case .flip: return Move(column: column, row: lastRow - row)
        case .halfTurn: return Move(column: lastColumn - column, row: lastRow - row)
        case .diagonal: return Move(column: row, row: column)
        case .quarterTurnClockwise: return Move(column: row, row: lastColumn - column)
        case .quarterTurnAnticlockwise: return Move(column: lastRow - row, row: column)
        case .antidiagonal: return Move(column: lastRow - row, row: lastColumn - column)
        }
    }
}

extension BoardSymmetry: Sendable {}
extension BoardSymmetry: Hashable {}

extension Rules {
    /// The symmetries that map this board onto itself, keeping every legal position legal:
    /// all 8 on a square board without gravity, 4 on another board without gravity (the
    /// identity, the mirror, the flip and the half turn), 2 under gravity (the identity and
    /// the mirror). The identity comes first.
    public var symmetries: [BoardSymmetry] {
        if gravity { return [.identity, .mirror] }
        if columns != rows { return [.identity, .mirror, .flip, .halfTurn] }
        return BoardSymmetry.allCases
    }
}
