public import GameRecords
public import Tournaments


/// The report of a tournament being played (`--report FILE`): rewritten as games finish, so a
/// browser open on it shows the progress, and once more at the end.
///
/// Each finished game is added at once; the page is rewritten after a game when the last
/// write is a second old or more, and, for big tournaments, when ten times the last write's
/// duration has passed, so that writing pages never takes more than a tenth of the run.
///
/// The pages written while the run goes on are written on a thread of their own
/// (``PageWrite``), so the run's next game does not wait for one: the report goes to that
/// thread whole and comes back when the page is written; the games that finish meanwhile
/// wait in a list of their own and are added when it is back. Nothing is copied, so a big
/// report is never held twice. The last page (``write(now:finished:)``) is waited for.
///
/// A page compresses only the games that came since the last one (``LiveDownloads``), so a
/// page of a long run costs little more than writing its bytes.
public final class LiveReport {
    public let file: ReportFile
    /// The report with every game added so far, the page being written or not.
    public var report: TournamentReport {
        get throws(ReportError) {
            try finishWriting()
            return held!
        }
    }
    /// The report, when no page is being written of it.
    private var held: TournamentReport?
    /// The page being written on its own thread, which has the report meanwhile.
    private var writing: PageWrite?
    /// The page's downloads, compressed a game at a time as pages are written.
    private let downloads = LiveDownloads()
    /// The games that finished while a page was being written, in order.
    private var waiting: [JournalEntry] = []
    /// Whether games came since the last write.
    private var changed = true
    private var lastWrite: ContinuousClock.Instant?
    private var pause: Duration = .seconds(1)
    /// Pages begun so far.
    public private(set) var writes = 0

    /// A report of `plan` written to `file`, with no games yet, rated by `ratingMethod` around `anchor`.
    public init(
        file: ReportFile, plan: TournamentPlan, event: ReportEvent, anchor: String?, ratingMethod: Ratings.Method = .standard
    ) throws(ReportError) {
        self.file = file
        var event = event
        event.inProgress = true
        held = try TournamentReport(plan: plan, entries: [], event: event, anchor: anchor, ratingMethod: ratingMethod)
    }

    deinit {
        // NB: a run that ends with a page being written waits for it, so the page is whole.
        _ = writing?.wait()
    }

    /// Adds a finished game (in index order) and begins a page if it is time to.
    /// - Throws: ``ReportError`` when the last page begun could not be written.
    public func add(_ entry: JournalEntry, now: String) throws(ReportError) {
        changed = true
        if let writing, !writing.isDone {
            waiting.append(entry)
            return
        }
        try finishWriting()
        held!.append(entry)
        let clock = ContinuousClock()
        if let lastWrite, clock.now - lastWrite < pause { return }
        begin(now: now, finished: false)
    }

    /// Writes the page now, once the one being written is done: the run's state (in
    /// progress, or finished when `finished`), as of `now` (UTC).
    public func write(now: String, finished: Bool) throws(ReportError) {
        try finishWriting()
        guard changed || finished || writes == 0 else { return }
        begin(now: now, finished: finished)
        // NB: on its thread all the same: one way to write a page; this one is waited for.
        try finishWriting()
    }

    /// Hands the report to a thread that writes its page, or writes it here when no thread
    /// can be started.
    private func begin(now: String, finished: Bool) {
        var report = held.take()!
        report.event.inProgress = !finished
        report.event.lastWritten = now
        writes += 1
        changed = false
        writing = PageWrite(report, downloads: downloads, to: file)
    }

    /// Waits for the page being written, takes the report back with the games that came
    /// meanwhile, and spaces the next page by the time this one took.
    private func finishWriting() throws(ReportError) {
        guard let writing else { return }
        self.writing = nil
        let (report, outcome) = writing.wait()
        held = report
        for entry in waiting { held!.append(entry) }
        waiting.removeAll()
        let clock = ContinuousClock()
        lastWrite = clock.now
        switch outcome {
        case .success(let took): pause = max(.seconds(1), took * 10)
        case .failure(let error): throw error
        }
    }
}
