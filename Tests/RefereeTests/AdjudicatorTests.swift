import GameCore
import Referee
import Testing

/// The referee's counting of reported scores (--draw, --resign) and the move limit, move by
/// move, as cutechess-cli and fastchess count: a run of a side's own moves, broken by a move
/// out of the bound or without a score.
@Suite struct AdjudicatorTests {
    /// The ply (from 1) at which `scores` (one a move, X first) end a game under `rules`,
    /// and the reason; nil when they never do.
    func end(_ rules: AdjudicationRules, _ scores: [MoveScore?]) -> (ply: Int, winner: Mark?, reason: String)? {
        var judge = Adjudicator(rules: rules, solver: nil)
        let board = Board(rules: .gomoku)
        for (index, score) in scores.enumerated() {
            let mover: Mark = index % 2 == 0 ? .x : .o
            if let result = judge.judge(board, moveCount: index + 1, mover: mover, score: score) {
                return (index + 1, result.winner, result.reason.summary)
            }
        }
        return nil
    }

    let resign = AdjudicationRules(resign: ScoreResign(moveCount: 3, score: 500))

    @Test("resign: the mover's own moves at or below -score, movecount in a row")
    func resignCountsOwnMoves() {
        // X: -500, -600, -900 at plies 1, 3, 5 (O's scores do not matter one-sided).
        let ended = end(resign, [.units(-500), .units(0), .units(-600), .units(900), .units(-900), .units(0)])
        #expect(ended?.ply == 5)
        #expect(ended?.winner == .o)
        #expect(ended?.reason == "adjudicated: X resigns, its score -500 or worse for 3 moves (score)")
        // -499 is within the bound: no resignation.
        #expect(end(resign, [.units(-500), .units(0), .units(-499), .units(0), .units(-900), .units(0), .units(-900)]) == nil)
    }

    @Test("resign: a mate counts past any bound; a mate for the mover is no loss")
    func resignWithMates() {
        let ended = end(resign, [.units(0), .mate(-5), .units(0), .mate(-2), .units(0), .units(-501)])
        #expect(ended?.ply == 6)
        #expect(ended?.winner == .x)
        #expect(end(resign, [.mate(3), .units(0), .mate(2), .units(0), .mate(1), .units(0)]) == nil)
    }

    @Test("a move without a score breaks a run, of the resign rule and of the draw rule")
    func moveWithoutScoreBreaksRun() {
        let scores: [MoveScore?] = [.units(-600), .units(0), .units(-600), .units(0), nil, .units(0), .units(-600), .units(0), .units(-600)]
        #expect(end(resign, scores) == nil)
        let withAnother = scores + [.units(0), .units(-600)]
        #expect(end(resign, withAnother)?.ply == 11)

        let draw = AdjudicationRules(draw: ScoreDraw(moveNumber: 0, moveCount: 2, score: 10))
        // X's run starts again at ply 5: its 2nd in the bound is ply 7.
        #expect(end(draw, [.units(0), .units(0), nil, .units(0), .units(0), .units(0), .units(0)])?.ply == 7)
        #expect(end(draw, [.units(0), .units(0), .units(0), .units(0)])?.ply == 4)
    }

    @Test("twosided: the loser's run needs the winner's, whichever completes it")
    func twoSided() {
        let rules = AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 500, twoSided: true))
        // X says it is lost from its 1st move, O agrees only from its 2nd: O's 3rd move (ply 6) completes it.
        let late = end(rules, [.units(-600), .units(0), .units(-600), .units(600), .units(-600), .units(700)])
        #expect(late?.ply == 6)
        #expect(late?.winner == .o)
        #expect(late?.reason == "adjudicated: X resigns, its score -500 or worse for 2 moves (score)")
        // O agrees first: X's 2nd move of -500 or worse completes it.
        let early = end(rules, [.units(0), .units(600), .units(-600), .units(600), .units(-600)])
        #expect(early?.ply == 5)
        // One-sided, the same scores end the game at X's 2nd move even without O's word.
        let oneSided = AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 500))
        #expect(end(oneSided, [.units(-600), .units(0), .units(-600), .units(0)])?.ply == 3)
        #expect(end(rules, [.units(-600), .units(0), .units(-600), .units(0), .units(-600), .units(0)]) == nil)
    }

    @Test("draw: both sides within the bound for movecount moves each, from movenumber full moves")
    func draw() {
        let rules = AdjudicationRules(draw: ScoreDraw(moveNumber: 3, moveCount: 2, score: 10))
        // Runs of 2 each by ply 4, but 3 full moves only at ply 6.
        let ended = end(rules, Array(repeating: .units(10), count: 8))
        #expect(ended?.ply == 6)
        #expect(ended?.winner == nil)
        #expect(ended?.reason == "adjudicated: a draw, both scores within 10 of zero for 2 moves (score)")
        // O's 11 (out of the bound) at ply 6 starts its run again: ply 10.
        let scores: [MoveScore?] = [.units(0), .units(0), .units(0), .units(0), .units(0), .units(-11), .units(0), .units(0), .units(0), .units(0)]
        #expect(end(rules, scores)?.ply == 10)
        // A mate is never a draw score.
        #expect(end(rules, [.units(0), .mate(9), .units(0), .mate(9), .units(0), .mate(9)]) == nil)
    }

    @Test("max-moves: a draw once the game has N moves, scores or not")
    func maxMoves() {
        let ended = end(AdjudicationRules(maxMoves: 7), Array(repeating: nil, count: 10))
        #expect(ended?.ply == 7)
        #expect(ended?.winner == nil)
        #expect(ended?.reason == "adjudicated: a draw at 7 moves (move limit)")
    }
}
