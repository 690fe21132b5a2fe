import GameCore
import TextAndFiles

extension SGFRecord {
    /// Reads every game in an SGF collection, as records: the ones ttt writes and those of
    /// other gomoku programs (GM[4]).
    ///
    /// The main line of each game is read (the first variation at every branch). The board
    /// is `SZ` (15 when absent, `SZ[columns:rows]` when not square), k is ttt's `TK` (5 when
    /// absent), the win rule ttt's `TR` (freestyle when absent); `PB` and `PW` become X and O, `EV` the event, `TS` the seed, `RE` the result
    /// (`B+` 1-0, `W+` 0-1, `0` or `Draw` a draw), and the reason comes from ttt's comment or
    /// the result's letter (`T` time, `R` resignation, `F` forfeit).
    /// - Throws: ``RecordError`` with the line of the first mistake: a malformed tree, another
    ///   game type, a pass, setup stones, a move out of turn, off the board or on a stone.
    public static func parseAll(_ text: String) throws(RecordError) -> [GameRecord] {
        var reader = SGFReader(text: text)
        var records: [GameRecord] = []
        reader.skipSpace()
        while !reader.atEnd {
            records.append(try record(from: try reader.gameTree()))
            reader.skipSpace()
        }
        return records
    }

    /// Whether `text` looks like SGF: its first character other than space (and a byte-order
    /// mark) is `(`.
    public static func looksLikeSGF(_ text: String) -> Bool {
        TextLines.withoutByteOrderMark(text).utf8.first { !SGFReader.isSpace($0) } == UInt8(ascii: "(")
    }

    /// The record of one game's main line.
    static func record(from nodes: [SGFReader.Node]) throws(RecordError) -> GameRecord {
        let root = nodes[0]
        func value(_ name: String) -> (text: String, line: Int)? {
            root.properties.first { $0.name == name }.map { ($0.values.first ?? "", $0.line) }
        }
        if let game = value("GM"), game.text != "4" {
            throw RecordError(line: game.line, "GM[\(game.text)] is not a game of the k-in-a-row family; ttt reads GM[4] (gomoku).")
        }
        var columns = 15, rows = 15, k = 5
        if let size = value("SZ") {
            let parts = size.text.split(separator: ":").map { Int($0) }
            guard (1...2).contains(parts.count), let first = parts[0], let last = parts[parts.count - 1] else {
                throw RecordError(line: size.line, "SZ[\(size.text)] is not a board size such as SZ[15] or SZ[9:7].")
            }
            (columns, rows) = (first, last)
        }
        if let stones = value("TK") {
            guard let number = Int(stones.text) else { throw RecordError(line: stones.line, "TK[\(stones.text)] is not a number of stones in a row.") }
            k = number
        }
        var winRule = Rules.WinRule.freestyle
        if let rule = value("TR") {
            guard let named = Rules.WinRule(name: rule.text) else {
                throw RecordError(line: rule.line, "TR[\(rule.text)] is not a rule; ttt writes TR[standard], TR[renju] or TR[caro].")
            }
            winRule = named
        }
        let rules: Rules
        do { rules = try Rules(columns: columns, rows: rows, k: k, winRule: winRule) } catch { throw RecordError(line: root.line, error.message) }

        var board = Board(rules: rules)
        var moves: [Move] = []
        var comments: [Int: String] = [:]
        for node in nodes {
            // NB: a move node's comment is its move's (c-gomoku-cli's times, ttt's stories).
            if node.properties.contains(where: { $0.name == "B" || $0.name == "W" }),
               let comment = node.properties.first(where: { $0.name == "C" })?.values.first {
                comments[moves.count] = comment
            }
            for property in node.properties {
                switch property.name {
                case "AB", "AW", "AE":
                    throw RecordError(line: property.line, "Setup stones (\(property.name)) are not read: ttt reads games played move by move.")
                case "B", "W":
                    let number = moves.count + 1
                    let colour = property.name == "B" ? "Black (X)" : "White (O)"
                    guard (property.name == "B") == (moves.count % 2 == 0) else {
                        throw RecordError(line: property.line, "Move \(number): \(colour) plays out of turn.")
                    }
                    let point = property.values.first ?? ""
                    guard let move = self.move(point, rules: rules) else {
                        let what = point.isEmpty || point == "tt" ? "a pass, which this game does not have" : "not a point on \(rules.summary)"
                        throw RecordError(line: property.line, "Move \(number) \(property.name)[\(point)]: \(what).")
                    }
                    do { board = try board.playing(move) } catch {
                        throw RecordError(line: property.line, "Move \(number) \(property.name)[\(point)]: \(error.message)")
                    }
                    moves.append(move)
                default:
                    continue
                }
            }
        }

        var tags = [GameRecord.Tag("Event", value("EV")?.text ?? "SGF game"), GameRecord.Tag("Rules", rules.name)]
        tags.append(GameRecord.Tag("X", value("PB")?.text ?? "Black"))
        tags.append(GameRecord.Tag("O", value("PW")?.text ?? "White"))
        if let seed = value("TS")?.text, UInt64(seed) != nil { tags.append(GameRecord.Tag("Seed", seed)) }
        let result = value("RE")?.text ?? ""
        let score = result.hasPrefix("B+") ? "1-0" : result.hasPrefix("W+") ? "0-1"
            : result == "0" || result.lowercased() == "draw" ? "1/2-1/2" : "*"
        tags.append(GameRecord.Tag("Result", score))
        if let reason = reason(result: result, comment: value("C")?.text, rules: rules) { tags.append(GameRecord.Tag("Reason", reason)) }
        let said = comments.isEmpty ? [] : (0..<moves.count).map { comments[$0] }
        return GameRecord(rules: rules, moves: moves, tags: tags, comments: said)
    }

