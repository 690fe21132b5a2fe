import Foundation
import GameCore
import Referee
@testable import Report
import Testing
import Tournaments

@Suite("The report's ratings and adjudication rules")
struct ReportRatingsTests {
    /// The Elo values of the rating plot's ticks, in order.
    static func ticks(in page: String) -> [Double] {
        page.matches(of: /class="tick">([-+0-9]+)<\/text>/).compactMap { Double(String($0.output.1)) }
    }

    @Test("A player who lost every game is rated finitely, as the standings rate it, the prior is named, and the plot spans the ratings")
    func oneSidedWithPrior() async throws {
        let plan = ReportFixtures.plan(["first", "faulty"], games: 6)
        let entries = try await ReportFixtures.play(plan)
        let report = try TournamentReport(plan: plan, entries: entries, event: ReportEvent())
        let page = try report.html
        let ratings = TournamentStandings(plan: plan, entries: entries).ratings.ratings
        #expect(report.standings.tallies[1].points == 0, "faulty took no point")
        for (place, name) in report.players.enumerated() {
            let rating = ratings[place]
            #expect(rating.elo.isFinite && rating.low.isFinite && rating.high.isFinite, "\(name): \(rating)")
            let cells = ReportTests.row(name, in: page, after: "id=\"standings-table\"")
            #expect(cells["elo"] == TournamentStandings.elo(rating.elo))
            #expect(cells["interval"] == "[\(TournamentStandings.elo(rating.low)), \(TournamentStandings.elo(rating.high))]")
            #expect(page.contains("class=\"value\">\(TournamentStandings.elo(rating.elo)) [\(TournamentStandings.elo(rating.low)), \(TournamentStandings.elo(rating.high))]</text>"))
        }
        // NB: 6 losses and, between the two, 2 virtual draws: 1 point of 8 for faulty.
        #expect(abs(ratings[1].elo - 200 * log10(1.0 / 7)) < 1e-6)
        #expect(page.contains("as BayesElo does, with a prior of 2 virtual draws a player (BayesElo's default prior) spread evenly over the other players, and a mean of 0"))
        let ticks = Self.ticks(in: page)
        let low = ratings.map(\.low).min()!, high = ratings.map(\.high).max()!
        #expect(ticks.count >= 4 && ticks.first! >= low - (high - low) * 0.05 - 1 && ticks.last! <= high + (high - low) * 0.05 + 1, "\(ticks), ratings \(low) to \(high)")
    }

    @Test("With --ratings mle the page says so, and the one who took every point is +inf, the other -inf")
    func oneSidedMaximumLikelihood() async throws {
        let plan = ReportFixtures.plan(["faulty", "first"], games: 6)
        let entries = try await ReportFixtures.play(plan)
        let report = try TournamentReport(plan: plan, entries: entries, event: ReportEvent(), ratingMethod: .maximumLikelihood)
        let page = try report.html
        #expect(ReportTests.row("first", in: page, after: "id=\"standings-table\"")["elo"] == "+inf")
        #expect(ReportTests.row("faulty", in: page, after: "id=\"standings-table\"")["elo"] == "-inf")
        #expect(page.contains("by maximum likelihood alone (no prior), and a mean of 0"))
        #expect(page.contains("A player who took every point, or none, is rated ±inf."))
    }

    @Test("The event names the adjudication rules the run used, in words and as the options were written")
    func adjudicationRules() throws {
        var plan = ReportFixtures.plan(["seeded", "first"], games: 2, rules: .connectFour)
        let none = try TournamentReport(plan: plan, entries: [], event: ReportEvent())
        #expect(none.adjudicationText == "none: every game played to its end (or to a forfeit)")
        plan.adjudication = AdjudicationRules(
            exact: ExactAdjudication(plies: 8, results: .winLoss, budget: .milliseconds(50)),
            draw: ScoreDraw(moveNumber: 40, moveCount: 8, score: 10),
            resign: ScoreResign(moveCount: 3, score: 600, twoSided: true), maxMoves: 30)
        let all = try TournamentReport(plan: plan, entries: [], event: ReportEvent())
        #expect(all.adjudicationText == "by ttt&#39;s solver, once perfect play ends the game within 8 plies: a win only (50ms a position) "
            + "<code>--adjudicate exact,plies=8,win-loss</code>; "
            + "a draw once both players&#39; scores stay within 10 of zero for 8 moves each, from full move 40 on "
            + "<code>--draw movenumber=40,movecount=8,score=10</code>; "
            + "a loss for a player whose score stays 600 or more below zero for 3 moves of its own in a row while its opponent&#39;s stays as far above "
            + "<code>--resign movecount=3,score=600,twosided=true</code>; a draw at 30 moves <code>--max-moves 30</code>")
        #expect(try all.html.contains("<dt>Adjudication</dt><dd>\(all.adjudicationText)</dd>"))
    }
}

@Suite("The rating plot's axis")
struct RatingPlotAxisTests {
    @Test("An interval of thousands does not stretch the axis: it spans the ratings, and the far ends are arrows at its edges")
    func wideInterval() {
        // NB: as a 4-player round robin rated without the prior once gave: +1120 ± 4170.
        let rows = [
            RatingPlot.Row(name: "a", rating: .init(elo: 1120, low: 1120 - 4170, high: 1120 + 4170)),
            RatingPlot.Row(name: "b", rating: .init(elo: -200, low: -350, high: -50)),
            RatingPlot.Row(name: "c", rating: .init(elo: -400, low: -560, high: -240)),
            RatingPlot.Row(name: "d", rating: .init(elo: -520, low: -690, high: -350)),
        ]
        let plot = RatingPlot(rows: rows)
        let (low, high) = plot.range
        // The ratings span 1640: the axis goes at most half that beyond them, with a twentieth more.
        #expect(low >= -520 - 820 - 200 && high <= 1120 + 820 + 200, "\(low) to \(high)")
        #expect(low <= -690 && high >= 1120)
        let svg = plot.svg
        #expect(svg.matches(of: /class="arrow"/).count == 2)
        #expect(svg.contains("class=\"value\">+1120 [-3050, +5290]</text>"))
        #expect(svg.matches(of: /class="cap"/).count == 6)
    }

    @Test("Ratings and intervals of a few hundred are drawn whole, capped at both ends")
    func ordinaryIntervals() {
        let rows = [
            RatingPlot.Row(name: "a", rating: .init(elo: 150, low: -20, high: 320)),
            RatingPlot.Row(name: "b", rating: .init(elo: -150, low: -320, high: 20)),
        ]
        let plot = RatingPlot(rows: rows)
        #expect(plot.range.low <= -320 && plot.range.high >= 320)
        #expect(plot.svg.matches(of: /class="arrow"/).isEmpty)
        #expect(plot.svg.matches(of: /class="cap"/).count == 4)
    }
}
