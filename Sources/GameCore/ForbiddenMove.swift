/// Why X may not play a cell under renju: the kind of foul, and the lines that make it.
///
/// Each line is named by its stones, in order along the line, the forbidden cell among
/// them: a double three on h8 reads `double three (h7-h8-h9 and f8-h8-i8)`, the second
/// three being split (f8, h8 and i8, with g8 empty).
public struct ForbiddenMove {
    /// The three kinds of forbidden move.
    public enum Kind {
        /// Six or more in a row.
        case overline
        /// Two or more fours at once, in one line or in several: rows of four stones that
        /// one more stone would make exactly five.
        case doubleFour
        /// Two or more threes at once, in different lines: rows of three stones that one
        /// more stone, itself allowed and making no five elsewhere, would make a straight
        /// four (a four with two cells that make five).
        case doubleThree

        /// `overline`, `double four`, `double three`.
        public var name: String {
            switch self {
            case .overline: "overline"
            case .doubleFour: "double four"
            case .doubleThree: "double three"
            }
        }
    }

    /// The cell X may not play.
    public let move: Move
    /// Which foul it is.
    public let kind: Kind
    /// The lines that make the foul: for each, its stones (the move's cell included), in
    /// order along the line. Lines come in the order of the directions up, right, up-right,
    /// down-right, and a line runs bottom to top, left to right, or from its left end.
    public let lines: [[Move]]

    /// A reason for `move` of `kind`, made by `lines`.
    public init(move: Move, kind: Kind, lines: [[Move]]) {
        self.move = move
        self.kind = kind
        self.lines = lines
    }

    /// The kind and the lines: `double three (h7-h8-h9 and f8-h8-i8)`.
    public var reason: String {
        let names = lines.map { $0.map(\.cellName).joined(separator: "-") }
        let listed = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(kind.name) (\(listed))"
    }
}

extension ForbiddenMove: Sendable {}
extension ForbiddenMove: Hashable {}
extension ForbiddenMove.Kind: Sendable {}
extension ForbiddenMove.Kind: Hashable {}
extension ForbiddenMove: CustomStringConvertible {
    /// The sentence a player reads: `h8 is forbidden for X: double three (h7-h8-h9 and f8-h8-i8).`
    public var description: String { "\(move.cellName) is forbidden for X: \(reason)." }
}