    /// The reason a game ended: from ttt's comment (`rules summary; reason`), else from the
    /// result's letter after `B+` or `W+`.
    static func reason(result: String, comment: String?, rules: Rules) -> String? {
        if let comment, comment.hasPrefix(rules.summary + "; ") {
            return String(comment.dropFirst(rules.summary.count + 2))
        }
        switch result.dropFirst(2).prefix(1).uppercased() {
        case "T": return "time"
        case "R": return "resignation"
        case "F": return "forfeit"
        default: return nil
        }
    }

    /// The move at SGF point `point` (column letter, then row letter from the top), or nil.
    static func move(_ point: String, rules: Rules) -> Move? {
        let letters = Array(point.utf8)
        guard letters.count == 2, letters.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return nil }
        let column = Int(letters[0] - UInt8(ascii: "a")), fromTop = Int(letters[1] - UInt8(ascii: "a"))
        guard column < rules.columns, fromTop < rules.rows else { return nil }
        return Move(column: column, row: rules.rows - 1 - fromTop)
    }
}

/// Reads SGF's syntax: game trees of nodes of properties, each with its line.
struct SGFReader {
    struct Property {
        var name: String
        var values: [String]
        var line: Int
    }

    struct Node {
        var properties: [Property]
        var line: Int
    }

    let bytes: [UInt8]
    private(set) var index = 0
    private(set) var line = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads `text`, after a byte-order mark at its start; lines are counted at each LF, so
    /// CRLF counts as one line end too.
    init(text: String) { self.init(bytes: Array(TextLines.withoutByteOrderMark(text).utf8)) }

    var atEnd: Bool { index >= bytes.count }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        if bytes[index] == 10 { line += 1 }
        index += 1
    }

    mutating func skipSpace() {
        while let byte = next, Self.isSpace(byte) { advance() }
    }

    private mutating func expect(_ character: Character) throws(RecordError) {
        skipSpace()
        guard next == character.asciiValue else {
            let found = next.map { "'\(Character(Unicode.Scalar($0)))'" } ?? "the end of the file"
            throw RecordError(line: line, "Expected '\(character)' in the SGF, found \(found).")
        }
        advance()
    }

    /// How deep variations may nest: far more than any game needs (a game has a few hundred
    /// moves at most), and a bound on what a malformed or hostile file can cost.
    static let maximumDepth = 1_000

    /// A game tree's main line: its own nodes, then its first variation's, and so on; the
    /// other variations are read (for their syntax) and left out.
    ///
    /// - Complexity: O(n) in the tree's bytes, with no recursion: nesting is kept on a stack
    ///   of its own, at most ``maximumDepth`` deep.
    mutating func gameTree() throws(RecordError) -> [Node] {
        try expect("(")
        var nodes: [Node] = []
        try sequence(into: &nodes, onMainLine: true)
        // NB: one entry per open tree: whether it is on the main line, and whether one of its
        // variations was read already (only the first one continues the main line).
        var open: [(onMainLine: Bool, hadVariation: Bool)] = [(true, false)]
        while let tree = open.last {
            skipSpace()
            if next == UInt8(ascii: "(") {
                guard open.count < Self.maximumDepth else {
                    throw RecordError(line: line, "Variations nest more than \(Self.maximumDepth.grouped) deep here; ttt reads \(Self.maximumDepth.grouped) levels at most.")
                }
                advance()
                open[open.count - 1].hadVariation = true
                let onMainLine = tree.onMainLine && !tree.hadVariation
                try sequence(into: &nodes, onMainLine: onMainLine)
                open.append((onMainLine, false))
            } else {
                try expect(")")
                open.removeLast()
            }
        }
        return nodes
    }

    /// The nodes after a tree's `(`, appended to `nodes` when the tree is on the main line.
    private mutating func sequence(into nodes: inout [Node], onMainLine: Bool) throws(RecordError) {
        skipSpace()
        guard next == UInt8(ascii: ";") else { throw RecordError(line: line, "Expected ';' to start the game's first node.") }
        while next == UInt8(ascii: ";") {
            let node = try node()
            if onMainLine { nodes.append(node) }
            skipSpace()
        }
    }

    /// A node: `;` and its properties.
    private mutating func node() throws(RecordError) -> Node {
        let start = line
        advance()
        var properties: [Property] = []
        skipSpace()
        while let byte = next, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) {
            let at = line
            var name = ""
            // NB: old files spell names with lower-case letters among the capitals (AddBlack); only the capitals count.
            while let letter = next, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter) {
                if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter) { name.append(Character(Unicode.Scalar(letter))) }
                advance()
            }
            skipSpace()
            guard next == UInt8(ascii: "[") else { throw RecordError(line: line, "The property \(name) has no value in brackets.") }
            var values: [String] = []
            while next == UInt8(ascii: "[") {
                values.append(try value())
                skipSpace()
            }
            properties.append(Property(name: name, values: values, line: at))
        }
        return Node(properties: properties, line: start)
    }

    /// A value in brackets, with `\` escaping the next character and a line break after `\`
    /// removed.
    private mutating func value() throws(RecordError) -> String {
        let start = line
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = next else { throw RecordError(line: start, "A property value opened here is never closed with ']'.") }
            advance()
            if byte == UInt8(ascii: "]") { break }
            if byte == UInt8(ascii: "\\") {
                guard let escaped = next else { continue }
                advance()
                if escaped == 10 || escaped == 13 {
                    if escaped == 13, next == 10 { advance() }
                    continue
                }
                text.append(escaped)
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
