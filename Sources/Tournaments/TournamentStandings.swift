import GameRecords
import Referee
import TextAndFiles

public import GameCore

/// A tournament's results so far: a fold over its finished games, in game order.
///
/// Per player: games, wins, losses, draws, points. Per pairing: the first player's record,
/// its game pairs (``Pentanomial``), and, with an ``SPRT``, the test's LLR and verdict. A
/// pairing whose test has reached a verdict counts no more games: games of it that finish
/// later (already running when the verdict came) are left out, so every run, resume and
/// merge of the same journal gives the same standings.
public struct TournamentStandings: Sendable, Hashable {
    /// One pairing's results, from its first player's side.
    public struct PairingResult: Sendable, Hashable {
        /// The players, by place in ``TournamentStandings/players``.
        public var first: Int
        public var second: Int
        /// The first player's record against the second.
        public var tally = Tally()
        /// The first player's points in complete game pairs.
        public var pentanomial = Pentanomial()
        /// The SPRT's log-likelihood ratio after the last complete pair (0 without a test).
        public var llr: Double = 0
        /// The SPRT's verdict, once reached; the pairing then counts no more games.
        public var verdict: SPRT.Verdict?
        /// The pair slot whose second game brought the verdict: games of later slots are
        /// never counted.
        var verdictSlot: Int?
        /// The open pair: its slot and the first player's points in its first game.
        var openPair: (slot: Int, points: Double)? {
            get { openSlot.map { ($0, openPoints) } }
            set {
                openSlot = newValue?.slot
                openPoints = newValue?.points ?? 0
            }
        }
        private var openSlot: Int?
        private var openPoints: Double = 0

        init(first: Int, second: Int) {
            self.first = first
            self.second = second
        }

        /// The statistics of ``tally``; nil before the first game.
        public var statistics: PairingStatistics? { PairingStatistics(tally) }
    }

    /// The players' specs as written.
    public let players: [String]
    /// Every pairing of the schedule.
    public private(set) var pairings: [PairingResult]
    /// Each player's record, in the order of ``players``.
    public private(set) var tallies: [Tally]
    /// Each player's forfeits, in the order of ``players``.
    public private(set) var faults: [FaultTally]
    /// How each player's games ended, by kind, in the order of ``players`` (games counted
    /// with their reason).
    public private(set) var endings: [EndingTally]
    /// The games counted.
    public private(set) var gamesCounted = 0
    /// Games played after their pairing's SPRT verdict (already under way when it came, as
    /// games run several at once): kept in the journal, counted by no standings.
    public private(set) var gamesAfterVerdict = 0
    /// The test that stops a pairing, if any.
    public let sprt: SPRT?
    /// The player whose rating is 0, by place in ``players``; nil for ratings with a mean of 0.
    public var ratingAnchor: Int?
    /// How ``ratings`` are fitted: BayesElo's prior of virtual draws (the default), or plain
    /// maximum likelihood.
    public var ratingMethod: Ratings.Method = .standard
    private let plan: TournamentPlan

    /// The players' specs, as the journal keeps them, in the order of ``players``.
    public var specs: [String] { plan.specs.map(\.text) }

    /// Empty standings for `plan`.
    public init(plan: TournamentPlan) {
        self.plan = plan
        players = plan.displayNames
        pairings = plan.pairings.map { PairingResult(first: $0.first, second: $0.second) }
        tallies = Array(repeating: Tally(), count: plan.specs.count)
        faults = Array(repeating: FaultTally(), count: plan.specs.count)
        endings = Array(repeating: EndingTally(), count: plan.specs.count)
        sprt = plan.sprt
    }

    /// Whether the pairing of game `index` has stopped (its SPRT has a verdict).
    public func isStopped(game index: Int) -> Bool {
        pairings[plan.placement(ofGame: index, pairingCount: pairings.count).pairing].verdict != nil
    }

    /// What became of the games played after an SPRT verdict, in the same words wherever
    /// standings are summed up (a run, a merge, the report): `17 games played after the SPRT's
    /// verdict were not counted`; nil when there were none. Why they were played is the
    /// caller's to add: a run's games already started, or shards, which play all theirs.
    public var afterVerdictNote: String? {
        guard gamesAfterVerdict > 0 else { return nil }
        return gamesAfterVerdict == 1 ? "1 game played after the SPRT's verdict was not counted"
            : "\(gamesAfterVerdict) games played after the SPRT's verdict were not counted"
    }

    /// Notes a game played after its pairing's verdict, which a run does not ``record(game:winner:)``.
    mutating func countGameAfterVerdict() { gamesAfterVerdict += 1 }

    /// Whether every pairing has stopped.
    public var allStopped: Bool { pairings.allSatisfy { $0.verdict != nil } }

    /// Whether game `index` comes after its pairing's SPRT verdict, so no run counts it (a
    /// game that was running when the verdict came, or one never played for it).
    public func isPastVerdict(game index: Int) -> Bool {
        let (pairing, slot, _) = plan.placement(ofGame: index, pairingCount: pairings.count)
        guard let verdictSlot = pairings[pairing].verdictSlot else { return false }
        return slot > verdictSlot
    }

