import GameCore
public import GameRecords
import TextAndFiles
public import Tournaments

/// A tournament as its report shows it: the plan, every game once in index order, the
/// standings folded from them exactly as `ttt merge` and a run fold them, and what the
/// journals say of the runs (``ReportEvent``).
///
/// The page itself is ``html``; ``reading(journals:anchor:ratingMethod:makeSolver:)`` makes one from journals, and a
/// run makes one from its games as they finish (``LiveReport``).
public struct TournamentReport: Sendable {
    /// The tournament.
    public var plan: TournamentPlan
    /// Every game read or played, once each, in index order.
    public private(set) var entries: [JournalEntry]
    /// Whether each of ``entries`` is counted in the standings (not when its pairing's SPRT
    /// had stopped it before it came).
    public private(set) var counted: [Bool]
    /// The standings over ``entries``, rated around ``TournamentStandings/ratingAnchor``.
    public private(set) var standings: TournamentStandings
    /// The runs behind the games: versions, dates, journals, shards.
    public var event: ReportEvent
    /// How many times a game came out of index order, and the games were sorted again.
    private(set) var reorders = 0

    /// The report of `entries` (any order; an index seen twice counts once), rated by
    /// `ratingMethod` around the player named `anchor` (its spec or short name), or a mean of 0.
    /// - Throws: ``ReportError`` when there is no player named `anchor`.
    public init(
        plan: TournamentPlan, entries: some Sequence<JournalEntry>, event: ReportEvent, anchor: String? = nil,
        ratingMethod: Ratings.Method = .standard
    ) throws(ReportError) {
        self.plan = plan
        self.event = event
        (self.entries, self.counted, self.standings) = Self.fold(plan: plan, entries: entries)
        standings.ratingMethod = ratingMethod
        if let anchor {
            do { standings.ratingAnchor = try standings.place(ofPlayer: anchor) } catch { throw ReportError(error.message) }
        }
    }

    /// Adds a game that has just finished (a run's next game, in index order), as the run's
    /// standings count it.
    public mutating func append(_ entry: JournalEntry) {
        guard let last = entries.last, entry.index <= last.index else {
            // NB: a run's move list has room for a full board (the coordinator grows it in
            // place): kept as long as the report lives, it gets a list of its own size.
            // NB: a new array, filled: converting the whole list (or a slice of all of it)
            // would share its buffer.
            var kept = entry
            kept.moves = []
            kept.moves.reserveCapacity(entry.moves.count)
            kept.moves.append(contentsOf: entry.moves)
            entries.append(kept)
            counted.append(standings.record(entry))
            return
        }
        // NB: out of order (never from a run): folded again from the start.
        reorders += 1
        let (anchor, method) = (standings.ratingAnchor, standings.ratingMethod)
        (entries, counted, standings) = Self.fold(plan: plan, entries: entries + [entry])
        standings.ratingAnchor = anchor
        standings.ratingMethod = method
    }

    /// The games in index order, once each, whether each counts, and the standings: the same
    /// fold as ``TournamentStandings/init(plan:entries:)``, keeping what it did with each game.
    private static func fold(
        plan: TournamentPlan, entries: some Sequence<JournalEntry>
    ) -> ([JournalEntry], [Bool], TournamentStandings) {
        var standings = TournamentStandings(plan: plan)
        var kept: [JournalEntry] = []
        var counted: [Bool] = []
        var last = -1
        for entry in entries.sorted(by: { $0.index < $1.index }) where entry.index != last {
            last = entry.index
            kept.append(entry)
            counted.append(standings.record(entry))
        }
        return (kept, counted, standings)
    }

    /// The players' short names, in the order of the plan.
    public var players: [String] { standings.players }
}

/// A report that cannot be made or written, with a message a person can act on.
public struct ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
