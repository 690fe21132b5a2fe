import Referee
import TextAndFiles

public import GameCore

/// One finished game of a tournament, as its journal keeps it: one JSON line.
///
///     {"type":"game","index":3,"x":"heuristic","o":"random","rules":"tictactoe","opening":"b2",
///      "seed":"1234","moves":"b2 a1 c3 a3 a2 c1 b3 b1 c2","result":"1/2-1/2","winner":null,
///      "reason":"board full","ms":0.031}
///
/// The players are the specs as written; `moves` holds every move, the opening's first.
/// `ms` is the game's wall time; with a game clock, `x_clock_ms` and `o_clock_ms` are the
/// time each had left; `times`, `scores` and `depths` tell each move's story
/// (`JournalEntry+Story`).
public struct JournalEntry: Sendable, Hashable {
    /// The game's place in the schedule.
    public var index: Int
    /// The specs of the players, by side.
    public var x: String
    public var o: String
    public var rules: Rules
    /// How many of ``moves`` were the opening's.
    public var openingLength: Int
    public var seed: UInt64
    /// Every move, X first.
    public var moves: [Move]
    /// The winner's side, or nil for a draw.
    public var winner: Mark?
    /// Why it ended, as ``EndReason/summary`` words it.
    public var reason: String
    /// The game's wall time, in milliseconds.
    public var milliseconds: Double
    /// With a clock: the time each side had left at the end, in milliseconds.
    public var clockLeft: (x: Double, o: Double)? {
        get { clockLeftX.map { ($0, clockLeftO ?? 0) } }
        set {
            clockLeftX = newValue?.x
            clockLeftO = newValue?.o
        }
    }
    private var clockLeftX: Double?
    private var clockLeftO: Double?
    /// Each move's time, and the score and depth its player reported, aligned with
    /// ``moves``; nil for a game whose journal kept none (`JournalEntry+Story`).
    public var story: MoveStory?

    public init(
        index: Int, x: String, o: String, rules: Rules, openingLength: Int, seed: UInt64, moves: [Move],
        winner: Mark?, reason: String, milliseconds: Double, clockLeft: (x: Double, o: Double)? = nil, story: MoveStory? = nil
    ) {
        self.index = index
        self.x = x
        self.o = o
        self.rules = rules
        self.openingLength = openingLength
        self.seed = seed
        self.moves = moves
        self.winner = winner
        self.reason = reason
        self.milliseconds = milliseconds
        self.clockLeft = clockLeft
        self.story = story
    }

    /// The result in the usual notation: `1-0`, `0-1`, `1/2-1/2`.
    public var score: String { GameResult(winner: winner, reason: .boardFull).score }

    /// The spec of the player of `mark`.
    public func player(of mark: Mark) -> String { mark == .x ? x : o }

    /// The opening's moves, X first.
    public var opening: ArraySlice<Move> { moves[..<openingLength] }

    /// The game's moves from `range`, in the rules' notation, separated by spaces.
    func notation(_ slice: ArraySlice<Move>) -> String {
        var text = ""
        for move in slice {
            if !text.isEmpty { text += " " }
            text += rules.notation(for: move)
        }
        return text
    }

