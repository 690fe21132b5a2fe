import GameCore
import Referee

extension TournamentStandings {
    /// The standings as a table for people, best first:
    ///
    ///     rank  player     games  wins  losses  draws  points  score    elo   95%
    ///        1  heuristic     20    15       1      4    17.0  85.0%   +151  ±120
    ///
    /// `elo` is the rating fitted over all games (``ratings``), `95%` its interval's half-width.
    public var standingsTable: String {
        let header = ["rank", "player", "games", "wins", "losses", "draws", "points", "score", "elo", "95%"]
        let fitted = ratings.ratings
        let rows = ranking.enumerated().map { place, player in
            let t = tallies[player]
            let score = t.games > 0 ? Self.percent(t.points / Double(t.games)) : "-"
            let rating = fitted[player]
            let elo = rating.elo.isNaN ? "-" : Self.elo(rating.elo)
            let margin = rating.elo.isFinite && rating.high.isFinite ? "±" + Self.fixed(rating.high - rating.elo, 0) : ""
            return ["\(place + 1)", players[player].shownAsName, "\(t.games)", "\(t.wins)", "\(t.losses)", "\(t.draws)",
                    Self.fixed(t.points, 1), score, elo, margin]
        }
        return Self.table([header] + rows, leftAligned: [1])
    }

    /// The crosstable: each row player's points against each column player, of the games
    /// they played (`7.5/10`), in the order of the standings.
    public var crosstable: String {
        let order = ranking
        let header = ["", "player"] + order.indices.map { "\($0 + 1)" }
        let rows = order.enumerated().map { place, row in
            ["\(place + 1)", players[row].shownAsName] + order.map { column -> String in
                if column == row { return "-" }
                guard let tally = tally(of: row, against: column), tally.games > 0 else { return "" }
                return "\(Self.points(tally.points))/\(tally.games)"
            }
        }
        return Self.table([header] + rows, leftAligned: [1])
    }

    /// One line per pairing with its statistics, and the SPRT's state under it:
    ///
    ///     heuristic vs random: 15-1-4, score 85.0%, Elo +301 ± 120 [+190, +470], LOS 100.0%, draws 20.0%, pairs 0 0 1 3 6
    ///       SPRT elo0=0,elo1=10,alpha=0.05,beta=0.05: LLR 3.12 [-2.94, 2.94], H1 accepted
    public var pairingLines: [String] {
        pairings.flatMap { pairing -> [String] in
            var line = "\(players[pairing.first].shownAsName) vs \(players[pairing.second].shownAsName): \(pairing.tally.text)"
            if let stats = pairing.statistics {
                line += ", score \(Self.percent(stats.score)), Elo \(Self.elo(stats.elo))"
                if stats.eloLow.isFinite && stats.eloHigh.isFinite { line += " ± \(Self.fixed(stats.margin, 0))" }
                line += " [\(Self.elo(stats.eloLow)), \(Self.elo(stats.eloHigh))]"
                line += ", LOS \(Self.percent(stats.los)), draws \(Self.percent(stats.drawRatio))"
            }
            line += ", pairs \(pairing.pentanomial.counts.map(String.init).joined(separator: " "))"
            guard let sprt else { return [line] }
            let state = pairing.verdict.map { "\($0.rawValue) accepted" } ?? "no verdict yet"
            return [line, "  SPRT \(sprt.text): LLR \(Self.fixed(pairing.llr, 2)) [\(Self.fixed(sprt.lowerBound, 2)), \(Self.fixed(sprt.upperBound, 2))], \(state)"]
        }
    }

    /// A line per player that forfeited games, under `Faults:`; nil when nobody did.
    ///
    ///     Faults:
    ///       crashy: 2 forfeits: crashed 2. The first, in game 1: Crashed on move 3: killed by signal 9.
    public var faultLines: String? {
        let lines = ranking.compactMap { player in faults[player].text.map { "  \(players[player].shownAsName): \($0)" } }
        return lines.isEmpty ? nil : (["Faults:"] + lines).joined(separator: "\n")
    }

    /// A line per player saying how its games ended, by kind, under `Endings:`; nil when
    /// every game ended on the board (a line or a full board), which the table says already.
    ///
    ///     Endings:
    ///       heuristic: wins 15 (12 on a line, 3 adjudicated by the solver), losses 1 (1 forfeited: crashed), draws 4 (4 adjudicated by the solver)
    public var endingLines: String? {
        guard !endings.allSatisfy(\.isPlain) else { return nil }
        let lines = ranking.compactMap { player -> String? in
            let text = endings[player].text
            return text.isEmpty ? nil : "  \(players[player].shownAsName): \(text)"
        }
        return lines.isEmpty ? nil : (["Endings:"] + lines).joined(separator: "\n")
    }

    /// Everything for people: pairings, standings, the crosstable when there are more
    /// than two players, how games ended when not all on the board, and the faults when
    /// there were any.
    public var report: String {
        var parts = [pairingLines.joined(separator: "\n"), standingsTable]
        if players.count > 2 { parts.append(crosstable) }
        if let endingLines { parts.append(endingLines) }
        if let faultLines { parts.append(faultLines) }
        return parts.joined(separator: "\n\n")
    }

    static func table(_ rows: [[String]], leftAligned: Set<Int>) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmedRight
        }.joined(separator: "\n")
    }

    /// `value` with `digits` decimals (`inf`, `-inf` when infinite): the tables' numbers, and a report's.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let negative = value < 0 && scaled > 0
        let whole = Int(scaled / scale)
        var text = (negative ? "-" : "") + String(whole)
        if digits > 0 {
            let fraction = String(Int(scaled) - whole * Int(scale))
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }

    /// A share as a percentage with one decimal: `85.0%`.
    public static func percent(_ share: Double) -> String { fixed(share * 100, 1) + "%" }
    /// An Elo value, signed and whole: `+151`, `-20`, `0`, `+inf`.
    public static func elo(_ value: Double) -> String { (value > 0 ? "+" : "") + fixed(value, 0) }

    /// Points as the crosstable shows them: `7`, `7.5`.
    public static func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : fixed(value, 1) }
}

extension String {
    fileprivate var trimmedRight: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
