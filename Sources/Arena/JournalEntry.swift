public import GameCore

/// One finished game of a tournament, as its journal keeps it: one JSON line.
///
///     {"type":"game","index":3,"x":"heuristic","o":"random","rules":"tictactoe","opening":"b2",
///      "seed":"1234","moves":"b2 a1 c3 a3 a2 c1 b3 b1 c2","result":"1/2-1/2","winner":null,
///      "reason":"board full","ms":0.031}
///
/// The players are the specs as written; `moves` holds every move, the opening's first.
/// `ms` is the game's wall time; with a game clock, `x_clock_ms` and `o_clock_ms` are the
/// time each had left.
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

    public init(
        index: Int, x: String, o: String, rules: Rules, openingLength: Int, seed: UInt64, moves: [Move],
        winner: Mark?, reason: String, milliseconds: Double, clockLeft: (x: Double, o: Double)? = nil
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
        var text = "{\"type\":\"game\",\"index\":\(index),\"x\":"
        JournalJSON.write(string: x, to: &text)
        text += ",\"o\":"
        JournalJSON.write(string: o, to: &text)
        text += ",\"rules\":"
        JournalJSON.write(string: rules.name, to: &text)
        text += ",\"opening\":\"" + notation(opening) + "\",\"seed\":\"\(seed)\",\"moves\":\"" + notation(moves[...])
        text += "\",\"result\":\"" + score + "\",\"winner\":" + (winner.map { "\"\($0.symbol)\"" } ?? "null")
        text += ",\"reason\":"
        JournalJSON.write(string: reason, to: &text)
        text += ",\"ms\":" + Self.millisecondText(milliseconds)
        if let clockLeft {
            text += ",\"x_clock_ms\":" + Self.millisecondText(clockLeft.x) + ",\"o_clock_ms\":" + Self.millisecondText(clockLeft.o)
        }
        return text + "}"
    }

    /// Milliseconds to the microsecond: `0.031`.
    static func millisecondText(_ value: Double) -> String {
        let micros = Int((value * 1000).rounded())
        let fraction = String(micros % 1000)
        return "\(micros / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Reads a game line of a journal.
    /// - Throws: ``JournalError`` for a line that is not a game, or moves that cannot be played.
    public init(line: String) throws(JournalError) {
        let json = try JournalJSON(parsing: line)
        guard json["type"]?.stringValue == "game" else { throw JournalError("The line is not a game.") }
        func field(_ key: String) throws(JournalError) -> String {
            guard let value = json[key]?.stringValue else { throw JournalError("The game has no '\(key)'.") }
            return value
        }
        guard let index = json["index"]?.intValue, index >= 0 else { throw JournalError("The game has no 'index'.") }
        let rulesText = try field("rules")
        let rules: Rules
        do { rules = try Rules(parsing: rulesText) } catch { throw JournalError(error.message) }
        guard let seed = UInt64(try field("seed")) else { throw JournalError("The game's seed is not a number.") }
        var board = Board(rules: rules)
        var moves: [Move] = []
        for word in try field("moves").split(separator: " ") {
            do {
                let move = try board.move(parsing: String(word))
                board = try board.playing(move)
                moves.append(move)
            } catch {
                throw JournalError("Move \(moves.count + 1) '\(word)': \(error.message)")
            }
        }
        let openingLength = try field("opening").split(separator: " ").count
        guard openingLength <= moves.count else { throw JournalError("The game's opening is longer than its moves.") }
        let winner: Mark?
        switch try field("result") {
        case "1-0": winner = .x
        case "0-1": winner = .o
        case "1/2-1/2": winner = nil
        case let other: throw JournalError("Unknown result '\(other)'.")
        }
        self.init(
            index: index, x: try field("x"), o: try field("o"), rules: rules, openingLength: openingLength, seed: seed,
            moves: moves, winner: winner, reason: try field("reason"), milliseconds: json["ms"]?.doubleValue ?? 0)
        if let x = json["x_clock_ms"]?.doubleValue, let o = json["o_clock_ms"]?.doubleValue { clockLeft = (x, o) }
    }

    public static func == (lhs: JournalEntry, rhs: JournalEntry) -> Bool { lhs.line == rhs.line }
    public func hash(into hasher: inout Hasher) { hasher.combine(line) }

    /// Whether two entries record the same game (moves and result), whatever the times.
    public func sameGame(as other: JournalEntry) -> Bool {
        index == other.index && x == other.x && o == other.o && rules == other.rules && seed == other.seed
            && moves == other.moves && winner == other.winner && reason == other.reason
            && openingLength == other.openingLength
    }
}
