import TextAndFiles

public import GameCore

/// A game as text: tag pairs (event, rules, players, seed, result, reason), then the
/// numbered moves. A file may hold several games, separated by blank lines.
///
///     [Event "ttt"]
///     [Rules "tictactoe"]
///     [X "human"]
///     [O "perfect"]
///     [Seed "7"]
///     [Result "0-1"]
///     [Reason "O has three in a row: a1 b2 c3"]
///
///     1. c1 b2 2. c3 b3 3. b1 a1 4. a3 c2 5. a2 0-1
///
/// A move may have a comment in braces after it, as PGN writes them: a tournament's records
/// say what each move's story says (`1. h8 {opening move} i9 {+35/12 98ms}`:
/// ``MoveStory/comments(_:openingLength:count:)``).
public struct GameRecord: Sendable, Hashable {
    /// The tag pairs in order, `Rules` and `Result` among them.
    public var tags: [Tag]
    /// The rules of the game.
    public var rules: Rules
    /// The moves played.
    public var moves: [Move]
    /// Each move's comment, aligned with ``moves`` (nil: none); empty for a record with none.
    public var comments: [String?] = []

    public struct Tag: Sendable, Hashable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(rules: Rules, moves: [Move], tags: [Tag], comments: [String?] = []) {
        self.rules = rules
        self.moves = moves
        self.tags = tags
        self.comments = comments
    }

    /// The comment of move `index` (from 0), if it has one.
    public func comment(at index: Int) -> String? {
        index < comments.count ? comments[index] : nil
    }

    /// The value of tag `name`, if present.
    public func tag(_ name: String) -> String? {
        tags.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Sets tag `name`, replacing it where present.
    public mutating func setTag(_ name: String, _ value: String) {
        if let index = tags.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
            tags[index].value = value
        } else {
            tags.append(Tag(name, value))
        }
    }

    /// The record as text, ending with a line break.
    public var text: String {
        var lines = tags.map { "[\($0.name) \"\(Self.escape($0.value))\"]" }
        lines.append("")
        var moveText: [String] = []
        for (i, move) in moves.enumerated() {
            if i % 2 == 0 { moveText.append("\(i / 2 + 1).") }
            moveText.append(rules.notation(for: move))
            // NB: a brace would end the comment early; ttt's own never hold one.
            if let comment = comment(at: i) { moveText.append("{\(comment.replacingOccurrences(of: "}", with: ")"))}") }
        }
        moveText.append(tag("Result") ?? "*")
        lines.append(moveText.joined(separator: " "))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ value: String) -> String {
        // NB: a name or reason may come from a bot: control characters are written out.
        let shown = value.escapedForDisplay()
        guard shown.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else { return shown }
        return shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

/// A mistake in a record file, with the line it is on.
public struct RecordError: Error, Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let message: String
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }
    public var description: String { "line \(line): \(message)" }
}

extension GameRecord {
    /// Reads every game in `text`: text records, or SGF when it starts with `(` (see
    /// ``SGFRecord/parseAll(_:)``). Lines end at LF or CRLF, after a byte-order mark at the
    /// start (``TextLines``).
    /// - Throws: ``RecordError`` with the line number of the first mistake: a malformed tag,
    ///   unknown rules, a move that cannot be read or played.
    public static func parseAll(_ text: String) throws(RecordError) -> [GameRecord] {
        if SGFRecord.looksLikeSGF(text) { return try SGFRecord.parseAll(text) }
        var records: [GameRecord] = []
        var tags: [Tag] = []
        var moveWords: [(String, Int)] = []
        var comments: [Int: String] = [:]
        var rulesLine = 0

        func finish() throws(RecordError) {
            guard !tags.isEmpty || !moveWords.isEmpty else { return }
            guard let rulesText = tags.first(where: { $0.name.lowercased() == "rules" })?.value else {
                throw RecordError(line: moveWords.first?.1 ?? rulesLine, "The game has no [Rules \"...\"] tag.")
            }
            let rules: Rules
            do { rules = try Rules(parsing: rulesText) } catch { throw RecordError(line: rulesLine, error.message) }
            var board = Board(rules: rules)
            var moves: [Move] = []
            for (word, line) in moveWords {
                do {
                    let move = try board.move(parsing: word)
                    board = try board.playing(move)
                    moves.append(move)
                } catch {
                    throw RecordError(line: line, "Move \(moves.count + 1) '\(word)': \(error.message)")
                }
            }
            let said = comments.isEmpty ? [] : (0..<moves.count).map { comments[$0] }
            records.append(GameRecord(rules: rules, moves: moves, tags: tags, comments: said))
            tags = []
            moveWords = []
            comments = [:]
        }

        var inMoves = false
        for (offset, rawLine) in TextLines.lines(of: text).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingCharacters
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                if inMoves {
                    try finish()
                    inMoves = false
                }
                guard line.hasSuffix("]"), let space = line.firstIndex(of: " ") else {
                    throw RecordError(line: lineNumber, "Expected a tag such as [Rules \"tictactoe\"], found '\(line)'.")
                }
                let name = String(line[line.index(after: line.startIndex)..<space])
                var value = String(line[line.index(after: space)..<line.index(before: line.endIndex)]).trimmingCharacters
                guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                    throw RecordError(line: lineNumber, "The value of tag '\(name)' must be in double quotes.")
                }
                value = String(value.dropFirst().dropLast())
                    .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
                if name.lowercased() == "rules" { rulesLine = lineNumber }
                tags.append(Tag(name, value))
                continue
            }
            inMoves = true
            for word in try Self.wordsAndComments(line, lineNumber: lineNumber) {
                if word.hasPrefix("{") {
                    // NB: a comment is the move's before it.
                    if !moveWords.isEmpty { comments[moveWords.count - 1] = String(word.dropFirst().dropLast()) }
                    continue
                }
                var token = word
                if ["1-0", "0-1", "1/2-1/2", "*"].contains(token) { continue }
                if let dot = token.lastIndex(of: "."), token[..<dot].allSatisfy(\.isNumber) {
                    token = String(token[token.index(after: dot)...])
                    if token.isEmpty { continue }
                }
                moveWords.append((token, lineNumber))
            }
        }
        try finish()
        return records
    }
}

extension GameRecord {
    /// The words of a line of moves, with each comment in braces (`{+35/12 98ms}`) as one word.
    /// - Throws: ``RecordError`` for a comment not closed on its line.
    static func wordsAndComments(_ line: String, lineNumber: Int) throws(RecordError) -> [String] {
        var words: [String] = []
        var rest = Substring(line)
        while let start = rest.firstIndex(where: { $0 != " " && $0 != "\t" }) {
            rest = rest[start...]
            if rest.first == "{" {
                guard let close = rest.firstIndex(of: "}") else {
                    throw RecordError(line: lineNumber, "A comment '{' is not closed on its line.")
                }
                words.append(String(rest[...close]))
                rest = rest[rest.index(after: close)...]
                continue
            }
            let end = rest.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "{" }) ?? rest.endIndex
            words.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return words
    }
}

extension StringProtocol {
    fileprivate var trimmingCharacters: String {
        var s = Substring(self)
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }

    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
