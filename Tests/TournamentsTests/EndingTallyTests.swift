import GameCore
import GameRecords
import Referee
import Testing
import TextAndFiles
import Tournaments

@Suite("How each player's games ended, by kind")
struct EndingTallyTests {
    @Test("wins, losses and draws by kind: line, full board, solver, score, move limit and each fault")
    func kindsOfEnds() throws {
        let plan = TournamentPlan(specs: [try PlayerSpec(parsing: "heuristic"), try PlayerSpec(parsing: "random")], gamesPerPairing: 6)
        var standings = TournamentStandings(plan: plan)
        // NB: even games have the first player as X, odd ones as O.
        let games: [(Mark?, String)] = [
            (.x, "line a1 b2 c3"), (.o, "adjudicated: O wins with perfect play in 3 plies (solver)"),
            (nil, "adjudicated: a draw with perfect play (solver)"), (.o, "player error: Crashed on move 3: killed by signal 9."),
            (nil, "adjudicated: a draw at 9 moves (move limit)"), (.o, "adjudicated: X resigns, its score -600 or worse for 3 moves (score)"),
        ]
        for (index, (winner, reason)) in games.enumerated() {
            standings.record(JournalEntry(
                index: index, x: index % 2 == 0 ? "heuristic" : "random", o: index % 2 == 0 ? "random" : "heuristic",
                rules: .ticTacToe, openingLength: 0, seed: 0, moves: [], winner: winner, reason: reason, milliseconds: 0))
        }
        #expect(standings.endings[0].text == "wins 4 (1 on a line, 1 adjudicated by the solver, 1 by the other's forfeit: crashed, 1 adjudicated by the players' scores), draws 2 (1 adjudicated by the solver, 1 at the move limit)")
        #expect(standings.endings[1].text == "losses 4 (1 on a line, 1 adjudicated by the solver, 1 forfeited: crashed, 1 adjudicated by the players' scores), draws 2 (1 adjudicated by the solver, 1 at the move limit)")
        let lines = try #require(standings.endingLines)
        #expect(lines.hasPrefix("Endings:\n  heuristic: wins 4"))
        #expect(standings.report.contains("Endings:"))
        #expect(standings.json.serialized.contains(#""endings":{"wins":{"line":1,"solver":1,"crashed":1,"score":1},"losses":{},"draws":{"solver":1,"move limit":1}}"#))
    }

    @Test("no Endings lines when every game ended on the board")
    func plainGamesSayNothingMore() throws {
        let plan = TournamentPlan(specs: [try PlayerSpec(parsing: "heuristic"), try PlayerSpec(parsing: "random")], gamesPerPairing: 2)
        var standings = TournamentStandings(plan: plan)
        standings.record(JournalEntry(index: 0, x: "heuristic", o: "random", rules: .ticTacToe, openingLength: 0, seed: 0, moves: [], winner: .x, reason: "line a1 b2 c3", milliseconds: 0))
        standings.record(JournalEntry(index: 1, x: "random", o: "heuristic", rules: .ticTacToe, openingLength: 0, seed: 0, moves: [], winner: nil, reason: "board full", milliseconds: 0))
        #expect(standings.endingLines == nil)
        #expect(!standings.report.contains("Endings:"))
    }
}
