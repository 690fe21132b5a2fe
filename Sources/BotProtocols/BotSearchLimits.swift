/// The search limits a bot's spec gives it (`nodes=N`, `depth=N`), as the protocols tell
/// them: the native protocol as `nodes=N depth=N` in each move request, the Gomocup
/// protocol as Yixin's `INFO max_node N` and `INFO max_depth N` (which Rapfi reads) with what
/// prepares a game, UCI as `go ... nodes N depth N`. They are the bot's to keep: the referee
/// judges time alone.
public struct BotSearchLimits: Sendable, Hashable {
    /// The most positions to search for a move, or nil.
    public var nodes: Int?
    /// The deepest to search for a move, in plies, or nil.
    public var depth: Int?

    public init(nodes: Int? = nil, depth: Int? = nil) {
        self.nodes = nodes
        self.depth = depth
    }

    /// No limits.
    public static let none = BotSearchLimits()

    /// Whether no limit is given.
    public var isEmpty: Bool { nodes == nil && depth == nil }
}
