/// Counts of game pairs by the points one player took from them: the two games of a pair
/// are played from the same opening with colours swapped.
///
/// Index 0 counts pairs worth 0 points (two losses), 1 a loss and a draw, 2 a point (two
/// draws, or a win and a loss), 3 a win and a draw, 4 two wins.
public struct Pentanomial: Sendable, Hashable {
    /// The counts, from two losses (0) to two wins (4).
    public var counts: [Int]

    public init(_ counts: [Int] = [0, 0, 0, 0, 0]) {
        precondition(counts.count == 5, "A pentanomial has five counts.")
        self.counts = counts
    }

    /// The pairs counted.
    public var pairs: Int { counts.reduce(0, +) }

    /// Counts one pair from the points of its two games (each 0, 0.5 or 1).
    public mutating func count(_ first: Double, _ second: Double) {
        counts[Int(((first + second) * 2).rounded())] += 1
    }

    /// The mean score per game over the pairs (a pair's points halved), and the variance of
    /// that per-pair mean; nil without pairs.
    public var meanAndVariance: (mean: Double, variance: Double)? {
        Self.meanAndVariance(of: counts.map(Double.init))
    }

    /// The mean score per game and its variance per pair, of counts of pairs by points
    /// (half-points 0 through 4); nil when there are none.
    static func meanAndVariance(of counts: [Double]) -> (mean: Double, variance: Double)? {
        let n = counts.reduce(0, +)
        guard n > 0 else { return nil }
        // NB: a pair of k half-points scores k/4 per game.
        let mean = counts.indices.reduce(0.0) { $0 + counts[$1] * Double($1) / 4 } / n
        let variance = counts.indices.reduce(0.0) { sum, k in
            let deviation = Double(k) / 4 - mean
            return sum + counts[k] * deviation * deviation
        } / n
        return (mean, variance)
    }
}
