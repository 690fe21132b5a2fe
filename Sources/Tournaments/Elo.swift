#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between an expected score and a (logistic) Elo difference, and the normal
/// distribution's helpers the statistics need.
public enum Elo {
    /// The Elo difference whose expected score is `score` (0 < score < 1):
    /// `-400 log10(1/score - 1)`. Infinite at 0 and 1.
    public static func difference(fromScore score: Double) -> Double {
        if score <= 0 { return -.infinity }
        if score >= 1 { return .infinity }
        return -400 * log10(1 / score - 1)
    }

    /// The expected score of a player `elo` points stronger: `1 / (1 + 10^(-elo/400))`.
    public static func score(fromDifference elo: Double) -> Double {
        1 / (1 + pow(10, -elo / 400))
    }

    /// The standard normal distribution's cumulative probability at `x`.
    public static func normalCDF(_ x: Double) -> Double {
        0.5 * (1 + erf(x / 2.0.squareRoot()))
    }

    /// The 97.5th percentile of the standard normal distribution: a 95% interval is the
    /// mean plus or minus this many standard errors.
    public static let z95 = 1.959963984540054

    /// Natural logarithm, for the SPRT's bounds.
    static func ln(_ x: Double) -> Double { log(x) }
}
