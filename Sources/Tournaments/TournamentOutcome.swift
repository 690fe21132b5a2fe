import GameRecords

/// What a tournament run ends with.
public struct TournamentOutcome: Sendable {
    /// The standings over every game of the run's schedule finished so far (for a shard,
    /// its own games; ``JournalMerge`` adds shards up).
    public var standings: TournamentStandings
    /// Games played by this run, and games read back from the journal of an earlier one.
    public var playedNow: Int
    public var fromJournal: Int
    /// Games of the run's schedule (its shard's, when sharded).
    public var scheduled: Int
    /// Why the run stopped before its schedule's end (an interrupt), if it did. A pairing
    /// stopped by its SPRT is not a stop: its verdict is in the standings.
    public var stopReason: String?
    /// How long this run took.
    public var elapsed: Duration
    /// What the run did that a person should know of, such as the torn last line it cut from
    /// the journal: `Cut a torn last line (37 bytes) from 'j.jsonl'.`
    public var notices: [String] = []
    /// The games played (now or by an earlier run) after their pairing's SPRT verdict, which
    /// the journal holds and the standings do not count (``TournamentStandings/gamesAfterVerdict``).
    public var gamesAfterVerdict: [JournalEntry] = []
}
