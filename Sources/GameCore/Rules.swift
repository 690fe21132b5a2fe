/// The whole k-in-a-row family in one value: board size, the length of a winning line, and
/// whether stones fall to the bottom of their column (gravity, as in connect four).
///
/// A line of `k` or more stones of one mark wins (freestyle). Sizes go up to 26 by 26.
public struct Rules {
    /// The largest number of columns or rows: columns are named by the letters `a` to `z`.
    public static let maximumSide = 26

    @usableFromInline let storedColumns: UInt8
    @usableFromInline let storedRows: UInt8
    @usableFromInline let storedK: UInt8
    /// Whether a stone falls to the lowest empty cell of its column.
    public let gravity: Bool

    /// The width of the board.
    @inlinable public var columns: Int { Int(storedColumns) }
    /// The height of the board.
    @inlinable public var rows: Int { Int(storedRows) }
    /// How many in a row win.
    @inlinable public var k: Int { Int(storedK) }
    /// The number of cells.
    @inlinable public var cellCount: Int { columns * rows }

    /// Rules for an `columns` by `rows` board where `k` in a row wins.
    ///
    /// - Throws: ``RulesError`` for a side of zero or over 26, or a `k` that fits neither way.
    public init(columns: Int, rows: Int, k: Int, gravity: Bool = false) throws(RulesError) {
        guard columns >= 1, rows >= 1 else {
            throw RulesError("A board needs at least one column and one row, not \(columns)x\(rows).")
        }
        guard columns <= Self.maximumSide, rows <= Self.maximumSide else {
            throw RulesError("A board can be at most 26x26 (columns are named a to z), not \(columns)x\(rows).")
        }
        guard k >= 1 else {
            throw RulesError("k must be at least 1, not \(k).")
        }
        guard k <= max(columns, rows) else {
            throw RulesError("k=\(k) cannot fit on a \(columns)x\(rows) board: no line is that long.")
        }
        self.storedColumns = UInt8(columns)
        self.storedRows = UInt8(rows)
        self.storedK = UInt8(k)
        self.gravity = gravity
    }

    private init(unchecked columns: Int, _ rows: Int, _ k: Int, gravity: Bool) {
        storedColumns = UInt8(columns)
        storedRows = UInt8(rows)
        storedK = UInt8(k)
        self.gravity = gravity
    }

    /// Tic-tac-toe: 3x3, three in a row.
    public static let ticTacToe = Rules(unchecked: 3, 3, 3, gravity: false)
    /// 4x4, four in a row.
    public static let fourByFour = Rules(unchecked: 4, 4, 4, gravity: false)
    /// Freestyle gomoku: 15x15, five or more in a row.
    public static let gomoku = Rules(unchecked: 15, 15, 5, gravity: false)
    /// Connect four: 7 columns, 6 rows, four in a row, with gravity.
    public static let connectFour = Rules(unchecked: 7, 6, 4, gravity: true)

    /// The presets by name, in the order `help` lists them.
    public static let presets: [(name: String, rules: Rules)] = [
        ("tictactoe", .ticTacToe), ("4x4", .fourByFour), ("gomoku", .gomoku), ("connect4", .connectFour),
    ]

    /// The preset's name where these rules are a preset, else `MxN k=K` (and ` gravity`).
    public var name: String {
        if let preset = Self.presets.first(where: { $0.rules == self }) { return preset.name }
        return "\(columns)x\(rows) k=\(k)" + (gravity ? " gravity" : "")
    }

    /// A one-line description for people: `tictactoe (3x3, 3 in a row)`.
    public var summary: String {
        "\(name) (\(columns)x\(rows), \(k) in a row\(gravity ? ", gravity" : ""))"
    }
}

extension Rules: Sendable {}
extension Rules: Hashable {}
extension Rules: CustomStringConvertible {
    public var description: String { name }
}

extension Rules: Codable {
    private enum CodingKeys: String, CodingKey { case columns, rows, k, gravity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                columns: container.decode(Int.self, forKey: .columns),
                rows: container.decode(Int.self, forKey: .rows),
                k: container.decode(Int.self, forKey: .k),
                gravity: container.decodeIfPresent(Bool.self, forKey: .gravity) ?? false
            )
        } catch let error as RulesError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(columns, forKey: .columns)
        try container.encode(rows, forKey: .rows)
        try container.encode(k, forKey: .k)
        try container.encode(gravity, forKey: .gravity)
    }
}
