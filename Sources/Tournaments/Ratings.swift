/// Every player's Elo rating, fitted over all games at once as BayesElo fits them: the
/// ratings under which the games' points are most likely, each game's expected score being
/// `1 / (1 + 10^((Rb - Ra) / 400))` and a draw counting as half a point for each side, with
/// a prior of virtual draws (``Method/prior(virtualDraws:)``, the default) or none
/// (``Method/maximumLikelihood``). (BayesElo's model also has a draw rate and the first
/// move's advantage; ttt's is the Bradley-Terry model with a draw as half a point, as
/// Ordo's and choix's, and the colours are balanced by the schedule.)
///
/// The prior is BayesElo's: every player plays `virtualDraws` draws that were never played
/// (BayesElo's `prior`, 2 by default), spread evenly over every other player who played, so
/// of n such players each pair has `virtualDraws / (n - 1)` virtual draws. In a round robin
/// with as many games in every pairing this is what BayesElo adds; unlike BayesElo, which
/// spreads them over the opponents a player met, in proportion to its games with each, ttt
/// also joins pairs that never met (a gauntlet, or shards not all merged). With the prior
/// every rating and interval is finite, even of a player who took every point or none, and
/// a few games move a rating only as far as they can tell.
///
/// The scale is fixed by a mean of 0, or by one player (the anchor) at 0. The 95% interval
/// of each rating comes from the fit's Fisher information (the binomial approximation: a
/// game's spread is `p (1 - p)` at its expected score; the virtual draws count as games),
/// relative to the mean or the anchor. Without the prior, a player who took every point,
/// or none, has no finite maximum: its rating is +∞ or -∞ and the others are fitted
/// without its games; so is a group of players that never met the rest. A player with no
/// games is not rated (its rating is NaN).
public struct Ratings: Sendable, Hashable {
    /// One player's rating, and its 95% interval.
    public struct Rating: Sendable, Hashable {
        public var elo: Double
        public var low: Double
        public var high: Double

        public init(elo: Double, low: Double, high: Double) {
            self.elo = elo
            self.low = low
            self.high = high
        }
    }

    /// The ratings, in the order of the players given.
    public var ratings: [Rating]
    /// The anchor's place, or nil for a mean of 0.
    public var anchor: Int?
    /// How they were fitted.
    public var method: Method

    /// The games as a square table: `points[i][j]` is what player i scored against player j,
    /// and `games[i][j]` how many games they played (the same both ways).
    /// - Complexity: O(*n*³) in the number of players, for the interval; the fit itself is a
    ///   few hundred passes over the table.
    public init(points: [[Double]], games: [[Int]], anchor: Int? = nil, method: Method = .standard) {
        let n = points.count
        self.anchor = anchor
        self.method = method
        let played = (0..<n).map { i in (0..<n).reduce(0) { $0 + games[i][$1] } }
        var points = points
        var weights = games.map { $0.map(Double.init) }
        var infinite: [Double?] = Array(repeating: nil, count: n)
        switch method {
        case .prior(let virtualDraws):
            let rated = (0..<n).filter { played[$0] > 0 }
            if rated.count > 1 {
                let perPair = virtualDraws / Double(rated.count - 1)
                for i in rated {
                    for j in rated where j != i {
                        points[i][j] += perPair / 2
                        weights[i][j] += perPair
                    }
                }
            }
        case .maximumLikelihood:
            infinite = Self.unbounded(points: points, games: games, played: played)
        }
        let fitted = (0..<n).filter { infinite[$0] == nil && played[$0] > 0 }
        let strengths = Self.fit(points: points, games: weights, among: fitted)
        var elo = Array(repeating: 0.0, count: n)
        for i in 0..<n { elo[i] = infinite[i] ?? strengths[i] }
        let shift: Double
        if let anchor, fitted.contains(anchor) {
            shift = elo[anchor]
        } else {
            shift = fitted.isEmpty ? 0 : fitted.reduce(0.0) { $0 + elo[$1] } / Double(fitted.count)
        }
        for i in fitted { elo[i] -= shift }
        let errors = Self.standardErrors(elo: elo, games: weights, among: fitted, anchor: anchor.flatMap { fitted.contains($0) ? $0 : nil })
        ratings = (0..<n).map { i in
            if let value = infinite[i] { return Rating(elo: value, low: value, high: value) }
            if played[i] == 0 { return Rating(elo: .nan, low: -.infinity, high: .infinity) }
            let margin = Elo.z95 * errors[i]
            return Rating(elo: elo[i], low: elo[i] - margin, high: elo[i] + margin)
        }
    }

    /// The players whose likelihood has no finite maximum: +∞ for those who took every point
    /// of their games among the rest, -∞ for those who took none, found again among the rest
    /// until none is left; nil for the others.
    ///
    /// Each pass judges every player against the same rest, so the order of the players does
    /// not matter: of two players, one who won every game is +∞ and the other -∞.
    static func unbounded(points: [[Double]], games: [[Int]], played: [Int]) -> [Double?] {
        let n = points.count
        var infinite: [Double?] = Array(repeating: nil, count: n)
        var changed = true
        while changed {
            changed = false
            var found = infinite
            for i in 0..<n where infinite[i] == nil && played[i] > 0 {
                var score = 0.0, count = 0
                for j in 0..<n where infinite[j] == nil {
                    score += points[i][j]
                    count += games[i][j]
                }
                if count > 0, score <= 0 || score >= Double(count) {
                    found[i] = score <= 0 ? -.infinity : .infinity
                    changed = true
                }
            }
            infinite = found
        }
        return infinite
    }
}
