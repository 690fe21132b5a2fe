import Referee
import TextAndFiles

extension TournamentStandings {
    /// Everything in the standings as one JSON object:
    /// `{"type":"standings","games":N,"players":[...],"pairings":[...],"crosstable":[[...]]}`.
    ///
    /// Each player: `player` (its short name), `spec` (as the journal keeps it), `games`, `wins`, `losses`, `draws`, `points`, `score` (a share,
    /// 0 to 1), `rank`. Each pairing: `first`, `second`, `games`, `wins`, `losses`, `draws`
    /// (the first's), `score`, `elo`, `elo_low`, `elo_high` (null when infinite), `los`,
    /// `draw_ratio`, `pentanomial` (five counts, from two losses to two wins), and `sprt`
    /// (`llr`, `lower`, `upper`, `verdict`: "H0", "H1" or null) when there is a test. The
    /// `rating` of a player: `elo` (a number, or "inf"/"-inf" for a player who took every
    /// point or none, rated without a prior), `low` and `high` (its 95% interval; null when
    /// infinite); `anchor` at the top names the player rated 0 (null: a mean of 0), and
    /// `ratings` how they were fitted (`prior=2`: BayesElo's prior of 2 virtual draws a
    /// player; `mle`: maximum likelihood alone). `faults` of a player: `count`, `verdicts` (verdict to count), `first_reason` and
    /// `first_game` (1-based; null without forfeits). `endings` of a player: `wins`, `losses`
    /// and `draws`, each an object from a kind of end (`line`, `full board`, `solver`,
    /// `score`, `move limit`, a fault's verdict) to its games, most first. The crosstable holds, for each player in list order, its points against each other player
    /// (null against itself or one it did not meet).
    public var json: JSONValue {
        let rank = ranking
        let fitted = ratings.ratings
        func finite(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
        let playersJSON: [JSONValue] = players.indices.map { i in
            let t = tallies[i]
            let rating = fitted[i]
            return .object([
                .init("player", .string(players[i])), .init("spec", .string(specs[i])), .init("rank", .int((rank.firstIndex(of: i) ?? 0) + 1)),
                .init("games", .int(t.games)), .init("wins", .int(t.wins)), .init("losses", .int(t.losses)),
                .init("draws", .int(t.draws)), .init("points", .number(t.points)),
                .init("score", t.games > 0 ? .number(t.points / Double(t.games)) : .null),
                .init("faults", faultsJSON(faults[i])),
                .init("endings", endingsJSON(endings[i])),
                .init("rating", .object([
                    .init("elo", rating.elo.isNaN ? .null : rating.elo.isFinite ? .number(rating.elo) : .string(rating.elo > 0 ? "inf" : "-inf")),
                    .init("low", finite(rating.low)), .init("high", finite(rating.high)),
                ])),
            ])
        }
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        let pairingsJSON: [JSONValue] = pairings.map { pairing in
            let stats = pairing.statistics
            var members: [JSONValue.Member] = [
                .init("first", .string(players[pairing.first])), .init("second", .string(players[pairing.second])),
                .init("games", .int(pairing.tally.games)), .init("wins", .int(pairing.tally.wins)),
                .init("losses", .int(pairing.tally.losses)), .init("draws", .int(pairing.tally.draws)),
                .init("score", number(stats?.score)), .init("elo", number(stats?.elo)),
                .init("elo_low", number(stats?.eloLow)), .init("elo_high", number(stats?.eloHigh)),
                .init("los", number(stats?.los)), .init("draw_ratio", number(stats?.drawRatio)),
                .init("pentanomial", .array(pairing.pentanomial.counts.map { .int($0) })),
            ]
            if let sprt {
                members.append(.init("sprt", .object([
                    .init("llr", .number(pairing.llr)), .init("lower", .number(sprt.lowerBound)),
                    .init("upper", .number(sprt.upperBound)),
                    .init("verdict", pairing.verdict.map { .string($0.rawValue) } ?? .null),
                ])))
            }
            return .object(members)
        }
        let crosstableJSON: [JSONValue] = players.indices.map { row in
            .array(players.indices.map { column in
                guard row != column, let tally = tally(of: row, against: column) else { return .null }
                return .number(tally.points)
            })
        }
        return .object([
            .init("type", "standings"), .init("games", .int(gamesCounted)),
            .init("anchor", ratingAnchor.map { .string(players[$0]) } ?? .null),
            .init("ratings", .string(ratingMethod.text)),
            .init("players", .array(playersJSON)), .init("pairings", .array(pairingsJSON)),
            .init("crosstable", .array(crosstableJSON)),
        ])
    }

    private func endingsJSON(_ tally: EndingTally) -> JSONValue {
        .object(EndingTally.Outcome.allCases.map { outcome in
            .init(outcome.rawValue, .object(tally.kinds(of: outcome).map { .init($0.kind, .int($0.games)) }))
        })
    }

    private func faultsJSON(_ tally: FaultTally) -> JSONValue {
        .object([
            .init("count", .int(tally.count)),
            .init("verdicts", .object(tally.verdicts.map { .init($0.name, .int($0.count)) })),
            .init("first_reason", tally.firstReason.map { .string($0) } ?? .null),
            .init("first_game", tally.firstGame.map { .int($0 + 1) } ?? .null),
        ])
    }
}
