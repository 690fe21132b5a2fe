public import GameCore

/// The UCI protocol with variant definitions, as far as a referee needs it for an engine
/// that plays variants as Fairy-Stockfish does: the variant for a game's rules, the lines
/// ttt sends, and how it reads the answers.
///
/// A game of ttt is a drop variant: the board is `maxFile` x `maxRank`, each side has a
/// pocket of immobile pawns big enough for the whole board, and `connectN` in a row wins
/// (k or more: ttt's freestyle rule); gravity is `dropOnTop`. X is White, O is Black, and
/// every move is written `P@b2`, for both sides, as Fairy-Stockfish writes drops.
public enum UCIProtocol {
    /// The name the variant of `rules` is given: `ttt-3x3-k3`, `ttt-7x6-k4-gravity`.
    public static func variantName(for rules: Rules) -> String {
        "ttt-\(rules.columns)x\(rules.rows)-k\(rules.k)\(rules.gravity ? "-gravity" : "")"
    }

    /// Why `rules` have no variant, or nil when they have one: connectN counts any line of k
    /// or more, so only the freestyle rule can be told.
    public static func unsupported(_ rules: Rules, engine name: String) -> String? {
        guard rules.winRule == .freestyle else {
            return "Cannot play \(rules.name) with '\(name)': a UCI variant has no '\(rules.winRule.name)' rule (connectN wins with k or more in a row)."
        }
        return nil
    }

    /// The variant definition of `rules`, in the format of Fairy-Stockfish's variants.ini:
    /// a section named ``variantName(for:)``.
    public static func variantDefinition(for rules: Rules) -> String {
        let row = "\(rules.columns)"
        let board = Array(repeating: row, count: rules.rows).joined(separator: "/")
        let pocket = String(repeating: "P", count: rules.cellCount) + String(repeating: "p", count: rules.cellCount)
        return """
            [\(variantName(for: rules))]
            maxRank = \(rules.rows)
            maxFile = \(Move.columnName(rules.columns - 1))
            immobile = p
            startFen = \(board)[\(pocket)] w - - 0 1
            pieceDrops = true
            dropOnTop = \(rules.gravity)
            doubleStep = false
            castling = false
            stalemateValue = draw
            immobilityIllegal = false
            connectN = \(rules.k)

            """
    }

    /// The name of the file ttt writes the variant into, in the engine's working directory.
    public static let variantFileName = "variants.ini"

    /// The first line of the handshake, answered by `id` and `option` lines and `uciok`.
    public static let hello = "uci"

    /// What selects the variant of `rules` from the file at `path` (absolute). Fairy-Stockfish
    /// says `info string variant NAME files F ranks R ...` when it took the variant, and
    /// nothing when it did not (a board bigger than it was built for, say); ``newGame``
    /// after these, its `readyok` says the engine has read them.
    public static func variantSelection(for rules: Rules, path: String) -> [String] {
        [
            "setoption name VariantPath value \(path)",
            "setoption name UCI_Variant value \(variantName(for: rules))",
        ]
    }

    /// Why an engine that answered `readyok` without announcing the variant of `rules`
    /// cannot play them, for a failed handshake; `said` is the first other line it wrote
    /// meanwhile (`No such option: VariantPath`, say), if any.
    public static func variantRefusal(for rules: Rules, said: String? = nil) -> String {
        let remark = said.map { " It said '\(BotFault.shortened($0))'." } ?? ""
        return "it did not take the variant '\(variantName(for: rules))' (\(rules.columns) files, \(rules.rows) ranks, connectN \(rules.k)): "
            + "no 'info string variant \(variantName(for: rules))' before 'readyok'.\(remark) Fairy-Stockfish plays up to 12 files "
            + "and 10 ranks in its largeboards build (its name says 'LB'), 8 by 8 in others."
    }

