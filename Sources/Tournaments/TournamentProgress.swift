import TextAndFiles

/// How far a tournament run has got: for a progress line.
public struct TournamentProgress: Sendable, Hashable {
    /// Games finished, those from the journal of an earlier run included.
    public var done: Int
    /// Games of this run's schedule (its shard's, when sharded).
    public var total: Int
    /// Games played by this run, and the time it has taken.
    public var playedNow: Int
    public var elapsed: Duration

    public init(done: Int, total: Int, playedNow: Int, elapsed: Duration) {
        self.done = done
        self.total = total
        self.playedNow = playedNow
        self.elapsed = elapsed
    }

    /// Games per second played by this run.
    public var rate: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(playedNow) / seconds : 0
    }

    /// The time the rest should take at this rate, or nil before any game.
    public var timeLeft: Duration? {
        guard rate > 0 else { return nil }
        return .milliseconds(Int64(Double(max(total - done, 0)) / rate * 1000))
    }

    /// `tournament: 1200/5000 games, 3400 games/s, 1s left`.
    public var line: String {
        let left = timeLeft.map { ", \($0.elapsedText) left" } ?? ""
        return "tournament: \(done)/\(total) games, \(Int(rate)) games/s\(left)"
    }
}
