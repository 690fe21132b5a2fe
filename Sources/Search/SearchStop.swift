/// When a search must stop: at its deadline, or once its task is cancelled. Once stopped it
/// stays stopped, and the interrupted search's results are worthless.
struct SearchStop {
    /// When to give up, or nil for never.
    var deadline: ContinuousClock.Instant?
    /// Whether the search has stopped.
    private(set) var aborted = false

    /// Starts a new search with `deadline`.
    mutating func begin(deadline: ContinuousClock.Instant?) {
        self.deadline = deadline
        aborted = false
    }

    /// Stops the search now (a limit other than time was reached).
    mutating func abort() { aborted = true }

    /// Reads the clock and the task's cancellation; call it every so many positions.
    mutating func check() {
        guard !aborted else { return }
        if Task.isCancelled { aborted = true; return }
        if let deadline, ContinuousClock.now >= deadline { aborted = true }
    }
}
