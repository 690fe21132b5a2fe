public import GameCore

/// The Gomocup (piskvork) protocol, as far as a referee needs it: the lines ttt sends and
/// how it reads the answers. Coordinates are `x,y` from 0, x the column from the left and
/// y the row from the top, so `0,0` is the top-left cell (ttt's `a15` on 15x15).
public enum GomocupProtocol {
    /// The start of a game: `START 15`, or `RECTSTART 7,6` on a board that is not square.
    public static func start(for rules: Rules) -> String {
        rules.columns == rules.rows ? "START \(rules.columns)" : "RECTSTART \(rules.columns),\(rules.rows)"
    }

    /// The question sent once the engine has said `OK`: its name, version and author.
    public static let about = "ABOUT"

    /// What prepares the engine for a game, sent right after its `OK` to `START` and before
    /// `ABOUT`, so that whatever the engine does with them (Rapfi allocates its hash table
    /// on `max_memory`) is done inside the handshake, never on a move's clock: the game's
    /// time (a `clock`'s base, or 0 for none), the memory limit, the game type (against
    /// another program) and the rule; then the search limits the engine's spec gives it, as
    /// Yixin's protocol names them and Rapfi reads them: `INFO max_node N`, `INFO max_depth N`.
    public static func preparation(
        clock: BotClock? = nil, maximumMemory: Int, rules: Rules, limits: BotSearchLimits = .none
    ) -> [String] {
        var lines = [
            "INFO timeout_match \(clock.map { Duration.milliseconds($0.base) } ?? 0)",
            "INFO max_memory \(maximumMemory)",
            "INFO game_type 1",
            "INFO rule \(rule(for: rules))",
        ]
        if let nodes = limits.nodes { lines.append("INFO max_node \(nodes)") }
        if let depth = limits.depth { lines.append("INFO max_depth \(depth)") }
        return lines
    }

    /// `lines` of ``preparation(clock:maximumMemory:rules:)`` with an engines file's
    /// `options` as `INFO key value` lines: an option of a key ttt sends itself (`max_memory`,
    /// say; keys compared in any case) takes that line's place, so the engine is told once,
    /// the engines file's value; the others follow, in their order.
    public static func preparation(_ lines: [String], options: [(key: String, value: String)]) -> [String] {
        var lines = lines
        for (key, value) in options {
            let line = "INFO \(key) \(value)"
            let own = lines.firstIndex { existing in
                let words = existing.split(separator: " ", maxSplits: 2)
                return words.count >= 2 && words[0] == "INFO" && words[1].lowercased() == key.lowercased()
            }
            if let own { lines[own] = line } else { lines.append(line) }
        }
        return lines
    }

    /// The limits sent before every move request: `time`, the move's budget, as the time for
    /// the move; under a game `clock` what is left on it, else the move's time again.
    public static func moveLimits(time: Duration, clock: BotClock? = nil) -> [String] {
        let milliseconds = Duration.milliseconds(time)
        return [
            "INFO timeout_turn \(milliseconds)",
            "INFO time_left \(clock.map { Duration.milliseconds($0.left) } ?? milliseconds)",
        ]
    }

    /// The `INFO rule` number for `rules`, as the Gomocup numbers them: 0 freestyle (five or
    /// more wins), 1 standard (exactly five), 4 renju, 8 caro (five not blocked at both
    /// ends). The protocol has no k: an engine plays for five whatever k is.
    public static func rule(for rules: Rules) -> Int {
        switch rules.winRule {
        case .freestyle: 0
        case .standard: 1
        case .renju: 4
        case .caro: 8
        }
    }

