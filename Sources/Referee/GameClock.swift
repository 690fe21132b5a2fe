import TextAndFiles

/// A game clock: each player starts with `base` for the whole game and gains `increment`
/// after each of its moves; with ``movesPerPeriod``, `base` is added again after every so
/// many of its moves (`40/60s+600ms`, as cutechess-cli writes it). Running out loses the
/// game on time.
public struct GameClock: Sendable, Hashable, CustomStringConvertible {
    /// The time each player starts with (and, with ``movesPerPeriod``, gains again after
    /// each period).
    public var base: Duration
    /// The time added after each move.
    public var increment: Duration
    /// The moves of a period, after which ``base`` is added again; nil for one period, the
    /// whole game (sudden death).
    public var movesPerPeriod: Int?

    public init(base: Duration, increment: Duration = .zero, movesPerPeriod: Int? = nil) {
        self.base = base
        self.increment = increment
        self.movesPerPeriod = movesPerPeriod
    }

    /// Reads `[MOVES/]BASE[+INC]` as in `10s+100ms`, `1m`, or `40/60s+600ms` (40 moves in
    /// 60s, then 60s more for the next 40, and 600ms after each move).
    /// - Parameter name: how messages name it: `The clock`, or the option (`--clock`).
    /// - Throws: ``InputError`` when a part is not a duration (a bare number included: `60`
    ///   could be seconds or milliseconds) or the moves are not a whole number from 1.
    public init(parsing text: String, as name: String = "The clock") throws(InputError) {
        let example = "Expected a clock as [MOVES/]BASE+INCREMENT, such as '10s+100ms' or '40/60s+600ms', not '\(text)'."
        var rest = Substring(text)
        var moves: Int?
        if let slash = rest.firstIndex(of: "/") {
            guard let count = Int(rest[..<slash]), count >= 1, count <= 100_000 else {
                throw InputError("\(name) '\(text)' needs a whole number of moves from 1 before '/', as in '40/60s+600ms'.")
            }
            moves = count
            rest = rest[rest.index(after: slash)...]
        }
        let parts = rest.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let base = Duration(parsing: parts[0]), base > .zero else {
            throw InputError(Duration.durationComplaint(parts[0], in: "\(name) '\(text)'", otherwise: example))
        }
        guard base >= .shortestLimit else { throw InputError("The clock's base " + Duration.tooShortForALimit(parts[0])) }
        var increment = Duration.zero
        if parts.count == 2 {
            guard let value = Duration(parsing: parts[1]) else {
                throw InputError(Duration.durationComplaint(parts[1], in: "\(name) '\(text)'", otherwise: example))
            }
            increment = value
        }
        self.init(base: base, increment: increment, movesPerPeriod: moves)
    }

    /// `10s+100ms`, or `40/1m+600ms` with moves per period.
    public var description: String {
        (movesPerPeriod.map { "\($0)/" } ?? "") + "\(base.shortText)+\(increment.shortText)"
    }

    /// The moves left in the period after `played` moves of the player's own, this move
    /// included (what UCI calls `movestogo`); nil for sudden death.
    public func movesToGo(afterMoves played: Int) -> Int? {
        movesPerPeriod.map { $0 - played % $0 }
    }
}
