import GameCore
import GameRecords
import Referee
import Tournaments

extension TournamentReport {
    /// The most forfeits of one player listed one by one; the game list shows them all.
    static let listedForfeits = 200
    /// The most forfeits of one player shown unfolded.
    static let openForfeits = 5

    /// Each bot that forfeited: its forfeits by verdict, then each forfeit with its reason,
    /// linked to its game in the viewer.
    var faultsSection: String {
        var section = "<section id=\"faults\">\n<h2>Faults</h2>\n"
        let places = Dictionary(plan.specs.enumerated().map { ($1.text, $0) }) { first, _ in first }
        var forfeits = Array(repeating: [(entry: JournalEntry, verdict: String)](), count: players.count)
        for (entry, isCounted) in zip(entries, counted) where isCounted {
            guard let winner = entry.winner, let verdict = FaultTally.verdict(ofReason: entry.reason),
                  let loser = places[entry.player(of: winner.opponent)] else { continue }
            forfeits[loser].append((entry, verdict))
        }
        let faulty = standings.ranking.filter { standings.faults[$0].count > 0 }
        if faulty.isEmpty { return section + "<p id=\"no-faults\">No player forfeited a game.</p>\n</section>\n" }
        for player in faulty {
            let tally = standings.faults[player]
            let counts = tally.verdicts.map { "\(HTMLText.escape($0.name)) \($0.count)" }.joined(separator: ", ")
            section += "<div class=\"fault\" data-player=\"\(HTMLText.escape(players[player]))\">\n"
            section += "<h3>\(HTMLText.escape(players[player], limit: String.shownNameLength)): \(plural(tally.count, "forfeit")): \(counts)</h3>\n"
            // NB: a few are shown at once; many fold away under their count.
            section += "<details\(tally.count <= Self.openForfeits ? " open" : "")><summary>Each forfeit, with its game and reason</summary>\n<ol>\n"
            for (entry, verdict) in forfeits[player].prefix(Self.listedForfeits) {
                let side = entry.x == plan.specs[player].text ? "X" : "O"
                let reason = entry.reason.hasPrefix("player error: ") ? String(entry.reason.dropFirst(14)) : entry.reason
                section += "<li><a href=\"#game-\(entry.index + 1)\">Game \(entry.index + 1)</a> (as \(side)): "
                section += "<b class=\"verdict\">\(HTMLText.escape(verdict))</b>: <span class=\"reason\">\(HTMLText.escape(reason, limit: 400))</span></li>\n"
            }
            section += "</ol>\n</details>\n"
            let more = forfeits[player].count - Self.listedForfeits
            if more > 0 { section += "<p class=\"note\">And \(plural(more, "more forfeit")): the games below list them all (show: forfeits).</p>\n" }
            section += "</div>\n"
        }
        return section + "</section>\n"
    }
}
