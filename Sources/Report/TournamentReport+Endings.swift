import GameCore
import Referee
import Tournaments

extension TournamentReport {
    /// How each player's games ended, in the order of the standings: its wins, losses and
    /// draws, each by kind (a line, a full board, the solver's or the scores' adjudication,
    /// the move limit, each fault), so a win by the other's crashes is not taken for one
    /// on the board.
    var endingsSection: String {
        var section = "<section id=\"endings\">\n<h2>How games ended</h2>\n<table>\n<thead><tr><th>Player</th>"
        section += "<th>Wins</th><th>Losses</th><th>Draws</th>"
        section += "</tr></thead>\n<tbody>\n"
        for player in standings.ranking {
            let tally = standings.endings[player]
            section += "<tr><td>\(HTMLText.escape(players[player], limit: String.shownNameLength))</td>"
            for outcome in EndingTally.Outcome.allCases {
                section += "<td>\(HTMLText.escape(tally.text(of: outcome) ?? "0"))</td>"
            }
            section += "</tr>\n"
        }
        return section + "</tbody>\n</table>\n</section>\n"
    }
}