    /// Whether `line` is the engine's word that it took the variant of `rules`.
    public static func announcesVariant(_ line: String, for rules: Rules) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        return words.count >= 4 && words[0] == "info" && words[1] == "string" && words[2] == "variant"
            && words[3] == variantName(for: rules)
    }

    /// What starts a new game: `ucinewgame`, then `isready` (answered by `readyok`).
    public static let newGame = ["ucinewgame", "isready"]

    /// `P@b2`: a move as UCI drop variants write it, for either side.
    public static func text(of move: Move) -> String {
        "P@\(move.cellName)"
    }

    /// `position startpos`, then `moves` and every move of `game` when it has any.
    public static func position(of game: Game) -> String {
        game.moves.isEmpty ? "position startpos" : "position startpos moves " + game.moves.map(text(of:)).joined(separator: " ")
    }

    /// The search request for a move with `time`: `go movetime N`, or under a game `clock`
    /// `go wtime W btime W winc I binc I` (the engine's own clock on both sides: the
    /// opponent's is not the engine's business), with `movetime` too when the move's time
    /// is shorter than what is left (a limit per move under the clock). `movetime` is
    /// ``searchTime(for:)``, a little less than the move's time. Under a clock with moves
    /// per period, `movestogo N` follows the increments; the search `limits` of the
    /// engine's spec come last, `nodes N` and `depth N`, each only when given.
    public static func go(time: Duration, clock: BotClock? = nil, limits: BotSearchLimits = .none) -> String {
        let movetime = "movetime \(Duration.milliseconds(searchTime(for: time)))"
        var line: String
        if let clock {
            let left = Duration.milliseconds(clock.left)
            let increment = Duration.milliseconds(clock.increment)
            line = "go wtime \(left) btime \(left) winc \(increment) binc \(increment)"
            if let movesToGo = clock.movesToGo { line += " movestogo \(movesToGo)" }
            if time < clock.left { line += " \(movetime)" }
        } else {
            line = "go \(movetime)"
        }
        if let nodes = limits.nodes { line += " nodes \(nodes)" }
        if let depth = limits.depth { line += " depth \(depth)" }
        return line
    }

    /// The `movetime` for a move of `time`: a tenth less, at least 10ms less (but no more
    /// than half), as `movetime` is when the engine stops searching, not when its answer
    /// arrives (Fairy-Stockfish answers a millisecond or two after it): `go movetime 90` for
    /// 100ms, `go movetime 40` for 50ms. Under a clock alone the engine keeps its own margin
    /// (its `Move Overhead` option).
    public static func searchTime(for time: Duration) -> Duration {
        time - min(time / 2, max(.milliseconds(10), time / 10))
    }

    /// What asks for a move in `game` with `time`: ``position(of:)``, then `isready`, then
    /// ``go(time:clock:)``, in one write. The engine reads its lines in order, so whatever it
    /// wrote before its `readyok` (a `bestmove` nobody asked for: a second answer to the last
    /// `go`, one said on reading `position`) came while no `go` was outstanding, and is never
    /// taken as the answer.
    public static func moveRequest(for game: Game, time: Duration, clock: BotClock? = nil, limits: BotSearchLimits = .none) -> [String] {
        [position(of: game), "isready", go(time: time, clock: clock, limits: limits)]
    }

    /// Whether `line` is a remark, never judged: an `info` line (a search's progress), other
    /// than the `info string variant ...` that says the engine took a variant. Remarks are
    /// logged and dropped as they are read, so no number of them is a flood.
    // NB: on the bytes, without a copy: it sees every line an engine writes.
    public static func isRemark(_ line: String) -> Bool {
        var bytes = line.utf8[...]
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { bytes = bytes.dropFirst() }
        guard bytes.starts(with: "info".utf8) else { return false }
        let rest = bytes.dropFirst(4)
        guard let next = rest.first else { return true }
        guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return false }
        return !rest.dropFirst().starts(with: "string variant ".utf8)
    }

    /// The score in an `info` line, as in `info depth 9 score cp 35 nodes 1234 pv P@b2`
    /// (`cp N`: an evaluation; `mate N`: a win in N of the engine's moves, a loss in N of its
    /// opponent's when negative), with whether it is only a bound (`lowerbound` or
    /// `upperbound` after it, printed while a search window fails); nil when the line has no
    /// score one can read, is an `info string`, or belongs to another line of a multi-PV
    /// search than the first (`multipv 2`).
    public static func score(in line: String) -> (score: BotScore, isBound: Bool)? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.first == "info", words.count >= 4, words[1] != "string" else { return nil }
        var score: BotScore?
        var isBound = false
        var index = 1
        while index < words.count {
            switch words[index] {
            // NB: the rest of the line is text or moves, whatever words it holds.
            case "string", "pv", "refutation", "currline": index = words.count
            case "multipv":
                if index + 1 < words.count, words[index + 1] != "1" { return nil }
                index += 2
            case "score":
                guard index + 2 < words.count else { return nil }
                switch words[index + 1] {
                case "cp": score = BotScore.units(parsing: words[index + 2])
                case "mate": score = BotScore.mate(parsing: words[index + 2])
                default: return nil
                }
                guard score != nil else { return nil }
                index += 3
                while index < words.count, words[index] == "lowerbound" || words[index] == "upperbound" {
                    isBound = true
                    index += 1
                }
            default: index += 1
            }
        }
        return score.map { ($0, isBound) }
    }

    /// The depth in an `info` line (`info depth 9 score cp 35 ...` gives 9), or nil when the
    /// line has none, is an `info string`, or belongs to another line of a multi-PV search.
    public static func depth(in line: String) -> Int? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.first == "info", words.count >= 3, words[1] != "string" else { return nil }
        var depth: Int?
        var index = 1
        while index + 1 < words.count {
            switch words[index] {
            case "string", "pv", "refutation", "currline": return depth
            case "multipv" where words[index + 1] != "1": return nil
            case "depth": depth = BotScore.depth(parsing: words[index + 1])
            default: break
            }
            index += 1
        }
        return depth
    }

    /// The move's text in a `bestmove` line (`bestmove P@b2 ponder P@c1` gives `P@b2`; a bare
    /// `bestmove` gives ``""``), or nil when the line is not one.
    public static func bestMove(in line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.first == "bestmove" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    /// The cell a `bestmove` line's text names (`P@b2`, or `b2`), on the board of `rules`;
    /// whether it is free is left to the referee, as for every bot.
    /// - Throws: ``BotError`` when the text is not a drop (`a1b2`, `(none)`), or names a cell
    ///   off the board.
    public static func cell(parsing text: String, rules: Rules) throws(BotError) -> Move {
        var cell = Substring(text)
        if cell.hasPrefix("P@") || cell.hasPrefix("p@") { cell = cell.dropFirst(2) }
        let digits = cell.dropFirst()
        guard let letter = cell.first, letter.isASCII, letter.isLowercase, letter.isLetter,
              !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let row = Int(digits)
        else {
            throw BotError("Cannot read '\(text)' as a move: a move here is a drop on a cell, as in 'P@b2'.")
        }
        let column = Int(letter.asciiValue! - 97)
        // NB: rows up to 999 read, so the range is checked before a Move is made.
        guard (1...rules.rows).contains(row), column < rules.columns else {
            throw BotError("Cannot play '\(text)': there is no cell '\(cell)' on the \(rules.columns)x\(rules.rows) board.")
        }
        return Move(column: column, row: row - 1)
    }

    /// The move of a `bestmove` line's text (`P@b2`, or `b2`), checked against `board`: a
    /// drop on an empty cell of the board (with gravity, where a stone in its column lands).
    /// - Throws: ``BotError`` when the text is not a drop, names a cell off the board, or one
    ///   where no stone can go now.
    public static func move(parsing text: String, on board: Board) throws(BotError) -> Move {
        let move = try cell(parsing: text, rules: board.rules)
        do {
            try board.validate(move)
        } catch {
            throw BotError("Cannot play '\(text)': \(error.message)")
        }
        return move
    }
}
