public import Arena

/// The report of a tournament being played (`--report FILE`): rewritten as games finish, so a
/// browser open on it shows the progress, and once more at the end.
///
/// Each finished game is added at once; the page is rewritten after a game when the last
/// write is a second old or more, and, for big tournaments, when ten times the last write's
/// duration has passed, so that writing pages never takes more than a tenth of the run.
public final class LiveReport {
    public let file: ReportFile
    public private(set) var report: TournamentReport
    /// Whether games came since the last write.
    private var changed = true
    private var lastWrite: ContinuousClock.Instant?
    private var pause: Duration = .seconds(1)
    /// Pages written so far.
    public private(set) var writes = 0

    /// A report of `plan` written to `file`, with no games yet.
    public init(file: ReportFile, plan: TournamentPlan, event: ReportEvent, anchor: String?) throws(ReportError) {
        self.file = file
        var event = event
        event.inProgress = true
        report = try TournamentReport(plan: plan, entries: [], event: event, anchor: anchor)
    }

    /// Adds a finished game (in index order) and rewrites the page if it is time to.
    public func add(_ entry: JournalEntry, now: String) throws(ReportError) {
        report.append(entry)
        changed = true
        let clock = ContinuousClock()
        if let lastWrite, clock.now - lastWrite < pause { return }
        try write(now: now, finished: false)
    }

    /// Writes the page now: the run's state (in progress, or finished when `finished`), as of `now` (UTC).
    public func write(now: String, finished: Bool) throws(ReportError) {
        guard changed || finished || writes == 0 else { return }
        let clock = ContinuousClock()
        let started = clock.now
        report.event.inProgress = !finished
        report.event.lastWritten = now
        try file.write(report)
        writes += 1
        changed = false
        lastWrite = clock.now
        pause = max(.seconds(1), (clock.now - started) * 10)
    }
}
