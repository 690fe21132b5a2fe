public import TextAndFiles


/// What a report says of the runs behind its games, beyond the plan: which ttt wrote the
/// journals, when they were begun and last written, which files and shards they are, and
/// whether the tournament is still being played.
public struct ReportEvent: Sendable, Hashable {
    /// The ttt versions that began the journals (or runs), each once; empty when none recorded it.
    public var versions: [String] = []
    /// The earliest start recorded (UTC, `2026-05-01T10:53:25Z`), if any.
    public var started: String?
    /// When the last game was written (UTC), if known.
    public var lastWritten: String?
    /// The journals read, as given.
    public var journals: [String] = []
    /// The shards the journals are of (`2/8`), where they are shards.
    public var shards: [String] = []
    /// Whether the tournament was still running when the page was written: the page then says
    /// so and offers to reload itself.
    public var inProgress = false
    /// The ttt that wrote the page.
    public var writtenBy = TTTVersion.current

    public init(
        versions: [String] = [], started: String? = nil, lastWritten: String? = nil, journals: [String] = [],
        shards: [String] = [], inProgress: Bool = false
    ) {
        self.versions = versions
        self.started = started
        self.lastWritten = lastWritten
        self.journals = journals
        self.shards = shards
        self.inProgress = inProgress
    }

    /// The event of journals with these first lines (see ``TournamentPlan/header(shard:started:)``).
    public init(headers: [JSONValue], journals: [String], lastWritten: String?) {
        self.journals = journals
        self.lastWritten = lastWritten
        for header in headers {
            if let version = header["ttt"]?.stringValue, !versions.contains(version) { versions.append(version) }
            if let start = header["started"]?.stringValue, started.map({ start < $0 }) ?? true { started = start }
            if let shard = header["shard"]?.stringValue { shards.append(shard) }
        }
    }
}
