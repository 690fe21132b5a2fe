import Foundation
import Testing
import Tournaments

/// Ratings fitted over all games at once by maximum likelihood alone (`--ratings mle`),
/// checked against values worked out by hand; with the prior, and against choix, in
/// ``RatingsChoixTests``.
@Suite struct RatingsTests {
    /// A table from `(i, j, points of i, games)` entries.
    static func table(_ n: Int, _ results: [(Int, Int, Double, Int)]) -> (points: [[Double]], games: [[Int]]) {
        var points = Array(repeating: Array(repeating: 0.0, count: n), count: n)
        var games = Array(repeating: Array(repeating: 0, count: n), count: n)
        for (i, j, score, count) in results {
            points[i][j] += score
            points[j][i] += Double(count) - score
            games[i][j] += count
            games[j][i] += count
        }
        return (points, games)
    }

    @Test("Two players: the difference is the logistic one of the score, split around a mean of 0")
    func twoPlayers() {
        // A scores 3 of 4 against B: D = 400 log10(3) = 190.85; each is D/2 from the mean.
        let (points, games) = Self.table(2, [(0, 1, 3, 4)])
        let ratings = Ratings(points: points, games: games, method: .maximumLikelihood)
        let d = 400 * log10(3.0)
        #expect(abs(ratings.ratings[0].elo - d / 2) < 1e-6)
        #expect(abs(ratings.ratings[1].elo + d / 2) < 1e-6)
        // The information of D is n p (1 - p) c² with c = ln 10 / 400; each rating is D/2.
        let c = log(10.0) / 400
        let errorOfD = 1 / (4 * 0.75 * 0.25 * c * c).squareRoot()
        let margin = 1.959963984540054 * errorOfD / 2
        #expect(abs(ratings.ratings[0].high - ratings.ratings[0].elo - margin) < 1e-6)
        #expect(abs(ratings.ratings[0].elo - ratings.ratings[0].low - margin) < 1e-6)
    }

    @Test("Anchored: the anchor is 0, the other the whole difference, its interval that of D")
    func anchored() {
        let (points, games) = Self.table(2, [(0, 1, 3, 4)])
        let ratings = Ratings(points: points, games: games, anchor: 1, method: .maximumLikelihood)
        let d = 400 * log10(3.0)
        #expect(ratings.ratings[1].elo == 0 && ratings.ratings[1].low == 0)
        #expect(abs(ratings.ratings[0].elo - d) < 1e-6)
        let c = log(10.0) / 400
        let margin = 1.959963984540054 / (4 * 0.75 * 0.25 * c * c).squareRoot()
        #expect(abs(ratings.ratings[0].high - d - margin) < 1e-6)
    }

    @Test("Three players: at the maximum, each player's expected points equal its points")
    func threePlayers() {
        // A-B 3/4, B-C 3/4 (one draw each way counted as half), A-C 2/4.
        let (points, games) = Self.table(3, [(0, 1, 3, 4), (1, 2, 2.5, 4), (0, 2, 2, 4)])
        let ratings = Ratings(points: points, games: games, method: .maximumLikelihood)
        let elo = ratings.ratings.map(\.elo)
        #expect(abs(elo.reduce(0, +)) < 1e-6, "mean 0: \(elo)")
        for i in 0..<3 {
            var expected = 0.0, scored = 0.0
            for j in 0..<3 where j != i {
                expected += Double(games[i][j]) / (1 + pow(10, (elo[j] - elo[i]) / 400))
                scored += points[i][j]
            }
            #expect(abs(expected - scored) < 1e-6, "player \(i): \(expected) expected, \(scored) scored")
        }
        // NB: B and C both scored 3.5 of 8 against the same opponents: the model knows only
        // the totals, so they rate the same, below A's 5 of 8.
        #expect(abs(elo[1] - elo[2]) < 1e-6)
        #expect(elo[0] > elo[1])
    }

    @Test("A player who took every point is +∞, one who took none -∞; the others are fitted without them")
    func infinite() {
        let (points, games) = Self.table(3, [(0, 1, 4, 4), (0, 2, 4, 4), (1, 2, 3, 4)])
        let ratings = Ratings(points: points, games: games, method: .maximumLikelihood)
        #expect(ratings.ratings[0].elo == .infinity)
        let d = 400 * log10(3.0)
        #expect(abs(ratings.ratings[1].elo - d / 2) < 1e-6)
        #expect(abs(ratings.ratings[2].elo + d / 2) < 1e-6)
    }

    @Test("Of two players, one who won every game is +∞ and the other -∞, whichever is given first")
    func oneSidedEitherOrder() {
        for (winner, loser) in [(0, 1), (1, 0)] {
            let (points, games) = Self.table(2, [(winner, loser, 20, 20)])
            let ratings = Ratings(points: points, games: games, method: .maximumLikelihood).ratings
            #expect(ratings[winner].elo == .infinity, "the winner, player \(winner): \(ratings)")
            #expect(ratings[loser].elo == -.infinity, "the loser, player \(loser): \(ratings)")
        }
    }

    @Test("A player who took none is -∞ in any order of the players; the others are fitted without it")
    func noPointsAnyPlace() {
        for place in 0..<3 {
            let others = (0..<3).filter { $0 != place }
            let (points, games) = Self.table(3, [(others[0], place, 4, 4), (others[1], place, 4, 4), (others[0], others[1], 3, 4)])
            let ratings = Ratings(points: points, games: games, method: .maximumLikelihood).ratings
            #expect(ratings[place].elo == -.infinity)
            let d = 400 * log10(3.0)
            #expect(abs(ratings[others[0]].elo - d / 2) < 1e-6 && abs(ratings[others[1]].elo + d / 2) < 1e-6, "\(ratings)")
        }
    }
}
