import GameCore
import Referee

/// Checks the adjudicated games of a journal against its tournament's adjudication rules
/// (the header's): an adjudication is checked, as every other ending is, not trusted.
///
/// A game whose reason is `adjudicated: ...` is refused unless:
/// - its rule is in the header (`--adjudicate exact`, `--resign`, `--draw`, `--max-moves`),
///   and the reason is worded as that rule words it, with the header's numbers (see
///   ``AdjudicationNote``);
/// - its result is the reason's: the solver's winner, the other side of a resignation, a draw
///   for the rest;
/// - the facts that are cheap to check hold: the move limit's draw comes at the limit (or at
///   the first move after a longer opening); the solver ends a game only after a player's
///   move, only with a kind of result its rule adjudicates (`win-loss`, `draw`), with a win
///   in at most the rule's plies and of the parity the side to move gives it (the side to
///   move wins on an odd ply), or with a draw with no more empty cells than the plies; a
///   resignation comes after the loser made `movecount` moves past the opening (and, as the
///   rule is one-sided, the last move), its opponent too when it is two-sided; a draw by the
///   scores comes at `movenumber` full moves or later, after both sides made `movecount` moves
///   past the opening;
/// - where the solver is fast, it proves the same result again from the position after the
///   moves: on gravity boards of at most 42 cells (connect four's) and on other boards of at
///   most 16 (tic-tac-toe, 4x4), each position within the header's `--adjudicate-budget` (the
///   time the run gave it). A result the solver proves otherwise is refused; one it does not
///   settle within the budget is let be. The solver is given (``Tournament/makeSolver``, and
///   the readers' `makeSolver`): the records know no search. Without one, nothing is proved again.
///
/// Not checked: the scores (a journal does not keep them), the plies of a solver's win beyond
/// their parity and bound, the solver's results on bigger boards (a gomoku game's win by
/// `vcf`), and whether an earlier move should have ended the game already. Every game, of
/// whatever ending, is checked to have no more moves than the move limit lets a game have.
package struct AdjudicationCheck {
    /// The header's rules.
    let rules: AdjudicationRules
    private let makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)?
    /// The solver, made at the first game it proves again (nil: none could be made).
    private var solver: (any PositionSolver)?
    private var madeSolver = false

    static let prefix = "adjudicated: "

    package init(rules: AdjudicationRules, makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)?) {
        self.rules = rules
        self.makeSolver = makeSolver
    }

    /// Whether the solver's results under `rules` are proved again: where it settles a
    /// position near the end in well under a millisecond.
    static func reproves(_ rules: Rules) -> Bool {
        rules.cellCount <= (rules.gravity ? 42 : 16)
    }

    /// Why `entry`'s ending is not one the rules give, or nil when it is (or is no adjudication).
    /// - Precondition: `entry` was read from a journal line, so its moves are legal and its
    ///   reason does not contradict them (``JournalEntry/contradiction(winner:reason:board:)``).
    package mutating func problem(with entry: JournalEntry) -> String? {
        let count = entry.moves.count
        if let limit = rules.maxMoves, count > Self.end(limit, entry) {
            return "The game has \(count) moves, but --max-moves \(limit) ends a game \(Self.at(limit, entry))."
        }
        guard entry.reason.hasPrefix(Self.prefix) else { return nil }
        let text = String(entry.reason.dropFirst(Self.prefix.count))
        // NB: a reason that names no rule is refused as its line is read.
        guard let kind = AdjudicationNote.kind(of: text[...]),
              let board = try? Game(rules: entry.rules, moves: entry.moves).board else { return nil }
        guard !rules.isEmpty else {
            return "The reason '\(entry.reason)' is an adjudication, but the tournament adjudicates no game: its journal's first line has no adjudication rules."
        }
        switch kind {
        case .exact: return solverProblem(entry, text: text, board: board)
        case .score: return scoreProblem(entry, text: text)
        case .maxMoves: return moveLimitProblem(entry, text: text)
        }
    }

    // MARK: - The solver

    private mutating func solverProblem(_ entry: JournalEntry, text: String, board: Board) -> String? {
        let reason = "The reason '\(entry.reason)'"
        guard let exact = rules.exact else { return "\(reason) is the solver's, but the tournament has no --adjudicate exact rule." }
        let claim: ProvenResult
        if text == AdjudicationNote.solverDraw.text {
            claim = .draw
        } else if let win = Self.solverWin(in: text) {
            claim = win
        } else {
            return "\(reason) is not one the solver writes: 'X wins with perfect play in N plies (solver)' or '\(AdjudicationNote.solverDraw.text)'."
        }
        let rule = "--adjudicate \(exact.description)"
        switch claim {
        case let .win(winner, plies):
            if let problem = Self.resultProblem(entry, winner: winner) { return problem }
            guard exact.results != .draw else { return "\(reason) is a win, but \(rule) adjudicates draws only." }
            guard plies <= exact.plies else {
                return "\(reason) is beyond the plies: \(rule) ends a game with a win in at most \(exact.plies) plies."
            }
            // NB: the side to move wins on its own move, an odd ply; its opponent on an even one.
            guard (plies % 2 == 1) == (winner == board.sideToMove) else {
                return "\(reason) does not follow from the moves: \(board.sideToMove) is to move, so \(winner)'s win takes an \(winner == board.sideToMove ? "odd" : "even") number of plies."
            }
        case .draw:
            if let problem = Self.resultProblem(entry, winner: nil) { return problem }
            guard exact.results != .winLoss else { return "\(reason) is a draw, but \(rule) adjudicates wins and losses only." }
            let empty = board.rules.cellCount - board.moveCount
            guard empty <= exact.plies else {
                return "\(reason) does not follow from the moves: \(empty) cells are empty, and \(rule) draws a game with at most \(exact.plies)."
            }
        }
        guard entry.moves.count > entry.openingLength else {
            return "\(reason) does not follow from the moves: none was played after the opening, and the solver judges a game only after a player's move."
        }
        guard Self.reproves(board.rules), let proven = prove(board, exact: exact), !Self.agree(proven, claim) else { return nil }
        let proof = switch proven {
        case let .win(winner, plies): "that \(winner) wins with perfect play in \(plies) pl\(plies == 1 ? "y" : "ies")"
        case .draw: "a draw with perfect play"
        }
        return "\(reason) does not hold: from the position after its moves, ttt's solver proves \(proof)."
    }

    /// The solver's result for `board`, within the run's budget; nil without a solver, or unsettled.
    private mutating func prove(_ board: Board, exact: ExactAdjudication) -> ProvenResult? {
        if !madeSolver {
            solver = makeSolver?(board.rules)
            madeSolver = true
        }
        return solver?.prove(board, within: exact.budget, vcf: exact.vcf)
    }

    /// Whether two results have the same winner (or are both draws), whatever the plies.
    private static func agree(_ first: ProvenResult, _ second: ProvenResult) -> Bool {
        switch (first, second) {
        case let (.win(one, _), .win(other, _)): one == other
        case (.draw, .draw): true
        default: false
        }
    }

    /// The win `X wins with perfect play in 7 plies (solver)` names, worded as the solver words it.
    private static func solverWin(in text: String) -> ProvenResult? {
        let winner: Mark
        switch text.first {
        case "X": winner = .x
        case "O": winner = .o
        default: return nil
        }
        let words = " wins with perfect play in "
        guard text.dropFirst().hasPrefix(words) else { return nil }
        let digits = text.dropFirst(1 + words.count).prefix { $0.isASCII && $0.isNumber }
        guard digits.count <= 6, let plies = Int(digits), plies >= 1,
              text == AdjudicationNote.solverWin(winner, plies: plies).text else { return nil }
        return .win(winner, plies: plies)
    }

    // MARK: - The scores

    private func scoreProblem(_ entry: JournalEntry, text: String) -> String? {
        let reason = "The reason '\(entry.reason)'"
        if let resign = rules.resign, let loser = [Mark.x, .o].first(where: { AdjudicationNote.resignation(of: $0, rule: resign).text == text }) {
            return resignationProblem(entry, loser: loser, rule: resign)
        }
        if let draw = rules.draw, AdjudicationNote.scoreDraw(rule: draw).text == text {
            return scoreDrawProblem(entry, rule: draw)
        }
        if text.contains(" resigns, "), rules.resign == nil {
            return "\(reason) is a resignation, but the tournament has no --resign rule."
        }
        if text.hasPrefix("a draw, "), rules.draw == nil {
            return "\(reason) is a draw by the scores, but the tournament has no --draw rule."
        }
        var written: [String] = []
        if let resign = rules.resign {
            written.append("'\(AdjudicationNote.resignation(of: .x, rule: resign).text)' or '\(AdjudicationNote.resignation(of: .o, rule: resign).text)'")
        }
        if let draw = rules.draw { written.append("'\(AdjudicationNote.scoreDraw(rule: draw).text)'") }
        guard !written.isEmpty else { return "\(reason) is the scores', but the tournament has no --resign or --draw rule." }
        return "\(reason) is not one the tournament's score rules write: \(written.joined(separator: " or "))."
    }

    private func resignationProblem(_ entry: JournalEntry, loser: Mark, rule: ScoreResign) -> String? {
        if let problem = Self.resultProblem(entry, winner: loser.opponent) { return problem }
        let reason = "The reason '\(entry.reason)' does not follow from the moves"
        let option = "--resign \(rule.description)"
        let made = Self.moves(of: loser, after: entry)
        guard made >= rule.moveCount else {
            return "\(reason): \(loser) made \(Self.moves(made)) after the opening, and \(option) needs its score on \(rule.moveCount)."
        }
        if rule.twoSided {
            let winnerMade = Self.moves(of: loser.opponent, after: entry)
            guard winnerMade >= rule.moveCount else {
                return "\(reason): \(loser.opponent) made \(Self.moves(winnerMade)) after the opening, and \(option) needs its score on \(rule.moveCount) too."
            }
        } else {
            let lastMover: Mark = entry.moves.count % 2 == 1 ? .x : .o
            guard lastMover == loser else {
                return "\(reason): the last move is \(lastMover)'s, and under \(option) a player resigns on a move of its own."
            }
        }
        return nil
    }

    private func scoreDrawProblem(_ entry: JournalEntry, rule: ScoreDraw) -> String? {
        if let problem = Self.resultProblem(entry, winner: nil) { return problem }
        let reason = "The reason '\(entry.reason)' does not follow from the moves"
        let option = "--draw \(rule.description)"
        let count = entry.moves.count
        guard count / 2 >= rule.moveNumber else {
            return "\(reason): the game has \(count / 2) full move\(count / 2 == 1 ? "" : "s"), and \(option) draws no game before \(rule.moveNumber)."
        }
        for side in [Mark.x, .o] {
            let made = Self.moves(of: side, after: entry)
            guard made >= rule.moveCount else {
                return "\(reason): \(side) made \(Self.moves(made)) after the opening, and \(option) needs both scores on \(rule.moveCount)."
            }
        }
        return nil
    }

    /// How many of `entry`'s moves after the opening are `side`'s (X plays the even places).
    private static func moves(of side: Mark, after entry: JournalEntry) -> Int {
        let first = entry.openingLength + ((entry.openingLength % 2 == 0) == (side == .x) ? 0 : 1)
        return first < entry.moves.count ? (entry.moves.count - first + 1) / 2 : 0
    }

    private static func moves(_ count: Int) -> String { "\(count) move\(count == 1 ? "" : "s")" }

    // MARK: - The move limit

    private func moveLimitProblem(_ entry: JournalEntry, text: String) -> String? {
        let reason = "The reason '\(entry.reason)'"
        guard let limit = rules.maxMoves else { return "\(reason) is the move limit's, but the tournament has no --max-moves rule." }
        let written = AdjudicationNote.moveLimit(limit).text
        guard text == written else { return "\(reason) is not the one --max-moves \(limit) writes: '\(written)'." }
        if let problem = Self.resultProblem(entry, winner: nil) { return problem }
        guard entry.moves.count == Self.end(limit, entry) else {
            return "\(reason) does not follow from the moves: the game has \(Self.moves(entry.moves.count)), and --max-moves \(limit) ends a game \(Self.at(limit, entry))."
        }
        return nil
    }

    /// The move after which the limit ends `entry`'s game: the limit, or the first move after
    /// a longer opening (the referee judges only the players' moves).
    private static func end(_ limit: Int, _ entry: JournalEntry) -> Int { max(limit, entry.openingLength + 1) }

    /// `at move 40`, or `at move 46, the first after its opening`.
    private static func at(_ limit: Int, _ entry: JournalEntry) -> String {
        let end = end(limit, entry)
        return "at move \(end)" + (end == limit ? "" : ", the first after its opening")
    }

    /// Why the result is not `winner`'s (nil: a draw), as the reason says; nil when it is.
    private static func resultProblem(_ entry: JournalEntry, winner: Mark?) -> String? {
        guard entry.winner != winner else { return nil }
        return "The result '\(entry.score)' disagrees with the reason '\(entry.reason)': that is \(winner.map { "a win for \($0)" } ?? "a draw")."
    }
}
