public import GameCore

/// The referee's adjudication of one game: the rules, the solver, and the scores seen so
/// far. Asked after every move that does not end the game.
public struct Adjudicator: Sendable {
    public let rules: AdjudicationRules
    let solver: (any PositionSolver)?
    /// Each side's scores in a row within the draw bound (by the mark's index: X 0, O 1).
    private var drawRun = [0, 0]
    /// Each side's scores in a row at or below minus the resign bound, and at or above it.
    private var losingRun = [0, 0]
    private var winningRun = [0, 0]

    /// An adjudicator for one game; `solver` is needed for exact adjudication (without one,
    /// that rule never applies).
    public init(rules: AdjudicationRules, solver: (any PositionSolver)?) {
        self.rules = rules
        self.solver = solver
    }

    /// Whether the game ends after `mover`'s move, which left `board` (not over) after
    /// `moveCount` moves in all; `score` is what the mover reported with it (nil: none).
    ///
    /// The rules are tried in this order: the solver's proof, the resign rule, the draw rule,
    /// the move limit.
    public mutating func judge(_ board: Board, moveCount: Int, mover: Mark, score: MoveScore?) -> GameResult? {
        if let exact = rules.exact, let solver, let result = exactResult(board, exact: exact, solver: solver) {
            return result
        }
        if rules.readsScores, let result = scoreResult(moveCount: moveCount, mover: mover, score: score) { return result }
        if let limit = rules.maxMoves, moveCount >= limit {
            return GameResult(winner: nil, reason: .adjudicated(.moveLimit(limit)))
        }
        return nil
    }

    /// The proven result, when it ends the game now: a win within the plies, or a draw with
    /// no more empty cells than the plies (never earlier: a book's verdict on move one is no
    /// adjudication).
    private func exactResult(_ board: Board, exact: ExactAdjudication, solver: any PositionSolver) -> GameResult? {
        let empty = board.rules.cellCount - board.moveCount
        // NB: the solver is not asked where nothing it could say would end the game.
        if exact.results == .draw, empty > exact.plies { return nil }
        guard let proven = solver.prove(board, within: exact.budget, vcf: exact.vcf) else { return nil }
        switch proven {
        case let .win(winner, plies):
            guard exact.results != .draw, plies <= exact.plies else { return nil }
            return GameResult(winner: winner, reason: .adjudicated(.solverWin(winner, plies: plies)))
        case .draw:
            guard exact.results != .winLoss, empty <= exact.plies else { return nil }
            return GameResult(winner: nil, reason: .adjudicated(.solverDraw))
        }
    }

    /// Counts the mover's score and applies the resign and draw rules, as cutechess-cli and
    /// fastchess count: a run of a side's own moves, broken by a move without a score.
    private mutating func scoreResult(moveCount: Int, mover: Mark, score: MoveScore?) -> GameResult? {
        let side = mover == .x ? 0 : 1
        let other = 1 - side
        guard let score else {
            drawRun[side] = 0
            losingRun[side] = 0
            winningRun[side] = 0
            return nil
        }
        let value = score.bounded
        if let resign = rules.resign {
            losingRun[side] = value <= -resign.score ? losingRun[side] + 1 : 0
            winningRun[side] = value >= resign.score ? winningRun[side] + 1 : 0
            // NB: the mover's own score says it is lost; two-sided, its opponent must agree.
            if losingRun[side] >= resign.moveCount, !resign.twoSided || winningRun[other] >= resign.moveCount {
                return GameResult(winner: mover.opponent, reason: .adjudicated(.resignation(of: mover, rule: resign)))
            }
            // NB: two-sided, the loser may have spoken first: the winner's run completes it.
            if resign.twoSided, winningRun[side] >= resign.moveCount, losingRun[other] >= resign.moveCount {
                return GameResult(winner: mover, reason: .adjudicated(.resignation(of: mover.opponent, rule: resign)))
            }
        }
        if let draw = rules.draw {
            drawRun[side] = abs(value) <= draw.score ? drawRun[side] + 1 : 0
            // NB: full moves: one of each side's; the count of the side that moved second is the lower.
            if moveCount / 2 >= draw.moveNumber, drawRun[side] >= draw.moveCount, drawRun[other] >= draw.moveCount {
                return GameResult(winner: nil, reason: .adjudicated(.scoreDraw(rule: draw)))
            }
        }
        return nil
    }
}
