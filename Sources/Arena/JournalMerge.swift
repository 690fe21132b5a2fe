/// Journals of one tournament (its shards, or runs of parts of it) added up into one set of
/// standings, the same as one run of the whole would give.
public struct JournalMerge: Sendable {
    /// The tournament, from the journals' headers.
    public var plan: TournamentPlan
    /// Every game, once each, in index order.
    public var entries: [JournalEntry]
    /// The standings over ``entries``.
    public var standings: TournamentStandings
    /// Games of the schedule missing from every journal (a shard not yet run, say).
    public var missing: Int

    /// Reads and merges the journals at `paths`.
    /// - Throws: ``JournalError`` when one cannot be read, has no header, is of another
    ///   tournament than the first, or records a game differently from another.
    public init(paths: [String]) throws(JournalError) {
        guard let firstPath = paths.first else { throw JournalError("Give one journal at least to merge.") }
        var plan: TournamentPlan?
        var byIndex: [Int: (entry: JournalEntry, path: String)] = [:]
        for path in paths {
            let contents = try JournalContents.read(path: path)
            guard let header = contents.header else {
                throw JournalError("'\(path)' is empty or missing: it holds no tournament.")
            }
            if let plan {
                if let why = plan.mismatch(withHeader: header) {
                    throw JournalError("'\(path)' is of another tournament than '\(firstPath)': \(why).")
                }
            } else {
                plan = try TournamentPlan.reading(header: header).plan
            }
            for entry in contents.entries {
                if let earlier = byIndex[entry.index] {
                    guard earlier.entry.sameGame(as: entry) else {
                        throw JournalError("Game \(entry.index + 1) differs between '\(earlier.path)' and '\(path)'.")
                    }
                    continue
                }
                byIndex[entry.index] = (entry, path)
            }
        }
        let whole = plan!
        self.plan = whole
        entries = byIndex.values.map(\.entry).filter { $0.index < whole.gameCount }.sorted { $0.index < $1.index }
        standings = TournamentStandings(plan: whole, entries: entries)
        missing = whole.gameCount - entries.count
    }
}
