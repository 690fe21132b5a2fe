/// The whole k-in-a-row family in one value: board size, the length of a winning line,
/// whether stones fall to the bottom of their column (gravity, as in connect four), and
/// which lines win (``WinRule``: freestyle, standard, renju or caro).
///
/// Under the default rule, freestyle, a line of `k` or more stones of one mark wins. Sizes go
/// up to 26 by 26.
public struct Rules {
    /// The largest number of columns or rows: columns are named by the letters `a` to `z`.
    public static let maximumSide = 26

    @usableFromInline let storedColumns: UInt8
    @usableFromInline let storedRows: UInt8
    @usableFromInline let storedK: UInt8
    /// Gravity in bit 0, the win rule's raw value in the bits above.
    // NB: one byte for both, so that the rules stay four bytes and a board's small fields
    // share one word.
    @usableFromInline let storedFlags: UInt8

    /// The width of the board.
    @inlinable public var columns: Int { Int(storedColumns) }
    /// The height of the board.
    @inlinable public var rows: Int { Int(storedRows) }
    /// How many in a row win.
    @inlinable public var k: Int { Int(storedK) }
    /// The number of cells.
    @inlinable public var cellCount: Int { columns * rows }
    /// Whether a stone falls to the lowest empty cell of its column.
    @inlinable public var gravity: Bool { storedFlags & 1 != 0 }
    /// Which lines win, and whether X has forbidden moves (renju).
    @inlinable public var winRule: WinRule { WinRule(rawValue: storedFlags &>> 1) ?? .freestyle }
    /// Whether k or more in a row wins, with nothing forbidden: the fast paths' test.
    @inlinable var isFreestyle: Bool { storedFlags &>> 1 == 0 }

    /// Rules for an `columns` by `rows` board where `k` in a row wins, as `winRule` counts it.
    ///
    /// - Throws: ``RulesError`` for a side of zero or over 26, a `k` that fits neither way,
    ///   gravity with a rule other than freestyle, or renju on anything but 15x15 with k=5.
    public init(columns: Int, rows: Int, k: Int, gravity: Bool = false, winRule: WinRule = .freestyle) throws(RulesError) {
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
        guard !gravity || winRule == .freestyle else {
            throw RulesError("Gravity games are played freestyle (\(k) or more in a row wins): 'rule=\(winRule.name)' does not go with 'gravity'.")
        }
        // NB: renju's forbidden moves are defined for five in a row on the 15x15 board; a
        // fixed board also keeps their finder to four words a side.
        guard winRule != .renju || (columns == 15 && rows == 15 && k == 5) else {
            throw RulesError("Renju is played on 15x15 with k=5, not \(columns)x\(rows) k=\(k). Try 'rule=standard' or 'rule=caro' on other boards.")
        }
        self.init(unchecked: columns, rows, k, gravity: gravity, winRule: winRule)
    }

    private init(unchecked columns: Int, _ rows: Int, _ k: Int, gravity: Bool, winRule: WinRule = .freestyle) {
        storedColumns = UInt8(columns)
        storedRows = UInt8(rows)
        storedK = UInt8(k)
        storedFlags = (gravity ? 1 : 0) | winRule.rawValue &<< 1
    }

    /// Tic-tac-toe: 3x3, three in a row.
    public static let ticTacToe = Rules(unchecked: 3, 3, 3, gravity: false)
    /// 4x4, four in a row.
    public static let fourByFour = Rules(unchecked: 4, 4, 4, gravity: false)
    /// Freestyle gomoku: 15x15, five or more in a row.
    public static let gomoku = Rules(unchecked: 15, 15, 5, gravity: false)
    /// Connect four: 7 columns, 6 rows, four in a row, with gravity.
    public static let connectFour = Rules(unchecked: 7, 6, 4, gravity: true)
    /// Standard gomoku: 15x15, exactly five in a row.
    public static let gomokuStandard = Rules(unchecked: 15, 15, 5, gravity: false, winRule: .standard)
    /// Renju: 15x15, five in a row, with forbidden moves for X.
    public static let renju = Rules(unchecked: 15, 15, 5, gravity: false, winRule: .renju)
    /// Caro: 15x15, five or more in a row not blocked at both ends.
    public static let caro = Rules(unchecked: 15, 15, 5, gravity: false, winRule: .caro)

    /// The presets by name, in the order `help` lists them.
    public static let presets: [(name: String, rules: Rules)] = [
        ("tictactoe", .ticTacToe), ("4x4", .fourByFour), ("gomoku", .gomoku), ("connect4", .connectFour),
        ("gomoku-standard", .gomokuStandard), ("renju", .renju), ("caro", .caro),
    ]

    /// The preset's name where these rules are a preset, else `MxN k=K` (and ` gravity`,
    /// or ` rule=R` for a rule other than freestyle). ``init(parsing:)`` reads it back.
    public var name: String {
        if let preset = Self.presets.first(where: { $0.rules == self }) { return preset.name }
        return "\(columns)x\(rows) k=\(k)" + (gravity ? " gravity" : "") + (isFreestyle ? "" : " rule=\(winRule.name)")
    }

    /// A one-line description for people, starting with the ``name``:
    /// `tictactoe (3x3, 3 in a row)`, `gomoku-standard (15x15, exactly 5 in a row)`.
    public var summary: String {
        "\(name) (\(columns)x\(rows), \(winRule.linePhrase(k: k))\(gravity ? ", gravity" : ""))"
    }
}

extension Rules: Sendable {}
extension Rules: Hashable {}
extension Rules: CustomStringConvertible {
    public var description: String { name }
}

extension Rules: Codable {
    // NB: `rule` is written only when it is not freestyle, so the encoding of the rules
    // that came before it is unchanged.
    private enum CodingKeys: String, CodingKey { case columns, rows, k, gravity, rule }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                columns: container.decode(Int.self, forKey: .columns),
                rows: container.decode(Int.self, forKey: .rows),
                k: container.decode(Int.self, forKey: .k),
                gravity: container.decodeIfPresent(Bool.self, forKey: .gravity) ?? false,
                winRule: Self.decodeWinRule(container)
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
        if !isFreestyle { try container.encode(winRule.name, forKey: .rule) }
    }

    private static func decodeWinRule(_ container: KeyedDecodingContainer<CodingKeys>) throws -> WinRule {
        guard let name = try container.decodeIfPresent(String.self, forKey: .rule) else { return .freestyle }
        guard let rule = WinRule(name: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .rule, in: container, debugDescription: "Unknown rule '\(name)'. Expected freestyle, standard, renju or caro.")
        }
        return rule
    }
}
