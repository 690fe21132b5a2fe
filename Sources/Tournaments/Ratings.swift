#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every player's Elo rating, fitted over all games at once by maximum likelihood, as Ordo
/// and BayesElo do for chess engines: the ratings under which the games' points are most
/// likely, each game's expected score being `1 / (1 + 10^((Rb - Ra) / 400))` and a draw
/// counting as half a point for each side.
///
/// The scale is fixed by a mean of 0, or by one player (the anchor) at 0. The 95% interval
/// of each rating comes from the fit's Fisher information (the binomial approximation: a
/// game's spread is `p (1 - p)` at its expected score), relative to the mean or the anchor.
/// A player who took every point, or none, has no finite maximum: its rating is +∞ or -∞
/// and the others are fitted without its games; so is a group of players that never met
/// the rest.
public struct Ratings: Sendable, Hashable {
    /// One player's rating, and its 95% interval.
    public struct Rating: Sendable, Hashable {
        public var elo: Double
        public var low: Double
        public var high: Double
    }

    /// The ratings, in the order of the players given.
    public var ratings: [Rating]
    /// The anchor's place, or nil for a mean of 0.
    public var anchor: Int?

    /// The games as a square table: `points[i][j]` is what player i scored against player j,
    /// and `games[i][j]` how many games they played (the same both ways).
    /// - Complexity: O(*n*³) in the number of players, for the interval; the fit itself is a
    ///   few hundred passes over the table.
    public init(points: [[Double]], games: [[Int]], anchor: Int? = nil) {
        let n = points.count
        self.anchor = anchor
        let played = (0..<n).map { i in (0..<n).reduce(0) { $0 + games[i][$1] } }
        // NB: players with all or none of their points have no finite rating; they are set
        // aside, and the rest fitted without them.
        var infinite: [Double?] = Array(repeating: nil, count: n)
        var changed = true
        while changed {
            changed = false
            for i in 0..<n where infinite[i] == nil && played[i] > 0 {
                var score = 0.0, count = 0
                for j in 0..<n where infinite[j] == nil {
                    score += points[i][j]
                    count += games[i][j]
                }
                if count > 0, score <= 0 || score >= Double(count) {
                    infinite[i] = score <= 0 ? -.infinity : .infinity
                    changed = true
                }
            }
        }
        let fitted = (0..<n).filter { infinite[$0] == nil && played[$0] > 0 }
        let strengths = Self.fit(points: points, games: games, among: fitted)
        var elo = Array(repeating: 0.0, count: n)
        for i in 0..<n { elo[i] = infinite[i] ?? strengths[i] }
        let shift: Double
        if let anchor, elo[anchor].isFinite {
            shift = elo[anchor]
        } else {
            shift = fitted.isEmpty ? 0 : fitted.reduce(0.0) { $0 + elo[$1] } / Double(fitted.count)
        }
        for i in fitted { elo[i] -= shift }
        let errors = Self.standardErrors(elo: elo, games: games, among: fitted, anchor: anchor.flatMap { fitted.contains($0) ? $0 : nil })
        ratings = (0..<n).map { i in
            if let value = infinite[i] { return Rating(elo: value, low: value, high: value) }
            if played[i] == 0 { return Rating(elo: .nan, low: -.infinity, high: .infinity) }
            let margin = Elo.z95 * errors[i]
            return Rating(elo: elo[i], low: elo[i] - margin, high: elo[i] + margin)
        }
    }

    /// The maximum-likelihood ratings of `players` (others left at 0), by minorization-
    /// maximization (Hunter's iteration for the Bradley-Terry model): each player's strength
    /// becomes its points over the sum of its games' weights, until nothing moves.
    static func fit(points: [[Double]], games: [[Int]], among players: [Int]) -> [Double] {
        let n = points.count
        var strength = Array(repeating: 1.0, count: n)
        guard players.count > 1 else { return Array(repeating: 0, count: n) }
        for _ in 0..<10_000 {
            var largest = 0.0
            var next = strength
            for i in players {
                var score = 0.0, weight = 0.0
                for j in players where games[i][j] > 0 {
                    score += points[i][j]
                    weight += Double(games[i][j]) / (strength[i] + strength[j])
                }
                guard weight > 0 else { continue }
                next[i] = score / weight
            }
            // NB: the scale is free; keeping the geometric mean at 1 keeps the numbers sane.
            let meanLog = players.reduce(0.0) { $0 + log(next[$1]) } / Double(players.count)
            for i in players {
                next[i] /= exp(meanLog)
                largest = max(largest, abs(log(next[i]) - log(strength[i])))
            }
            strength = next
            if largest < 1e-12 { break }
        }
        return (0..<n).map { players.contains($0) ? 400 * log10(strength[$0]) : 0 }
    }

    /// Each fitted player's standard error: the square root of its variance in the inverse
    /// of the Fisher information, with the anchor's row removed (anchored) or through the
    /// pseudo-inverse (mean of 0).
    static func standardErrors(elo: [Double], games: [[Int]], among players: [Int], anchor: Int?) -> [Double] {
        let n = elo.count
        var errors = Array(repeating: Double.infinity, count: n)
        guard players.count > 1 else { return errors }
        let c = log(10.0) / 400
        let m = players.count
        var information = Array(repeating: Array(repeating: 0.0, count: m), count: m)
        for (a, i) in players.enumerated() {
            for (b, j) in players.enumerated() where a != b && games[i][j] > 0 {
                let p = Elo.score(fromDifference: elo[i] - elo[j])
                let w = Double(games[i][j]) * p * (1 - p) * c * c
                information[a][b] -= w
                information[a][a] += w
            }
        }
        if let anchor, let place = players.firstIndex(of: anchor) {
            let kept = (0..<m).filter { $0 != place }
            let reduced = kept.map { a in kept.map { information[a][$0] } }
            guard let inverse = Self.inverse(reduced) else { return errors }
            for (row, a) in kept.enumerated() { errors[players[a]] = inverse[row][row].squareRoot() }
            errors[anchor] = 0
            return errors
        }
        // NB: the information of a connected schedule has one null direction (adding the same
        // to every rating); its pseudo-inverse is (I + J/m)⁻¹ - J/m.
        let shifted = information.map { $0.map { $0 + 1 / Double(m) } }
        guard let inverse = Self.inverse(shifted) else { return errors }
        for (a, i) in players.enumerated() { errors[i] = max(inverse[a][a] - 1 / Double(m), 0).squareRoot() }
        return errors
    }

    /// The inverse of a square matrix by Gauss-Jordan elimination with partial pivoting, or
    /// nil when it is singular.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        let n = matrix.count
        var a = matrix
        var result = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-300 else { return nil }
            a.swapAt(column, pivot)
            result.swapAt(column, pivot)
            let scale = a[column][column]
            for k in 0..<n {
                a[column][k] /= scale
                result[column][k] /= scale
            }
            for row in 0..<n where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for k in 0..<n {
                    a[row][k] -= factor * a[column][k]
                    result[row][k] -= factor * result[column][k]
                }
            }
        }
        return result
    }
}
