public import GameCore

/// A position of a gravity game with four in a row, as the solver sees it: two bitboards in
/// one 64-bit word each, for boards where `columns * (rows + 1) <= 64` (connect four's 7x6,
/// 6x5, 5x4, 8x7 and others).
///
/// Set one up from the sequence of columns played, in the format of the published connect
/// four test sets (columns 1 to 9 from the left; letters `a` to `z` also work):
///
///     let position = try GravityPosition(moves: "4455")
///
/// or from a GameCore ``Board`` with ``init(board:)``. A position is always still in play: no
/// four in a row (it may be full, a draw).
public struct GravityPosition {
    /// The rules: gravity, four in a row, and a board that fits the bitboard.
    public let rules: Rules
    /// The stones of the side to move.
    @usableFromInline var current: UInt64
    /// Every stone on the board.
    @usableFromInline var mask: UInt64
    /// The number of stones on the board.
    public internal(set) var moveCount: Int

    /// The empty board of `rules` (connect four unless told otherwise).
    ///
    /// - Throws: ``PositionError/unsupportedRules(_:reason:)`` unless the rules are a
    ///   gravity game with `k=4` whose board fits the bitboard.
    public init(rules: Rules = .connectFour) throws(PositionError) {
        try Self.checkSupported(rules)
        self.rules = rules
        current = 0
        mask = 0
        moveCount = 0
    }

    /// The position after playing `moves`, a sequence of column digits from 1 (`"4455"`);
    /// whitespace is ignored.
    ///
    /// - Throws: ``PositionError`` naming the first bad move: an invalid column, a full
    ///   column, or a move after (or completing) four in a row.
    public init(moves: String, rules: Rules = .connectFour) throws(PositionError) {
        try self.init(rules: rules)
        let shape = shape
        let total = moves.unicodeScalars.count { !Self.isSpace($0) }
        var number = 0
        for scalar in moves.unicodeScalars where !Self.isSpace(scalar) {
            number += 1
            guard let column = Self.column(of: scalar), column < rules.columns else {
                throw .invalidColumn(String(scalar), move: number, columns: rules.columns)
            }
            guard canPlay(column: column, shape: shape) else { throw .columnFull(column: column + 1, move: number) }
            if isWinningMove(column: column, shape: shape) {
                throw .alreadyWon(move: number, extraMoves: total - number)
            }
            playUnchecked(column: column, shape: shape)
        }
    }

    /// The shape with its masks.
    var shape: AnyGravityShape { AnyGravityShape(columns: rules.columns, rows: rules.rows) }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// The column (from 0) a character names: `1`-`9`, or `a`-`z`.
    static func column(of scalar: Unicode.Scalar) -> Int? {
        guard scalar.isASCII else { return nil }
        let ascii = UInt8(scalar.value)
        switch ascii {
        case UInt8(ascii: "1")...UInt8(ascii: "9"): return Int(ascii - UInt8(ascii: "1"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(ascii - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(ascii - UInt8(ascii: "A"))
        default: return nil
        }
    }

    /// Throws unless the solver handles `rules`.
    static func checkSupported(_ rules: Rules) throws(PositionError) {
        guard rules.gravity else {
            throw .unsupportedRules(rules, reason: "it solves gravity games (stones fall), such as connect4.")
        }
        guard rules.k == 4 else {
            throw .unsupportedRules(rules, reason: "it solves four in a row only, not k=\(rules.k).")
        }
        guard rules.columns * (rules.rows + 1) <= 64 else {
            throw .unsupportedRules(
                rules,
                reason: "the board is too large; columns x (rows + 1) must be at most 64, and here it is \(rules.columns * (rules.rows + 1))."
            )
        }
    }

    // MARK: Reading and playing

    /// Whether `column` (from 0) has an empty cell.
    public func canPlay(column: Int) -> Bool {
        guard (0..<rules.columns).contains(column) else { return false }
        return canPlay(column: column, shape: shape)
    }

    func canPlay(column: Int, shape: AnyGravityShape) -> Bool {
        mask & shape.columnMask(column) != shape.columnMask(column)
    }

    /// How many stones are in `column` (from 0).
    public func height(ofColumn column: Int) -> Int {
        (mask & shape.columnMask(column)).nonzeroBitCount
    }

    /// Whether the side to move makes four in a row by playing in `column` (from 0), which
    /// must be playable.
    public func isWinningMove(column: Int) -> Bool {
        isWinningMove(column: column, shape: shape)
    }

    func isWinningMove(column: Int, shape: AnyGravityShape) -> Bool {
        let landing = (mask &+ shape.bottomMask) & shape.columnMask(column)
        return shape.winningCells(of: current, mask: mask) & landing != 0
    }

    /// The score of winning with the next stone: `(cells + 1) / 2 + 1` minus the side to
    /// move's stone count after it.
    var winScore: Int { (rules.cellCount + 1) / 2 - moveCount / 2 }

    /// Whether the board is full (a draw, since a position is never won).
    public var isFull: Bool { moveCount == rules.cellCount }

    /// The position after the side to move plays in `column` (from 0).
    ///
    /// - Throws: ``PositionError/columnFull(column:move:)`` or
    ///   ``PositionError/alreadyWon(move:extraMoves:)`` when the move makes four in a row.
    public func playing(column: Int) throws(PositionError) -> GravityPosition {
        guard (0..<rules.columns).contains(column) else {
            throw .invalidColumn(String(column + 1), move: moveCount + 1, columns: rules.columns)
        }
        guard canPlay(column: column) else { throw .columnFull(column: column + 1, move: moveCount + 1) }
        if isWinningMove(column: column) { throw .alreadyWon(move: moveCount + 1, extraMoves: 0) }
        var next = self
        next.playUnchecked(column: column)
        return next
    }

    /// Plays in `column`, which must be playable.
    mutating func playUnchecked(column: Int) {
        playUnchecked(column: column, shape: shape)
    }

    mutating func playUnchecked(column: Int, shape: AnyGravityShape) {
        current ^= mask
        mask |= (mask &+ shape.bottomMask) & shape.columnMask(column)
        moveCount += 1
    }
}

extension GravityPosition: Sendable {}
extension GravityPosition: Hashable {}
