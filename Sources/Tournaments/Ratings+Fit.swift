#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Ratings {
    /// The maximum-likelihood ratings of `players` (others left at 0), by minorization-
    /// maximization (Hunter's iteration for the Bradley-Terry model, as BayesElo fits): each
    /// player's strength becomes its points over the sum of its games' weights, until nothing
    /// moves. `games` may hold fractions (the prior's virtual draws).
    static func fit(points: [[Double]], games: [[Double]], among players: [Int]) -> [Double] {
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
                    weight += games[i][j] / (strength[i] + strength[j])
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
    static func standardErrors(elo: [Double], games: [[Double]], among players: [Int], anchor: Int?) -> [Double] {
        let n = elo.count
        var errors = Array(repeating: Double.infinity, count: n)
        guard players.count > 1 else { return errors }
        let c = log(10.0) / 400
        let m = players.count
        var information = Array(repeating: Array(repeating: 0.0, count: m), count: m)
        for (a, i) in players.enumerated() {
            for (b, j) in players.enumerated() where a != b && games[i][j] > 0 {
                let p = Elo.score(fromDifference: elo[i] - elo[j])
                let w = games[i][j] * p * (1 - p) * c * c
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