    /// The evaluation in the text of a `MESSAGE` line (the words after `MESSAGE`), as Rapfi
    /// prints it: the word `ev` or `eval` (in any case) and a value after it, as in `depth
    /// 10-14 ev 35 n 12K n/ms 1200 tm 100 pv h8 i9` or `Speed 1.2M | Depth 10-14 | Eval -120
    /// | Node 12K | Time 100ms`. A value is an evaluation (`35`, `+35`, `-120`) or a mate in
    /// plies (`+M5` or `M5`: the engine wins with its 3rd move from now; `-M4`: it loses after
    /// its opponent's 2nd). Nil when there is none, for a mate of unknown distance (`+M*`, a
    /// database's), and for another line than the first of a multi-PV search (`multipv 2`).
    public static func score(inMessage text: String) -> BotScore? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "|" })
        var index = 0
        while index + 1 < words.count {
            let word = words[index].lowercased()
            if word == "multipv", words[index + 1] != "1" { return nil }
            if word == "ev" || word == "eval" {
                let value = words[index + 1]
                if let units = BotScore.units(parsing: value) { return units }
                var mate = value
                var sign = 1
                if let first = mate.first, first == "+" || first == "-" {
                    sign = first == "-" ? -1 : 1
                    mate = mate.dropFirst()
                }
                guard mate.first == "M" || mate.first == "m", let plies = BotScore.wholeNumber(mate.dropFirst()),
                      plies > 0, plies <= 2 * BotScore.mateLimit
                else { return nil }
                return BotScore.mate(plies: sign * plies)
            }
            index += 1
        }
        return nil
    }

    /// The depth in the text of a `MESSAGE` line, as Rapfi prints it: the word `depth` (in
    /// any case) and the depth after it, with its selective depth after a dash (`depth 10-14`
    /// gives 10; `Depth 10-14 |` too). Nil when there is none, and for another line than the
    /// first of a multi-PV search.
    public static func depth(inMessage text: String) -> Int? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "|" })
        var index = 0
        while index + 1 < words.count {
            let word = words[index].lowercased()
            if word == "multipv", words[index + 1] != "1" { return nil }
            if word == "depth" {
                // NB: Rapfi prints its depth and its selective depth: `depth 10-14`.
                return BotScore.depth(parsing: words[index + 1].split(separator: "-").first ?? "")
            }
            index += 1
        }
        return nil
    }

    /// The fields of an answer to `ABOUT`, as in `name="pbrain-x", version="1.0",
    /// author="A. Author"` (keys lowercased; the quotes are optional), or nil if the line is
    /// not one.
    public static func about(parsing line: String) -> [String: String]? {
        var fields: [String: String] = [:]
        var rest = Substring(line).drop(while: \.isWhitespace)
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let key = String(rest[..<equals]).trimmingWhitespace
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            let value: Substring
            if rest.first == "\"" {
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: "\"") else { return nil }
                value = rest[..<close]
                rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
            }
            fields[key.lowercased()] = String(value).trimmingWhitespace
            if rest.first == "," {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
            } else if !rest.isEmpty {
                return nil
            }
        }
        return fields.isEmpty ? nil : fields
    }

    /// The name an `ABOUT` answer gives, with its version: `pbrain-x 1.0`.
    public static func announcedName(from fields: [String: String]) -> String? {
        guard let name = fields["name"], !name.isEmpty else { return nil }
        guard let version = fields["version"], !version.isEmpty else { return name }
        return "\(name) \(version)"
    }

    /// `x,y` for a move.
    public static func coordinates(of move: Move, rules: Rules) -> String {
        "\(move.column),\(rules.rows - 1 - move.row)"
    }

    /// The move at `x,y`, or nil if the text is not two numbers on the board.
    public static func move(parsing text: String, rules: Rules) -> Move? {
        guard let (x, y) = coordinates(parsing: text),
              (0..<rules.columns).contains(x), (0..<rules.rows).contains(y) else { return nil }
        return Move(column: x, row: rules.rows - 1 - y)
    }

    /// The numbers of an answer written `x,y` (`15,3`), on a board or off it, or nil when
    /// the text is not written so.
    public static func coordinates(parsing text: String) -> (x: Int, y: Int)? {
        if let quick = plainCoordinates(text) { return quick }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
        return (x, y)
    }

    /// The numbers of `x,y` written with digits only (`7,7`), as nearly every answer is,
    /// read from the bytes without a string made; nil for anything else.
    private static func plainCoordinates(_ text: String) -> (x: Int, y: Int)? {
        var text = text
        return text.withUTF8 { bytes -> (x: Int, y: Int)? in
            var numbers = (0, 0)
            var digits = (0, 0)
            var second = false
            for byte in bytes {
                if byte == UInt8(ascii: ","), !second {
                    second = true
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    if second {
                        numbers.1 = numbers.1 * 10 + Int(byte - UInt8(ascii: "0"))
                        digits.1 += 1
                    } else {
                        numbers.0 = numbers.0 * 10 + Int(byte - UInt8(ascii: "0"))
                        digits.0 += 1
                    }
                } else {
                    return nil
                }
            }
            guard second, (1...9).contains(digits.0), (1...9).contains(digits.1) else { return nil }
            return numbers
        }
    }

    /// The request for a move in `game`, given how many of its first moves the engine
    /// already knows (0 after `START`: the empty board; nil when its board is not where
    /// this game went, after an undo, say): `BEGIN` on the empty board, `TURN x,y` when only
    /// the opponent's last move is new (so an engine playing second gets `TURN` for the
    /// first move, as piskvork sends it), else the whole position as `BOARD`, one `x,y,who`
    /// line per stone in the order played (1: the engine's, 2: the opponent's), and `DONE`.
    /// So a game continued from an opening of two or more moves is sent as a `BOARD`.
    public static func request(for game: Game, known: Int?) -> [String] {
        request(rules: game.rules, moves: game.moves, known: known)
    }

    /// ``request(for:known:)`` from the rules and the moves, without a game built from them.
    public static func request(rules: Rules, moves: [Move], known: Int?) -> [String] {
        if moves.isEmpty { return ["BEGIN"] }
        if let known, known == moves.count - 1 {
            return ["TURN \(coordinates(of: moves[moves.count - 1], rules: rules))"]
        }
        let mine = moves.count % 2
        var lines = ["BOARD"]
        for (index, move) in moves.enumerated() {
            lines.append("\(coordinates(of: move, rules: rules)),\(index % 2 == mine ? 1 : 2)")
        }
        lines.append("DONE")
        return lines
    }
}
