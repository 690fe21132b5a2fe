import GameCore
import GameRecords
import Referee
import TextAndFiles

/// Journals of one tournament (its shards, or runs of parts of it) added up into one set of
/// standings, the same as one run of the whole would give.
///
/// A merge streams: each journal is read a line at a time and checked, and of each game only
/// which journal holds it is kept (2 bytes); the standings are then counted in index order,
/// each game read again from its journal (``JournalLines``), and given to whoever writes the
/// records and samples as it is counted. Its memory is the plan's 2 bytes a game, a small
/// chunk of each journal and the games a journal holds out of order, whatever the games hold
/// (docs/CLUSTERS.md has the figures).
public struct JournalMerge: Sendable {
    /// The tournament, from the journals' headers.
    public var plan: TournamentPlan
    /// The journals, in the order given.
    public let paths: [String]
    /// The standings over every game read, each counted once.
    public var standings: TournamentStandings
    /// Games of the schedule missing from every journal (a shard not yet run, say), but for
    /// those after their pairing's SPRT verdict, which one run would not have played either.
    public var missing: Int
    /// Each journal's first line, in the order of the paths: which shard, which ttt, when begun.
    public var headers: [JSONValue] = []
    /// Which journal each game of the schedule was first read from, by index, from 1 (0: none).
    private let holders: [UInt16]
    /// How many games were read, once each.
    public let gameCount: Int

    /// Reads and merges the journals at `paths`, each game checked against the schedule
    /// and the adjudication rules (see ``JournalChecker``).
    /// - Parameter makeSolver: makes ttt's solver for the rules, with which the results it
    ///   adjudicated are proved again where that is cheap (see ``AdjudicationCheck``); nil
    ///   proves none again. Tournaments has no solver of its own: Search gives it.
    /// - Throws: ``InputError`` when one cannot be read, is not a journal, has no header,
    ///   is of another tournament than the first, holds a game that is not the schedule's,
    ///   whose result does not follow from its moves, or whose adjudication its rules do not
    ///   give, or records a game differently from another line (of it or of another journal).
    public init(paths: [String], makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil) throws(InputError) {
        try self.init(paths: paths, makeSolver: makeSolver) { (_, _) throws(InputError) in nil }
    }

    /// Reads and merges the journals at `paths` as ``init(paths:makeSolver:)`` does, and gives
    /// every game the standings count to the closure `counting` makes, in index order, as it
    /// counts them (see ``forEachCountedEntry(_:)``): the way to write records and samples in
    /// one reading. `counting` is given the plan and the journals' headers once every game
    /// has been checked, before any is counted; it returns nil to be given none.
    public init(
        paths: [String], makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil,
        counting: (_ plan: TournamentPlan, _ headers: [JSONValue]) throws(InputError) -> ((JournalEntry) throws(InputError) -> Void)?
    ) throws(InputError) {
        guard let firstPath = paths.first else { throw InputError("Give one journal at least to merge.") }
        self.paths = paths
        var checker: JournalChecker?
        guard paths.count <= Int(UInt16.max) else {
            throw InputError("A merge takes at most \(Int(UInt16.max).grouped) journals, not \(paths.count.grouped): play the tournament in fewer shards.")
        }
        var holders: [UInt16] = []
        var read = 0
        for (journal, path) in paths.enumerated() {
            var shard: Shard?
            let contents = try JournalContents.scan(path: path) { (entry, line, offset) throws(InputError) in
                try checker!.check(entry, shard: shard, name: path, line: line)
                let holder = holders[entry.index]
                guard holder == 0 else {
                    // NB: a game read twice is read again from its first line, to compare.
                    let earlierPath = paths[Int(holder) - 1]
                    let (earlier, earlierLine) = try Self.firstLine(ofGame: entry.index, in: earlierPath)
                    guard earlier.sameGame(as: entry) else {
                        throw InputError("\(earlierPath):\(earlierLine) and \(path):\(line) record game \(entry.index + 1) differently.")
                    }
                    return
                }
                holders[entry.index] = UInt16(journal + 1)
                read += 1
            } header: { (header) throws(InputError) in
                if let plan = checker?.plan {
                    if let why = plan.mismatch(withHeader: header) {
                        throw InputError("'\(path)' is of another tournament than '\(firstPath)': \(why).")
                    }
                }
                let reading = try TournamentPlan.reading(header: header)
                if checker == nil {
                    checker = JournalChecker(plan: reading.plan, makeSolver: makeSolver)
                    holders = Array(repeating: 0, count: reading.plan.gameCount)
                }
                shard = reading.shard
            }
            guard let header = contents.header else {
                guard contents.isEmpty else { throw JournalContents.notAJournal(path) }
                throw InputError("'\(path)' is empty or missing: it holds no tournament.")
            }
            headers.append(header)
        }
        let whole = checker!.plan
        plan = whole
        gameCount = read
        self.holders = holders
        // NB: counted in index order, as a run's SPRT counts a pairing's games.
        let each = try counting(whole, headers)
        var standings = TournamentStandings(plan: whole)
        var missing = 0
        try Self.readInOrder(paths: paths, holders: holders) { (_, entry) throws(InputError) in
            // NB: a game is counted unless its pairing's SPRT had stopped before it.
            if standings.record(entry), let each { try each(entry) }
        }
        if whole.sprt == nil {
            missing = whole.gameCount - read
        } else {
            for index in holders.indices where holders[index] == 0 && !standings.isPastVerdict(game: index) {
                missing += 1
            }
        }
        self.standings = standings
        self.missing = missing
    }

