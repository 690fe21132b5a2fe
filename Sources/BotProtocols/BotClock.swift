/// A bot's game clock, as the protocols tell it: the time it started the game with, the
/// time added after each of its moves, and the time it has left.
///
/// The native protocol sends what is left and the increment (`clock=41250ms
/// increment=500ms`); the Gomocup protocol sends the base and what is left (`INFO
/// timeout_match`, `INFO time_left`). The players make one from the referee's budget.
public struct BotClock: Sendable, Hashable {
    /// The time the bot started the game with.
    public var base: Duration
    /// The time added after each of its moves.
    public var increment: Duration
    /// The time it has left for the rest of the game (with moves per period, of the
    /// period), this move included.
    public var left: Duration
    /// With moves per period (`40/60s+600ms`), the moves left in the period, this one
    /// included, after which `base` is added again; nil for sudden death.
    public var movesToGo: Int?

    public init(base: Duration, increment: Duration, left: Duration, movesToGo: Int? = nil) {
        self.base = base
        self.increment = increment
        self.left = left
        self.movesToGo = movesToGo
    }
}
