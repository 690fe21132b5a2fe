public import GameCore

/// The native bot protocol, `ttt 1`: the lines ttt sends and how it reads the answers.
/// docs/PROTOCOL.md is the full description.
public enum NativeProtocol {
    /// The protocol's version, sent in the handshake: `ttt 1`.
    public static let version = 1

    /// The first line ttt sends.
    public static let hello = "ttt \(version)"

    /// The request for a move in `game`, with `time` to answer.
    ///
    /// `move board=7x6 k=4 gravity=yes side=o time=500ms moves=d,d,c`: the board's columns
    /// and rows, k, gravity, the side to move, the time in milliseconds, and every move so
    /// far in the engine's notation (columns in gravity games), comma-separated; `moves=`
    /// is empty for the first move.
    public static func moveRequest(for game: Game, time: Duration, clock: BotClock? = nil, limits: BotSearchLimits = .none) -> String {
        moveRequest(rules: game.rules, moves: game.moves, sideToMove: game.board.sideToMove, time: time, clock: clock, limits: limits)
    }

    /// The request for a move after `moves` under `rules`, `side` to move, with `time` to
    /// answer, the player's game `clock` when it has one, and its search `limits`.
    public static func moveRequest(
        rules: Rules, moves: [Move], sideToMove side: Mark, time: Duration, clock: BotClock? = nil, limits: BotSearchLimits = .none
    ) -> String {
        moveRequest(
            start: moveRequestStart(rules: rules, sideToMove: side, time: time, clock: clock, limits: limits), rules: rules, moves: moves)
    }

    /// A move request's words before the moves, which stay the same all game for one side
    /// and time: `move board=3x3 k=3 gravity=no side=x time=1000ms moves=`; under a game
    /// clock, `clock=` (the time left, this move included) and `increment=` come before
    /// `moves=`, and `movestogo=` (the moves left in the period, this one included) under a
    /// clock with moves per period; then the search limits the player's spec gives it,
    /// `nodes=` and `depth=`, each only when given.
    package static func moveRequestStart(
        rules: Rules, sideToMove side: Mark, time: Duration, clock: BotClock? = nil, limits: BotSearchLimits = .none
    ) -> String {
        var clockWords = clock.map { "clock=\(Duration.milliseconds($0.left))ms increment=\(Duration.milliseconds($0.increment))ms " } ?? ""
        if let movesToGo = clock?.movesToGo { clockWords += "movestogo=\(movesToGo) " }
        if let nodes = limits.nodes { clockWords += "nodes=\(nodes) " }
        if let depth = limits.depth { clockWords += "depth=\(depth) " }
        // NB: the rule is named only when it is not freestyle, so requests under freestyle
        // (every game before the rules came) read as they always have.
        let ruleWord = rules.winRule == .freestyle ? "" : "rule=\(rules.winRule.name) "
        return "move board=\(rules.columns)x\(rules.rows) k=\(rules.k) gravity=\(rules.gravity ? "yes" : "no") \(ruleWord)side=\(side == .x ? "x" : "o") time=\(Duration.milliseconds(time))ms \(clockWords)moves="
    }

    /// The request made of its `start` (``moveRequestStart(rules:sideToMove:time:)``) and the moves.
    package static func moveRequest(start: String, rules: Rules, moves: [Move]) -> String {
        guard !moves.isEmpty else { return start }
        var text = start
        text.reserveCapacity(start.utf8.count + moves.count * 4)
        for (index, move) in moves.enumerated() {
            if index > 0 { text += "," }
            text += rules.notation(for: move)
        }
        return text
    }

    /// What a line from a bot says.
    public enum Reply: Sendable, Hashable {
        /// `move b2` or `play b2`: the move's text.
        case move(String)
        /// `name Greedy`.
        case name(String)
        /// `ready` or `ok`: the end of the handshake.
        case ready
        /// `pong`.
        case pong
        /// `info ...`, `debug ...`, `author ...`, `version ...`, `#...`: logged, never judged.
        case remark(String)
        /// `error TEXT`: the bot cannot go on.
        case error(String)
        /// Anything else.
        case unreadable(String)
    }

