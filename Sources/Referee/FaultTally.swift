import GameCore

/// One player's forfeits in a tournament: how many of each verdict, and the first one's
/// reason and game, so a bot's author can tell why it lost without reading the journal.
///
/// Verdicts are read from a game's recorded reason (``EndReason/summary``), so journals
/// written before this existed are counted the same way.
public struct FaultTally: Sendable, Hashable {
    /// Forfeits in all.
    public private(set) var count = 0
    /// Forfeits by verdict (`crashed`, `lost on time`, ...), in the order first seen.
    public private(set) var verdicts: [Verdict] = []
    /// The first forfeit's reason, as recorded.
    public private(set) var firstReason: String?
    /// The first forfeit's game index (0-based).
    public private(set) var firstGame: Int?

    /// A verdict and how many forfeits had it.
    public struct Verdict: Sendable, Hashable {
        public var name: String
        public var count: Int
    }

    public init() {}

    /// Counts a forfeit of game `index` with `reason`, if `reason` is one.
    /// - Returns: whether it was a forfeit.
    @discardableResult
    public mutating func count(reason: String, game index: Int) -> Bool {
        guard let verdict = Self.verdict(ofReason: reason) else { return false }
        count += 1
        if let place = verdicts.firstIndex(where: { $0.name == verdict }) {
            verdicts[place].count += 1
        } else {
            verdicts.append(Verdict(name: verdict, count: 1))
        }
        if firstGame == nil || index < firstGame! {
            firstGame = index
            firstReason = reason
        }
        return true
    }

    /// The verdict of a game that ended with `reason`, or nil when nobody forfeited (a line,
    /// a full board, an aborted game).
    public static func verdict(ofReason reason: String) -> String? {
        if reason.hasPrefix("timeout") { return "lost on time" }
        if reason.hasPrefix("illegal move") { return "illegal move" }
        let prefix = "player error: "
        guard reason.hasPrefix(prefix) else { return nil }
        let message = reason.dropFirst(prefix.count)
        for (start, verdict) in messageVerdicts where message.hasPrefix(start) { return verdict }
        if message.contains("which is not a move here") { return "not a move" }
        return "error"
    }

    /// The starts of the bots' fault messages, and their verdicts.
    private static let messageVerdicts: [(String, String)] = [
        ("Could not start", "failed to start"), ("Compiling", "failed to start"),
        ("Cannot run the C compiler", "failed to start"), ("Cannot read the C source", "failed to start"),
        ("No handshake", "no handshake"), ("Crashed", "crashed"), ("Closed its standard output", "closed its output"),
        ("Timed out", "lost on time"), ("Unreadable reply", "unreadable reply"), ("Gave up", "gave up with an error"),
        ("Output flood", "output flood"),
    ]

    /// `4 forfeits: crashed 3, lost on time 1. The first, in game 2: Crashed on move 3: ...`
    /// (the reason written out and cut), or nil without forfeits.
    public var text: String? {
        guard count > 0, let firstReason, let firstGame else { return nil }
        let counts = verdicts.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        let shown = firstReason.hasPrefix("player error: ") ? String(firstReason.dropFirst(14)) : firstReason
        let reason = PlayedGame.sentence(shown.escapedForDisplay(limit: 240))
        return "\(count) forfeit\(count == 1 ? "" : "s"): \(counts). The first, in game \(firstGame + 1): \(reason)"
    }
}
