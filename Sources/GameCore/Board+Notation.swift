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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return try move(parsingASCII: text, original: text) }
        // NB: past ASCII, only Unicode spaces around a move leave something to read.
        let trimmed = text.trimmingSpaces
        guard trimmed.utf8.allSatisfy({ $0 < 0x80 }) else { throw .unreadable(text, expected: moveNotationHint) }
        return try move(parsingASCII: trimmed, original: text)
    }

    /// ``move(parsing:)`` for ASCII text, byte by byte; `original` is named in errors.
    private func move(parsingASCII text: String, original: String) throws(MoveError) -> Move {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !$0.isASCIISpace }) else {
            throw .unreadable(original, expected: moveNotationHint)
        }
        let end = bytes.index(after: bytes.lastIndex(where: { !$0.isASCIISpace })!)
        // NB: the first character, lowercased; the value of the digits after it; and the
        // value of the whole when it is all digits.
        var lead: UInt8 = 0
        var count = 0
        var trailingDigits = 0
        var trailingValue = 0
        var wholeValue = 0
        var allDigits = true
        for byte in bytes[first..<end] {
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            let isDigit = (0x30...0x39).contains(lowered)
            if count == 0 {
                lead = lowered
            } else if isDigit {
                trailingDigits += 1
                if (1...4).contains(trailingDigits) { trailingValue = trailingValue * 10 + Int(lowered - 0x30) }
            } else {
                trailingDigits = -1_000
            }
            if isDigit, count < 4 { wholeValue = wholeValue * 10 + Int(lowered - 0x30) }
            allDigits = allDigits && isDigit
            count += 1
        }
        let leadIsLetter = (0x61...0x7A).contains(lead)

        if rules.gravity {
            var column: Int?
            if count == 1, leadIsLetter {
                column = Int(lead) - 97
            } else if allDigits, count <= 3, (1...256).contains(wholeValue) {
                // NB: columns are numbered from 1; '0' and numbers past any board are not
                // a column at all, so they get the notation hint, not "off the board".
                column = wholeValue - 1
            }
            if let column {
                guard (0..<rules.columns).contains(column) else {
                    throw .offBoard(Move(column: column, row: 0), rules)
                }
                guard let cell = landingCell(inColumn: column) else { throw .columnFull(column: column) }
                return cell
            }
        } else if count == 1, (0x31...0x39).contains(lead), rules == .ticTacToe {
            let key = Int(lead) - 49
            return Move(column: key % 3, row: key / 3)
        }

        guard leadIsLetter, (1...3).contains(trailingDigits), trailingDigits == count - 1,
              (1...256).contains(trailingValue)
        else { throw .unreadable(original, expected: moveNotationHint) }
        let move = Move(column: Int(lead) - 97, row: trailingValue - 1)
        guard rules.contains(move) else { throw .offBoard(move, rules) }
        return move
    }
}

extension UInt8 {
    /// A space, tab or line break.
    var isASCIISpace: Bool {
        self == 0x20 || (0x09...0x0D).contains(self)
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