    /// Reads one line from a bot. Words are case-insensitive; spaces around are ignored.
    public static func reply(parsing line: String) -> Reply {
        let trimmed = line.trimmingWhitespace
        let bytes = trimmed.utf8
        let space = bytes.firstIndex(where: \.isProtocolSpace) ?? bytes.endIndex
        var rest: String { space == bytes.endIndex ? "" : String(trimmed[space...]).trimmingWhitespace }
        switch Word(bytes[..<space]) {
        case .move:
            // NB: words after the cell (`move a3 # best`) are the bot's own: ignored.
            let text = rest.firstWordAndRest.0
            return text.isEmpty ? .unreadable(line) : .move(text)
        case .name:
            let text = rest
            return text.isEmpty ? .unreadable(line) : .name(text)
        case .ready: return space == bytes.endIndex ? .ready : .unreadable(line)
        case .pong: return .pong
        case .remark: return .remark(trimmed)
        case .error: return .error(rest)
        case nil: return trimmed.hasPrefix("#") ? .remark(trimmed) : .unreadable(line)
        }
    }

    /// The score in an `info` line a bot writes before its move: `info score 35` (an
    /// evaluation, positive good for the bot), `info score mate 3` (it wins with its 3rd move
    /// from now) or `info score mate -2` (it loses to its opponent's 2nd). Other words may
    /// come before and after (`info depth 6 score -40 nodes 1200`); words are
    /// case-insensitive. Nil when the line is not an `info` line with a score one can read.
    public static func score(in line: String) -> BotScore? {
        let words = line.split(whereSeparator: { $0.isWhitespace })
        guard words.count >= 3, words[0].lowercased() == "info" else { return nil }
        guard let at = words.firstIndex(where: { $0.lowercased() == "score" }), at + 1 < words.count else { return nil }
        if words[at + 1].lowercased() == "mate" {
            return at + 2 < words.count ? BotScore.mate(parsing: words[at + 2]) : nil
        }
        return BotScore.units(parsing: words[at + 1])
    }

    /// The depth in an `info` line a bot writes before its move: `info depth 6 score -40`
    /// gives 6. Nil when the line is not an `info` line with a whole depth.
    public static func depth(in line: String) -> Int? {
        let words = line.split(whereSeparator: { $0.isWhitespace })
        guard words.count >= 3, words[0].lowercased() == "info" else { return nil }
        guard let at = words.firstIndex(where: { $0.lowercased() == "depth" }), at + 1 < words.count else { return nil }
        return BotScore.depth(parsing: words[at + 1])
    }

    /// The first word of a bot's line, whatever its case.
    private enum Word {
        case move, name, ready, pong, remark, error

        init?(_ word: Substring.UTF8View) {
            // NB: compared byte by byte, lowercased, without making a string.
            func matches(_ candidate: StaticString) -> Bool {
                guard word.count == candidate.utf8CodeUnitCount else { return false }
                return zip(word, UnsafeBufferPointer(start: candidate.utf8Start, count: candidate.utf8CodeUnitCount))
                    .allSatisfy { ((0x41...0x5A).contains($0) ? $0 | 0x20 : $0) == $1 }
            }
            if matches("move") || matches("play") { self = .move }
            else if matches("name") { self = .name }
            else if matches("ready") || matches("ok") { self = .ready }
            else if matches("pong") { self = .pong }
            else if matches("info") || matches("debug") || matches("author") || matches("version") || matches("message") {
                self = .remark
            } else if matches("error") { self = .error }
            else { return nil }
        }
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    package var trimmingWhitespace: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !$0.isProtocolSpace }) else { return "" }
        // NB: the byte after the last one kept is a space or the end: a character's boundary.
        let end = bytes.index(after: bytes.lastIndex(where: { !$0.isProtocolSpace })!)
        if first == bytes.startIndex, end == bytes.endIndex { return self }
        return String(self[first..<end])
    }

    /// The first word, and the rest after the spaces that follow it.
    package var firstWordAndRest: (String, String) {
        guard let space = utf8.firstIndex(where: \.isProtocolSpace) else { return (self, "") }
        return (String(self[..<space]), String(self[space...]).trimmingWhitespace)
    }
}

extension UInt8 {
    /// A space, tab or line break: what separates words in the protocol's lines.
    var isProtocolSpace: Bool {
        self == 0x20 || (0x09...0x0D).contains(self)
    }
}
