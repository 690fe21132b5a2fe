/// Splits REPL input into commands and words.
public enum Tokenizer {
    /// The words of one command: split on spaces and tabs; double quotes group words, and
    /// are removed. `#` outside quotes starts a comment.
    ///
    /// - Throws: ``CommandError`` for an unclosed quote.
    public static func words(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        for character in line {
            if quoted {
                if character == "\"" { quoted = false } else { current.append(character) }
                continue
            }
            switch character {
            case "\"":
                quoted = true
                inWord = true
            case " ", "\t", "\r", "\n":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#":
                if inWord { words.append(current) }
                return words
            default:
                current.append(character)
                inWord = true
            }
        }
        if quoted { throw CommandError("Unclosed quote in '\(line.trimmingSpaces)'.") }
        if inWord { words.append(current) }
        return words
    }

    /// Commands separated by `;` outside quotes, as `ttt -c "new; play"` takes them; a `#`
    /// outside quotes ends the line.
    public static func commands(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == "#" && !quoted { break }
            if character == ";" && !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
