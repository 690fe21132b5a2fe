import GameCore
import GameRecords
import Referee
import TextAndFiles

/// Journals of one tournament (its shards, or runs of parts of it) added up into one set of
/// standings, the same as one run of the whole would give.
public struct JournalMerge: Sendable {
    /// The tournament, from the journals' headers.
    public var plan: TournamentPlan
    /// Every game, once each, in index order.
    public var entries: [JournalEntry]
    /// The standings over ``entries``.
    public var standings: TournamentStandings
    /// The games of ``entries`` that the standings count, in index order: the games one run
    /// counts, and writes to its records. It leaves out the games past their pairing's SPRT
    /// verdict: those that were running when the verdict came, and a shard's games beyond it.
    public var countedEntries: [JournalEntry] {
        guard plan.sprt != nil else { return entries }
        return entries.filter { !standings.isPastVerdict(game: $0.index) }
    }
    /// Games of the schedule missing from every journal (a shard not yet run, say), but for
    /// those after their pairing's SPRT verdict, which one run would not have played either.
    public var missing: Int
    /// Each journal's first line, in the order of the paths: which shard, which ttt, when begun.
    public var headers: [JSONValue] = []

    /// Reads and merges the journals at `paths`, each game checked against the schedule
    /// and the adjudication rules (see ``JournalChecker``).
    /// - Parameter makeSolver: makes ttt's solver for the rules, with which the results it
    ///   adjudicated are proved again where that is cheap (see ``AdjudicationCheck``); nil
    ///   proves none again. Tournaments has no solver of its own: the players' module gives it.
    /// - Throws: ``InputError`` when one cannot be read, is not a journal, has no header,
    ///   is of another tournament than the first, holds a game that is not the schedule's,
    ///   whose result does not follow from its moves, or whose adjudication its rules do not
    ///   give, or records a game differently from another line (of it or of another journal).
    public init(paths: [String], makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil) throws(InputError) {
        guard let firstPath = paths.first else { throw InputError("Give one journal at least to merge.") }
        var checker: JournalChecker?
        for path in paths {
            let contents = try JournalContents.read(path: path)
            guard let header = contents.header else {
                guard contents.isEmpty else { throw JournalContents.notAJournal(path) }
                throw InputError("'\(path)' is empty or missing: it holds no tournament.")
            }
            if let plan = checker?.plan {
                if let why = plan.mismatch(withHeader: header) {
                    throw InputError("'\(path)' is of another tournament than '\(firstPath)': \(why).")
                }
            } else {
                checker = JournalChecker(plan: try TournamentPlan.reading(header: header).plan, makeSolver: makeSolver)
            }
            headers.append(header)
            let shard = try TournamentPlan.reading(header: header).shard
            try checker!.add(contents, shard: shard, name: path)
        }
        let whole = checker!.plan
        plan = whole
        entries = checker!.entries
        standings = TournamentStandings(plan: whole, entries: entries)
        missing = Self.missingGames(of: whole, entries: entries, standings: standings)
    }

    /// The games of `plan` not among `entries` (sorted by index) that `standings` still
    /// waits for.
    static func missingGames(of plan: TournamentPlan, entries: [JournalEntry], standings: TournamentStandings) -> Int {
        guard plan.sprt != nil else { return plan.gameCount - entries.count }
        var missing = 0
        var next = entries.startIndex
        for index in 0..<plan.gameCount {
            if next < entries.endIndex, entries[next].index == index {
                next += 1
            } else if !standings.isPastVerdict(game: index) {
                missing += 1
            }
        }
        return missing
    }
}
