import GameCore
import Referee
import Testing
import TextAndFiles
import Tournaments

@Suite("Tournament statistics, against values computed by hand")
struct TournamentStatisticsTests {
    @Test("Elo difference, 95% interval, LOS and draw ratio of 6 wins, 2 losses, 2 draws")
    func pairingStatistics() throws {
        // Score s = (6 + 2/2) / 10 = 0.7.
        // Elo = -400 log10(1/0.7 - 1) = -400 log10(0.428571) = -400 × -0.367977 = 147.19.
        // Per-game variance = [6(1-0.7)² + 2(0.5-0.7)² + 2(0-0.7)²] / 10 = (0.54 + 0.08 + 0.98) / 10 = 0.16;
        // standard error = √(0.16/10) = 0.126491; 1.959964 × 0.126491 = 0.247918.
        // Low end: s = 0.452082 → -400 log10(1/0.452082 - 1) = -400 log10(1.211988) = -33.40.
        // High end: s = 0.947918 → -400 log10(0.054944) = +504.03.
        // LOS = Φ((6 - 2)/√8) = Φ(1.414214) = 0.921350. Draws 2/10 = 0.2.
        let stats = try #require(PairingStatistics(Tally(wins: 6, losses: 2, draws: 2)))
        #expect(stats.games == 10)
        #expect(abs(stats.score - 0.7) < 1e-12)
        #expect(abs(stats.elo - 147.19) < 0.01)
        #expect(abs(stats.eloLow - -33.40) < 0.01)
        #expect(abs(stats.eloHigh - 504.03) < 0.01)
        #expect(abs(stats.los - 0.921350) < 1e-6)
        #expect(abs(stats.drawRatio - 0.2) < 1e-12)
    }

    @Test("Even results are 0 Elo with LOS 50%; a clean sweep is an infinite difference")
    func edgeCases() throws {
        // 3 wins, 3 losses, 4 draws: s = 0.5 → Elo 0; LOS = Φ(0) = 0.5.
        let even = try #require(PairingStatistics(Tally(wins: 3, losses: 3, draws: 4)))
        #expect(abs(even.elo) < 1e-9)
        #expect(abs(even.los - 0.5) < 1e-12)
        // 5 wins, nothing else: s = 1 → +∞; LOS = Φ(5/√5) = Φ(2.236068) = 0.987326.
        let sweep = try #require(PairingStatistics(Tally(wins: 5)))
        #expect(sweep.elo == .infinity)
        #expect(abs(sweep.los - 0.987326) < 1e-6)
        #expect(PairingStatistics(Tally()) == nil)
    }

    @Test("Pentanomial mean and variance per game pair")
    func pentanomial() throws {
        // Counts [1, 2, 3, 2, 2] of pairs scoring 0, 1/4, 1/2, 3/4, 1 per game; 10 pairs.
        // Mean = (0·1 + 0.25·2 + 0.5·3 + 0.75·2 + 1·2) / 10 = 5.5/10 = 0.55.
        // Variance = [1(0.55)² + 2(0.30)² + 3(0.05)² + 2(0.20)² + 2(0.45)²] / 10
        //          = (0.3025 + 0.18 + 0.0075 + 0.08 + 0.405) / 10 = 0.0975.
        let pairs = Pentanomial([1, 2, 3, 2, 2])
        let (mean, variance) = try #require(pairs.meanAndVariance)
        #expect(pairs.pairs == 10)
        #expect(abs(mean - 0.55) < 1e-12)
        #expect(abs(variance - 0.0975) < 1e-12)
        var counted = Pentanomial()
        counted.count(1, 0)  // a win and a loss: the middle
        counted.count(0.5, 0.5)  // two draws: the middle too
        counted.count(1, 0.5)  // a win and a draw
        #expect(counted.counts == [0, 0, 2, 1, 0])
    }

    @Test("SPRT bounds and log-likelihood ratios")
    func sprt() throws {
        let test = SPRT(elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05)
        // Bounds: ln(0.05/0.95) = -2.944439 and ln(0.95/0.05) = +2.944439.
        #expect(abs(test.lowerBound - -2.944439) < 1e-6)
        #expect(abs(test.upperBound - 2.944439) < 1e-6)
        // s0 = 0.5; s1 = 1/(1 + 10^(-10/400)) = 1/1.944061 = 0.514387.
        // Pentanomial [1,2,3,2,2] (mean 0.55, variance 0.0975, N = 10 pairs):
        // LLR = (0.514387 - 0.5)(1.1 - 1.014387) / (2 · 0.0975 / 10) = 0.014387 · 0.085613 / 0.0195 = 0.063166.
        #expect(abs(test.llr(Pentanomial([1, 2, 3, 2, 2])) - 0.063166) < 1e-5)
        // Trinomial 6-2-2 (mean 0.7, variance 0.16, N = 10 games):
        // LLR = 0.014387 · (1.4 - 1.014387) / (2 · 0.16 / 10) = 0.014387 · 0.385613 / 0.032 = 0.173371.
        #expect(abs(test.llr(Tally(wins: 6, losses: 2, draws: 2)) - 0.173371) < 1e-5)
        #expect(test.verdict(forLLR: 3) == .acceptH1)
        #expect(test.verdict(forLLR: -3) == .acceptH0)
        #expect(test.verdict(forLLR: 0.06) == nil)
        // A clean sweep has no spread: each outcome never seen counts as 0.001 pairs.
        // Pentanomial [0.001, 0.001, 0.001, 0.001, 4] (N = 4.004): mean = (0.001 · (0 + 0.25 + 0.5 + 0.75) + 4)/4.004
        // = 0.999376, variance = 0.000468, so LLR = 0.014387 · (1.998751 - 1.014387) / (2 · 0.000468 / 4.004) = 60.6.
        let sweep = test.llr(Pentanomial([0, 0, 0, 0, 4]))
        #expect(abs(sweep - 60.6) < 0.1, "\(sweep)")
        #expect(test.verdict(forLLR: sweep) == .acceptH1)
        #expect(test.llr(Pentanomial([4, 0, 0, 0, 0])) < test.lowerBound)
        #expect(test.llr(Pentanomial([0, 0, 0, 0, 0])) == 0)
    }

