/// How one player's games ended: its wins, losses and draws, each by kind (a line, a full
/// board, adjudicated by the solver or by score, the move limit, each fault), as a player's
/// author asks of a match: did it win on the board, or by the other's crashes?
///
/// Kinds are read from a game's recorded reason (``EndReason/summary``), so journals written
/// before adjudication existed are counted the same way.
public struct EndingTally: Sendable, Hashable {
    /// A game's result for the player.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case win = "wins"
        case loss = "losses"
        case draw = "draws"
    }

    /// One count: the games of one outcome that ended one way.
    public struct Count: Sendable, Hashable {
        public var outcome: Outcome
        /// `line`, `full board`, `solver`, `score`, `move limit`, or a fault's verdict
        /// (`crashed`, `lost on time`, `illegal move`, ...).
        public var kind: String
        public var games: Int
    }

    /// The counts, in the order first seen.
    public private(set) var counts: [Count] = []

    public init() {}

    /// Counts a game of `outcome` that ended with `reason`.
    public mutating func count(_ outcome: Outcome, reason: String) {
        let kind = Self.kind(ofReason: reason)
        if let index = counts.firstIndex(where: { $0.outcome == outcome && $0.kind == kind }) {
            counts[index].games += 1
        } else {
            counts.append(Count(outcome: outcome, kind: kind, games: 1))
        }
    }

    /// The kind of end a reason names.
    public static func kind(ofReason reason: String) -> String {
        if reason.hasPrefix("line") { return "line" }
        if reason == "board full" { return "full board" }
        if reason.hasPrefix("adjudicated: ") {
            return AdjudicationNote.kind(of: reason.dropFirst(13))?.rawValue ?? "adjudicated"
        }
        if let verdict = FaultTally.verdict(ofReason: reason) { return verdict }
        if reason.hasPrefix("aborted") { return "aborted" }
        return "other"
    }

    /// Whether every game ended on the board (a line or a full board): then the wins,
    /// losses and draws say it all.
    public var isPlain: Bool { counts.allSatisfy { $0.kind == "line" || $0.kind == "full board" } }

    /// The games of `outcome` by kind, most first (ties in the order first seen).
    public func kinds(of outcome: Outcome) -> [Count] {
        let matching = counts.enumerated().filter { $0.element.outcome == outcome }
        return matching.sorted { ($0.element.games, -$0.offset) > ($1.element.games, -$1.offset) }.map(\.element)
    }

    /// The games of `outcome` and their kinds in words, `15 (12 on a line, 3 adjudicated by
    /// the solver)`; nil without any.
    public func text(of outcome: Outcome) -> String? {
        let kinds = kinds(of: outcome)
        guard !kinds.isEmpty else { return nil }
        let total = kinds.reduce(0) { $0 + $1.games }
        return "\(total) (" + kinds.map { "\($0.games) \(Self.words(forKind: $0.kind, outcome: outcome))" }.joined(separator: ", ") + ")"
    }

    /// `wins 15 (12 on a line, 3 adjudicated by the solver), losses 1 (1 forfeited: crashed),
    /// draws 4 (4 on a full board)`; the outcomes without games are left out.
    public var text: String {
        Outcome.allCases.compactMap { outcome in text(of: outcome).map { "\(outcome.rawValue) \($0)" } }.joined(separator: ", ")
    }

    /// How games of `kind` ended, in words that follow their count: `on a line`, `on a full
    /// board`, `adjudicated by the solver`, `adjudicated by the players' scores`, `at the move
    /// limit`; a fault's verdict as the loser's (`forfeited: crashed`) or the winner's (`by the
    /// other's forfeit: crashed`).
    public static func words(forKind kind: String, outcome: Outcome) -> String {
        switch kind {
        case "line": return "on a line"
        case "full board": return "on a full board"
        case AdjudicationNote.Kind.exact.rawValue: return "adjudicated by the solver"
        case AdjudicationNote.Kind.score.rawValue: return "adjudicated by the players' scores"
        case AdjudicationNote.Kind.maxMoves.rawValue: return "at the move limit"
        case "adjudicated", "aborted", "other": return kind
        default:
            switch outcome {
            case .win: return "by the other's forfeit: \(kind)"
            case .loss: return "forfeited: \(kind)"
            case .draw: return "drawn by a forfeit: \(kind)"
            }
        }
    }
}
