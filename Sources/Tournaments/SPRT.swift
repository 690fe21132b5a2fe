import Referee
import TextAndFiles

/// A sequential probability ratio test: are two players' strengths `elo0` apart (H0) or
/// `elo1` (H1)? Run after every game pair, it stops a match as soon as the evidence is strong
/// enough, with error rates `alpha` (accepting H1 when H0 holds) and `beta` (the reverse).
///
/// The log-likelihood ratio is the generalised SPRT's normal approximation used by fastchess
/// and fishtest, with logistic Elo: with `s0`, `s1` the expected scores of `elo0` and `elo1`,
/// and `μ`, `σ²` the mean and variance of the observed scores over `N` samples,
///
///     LLR = (s1 − s0) · (2μ − s0 − s1) / (2 σ² / N)
///
/// ttt counts its samples as game pairs (the pentanomial model: both games of an opening,
/// colours swapped), since every pairing plays its games in pairs; ``llr(_:)-(Tally)`` gives
/// the trinomial (single games) form. The test accepts H1 once LLR ≥ ln((1−β)/α) and H0 once
/// LLR ≤ ln(β/(1−α)), and not before ``minimumPairs`` pairs. As in fishtest, an outcome
/// never seen counts as a thousandth of a sample, so that results without any spread (a
/// clean sweep) still give evidence.
public struct SPRT: Sendable, Hashable {
    public var elo0: Double
    public var elo1: Double
    public var alpha: Double
    public var beta: Double

    /// What the test concluded.
    public enum Verdict: String, Sendable, Hashable {
        /// H1: the first player is `elo1` stronger.
        case acceptH1 = "H1"
        /// H0: it is `elo0` stronger (or less).
        case acceptH0 = "H0"
    }

    public init(elo0: Double, elo1: Double, alpha: Double = 0.05, beta: Double = 0.05) {
        self.elo0 = elo0
        self.elo1 = elo1
        self.alpha = alpha
        self.beta = beta
    }

    /// Reads `elo0=0,elo1=10,alpha=0.05,beta=0.05` (alpha and beta default to 0.05).
    /// - Throws: ``InputError`` naming the part that is wrong.
    public init(parsing text: String) throws(InputError) {
        var values: [String: Double] = ["alpha": 0.05, "beta": 0.05]
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1).map { String($0).lowercased() }
            guard pieces.count == 2, ["elo0", "elo1", "alpha", "beta"].contains(pieces[0]), let value = Double(pieces[1]) else {
                throw InputError("Cannot read '\(part)' in the SPRT '\(text)'; write it as 'elo0=0,elo1=10,alpha=0.05,beta=0.05'.")
            }
            values[pieces[0]] = value
        }
        guard let elo0 = values["elo0"], let elo1 = values["elo1"] else {
            throw InputError("The SPRT '\(text)' needs elo0 and elo1, as in 'elo0=0,elo1=10'.")
        }
        guard elo1 > elo0 else { throw InputError("The SPRT needs elo1 above elo0; found elo0=\(elo0), elo1=\(elo1).") }
        let alpha = values["alpha"]!, beta = values["beta"]!
        guard alpha > 0, alpha < 0.5, beta > 0, beta < 0.5 else {
            throw InputError("The SPRT's alpha and beta must lie between 0 and 0.5; found alpha=\(alpha), beta=\(beta).")
        }
        self.init(elo0: elo0, elo1: elo1, alpha: alpha, beta: beta)
    }

    /// The parameters as written on the command line.
    public var text: String { "elo0=\(elo0.compact),elo1=\(elo1.compact),alpha=\(alpha.compact),beta=\(beta.compact)" }

    /// The LLR at or below which H0 is accepted: ln(β/(1−α)).
    public var lowerBound: Double { Elo.ln(beta / (1 - alpha)) }
    /// The LLR at or above which H1 is accepted: ln((1−β)/α).
    public var upperBound: Double { Elo.ln((1 - beta) / alpha) }

    /// The LLR of `samples` observations with mean `mean` and variance `variance` per sample.
    public func llr(samples: Double, mean: Double, variance: Double) -> Double {
        guard samples > 0, variance > 0 else { return 0 }
        let s0 = Elo.score(fromDifference: elo0)
        let s1 = Elo.score(fromDifference: elo1)
        return (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance / samples)
    }

    /// The pentanomial LLR: one sample per game pair, the pair's mean score per game.
    public func llr(_ pairs: Pentanomial) -> Double {
        guard pairs.pairs > 0 else { return 0 }
        // NB: regularized as the chess testing frameworks do: an outcome never seen counts
        // as a thousandth of a pair, so a clean sweep has a little spread, and evidence.
        let counts = pairs.counts.map { max(Double($0), Self.unseen) }
        guard let (mean, variance) = Pentanomial.meanAndVariance(of: counts) else { return 0 }
        return llr(samples: counts.reduce(0, +), mean: mean, variance: variance)
    }

    /// What an outcome never seen counts as, in the LLR.
    static let unseen = 1e-3

    /// The trinomial LLR: one sample per game (1, 1/2 or 0 points), from the first's `tally`.
    public func llr(_ tally: Tally) -> Double {
        guard tally.games > 0 else { return 0 }
        let w = max(Double(tally.wins), Self.unseen), d = max(Double(tally.draws), Self.unseen)
        let l = max(Double(tally.losses), Self.unseen)
        let n = w + d + l
        let mean = (w + d / 2) / n
        let variance = (w * (1 - mean) * (1 - mean) + d * (0.5 - mean) * (0.5 - mean) + l * mean * mean) / n
        return llr(samples: n, mean: mean, variance: variance)
    }

    /// The verdict for `llr`, or nil while it lies between the bounds.
    /// The fewest game pairs a verdict is given on: below that, the normal approximation
    /// has too little to go on (one lopsided pair would decide).
    public static let minimumPairs = 10

    /// The verdict on `pairs` pairs with log-likelihood ratio `llr`, if there is one yet.
    public func verdict(forLLR llr: Double, pairs: Int) -> Verdict? {
        pairs >= Self.minimumPairs ? verdict(forLLR: llr) : nil
    }

    public func verdict(forLLR llr: Double) -> Verdict? {
        if llr >= upperBound { return .acceptH1 }
        if llr <= lowerBound { return .acceptH0 }
        return nil
    }
}

extension Double {
    /// The number without a trailing `.0`: `10`, `0.05`.
    var compact: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
