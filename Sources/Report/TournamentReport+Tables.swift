import GameCore
import Referee
import Tournaments

extension TournamentReport {
    private typealias Text = TournamentStandings

    /// The standings, best first, with every player's rating and its 95% interval; each
    /// number as the text table writes it.
    var standingsSection: String {
        let fitted = standings.ratings.ratings
        var section = "<section id=\"standings\">\n<h2>Standings</h2>\n<table id=\"standings-table\">\n<thead><tr>"
        for (heading, numeric) in [("rank", true), ("player", false), ("games", true), ("wins", true), ("losses", true), ("draws", true),
                                   ("points", true), ("score", true), ("elo", true), ("95%", true), ("interval", true)] {
            section += "<th\(numeric ? " class=\"num\"" : "")>\(heading)</th>"
        }
        section += "</tr></thead>\n<tbody>\n"
        for (place, player) in standings.ranking.enumerated() {
            let tally = standings.tallies[player]
            let rating = fitted[player]
            let score = tally.games > 0 ? Text.percent(tally.points / Double(tally.games)) : "-"
            let elo = rating.elo.isNaN ? "-" : Text.elo(rating.elo)
            let margin = rating.elo.isFinite && rating.high.isFinite ? "±" + Text.fixed(rating.high - rating.elo, 0) : ""
            let interval = rating.elo.isNaN ? "" : "[\(Text.elo(rating.low)), \(Text.elo(rating.high))]"
            section += "<tr data-player=\"\(HTMLText.escape(players[player]))\">"
            section += cell("\(place + 1)", "rank") + "<td class=\"player\">\(HTMLText.escape(players[player], limit: String.shownNameLength))</td>"
            section += cell("\(tally.games)", "games") + cell("\(tally.wins)", "wins") + cell("\(tally.losses)", "losses")
            section += cell("\(tally.draws)", "draws") + cell(Text.fixed(tally.points, 1), "points") + cell(score, "score")
            section += cell(elo, "elo") + cell(margin, "margin") + cell(interval, "interval")
            section += "</tr>\n"
        }
        section += "</tbody>\n</table>\n<p class=\"note\" id=\"rating-method\">The rating is every player's Elo fitted over all games at once, "
        // NB: ttt's own words, nothing a bot wrote: not escaped.
        section += standings.ratingMethod.summary + ", and "
        if let anchor = standings.ratingAnchor {
            section += "\(HTMLText.escape(players[anchor], limit: String.shownNameLength)) at 0"
        } else {
            section += "a mean of 0"
        }
        section += "; 95% is its interval's half-width. "
        switch standings.ratingMethod {
        case .prior:
            section += "The virtual draws keep every rating finite, and pull those of few games towards the others.</p>\n</section>\n"
        case .maximumLikelihood:
            section += "A player who took every point, or none, is rated ±inf.</p>\n</section>\n"
        }
        return section
    }

    /// Each row player's points against each column player, in the order of the standings.
    var crosstableSection: String {
        let order = standings.ranking
        var section = "<section id=\"crosstable\">\n<h2>Crosstable</h2>\n<table id=\"crosstable-table\">\n<thead><tr><th class=\"num\"></th><th>player</th>"
        for place in order.indices { section += "<th class=\"num\">\(place + 1)</th>" }
        section += "</tr></thead>\n<tbody>\n"
        for (place, row) in order.enumerated() {
            section += "<tr data-player=\"\(HTMLText.escape(players[row]))\"><td class=\"num\">\(place + 1)</td>"
            section += "<td class=\"player\">\(HTMLText.escape(players[row], limit: String.shownNameLength))</td>"
            for column in order {
                if column == row {
                    section += "<td class=\"num self\">-</td>"
                } else if let tally = standings.tally(of: row, against: column), tally.games > 0 {
                    section += "<td class=\"num\">\(Text.points(tally.points))/\(tally.games)</td>"
                } else {
                    section += "<td class=\"num\"></td>"
                }
            }
            section += "</tr>\n"
        }
        return section + "</tbody>\n</table>\n<p class=\"note\">Points of the row's player against the column's, of the games they played.</p>\n</section>\n"
    }

    /// Every player's rating as a bar from the low to the high end of its interval.
    var ratingsSection: String {
        let fitted = standings.ratings.ratings
        let rows = standings.ranking.map { RatingPlot.Row(name: players[$0], rating: fitted[$0]) }
        return "<section id=\"ratings\">\n<h2>Ratings</h2>\n" + RatingPlot(rows: rows).svg
            + "<p class=\"note\">Each bar is a player's 95% interval, the dot its rating; the values are written beside it.</p>\n</section>\n"
    }

    /// One row per pairing: its record, the Elo difference with its interval, LOS, draw
    /// ratio, game pairs, and the SPRT's state where there is one.
    var pairingsSection: String {
        var section = "<section id=\"pairings\">\n<h2>Pairings</h2>\n<table id=\"pairings-table\">\n<thead><tr><th>first</th><th>second</th>"
        for heading in ["games", "W-L-D", "score", "Elo", "95% interval", "LOS", "draws", "pairs 0-½-1-1½-2"] {
            section += "<th class=\"num\">\(heading)</th>"
        }
        if plan.sprt != nil { section += "<th>SPRT</th>" }
        section += "</tr></thead>\n<tbody>\n"
        for pairing in standings.pairings {
            let tally = pairing.tally
            section += "<tr><td class=\"player\">\(HTMLText.escape(players[pairing.first], limit: String.shownNameLength))</td>"
            section += "<td class=\"player\">\(HTMLText.escape(players[pairing.second], limit: String.shownNameLength))</td>"
            section += cell("\(tally.games)", "games") + cell("\(tally.wins)-\(tally.losses)-\(tally.draws)", "record")
            if let stats = pairing.statistics {
                section += cell(Text.percent(stats.score), "score") + cell(Text.elo(stats.elo), "elo")
                section += cell("[\(Text.elo(stats.eloLow)), \(Text.elo(stats.eloHigh))]", "interval")
                section += cell(Text.percent(stats.los), "los") + cell(Text.percent(stats.drawRatio), "draws")
            } else {
                section += String(repeating: "<td class=\"num\">-</td>", count: 5)
            }
            section += cell(pairing.pentanomial.counts.map(String.init).joined(separator: " "), "pentanomial")
            if let sprt = plan.sprt {
                let state = pairing.verdict.map { "\($0.rawValue) accepted" } ?? "no verdict yet"
                section += "<td class=\"sprt\">LLR \(Text.fixed(pairing.llr, 2)) [\(Text.fixed(sprt.lowerBound, 2)), \(Text.fixed(sprt.upperBound, 2))], \(state)</td>"
            }
            section += "</tr>\n"
        }
        section += "</tbody>\n</table>\n<p class=\"note\">From the first player's side. LOS is the likelihood that the first is the stronger; "
        section += "pairs counts the game pairs (one opening, colours swapped) by the first's points in them, from 0 to 2.</p>\n</section>\n"
        return section
    }

    /// A numeric cell, with a class naming what it holds.
    private func cell(_ text: String, _ kind: String) -> String {
        "<td class=\"num \(kind)\">\(HTMLText.escape(text))</td>"
    }
}
