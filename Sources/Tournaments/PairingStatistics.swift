import Referee

/// What a pairing's results say about the two players: the Elo difference with a 95%
/// interval, the likelihood of superiority, the draw ratio. All from the first player's side.
///
/// The score is `(wins + draws/2) / games`; the Elo difference is the logistic one for that
/// score. The interval comes from the standard error of the mean score per game (trinomial:
/// the spread of the single games' points), turned into Elo at both ends. LOS is the
/// probability that the first is the stronger, from wins and losses only:
/// `Φ((W − L) / √(W + L))`.
public struct PairingStatistics: Sendable, Hashable {
    /// The games counted.
    public var games: Int
    /// The first player's mean points per game.
    public var score: Double
    /// The Elo difference (infinite when one side took every point).
    public var elo: Double
    /// The 95% interval of the Elo difference.
    public var eloLow: Double
    public var eloHigh: Double
    /// The likelihood of superiority, from 0 to 1.
    public var los: Double
    /// The share of draws.
    public var drawRatio: Double

    /// The statistics of `tally` (the first player's record); nil without games.
    public init?(_ tally: Tally) {
        let n = Double(tally.games)
        guard n > 0 else { return nil }
        games = tally.games
        let w = Double(tally.wins), d = Double(tally.draws), l = Double(tally.losses)
        score = (w + d / 2) / n
        elo = Elo.difference(fromScore: score)
        // NB: the variance of one game's points: each outcome's squared distance from the mean.
        let variance = (w * (1 - score) * (1 - score) + d * (0.5 - score) * (0.5 - score) + l * score * score) / n
        let standardError = (variance / n).squareRoot()
        eloLow = Elo.difference(fromScore: score - Elo.z95 * standardError)
        eloHigh = Elo.difference(fromScore: score + Elo.z95 * standardError)
        los = w + l > 0 ? Elo.normalCDF((w - l) / (w + l).squareRoot()) : 0.5
        drawRatio = d / n
    }

    /// The half-width of the interval when it is symmetric enough to print as `± x`: the
    /// mean of its two halves.
    public var margin: Double { (eloHigh - eloLow) / 2 }
}
