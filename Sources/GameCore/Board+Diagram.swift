/// Why a board diagram could not be read.
public struct DiagramError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Board {
    /// A board set up from a diagram: rows from the top, separated by `/` or line breaks;
    /// in each row one character a cell, `X`, `O`, or `.` (also `-` or `_`) for empty;
    /// spaces are ignored.
    ///
    ///     try Board(rules: .ticTacToe, diagram: "X O . / . X . / . . X")
    ///
    /// - Throws: ``DiagramError`` when the shape does not match the rules, or the position
    ///   cannot arise in play (stone counts, two winners, a win followed by more moves,
    ///   stones floating in a gravity game).
    public init(rules: Rules, diagram: String) throws(DiagramError) {
        // NB: `isNewline`, not "\n": a Windows line break "\r\n" is one Character.
        let lines = diagram.split(whereSeparator: { $0 == "/" || $0.isNewline })
            .map { $0.filter { !$0.isWhitespace } }
            .filter { !$0.isEmpty }
        guard lines.count == rules.rows else {
            throw DiagramError("Expected \(rules.rows) rows for \(rules.name), found \(lines.count).")
        }
        var board = Board(rules: rules)
        for (lineNumber, line) in lines.enumerated() {
            guard line.count == rules.columns else {
                throw DiagramError("Row \(lineNumber + 1) from the top has \(line.count) cells; expected \(rules.columns).")
            }
            let row = rules.rows - 1 - lineNumber
            for (column, character) in line.enumerated() {
                let index = board.index(of: Move(column: column, row: row))
                switch character {
                case "X", "x": board.xStones.insert(index)
                case "O", "o", "0": board.oStones.insert(index)
                case ".", "-", "_": break
                default:
                    throw DiagramError("Unexpected '\(character)' in row \(lineNumber + 1) from the top: use X, O or '.'.")
                }
            }
        }
        try board.checkReachable()
        self = board
    }

    private func checkReachable() throws(DiagramError) {
        let xCount = xStones.count(used: usedWords)
        let oCount = oStones.count(used: usedWords)
        guard xCount == oCount || xCount == oCount + 1 else {
            throw DiagramError("X moves first, so X has as many stones as O or one more; here X has \(xCount) and O \(oCount).")
        }
        let xWins = hasLineAnywhere(.x)
        let oWins = hasLineAnywhere(.o)
        if xWins && oWins { throw DiagramError("Both X and O have \(rules.k) in a row; a game stops at the first.") }
        if xWins && xCount == oCount { throw DiagramError("X has \(rules.k) in a row, yet O moved after it.") }
        if oWins && xCount > oCount { throw DiagramError("O has \(rules.k) in a row, yet X moved after it.") }
        if xWins || oWins {
            let winner: Mark = xWins ? .x : .o
            guard hasFinalStone(of: winner) else {
                throw DiagramError("\(winner) has lines that no single last move could make; the game would have stopped at the first.")
            }
        }
        if rules.gravity {
            for column in 0..<rules.columns {
                let height = height(ofColumn: column)
                for row in height..<rules.rows where mark(at: Move(column: column, row: row)) != nil {
                    throw DiagramError("Stones fall in \(rules.name): \(Move(column: column, row: row).cellName) floats over an empty cell.")
                }
            }
        }
    }

    /// Whether one stone of `mark`, taken back, leaves no winning line: the move that won.
    /// In gravity games it must be the top stone of its column.
    private func hasFinalStone(of mark: Mark) -> Bool {
        var taken = self
        var found = false
        stones(of: mark).forEach(used: usedWords) { index in
            if found { return }
            let cell = move(atIndex: index)
            if rules.gravity, height(ofColumn: cell.column) != cell.row + 1 { return }
            if mark == .x { taken.xStones.remove(index) } else { taken.oStones.remove(index) }
            if !taken.hasLineAnywhere(mark) { found = true }
            if mark == .x { taken.xStones.insert(index) } else { taken.oStones.insert(index) }
        }
        return found
    }

    /// The board as a one-line diagram, rows from the top: `X O . / . X . / . . X`.
    /// ``init(rules:diagram:)`` reads it back.
    public var diagram: String {
        (0..<rules.rows).reversed().map { row in
            (0..<rules.columns).map { mark(at: Move(column: $0, row: row))?.symbol ?? "." }.joined(separator: " ")
        }.joined(separator: " / ")
    }
}
