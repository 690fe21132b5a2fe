import TextAndFiles

/// A game clock: each player starts with `base` for the whole game and gains `increment`
/// after each of its moves. Running out loses the game on time.
public struct GameClock: Sendable, Hashable, CustomStringConvertible {
    /// The time each player starts with.
    public var base: Duration
    /// The time added after each move.
    public var increment: Duration

    public init(base: Duration, increment: Duration = .zero) {
        self.base = base
        self.increment = increment
    }

    /// Reads `BASE+INC` as in `10s+100ms`, or just `BASE` as in `1m`.
    /// - Throws: ``InputError`` when either part is not a duration.
    public init(parsing text: String) throws(InputError) {
        let parts = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let base = Duration(parsing: parts[0]), base > .zero else {
            throw InputError("Expected a clock as BASE+INCREMENT, such as '10s+100ms', not '\(text)'.")
        }
        guard base >= .shortestLimit else { throw InputError("The clock's base " + Duration.tooShortForALimit(parts[0])) }
        var increment = Duration.zero
        if parts.count == 2 {
            guard let value = Duration(parsing: parts[1]) else {
                throw InputError("Expected a clock as BASE+INCREMENT, such as '10s+100ms', not '\(text)'.")
            }
            increment = value
        }
        self.init(base: base, increment: increment)
    }

    /// `10s+100ms`.
    public var description: String { "\(base.shortText)+\(increment.shortText)" }
}
