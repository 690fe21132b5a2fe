import Foundation
import Testing
import TextAndFiles
import Tournaments

/// Ratings checked against choix, a Python library of Bradley-Terry fits: its maximum of the
/// games with BayesElo's virtual draws (and without them, `--ratings mle`), and the intervals
/// from its Hessian, as `Scripts/ratings/choix-fixtures.py` wrote them into
/// `RatingsChoixFixtures.swift`. The script says how each case is given to choix.
@Suite struct RatingsChoixTests {
    /// One case: the games (`i`, `j`, i's wins, losses, draws against j), how they are
    /// rated, and choix's ratings and 95% margins (NaN: not rated).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var players: Int
        var results: [(Int, Int, Int, Int, Int)]
        var method: Ratings.Method
        var anchor: Int?
        var elo: [Double]
        var margin: [Double]

        var testDescription: String { name }

        /// The games as ``Ratings`` takes them.
        var table: (points: [[Double]], games: [[Int]]) {
            var points = Array(repeating: Array(repeating: 0.0, count: players), count: players)
            var games = Array(repeating: Array(repeating: 0, count: players), count: players)
            for (i, j, wins, losses, draws) in results {
                points[i][j] += Double(wins) + Double(draws) / 2
                points[j][i] += Double(losses) + Double(draws) / 2
                games[i][j] += wins + losses + draws
                games[j][i] += wins + losses + draws
            }
            return (points, games)
        }
    }

    @Test("Every rating and its 95% margin are choix's, to a thousandth of an Elo point", arguments: cases)
    func matchesChoix(_ test: Case) {
        let (points, games) = test.table
        let ratings = Ratings(points: points, games: games, anchor: test.anchor, method: test.method).ratings
        for player in 0..<test.players {
            let rating = ratings[player]
            if test.elo[player].isNaN {
                #expect(rating.elo.isNaN, "player \(player) has no games: \(rating)")
                continue
            }
            #expect(abs(rating.elo - test.elo[player]) < 1e-3, "player \(player): \(rating.elo), choix \(test.elo[player])")
            #expect(abs(rating.high - rating.elo - test.margin[player]) < 1e-3, "player \(player): ±\(rating.high - rating.elo), choix ±\(test.margin[player])")
            #expect(abs(rating.elo - rating.low - test.margin[player]) < 1e-3)
        }
    }

    @Test("With the prior, a player who took every point, or none, has a finite rating and interval, whichever is given first")
    func oneSidedFinite() {
        for test in Self.cases where test.method != .maximumLikelihood {
            let (points, games) = test.table
            let ratings = Ratings(points: points, games: games, anchor: test.anchor, method: test.method).ratings
            for (player, rating) in ratings.enumerated() where !test.elo[player].isNaN {
                #expect(rating.elo.isFinite && rating.low.isFinite && rating.high.isFinite, "\(test.name), player \(player): \(rating)")
            }
        }
    }

    @Test("The default is BayesElo's prior of 2 virtual draws a player")
    func standardPrior() {
        let test = Self.cases[2]
        let (points, games) = test.table
        #expect(Ratings(points: points, games: games) == Ratings(points: points, games: games, method: .prior(virtualDraws: 2)))
        // NB: 20 wins and, between the two, 2 virtual draws: 21 of 22 points.
        #expect(abs(Ratings(points: points, games: games).ratings[0].elo - 200 * log10(21.0)) < 1e-6)
    }

    @Test("--ratings reads 'prior', 'prior=N' and 'mle', and says what it takes otherwise", arguments: [
        ("prior", "prior=2"), ("prior=4", "prior=4"), ("PRIOR=0.5", "prior=0.5"), ("mle", "mle"),
    ])
    func parsing(_ text: String, _ written: String) throws {
        #expect(try Ratings.Method(parsing: text).text == written)
    }

    @Test("A prior of none or less, or an unknown name, is refused with the forms to use")
    func refused() {
        for (text, message) in [
            ("prior=0", "The prior is a number of virtual draws a player above 0, such as 'prior=2', not '0'; '--ratings mle' has none."),
            ("prior=x", "The prior is a number of virtual draws a player above 0, such as 'prior=2', not 'x'; '--ratings mle' has none."),
            ("bayes", "Unknown ratings 'bayes': give 'prior' (BayesElo's 2 virtual draws a player), 'prior=N' (N virtual draws) or 'mle' (maximum likelihood, no prior)."),
        ] {
            #expect(throws: InputError(message)) { try Ratings.Method(parsing: text) }
        }
    }
}