    /// The entry as one line of JSON, without the line break.
    public var line: String {
        var bytes: [UInt8] = []
        appendLine(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the entry's JSON line, without the line break, to `bytes`.
    // NB: written byte by byte: a tournament of fast players writes a hundred thousand lines a
    // second, and building them as strings cost more than playing the games.
    public func appendLine(to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + 200 + 4 * moves.count + reason.utf8.count)
        bytes.append(contentsOf: #"{"type":"game","index":"#.utf8)
        Self.appendDecimal(UInt64(index), to: &bytes)
        bytes.append(contentsOf: #","x":"#.utf8)
        Self.appendJSONString(x, to: &bytes)
        bytes.append(contentsOf: #","o":"#.utf8)
        Self.appendJSONString(o, to: &bytes)
        bytes.append(contentsOf: #","rules":"#.utf8)
        Self.appendJSONString(rules.name, to: &bytes)
        bytes.append(contentsOf: #","opening":""#.utf8)
        appendNotation(moves[..<openingLength], to: &bytes)
        bytes.append(contentsOf: #"","seed":""#.utf8)
        Self.appendDecimal(seed, to: &bytes)
        bytes.append(contentsOf: #"","moves":""#.utf8)
        appendNotation(moves[...], to: &bytes)
        bytes.append(contentsOf: #"","result":""#.utf8)
        bytes.append(contentsOf: score.utf8)
        bytes.append(contentsOf: #"","winner":"#.utf8)
        switch winner {
        case .x: bytes.append(contentsOf: #""X""#.utf8)
        case .o: bytes.append(contentsOf: #""O""#.utf8)
        case nil: bytes.append(contentsOf: "null".utf8)
        }
        bytes.append(contentsOf: #","reason":"#.utf8)
        Self.appendJSONString(reason, to: &bytes)
        bytes.append(contentsOf: #","ms":"#.utf8)
        Self.appendMilliseconds(milliseconds, to: &bytes)
        if let clockLeft {
            bytes.append(contentsOf: #","x_clock_ms":"#.utf8)
            Self.appendMilliseconds(clockLeft.x, to: &bytes)
            bytes.append(contentsOf: #","o_clock_ms":"#.utf8)
            Self.appendMilliseconds(clockLeft.o, to: &bytes)
        }
        // NB: a story tells of the moves it came with: one that does not fit them is not written.
        if let story, story.count == moves.count { appendStory(story, to: &bytes) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The moves in the rules' notation (`b2`, or `d` in gravity games), separated by spaces.
    private func appendNotation(_ slice: ArraySlice<Move>, to bytes: inout [UInt8]) {
        var first = true
        for move in slice {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            bytes.append(UInt8(ascii: "a") + UInt8(move.column))
            if !rules.gravity { Self.appendDecimal(UInt64(move.row + 1), to: &bytes) }
        }
    }

    package static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        rest = value
        var position = start + digits - 1
        while position >= start {
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            position -= 1
        }
    }

    /// `text` as a JSON string, quotes included; plain ASCII is copied as it is.
    static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { utf8 -> Bool in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
                return false
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied {
            var escaped = ""
            JSONValue.write(string: text, to: &escaped)
            bytes.append(contentsOf: escaped.utf8)
        }
    }

    /// Milliseconds to the microsecond, as in `0.031`.
    static func appendMilliseconds(_ value: Double, to bytes: inout [UInt8]) {
        let micros = UInt64(max(0, (value * 1000).rounded()))
        appendDecimal(micros / 1000, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        let fraction = micros % 1000
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }

    /// Reads a game line of a journal.
    /// - Throws: ``InputError`` for a line that is not a game, or moves that cannot be played.
    public init(line: String) throws(InputError) {
        var rules: (String, Rules)? = nil
        try self.init(json: try JSONValue(parsing: line), rulesCache: &rules)
    }

    /// Reads a game from its parsed line; `rulesCache` keeps the last rules read, since a
    /// journal's games share theirs.
    package init(json: JSONValue, rulesCache: inout (String, Rules)?) throws(InputError) {
        guard json["type"]?.stringValue == "game" else { throw InputError("The line is not a game.") }
        func field(_ key: String) throws(InputError) -> String {
            guard let value = json[key]?.stringValue else { throw InputError("The game has no '\(key)'.") }
            return value
        }
        guard let index = json["index"]?.intValue, index >= 0 else { throw InputError("The game has no 'index'.") }
        let rulesText = try field("rules")
        let rules: Rules
        if let cached = rulesCache, cached.0 == rulesText {
            rules = cached.1
        } else {
            do { rules = try Rules(parsing: rulesText) } catch { throw InputError(error.message) }
            rulesCache = (rulesText, rules)
        }
        guard let seed = UInt64(try field("seed")) else { throw InputError("The game's seed is not a number.") }
        var board = Board(rules: rules)
        var moves: [Move] = []
        let moveWords = try field("moves").utf8.split(separator: UInt8(ascii: " "))
        for word in moveWords {
            do {
                let move = try Self.move(word, on: board)
                board = try board.playing(move)
                moves.append(move)
            } catch {
                throw InputError("Move \(moves.count + 1) '\(String(decoding: word, as: UTF8.self))': \(error.message)")
            }
        }
        let opening = try field("opening").utf8.split(separator: UInt8(ascii: " "))
        let openingLength = opening.count
        guard openingLength <= moves.count else { throw InputError("The game's opening is longer than its moves.") }
        let winner: Mark?
        let result = try field("result")
        switch result {
        case "1-0": winner = .x
        case "0-1": winner = .o
        case "1/2-1/2": winner = nil
        case let other: throw InputError("Unknown result '\(other)'.")
        }
        if let recorded = json["winner"], recorded != (winner.map { .string($0 == .x ? "X" : "O") } ?? .null) {
            throw InputError("The result '\(result)' and the winner \(recorded.serialized) disagree.")
        }
        self.init(
            index: index, x: try field("x"), o: try field("o"), rules: rules, openingLength: openingLength, seed: seed,
            moves: moves, winner: winner, reason: try field("reason"), milliseconds: json["ms"]?.doubleValue ?? 0)
        guard zip(opening, moveWords).allSatisfy({ $0.elementsEqual($1) }) else {
            throw InputError("The game's opening '\(try field("opening"))' is not the start of its moves.")
        }
        if let contradiction = Self.contradiction(winner: winner, reason: reason, board: board) {
            throw InputError(contradiction)
        }
        if let x = json["x_clock_ms"]?.doubleValue, let o = json["o_clock_ms"]?.doubleValue { clockLeft = (x, o) }
        story = try Self.story(in: json, moveCount: moves.count)
    }

    /// A move as the journal writes it (`b2`, or `d` in gravity games); anything else goes
    /// to the board's own reader, for its message.
    static func move(_ word: Substring.UTF8View.SubSequence, on board: Board) throws(MoveError) -> Move {
        let bytes = Array(word)
        if let letter = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(letter) {
            let column = Int(letter - UInt8(ascii: "a"))
            if board.rules.gravity, bytes.count == 1, column < board.rules.columns,
               let cell = board.landingCell(inColumn: column) {
                return cell
            }
            if !board.rules.gravity, bytes.count >= 2, bytes.count <= 3,
               bytes.dropFirst().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                let row = bytes.dropFirst().reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } - 1
                if row >= 0, row < board.rules.rows, column < board.rules.columns { return Move(column: column, row: row) }
            }
        }
        return try board.move(parsing: String(decoding: bytes, as: UTF8.self))
    }

    public static func == (lhs: JournalEntry, rhs: JournalEntry) -> Bool { lhs.line == rhs.line }
    public func hash(into hasher: inout Hasher) { hasher.combine(line) }
}