    @Test("SPRT parameters are read with clear messages")
    func sprtParsing() throws {
        let test = try SPRT(parsing: "elo0=0,elo1=5,alpha=0.1")
        #expect(test == SPRT(elo0: 0, elo1: 5, alpha: 0.1, beta: 0.05))
        #expect(test.text == "elo0=0,elo1=5,alpha=0.1,beta=0.05")
        #expect(throws: InputError("The SPRT 'elo1=5' needs elo0 and elo1, as in 'elo0=0,elo1=10'.")) { try SPRT(parsing: "elo1=5") }
        #expect(throws: InputError("The SPRT needs elo1 above elo0; found elo0=5.0, elo1=0.0.")) { try SPRT(parsing: "elo0=5,elo1=0") }
        #expect(throws: InputError("Cannot read 'gamma=1' in the SPRT 'elo0=0,elo1=5,gamma=1'; write it as 'elo0=0,elo1=10,alpha=0.05,beta=0.05'.")) {
            try SPRT(parsing: "elo0=0,elo1=5,gamma=1")
        }
    }

    @Test("An SPRT stops its pairing at the verdict, and later games are not counted")
    func sprtStopsPairing() throws {
        let plan = TournamentPlan(
            specs: [try PlayerSpec(parsing: "a"), try PlayerSpec(parsing: "b")], gamesPerPairing: 30,
            sprt: SPRT(elo0: 0, elo1: 200))
        var standings = TournamentStandings(plan: plan)
        // Pairs 1-9: a wins as X (even games) and as O (odd games). The evidence is strong
        // at once, but no verdict comes before 10 pairs.
        for game in 0..<18 {
            let counted = standings.record(game: game, winner: game % 2 == 0 ? .x : .o)
            #expect(counted)
            #expect(standings.pairings[0].verdict == nil, "game \(game)")
        }
        #expect(standings.pairings[0].llr > SPRT(elo0: 0, elo1: 200).upperBound)
        // Pair 10: a wins as X, then a draw.
        let counted18 = standings.record(game: 18, winner: .x)
        let counted19 = standings.record(game: 19, winner: nil)
        #expect(counted18 && counted19)
        // Pentanomial [0.001, 0.001, 0.001, 1, 9] (N = 10.003): mean = (0.001 · (0 + 0.25 + 0.5) + 0.75 + 9)/10.003
        // = 0.974783, variance = 0.005793; s1 = 1/(1 + 10^-0.5) = 0.759747;
        // LLR = 0.259747 · (1.949565 − 1.259747) / (2 · 0.005793 / 10.003) = 154.7 ≥ 2.944: H1.
        #expect(standings.pairings[0].verdict == .acceptH1)
        #expect(abs(standings.pairings[0].llr - 154.7) < 0.1, "\(standings.pairings[0].llr)")
        let counted20 = standings.record(game: 20, winner: .o)
        #expect(!counted20)
        #expect(standings.pairings[0].tally == Tally(wins: 19, losses: 0, draws: 1))
        #expect(standings.tallies[1] == Tally(wins: 0, losses: 19, draws: 1))
        #expect(standings.pairings[0].pentanomial.counts == [0, 0, 0, 1, 9])
        #expect(standings.gamesCounted == 20)
    }

    @Test("Standings: points, ranking, crosstable")
    func standingsTables() throws {
        let plan = TournamentPlan(
            specs: ["a", "b", "c"].map { try! PlayerSpec(parsing: $0) }, gamesPerPairing: 2)
        var standings = TournamentStandings(plan: plan)
        // Pairings a-b (games 0, 1), a-c (2, 3), b-c (4, 5). X wins every game:
        // a beats b as X, b beats a as X; a beats c, c beats a; b beats c, c beats b.
        for index in 0..<6 { standings.record(game: index, winner: .x) }
        #expect(standings.tallies.map(\.points) == [2, 2, 2])
        // Now with game 5 (c as X against b) drawn:
        var second = TournamentStandings(plan: plan)
        for index in 0..<5 { second.record(game: index, winner: .x) }
        second.record(game: 5, winner: nil)
        // a: 1 (beat b as X) + 1 (beat c as X) = 2; b: 1 (beat a as X) + 1 (beat c as X) + 0.5 = 2.5;
        // c: 1 (beat a as X) + 0.5 = 1.5. So b, a, c.
        #expect(second.tallies.map(\.points) == [2, 2.5, 1.5])
        #expect(second.ranking == [1, 0, 2])
        #expect(second.tally(of: 2, against: 1) == Tally(wins: 0, losses: 1, draws: 1))
        #expect(second.crosstable == """
               player      1    2      3
            1  b           -  1/2  1.5/2
            2  a         1/2    -    1/2
            3  c       0.5/2  1/2      -
            """)
    }
}
