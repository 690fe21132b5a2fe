#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One page of a ``LiveReport`` written on a thread of its own: the thread has the report
/// until ``wait()`` takes it back with what the write came to. Where no thread can be
/// started, the page is written at once, in the initialiser.
final class PageWrite: @unchecked Sendable {
    // NB: @unchecked: what the thread makes is behind the lock; the rest is set before the
    // thread starts and read once it has been joined.
    typealias Outcome = (report: TournamentReport, written: Result<Duration, ReportError>)

    private let file: ReportFile
    private let downloads: LiveDownloads
    private let state: Mutex<(report: TournamentReport?, done: Outcome?)>
    #if canImport(Glibc)
    private var thread = pthread_t()
    #endif
    private var started = false

    /// Begins writing `report`'s page to `file`, with its downloads made by `downloads`
    /// (which the thread has until ``wait()`` too).
    init(_ report: TournamentReport, downloads: LiveDownloads, to file: ReportFile) {
        self.file = file
        self.downloads = downloads
        state = Mutex((report, nil))
        #if canImport(Glibc)
        let box = Unmanaged.passRetained(self)
        started = pthread_create(&thread, nil, { context in
            Unmanaged<PageWrite>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, box.toOpaque()) == 0
        if !started { box.release() }
        #endif
        if !started { run() }
    }

    /// Whether the page is written (or failed), so that ``wait()`` will not wait.
    var isDone: Bool { state.withLock { $0.done != nil } }

    /// Waits for the page, and gives back the report and the time the write took, or its
    /// error. Once only: the report is given, not shared, so that adding to it copies nothing.
    func wait() -> Outcome {
        #if canImport(Glibc)
        if started {
            pthread_join(thread, nil)
            started = false
        }
        #endif
        return state.withLock { $0.done.take()! }
    }

    private func run() {
        let report = state.withLock { $0.report.take()! }
        let clock = ContinuousClock()
        let began = clock.now
        let written: Result<Duration, ReportError>
        do {
            try file.write(parts: report.htmlParts(downloads: try downloads.parts(of: report)))
            written = .success(clock.now - began)
        } catch {
            written = .failure(error)
        }
        state.withLock { $0.done = (report, written) }
    }
}