    /// Gives every game the standings count to `body`, in index order: the games one run
    /// counts, and writes to its records. It leaves out the games past their pairing's SPRT
    /// verdict: those that were running when the verdict came, and a shard's games beyond it.
    /// - Returns: how many games it gave.
    /// - Throws: ``InputError`` when a journal cannot be read again, or what `body` throws.
    @discardableResult
    public func forEachCountedEntry(_ body: (JournalEntry) throws(InputError) -> Void) throws(InputError) -> Int {
        var given = 0
        try Self.readInOrder(paths: paths, holders: holders) { (index, entry) throws(InputError) in
            if plan.sprt != nil, standings.isPastVerdict(game: index) { return }
            try body(entry)
            given += 1
        }
        return given
    }

    /// Every game read, once each, in index order, read back into memory: for the report
    /// and tests, not for a merge of any size.
    public func entries() throws(InputError) -> [JournalEntry] {
        var entries: [JournalEntry] = []
        try Self.readInOrder(paths: paths, holders: holders) { (_, entry) throws(InputError) in entries.append(entry) }
        return entries
    }

    /// The games ``forEachCountedEntry(_:)`` gives, read back into memory: for tests.
    public func countedEntries() throws(InputError) -> [JournalEntry] {
        var entries: [JournalEntry] = []
        try forEachCountedEntry { entries.append($0) }
        return entries
    }

    /// Reads every game `holders` places in `paths` again, in index order, and gives each to
    /// `body` with its index.
    private static func readInOrder(
        paths: [String], holders: [UInt16], _ body: (Int, JournalEntry) throws(InputError) -> Void
    ) throws(InputError) {
        let lines = JournalLines(paths: paths, holders: holders)
        for index in holders.indices where holders[index] != 0 { try body(index, try lines.entry(index)) }
    }

    /// The first line of `path` that holds game `index`, and its number: for a message.
    private static func firstLine(ofGame index: Int, in path: String) throws(InputError) -> (JournalEntry, Int) {
        var found: (JournalEntry, Int)?
        _ = try JournalContents.scan(path: path) { (entry, line, _) throws(InputError) in
            if found == nil, entry.index == index { found = (entry, line) }
        }
        guard let found else { throw InputError("The journal '\(path)' changed while it was merged: merge it again.") }
        return found
    }
}
