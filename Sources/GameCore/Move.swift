/// A cell of the board, named in notation by a column letter and a row number: `a1` is the
/// bottom-left cell. In gravity games a move is written as its column alone (`d`), and
/// the board resolves the row the stone falls to.
public struct Move {
    @usableFromInline let storedColumn: UInt8
    @usableFromInline let storedRow: UInt8

    /// Column, from 0 on the left.
    @inlinable public var column: Int { Int(storedColumn) }
    /// Row, from 0 at the bottom.
    @inlinable public var row: Int { Int(storedRow) }

    /// The cell at `column` (0 is `a`) and `row` (0 is the bottom row, `1` in notation).
    ///
    /// Both must be in 0...255; the board decides whether the cell is on it.
    @inlinable
    public init(column: Int, row: Int) {
        precondition((0...255).contains(column) && (0...255).contains(row), "Move out of range")
        storedColumn = UInt8(column)
        storedRow = UInt8(row)
    }

    /// The cell's name: column letter and row number, as in `b2`.
    public var cellName: String {
        // NB: looked up, not built: the coordinator names every move it announces.
        if storedColumn < 26, storedRow < 26 { return Self.cellNames[Int(storedColumn) &* 26 &+ Int(storedRow)] }
        return Self.spelledCellName(column: column, row: row)
    }

    /// The names of the cells of the largest board, column by column: `a1`, `a2`, … `z26`.
    static let cellNames: [String] = (0..<26 * 26).map { index in
        spelledCellName(column: index / 26, row: index % 26)
    }

    /// A cell's name, spelled out.
    static func spelledCellName(column: Int, row: Int) -> String {
        columnName(column) + String(row + 1)
    }

    /// The letter of a column: 0 is `a`, 25 is `z`; past that, `#27`.
    public static func columnName(_ column: Int) -> String {
        guard (0..<26).contains(column) else { return "#\(column + 1)" }
        return String(UnicodeScalar(UInt8(97 + column)))
    }
}

extension Move: Sendable {}
extension Move: Hashable {}
extension Move: Codable {}
extension Move: Comparable {
    /// Column-major order: `a1 < a2 < b1`.
    public static func < (lhs: Move, rhs: Move) -> Bool {
        (lhs.column, lhs.row) < (rhs.column, rhs.row)
    }
}
extension Move: CustomStringConvertible {
    public var description: String { cellName }
}

extension Rules {
    /// A move as it is written under these rules: the column letter in gravity games (`d`),
    /// else the cell (`b2`). ``Board/move(parsing:)`` reads it back.
    public func notation(for move: Move) -> String {
        gravity ? Move.columnName(move.column) : move.cellName
    }

    /// Whether `move` names a cell of this board.
    @inlinable
    public func contains(_ move: Move) -> Bool {
        move.column < columns && move.row < rows
    }
}
