/// Runs batches of work until a time is up, and reports how much got done.
enum TimedLoop {
    /// Calls `batch` until `duration` has passed (at least once); each call does some work
    /// and returns how much (games, nodes).
    ///
    /// NB: the clock is read between batches only, so a batch should take well under the
    /// duration; ContinuousClock keeps counting while the machine sleeps, as a stopwatch.
    static func run<Failure: Error>(
        for duration: Duration, _ batch: () throws(Failure) -> Int
    ) throws(Failure) -> (work: Int, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        var work = 0
        var elapsed = Duration.zero
        repeat {
            work &+= try batch()
            elapsed = clock.now - start
        } while elapsed < duration
        return (work, elapsed.seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
