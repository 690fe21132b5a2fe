extension Board {
    /// What a move looks like under these rules, for messages.
    public var moveNotationHint: String {
        if rules.gravity {
            return "a column such as 'd' or '4' (a-\(Move.columnName(rules.columns - 1)) or 1-\(rules.columns))"
        }
        let cells = "a cell such as 'b2' (columns a-\(Move.columnName(rules.columns - 1)), rows 1-\(rules.rows))"
        return rules == .ticTacToe ? cells + " or a digit 1-9 as on a numeric keypad" : cells
    }

    /// Reads a move in any accepted notation, case-insensitively: a cell (`b2`); on 3x3 a
    /// numeric-keypad digit (1 = a1, 5 = b2, 9 = c3); in gravity games a column letter (`d`)
    /// or number (`4`), resolved to the cell the stone lands on.
    ///
    /// - Throws: `.unreadable` with what was expected, `.offBoard`, or `.columnFull`.
    ///   Whether the cell is free is left to ``playing(_:)``.
    public func move(parsing text: String) throws(MoveError) -> Move {
        let trimmed = text.trimmingSpaces.lowercased()
        let characters = Array(trimmed.unicodeScalars)
        guard !characters.isEmpty else { throw .unreadable(text, expected: moveNotationHint) }
        let letter = characters[0]
        let digits = characters.dropFirst()

        if rules.gravity {
            var column: Int?
            if characters.count == 1, ("a"..."z").contains(letter) {
                column = Int(letter.value) - 97
            } else if characters.allSatisfy({ ("0"..."9").contains($0) }), characters.count <= 3,
                      let number = Int(trimmed), (1...256).contains(number) {
                // NB: columns are numbered from 1; '0' and numbers past any board are not
                // a column at all, so they get the notation hint, not "off the board".
                column = number - 1
            }
            if let column {
                guard (0..<rules.columns).contains(column) else {
                    throw .offBoard(Move(column: column, row: 0), rules)
                }
                guard let cell = landingCell(inColumn: column) else { throw .columnFull(column: column) }
                return cell
            }
        } else if rules == .ticTacToe, characters.count == 1, ("1"..."9").contains(letter) {
            let key = Int(letter.value) - 49
            return Move(column: key % 3, row: key / 3)
        }

        guard ("a"..."z").contains(letter), !digits.isEmpty, digits.count <= 3,
              digits.allSatisfy({ ("0"..."9").contains($0) }),
              let number = Int(String(String.UnicodeScalarView(digits))), (1...256).contains(number)
        else { throw .unreadable(text, expected: moveNotationHint) }
        let move = Move(column: Int(letter.value) - 97, row: number - 1)
        guard rules.contains(move) else { throw .offBoard(move, rules) }
        return move
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }
}