    /// Counts game `index`, won by `winner` (nil: a draw). Games must come in index order.
    /// - Returns: whether it was counted (not when its pairing had already stopped).
    @discardableResult
    public mutating func record(game index: Int, winner: Mark?) -> Bool {
        record(game: index, winner: winner, reason: nil)
    }

    /// Counts game `index` as ``record(game:winner:)`` does, and the loser's forfeit when
    /// `reason` is one.
    mutating func record(game index: Int, winner: Mark?, reason: String?) -> Bool {
        let (pairingIndex, slot, firstPlays) = plan.placement(ofGame: index, pairingCount: pairings.count)
        var pairing = pairings[pairingIndex]
        guard pairing.verdict == nil else {
            gamesAfterVerdict += 1
            return false
        }
        if let reason, let winner {
            let loser = winner == firstPlays ? pairing.second : pairing.first
            faults[loser].count(reason: reason, game: index)
            endings[loser].count(.loss, reason: reason)
            endings[loser == pairing.first ? pairing.second : pairing.first].count(.win, reason: reason)
        } else if let reason {
            endings[pairing.first].count(.draw, reason: reason)
            endings[pairing.second].count(.draw, reason: reason)
        }
        let points: Double = winner == nil ? 0.5 : winner == firstPlays ? 1 : 0
        pairing.tally.count(winner: winner, playing: firstPlays)
        tallies[pairing.first].count(winner: winner, playing: firstPlays)
        tallies[pairing.second].count(winner: winner, playing: firstPlays.opponent)
        gamesCounted += 1
        if let open = pairing.openPair, open.slot == slot {
            pairing.pentanomial.count(open.points, points)
            pairing.openPair = nil
            if let sprt {
                pairing.llr = sprt.llr(pairing.pentanomial)
                pairing.verdict = sprt.verdict(forLLR: pairing.llr, pairs: pairing.pentanomial.pairs)
                if pairing.verdict != nil { pairing.verdictSlot = slot }
            }
        } else {
            // NB: a pair whose first game is missing (another shard's, or never played) stays open.
            pairing.openPair = firstPlays == .x ? (slot, points) : nil
        }
        pairings[pairingIndex] = pairing
        return true
    }

    /// Counts a journal's game.
    @discardableResult
    public mutating func record(_ entry: JournalEntry) -> Bool {
        record(game: entry.index, winner: entry.winner, reason: entry.reason)
    }

    /// The standings of `entries`, counted in index order; an index seen twice counts once.
    public init(plan: TournamentPlan, entries: some Sequence<JournalEntry>) {
        self.init(plan: plan)
        var last = -1
        for entry in entries.sorted(by: { $0.index < $1.index }) where entry.index != last {
            last = entry.index
            record(entry)
        }
    }

    /// The players' places, best first: most points, then most wins, then the order given.
    public var ranking: [Int] {
        players.indices.sorted { a, b in
            let ta = tallies[a], tb = tallies[b]
            if ta.points != tb.points { return ta.points > tb.points }
            if ta.wins != tb.wins { return ta.wins > tb.wins }
            return a < b
        }
    }

    /// Every player's rating over all the games counted, fitted at once (``Ratings``) by
    /// ``ratingMethod``, around ``ratingAnchor`` or a mean of 0.
    public var ratings: Ratings {
        let n = players.count
        var points = Array(repeating: Array(repeating: 0.0, count: n), count: n)
        var games = Array(repeating: Array(repeating: 0, count: n), count: n)
        for pairing in pairings {
            let (a, b, tally) = (pairing.first, pairing.second, pairing.tally)
            points[a][b] += tally.points
            points[b][a] += Double(tally.games) - tally.points
            games[a][b] += tally.games
            games[b][a] += tally.games
        }
        return Ratings(points: points, games: games, anchor: ratingAnchor, method: ratingMethod)
    }

    /// The place of the player named `name` (its spec as written), for ``ratingAnchor``.
    /// - Throws: a message naming the players when there is none of that name.
    public func place(ofPlayer name: String) throws(InputError) -> Int {
        if let place = players.firstIndex(of: name) { return place }
        if let place = plan.specs.firstIndex(where: { $0.text == name }) { return place }
        let names = players.map { "'\($0)'" }.joined(separator: ", ")
        throw InputError("No player '\(name)' to anchor the ratings at 0; the players are \(names).")
    }

    /// Player `row`'s record against player `column` (both ways round the pairing).
    public func tally(of row: Int, against column: Int) -> Tally? {
        for pairing in pairings {
            if pairing.first == row, pairing.second == column { return pairing.tally }
            if pairing.first == column, pairing.second == row {
                return Tally(wins: pairing.tally.losses, losses: pairing.tally.wins, draws: pairing.tally.draws)
            }
        }
        return nil
    }

    public static func == (lhs: TournamentStandings, rhs: TournamentStandings) -> Bool {
        lhs.players == rhs.players && lhs.pairings == rhs.pairings && lhs.tallies == rhs.tallies
            && lhs.gamesCounted == rhs.gamesCounted
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(players)
        hasher.combine(tallies)
        hasher.combine(gamesCounted)
    }
}
