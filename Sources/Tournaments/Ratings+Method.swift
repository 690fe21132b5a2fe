import TextAndFiles

extension Ratings {
    /// How ratings are fitted: with BayesElo's prior of virtual draws, or by plain maximum
    /// likelihood. Written and read as `--ratings` takes it: `prior`, `prior=4`, `mle`.
    public enum Method: Sendable, Hashable {
        /// The most likely ratings once every player has also played `virtualDraws` draws,
        /// spread evenly over every other player (BayesElo's `prior`): every rating finite.
        case prior(virtualDraws: Double)
        /// The most likely ratings of the games alone: a player who took every point, or
        /// none, is rated +∞ or -∞.
        case maximumLikelihood

        /// BayesElo's default: 2 virtual draws a player.
        public static let standard = Method.prior(virtualDraws: 2)

        /// The method as `--ratings` takes it: `prior=2`, `mle`.
        public var text: String {
            switch self {
            case .prior(let draws): "prior=\(Self.number(draws))"
            case .maximumLikelihood: "mle"
            }
        }

        /// How the ratings were fitted, in words for a sentence of the report:
        /// `as BayesElo does, with a prior of 2 virtual draws a player (BayesElo's default
        /// prior) spread evenly over the other players`, `by maximum likelihood alone (no prior)`.
        public var summary: String {
            switch self {
            case .prior(let draws):
                let count = Self.number(draws)
                let whose = count == "2" ? "BayesElo's default prior" : "BayesElo's prior \(count)"
                return "as BayesElo does, with a prior of \(count) virtual draw\(count == "1" ? "" : "s") a player (\(whose)) spread evenly over the other players"
            case .maximumLikelihood:
                return "by maximum likelihood alone (no prior)"
            }
        }

        /// Reads `prior` (2 virtual draws), `prior=N` (N > 0, such as `4` or `0.5`) or `mle`.
        /// - Throws: ``InputError`` naming the forms it takes.
        public init(parsing text: String) throws(InputError) {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            switch parts[0].lowercased() {
            case "mle" where parts.count == 1:
                self = .maximumLikelihood
            case "prior" where parts.count == 1:
                self = .standard
            case "prior":
                guard let draws = Double(parts[1]), draws.isFinite, draws > 0, draws <= 1_000_000 else {
                    throw InputError("The prior is a number of virtual draws a player above 0, such as 'prior=2', not '\(parts[1])'; '--ratings mle' has none.")
                }
                self = .prior(virtualDraws: draws)
            default:
                throw InputError("Unknown ratings '\(text)': give 'prior' (BayesElo's 2 virtual draws a player), 'prior=N' (N virtual draws) or 'mle' (maximum likelihood, no prior).")
            }
        }

        /// `2`, `0.5`: a number of draws as written.
        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}
