import TextAndFiles

/// The limits a player's spec gives it, as engine testers write them beside a player:
/// `time=50ms` (a limit per move), `clock=40/60s+600ms` (a game clock of its own), `nodes=N`
/// (the most positions it searches for a move) and `depth=N` (the deepest it searches),
/// as in `gomocup:./pbrain-x:time=50ms,depth=4` or `search:time=200ms`.
///
/// The time limits are the referee's: a player's own `time=` or `clock=` replaces the run's
/// (`--time`, `--clock`) for that player, and it loses on time past them as under the
/// run's. The search limits are the player's to honour: an engine is told them through its
/// protocol, and ttt's own search keeps to them.
public struct PlayerLimits: Sendable, Hashable {
    /// The time for each move, or nil.
    public var time: Duration?
    /// A game clock of the player's own, or nil.
    public var clock: GameClock?
    /// The most positions searched for a move, or nil.
    public var nodes: Int?
    /// The deepest a search goes for a move, in plies, or nil.
    public var depth: Int?

    public init(time: Duration? = nil, clock: GameClock? = nil, nodes: Int? = nil, depth: Int? = nil) {
        self.time = time
        self.clock = clock
        self.nodes = nodes
        self.depth = depth
    }

    /// The keys of a spec's options that are limits.
    public static let keys = ["time", "clock", "nodes", "depth"]

    /// The largest `nodes=` and `depth=` ttt passes on.
    public static let largestNodes = 1 << 40
    public static let largestDepth = 1000

    /// Whether no limit is given.
    public var isEmpty: Bool { time == nil && clock == nil && nodes == nil && depth == nil }

    /// Whether the player keeps time of its own (`time=` or `clock=`), so that the run's
    /// time limit and clock do not apply to it.
    public var ownsTime: Bool { time != nil || clock != nil }

    /// The limits as written in a spec, in a fixed order: `time=50ms,clock=40/1m+600ms,nodes=20000,depth=4`.
    public var text: String {
        var parts: [String] = []
        if let time { parts.append("time=\(time.shortText)") }
        if let clock { parts.append("clock=\(clock)") }
        if let nodes { parts.append("nodes=\(nodes)") }
        if let depth { parts.append("depth=\(depth)") }
        return parts.joined(separator: ",")
    }

    /// The limits as a journal's header records them: `{"time":"50ms","depth":4}`; null for none.
    public var json: JSONValue {
        guard !isEmpty else { return .null }
        var members: [JSONValue.Member] = []
        if let time { members.append(.init("time", .string(time.shortText))) }
        if let clock { members.append(.init("clock", .string(clock.description))) }
        if let nodes { members.append(.init("nodes", .int(nodes))) }
        if let depth { members.append(.init("depth", .int(depth))) }
        return .object(members)
    }
}

extension PlayerSpec {
    /// The limits among the spec's options (see ``PlayerLimits``).
    /// - Throws: ``PlayerError`` for a limit that cannot be read: a duration without a unit,
    ///   a clock that is not `[MOVES/]BASE+INC`, a count that is not a whole number from 1.
    public func limits() throws(PlayerError) -> PlayerLimits {
        var limits = PlayerLimits()
        limits.time = try durationOption("time")
        if let text = option("clock") {
            do { limits.clock = try GameClock(parsing: text) } catch { throw PlayerError("Option 'clock' in '\(self.text)': \(error.message)") }
        }
        limits.nodes = try countOption("nodes", upTo: PlayerLimits.largestNodes, example: "nodes=20000", what: "positions")
        limits.depth = try countOption("depth", upTo: PlayerLimits.largestDepth, example: "depth=4", what: "plies")
        return limits
    }

    /// The option `key` as a count from 1 to `largest`, if given.
    private func countOption(_ key: String, upTo largest: Int, example: String, what: String) throws(PlayerError) -> Int? {
        guard let text = option(key) else { return nil }
        guard let value = Int(text), value >= 1, value <= largest else {
            throw PlayerError("Option '\(key)' needs a count of \(what) from 1 to \(largest), as in '\(example)', not '\(text)'.")
        }
        return value
    }
}
