import GameCore
import GameRecords
import Referee
import TextAndFiles

/// The games of a run that ended before a bot made its first move, as it did not start or
/// failed its handshake: a run of nothing else has no result to show.
struct UnplayedGames {
    /// Games this run finished, and those of them nobody played.
    private(set) var finished = 0
    private(set) var unplayed = 0
    /// The first unplayed game's reason, as journaled.
    private(set) var firstReason: String?

    /// The reasons of games that never started, as the referee journals them.
    static let reasons = ["player error: No handshake: ", "player error: Could not start "]

    mutating func count(_ entry: JournalEntry) {
        finished += 1
        // NB: a bot's handshake comes at its first move: the other side may have moved first.
        guard Self.reasons.contains(where: entry.reason.hasPrefix) else { return }
        unplayed += 1
        if firstReason == nil { firstReason = String(entry.reason.dropFirst("player error: ".count)) }
    }

    /// Why the run has no result, when every game it finished was unplayed; nil otherwise.
    /// An engine that refused the board is told the rules it may want.
    func failure(rules: Rules, rulesGiven: Bool) -> String? {
        guard finished > 0, unplayed == finished, let firstReason else { return nil }
        let reason = firstReason.hasSuffix(".") ? firstReason : firstReason + "."
        var why = "No game was played: \(finished == 1 ? "the game" : "all \(finished.grouped) games") ended before a bot's first move, as it did not start or failed its handshake. The first: \(reason)"
        if firstReason.contains("'START ") || firstReason.contains("'RECTSTART ") {
            why += " The engine refused the board of \(rules.summary)\(rulesGiven ? "" : ", the rules when --rules is not given"): Gomocup engines play boards of 5x5 and more, most of them 15x15 or 20x20; give the rules they play, as in '--rules gomoku'."
        }
        return why
    }
}
