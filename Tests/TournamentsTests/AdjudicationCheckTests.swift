import Foundation
import GameCore
import GameRecords
import Referee
import Synchronization
import TestSupport
import Testing
import TextAndFiles
import Tournaments

@Suite("An adjudicated game in a journal is checked against the tournament's rules, not trusted")
struct AdjudicationCheckTests {
    /// A connect four tournament of the test players (two games) with `adjudication`.
    static func plan(_ adjudication: AdjudicationRules = AdjudicationRules(), rules: Rules = .connectFour) -> TournamentPlan {
        var plan = TournamentPlan(
            specs: [try! PlayerSpec(parsing: "seeded"), try! PlayerSpec(parsing: "first")], gamesPerPairing: 2, seed: 5, rules: rules)
        plan.adjudication = adjudication
        return plan
    }

    /// Game 1 of `plan`'s schedule (its players, seed and opening), ended after `moves` with
    /// `winner` and `reason`.
    static func game(_ plan: TournamentPlan, moves: String, winner: Mark?, reason: String) async throws -> JournalEntry {
        let first = Mutex<JournalEntry?>(nil)
        _ = try await Tournament(plan: plan, registry: JournalTests.registry, concurrency: 1).run(onGame: { entry in
            first.withLock { if entry.index == 0 { $0 = entry } }
        })
        var game = try #require(first.withLock { $0 })
        var board = Board(rules: plan.rules)
        game.moves = try moves.split(separator: " ").map { word in
            let move = try board.move(parsing: String(word))
            board = try board.playing(move)
            return move
        }
        game.openingLength = 0
        game.winner = winner
        game.reason = reason
        return game
    }

    /// Writes a journal of `plan` holding `game` alone, and returns its path.
    static func journal(_ plan: TournamentPlan, _ game: JournalEntry) throws -> String {
        let path = JournalTests.temporaryPath("adjudicated")
        try ([plan.header(shard: nil).serialized, game.line].joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The messages with which `--resume` and merge refuse the journal at `path` (nil: read);
    /// `makeSolver` is given to both.
    static func refusals(
        _ path: String, plan: TournamentPlan, makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)? = nil
    ) async -> (resume: String?, merge: String?) {
        var resume: String?
        var tournament = Tournament(plan: plan, registry: JournalTests.registry, journalPath: path, resume: true)
        tournament.makeSolver = makeSolver
        do { _ = try await tournament.run() } catch { resume = error.message }
        var merge: String?
        do { _ = try JournalMerge(paths: [path], makeSolver: makeSolver) } catch { merge = error.message }
        return (resume, merge)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var rules: AdjudicationRules
        var moves: String
        var winner: Mark?
        var reason: String
        /// The refusal, after `FILE:2: `; nil when the game is read.
        var problem: String?
        var testDescription: String { "\(reason) after '\(moves)'" }
    }

    static let exact8 = AdjudicationRules(exact: ExactAdjudication(plies: 8))
    static let resign = ScoreResign(moveCount: 1, score: 600)

    @Test("Each adjudication the rules do not give is refused by --resume and by merge, naming the line", arguments: [
        // The issue's: an adjudicated game in a journal of a run that adjudicates nothing.
        Case(rules: AdjudicationRules(), moves: "d", winner: .o, reason: "adjudicated: O wins because I say so (solver)",
             problem: "The reason 'adjudicated: O wins because I say so (solver)' is an adjudication, but the tournament adjudicates no game: its journal's first line has no adjudication rules."),
        Case(rules: AdjudicationRules(), moves: "d d c c", winner: nil, reason: "adjudicated: a draw at 4 moves (move limit)",
             problem: "The reason 'adjudicated: a draw at 4 moves (move limit)' is an adjudication, but the tournament adjudicates no game: its journal's first line has no adjudication rules."),
        // A win for the side that lost.
        Case(rules: exact8, moves: "d g c g", winner: .o, reason: "adjudicated: X wins with perfect play in 3 plies (solver)",
             problem: "The result '0-1' disagrees with the reason 'adjudicated: X wins with perfect play in 3 plies (solver)': that is a win for X."),
        Case(rules: AdjudicationRules(resign: resign), moves: "d g c", winner: .x, reason: "adjudicated: X resigns, its score -600 or worse for 1 move (score)",
             problem: "The result '1-0' disagrees with the reason 'adjudicated: X resigns, its score -600 or worse for 1 move (score)': that is a win for O."),
        Case(rules: exact8, moves: "d d c c b b", winner: .x, reason: "adjudicated: a draw with perfect play (solver)",
             problem: "The result '1-0' disagrees with the reason 'adjudicated: a draw with perfect play (solver)': that is a draw."),
        // A solver's draw with 38 empty cells under plies=8.
        Case(rules: exact8, moves: "d d c c", winner: nil, reason: "adjudicated: a draw with perfect play (solver)",
             problem: "The reason 'adjudicated: a draw with perfect play (solver)' does not follow from the moves: 38 cells are empty, and --adjudicate exact,plies=8 draws a game with at most 8."),
        // A resignation with no --resign rule.
        Case(rules: exact8, moves: "d g c g", winner: .o, reason: "adjudicated: X resigns, its score -600 or worse for 3 moves (score)",
             problem: "The reason 'adjudicated: X resigns, its score -600 or worse for 3 moves (score)' is a resignation, but the tournament has no --resign rule."),
        // A move-limit draw after 4 moves.
        Case(rules: AdjudicationRules(maxMoves: 40), moves: "d d c c", winner: nil, reason: "adjudicated: a draw at 40 moves (move limit)",
             problem: "The reason 'adjudicated: a draw at 40 moves (move limit)' does not follow from the moves: the game has 4 moves, and --max-moves 40 ends a game at move 40."),
        Case(rules: AdjudicationRules(maxMoves: 40), moves: "d d c c", winner: nil, reason: "adjudicated: a draw at 4 moves (move limit)",
             problem: "The reason 'adjudicated: a draw at 4 moves (move limit)' is not the one --max-moves 40 writes: 'a draw at 40 moves (move limit)'."),
        Case(rules: exact8, moves: "d d c c", winner: nil, reason: "adjudicated: a draw at 4 moves (move limit)",
             problem: "The reason 'adjudicated: a draw at 4 moves (move limit)' is the move limit's, but the tournament has no --max-moves rule."),
        // Past the limit, whatever the ending.
        Case(rules: AdjudicationRules(maxMoves: 4), moves: "d g c g b e a", winner: .x, reason: "line a1 b1 c1 d1",
             problem: "The game has 7 moves, but --max-moves 4 ends a game at move 4."),
        // The solver's.
        Case(rules: AdjudicationRules(maxMoves: 40), moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 3 plies (solver)",
             problem: "The reason 'adjudicated: X wins with perfect play in 3 plies (solver)' is the solver's, but the tournament has no --adjudicate exact rule."),
        Case(rules: exact8, moves: "d", winner: .o, reason: "adjudicated: O wins because I say so (solver)",
             problem: "The reason 'adjudicated: O wins because I say so (solver)' is not one the solver writes: 'X wins with perfect play in N plies (solver)' or 'a draw with perfect play (solver)'."),
        Case(rules: exact8, moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 9 plies (solver)",
             problem: "The reason 'adjudicated: X wins with perfect play in 9 plies (solver)' is beyond the plies: --adjudicate exact,plies=8 ends a game with a win in at most 8 plies."),
        Case(rules: exact8, moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 4 plies (solver)",
             problem: "The reason 'adjudicated: X wins with perfect play in 4 plies (solver)' does not follow from the moves: X is to move, so X's win takes an odd number of plies."),
        Case(rules: AdjudicationRules(exact: ExactAdjudication(results: .draw)), moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 3 plies (solver)",
             problem: "The reason 'adjudicated: X wins with perfect play in 3 plies (solver)' is a win, but --adjudicate exact,draw adjudicates draws only."),
        Case(rules: AdjudicationRules(exact: ExactAdjudication(plies: 40, results: .winLoss)), moves: "d d c c", winner: nil, reason: "adjudicated: a draw with perfect play (solver)",
             problem: "The reason 'adjudicated: a draw with perfect play (solver)' is a draw, but --adjudicate exact,plies=40,win-loss adjudicates wins and losses only."),
        // The scores'.
        Case(rules: exact8, moves: "d g c", winner: .o, reason: "adjudicated: X gave up (score)",
             problem: "The reason 'adjudicated: X gave up (score)' is the scores', but the tournament has no --resign or --draw rule."),
        Case(rules: AdjudicationRules(resign: resign), moves: "d g c g", winner: .o, reason: "adjudicated: X resigns, its score -600 or worse for 1 move (score)",
             problem: "The reason 'adjudicated: X resigns, its score -600 or worse for 1 move (score)' does not follow from the moves: the last move is O's, and under --resign movecount=1,score=600 a player resigns on a move of its own."),
        Case(rules: AdjudicationRules(resign: ScoreResign(moveCount: 3, score: 600)), moves: "d g c", winner: .o, reason: "adjudicated: X resigns, its score -600 or worse for 3 moves (score)",
             problem: "The reason 'adjudicated: X resigns, its score -600 or worse for 3 moves (score)' does not follow from the moves: X made 2 moves after the opening, and --resign movecount=3,score=600 needs its score on 3."),
        Case(rules: AdjudicationRules(resign: resign), moves: "d g c", winner: .o, reason: "adjudicated: X resigns, its score -500 or worse for 1 move (score)",
             problem: "The reason 'adjudicated: X resigns, its score -500 or worse for 1 move (score)' is not one the tournament's score rules write: 'X resigns, its score -600 or worse for 1 move (score)' or 'O resigns, its score -600 or worse for 1 move (score)'."),
        Case(rules: AdjudicationRules(resign: resign), moves: "d d c c", winner: nil, reason: "adjudicated: a draw, both scores within 10 of zero for 2 moves (score)",
             problem: "The reason 'adjudicated: a draw, both scores within 10 of zero for 2 moves (score)' is a draw by the scores, but the tournament has no --draw rule."),
        Case(rules: AdjudicationRules(draw: ScoreDraw(moveNumber: 20, moveCount: 2, score: 10)), moves: "d d c c", winner: nil,
             reason: "adjudicated: a draw, both scores within 10 of zero for 2 moves (score)",
             problem: "The reason 'adjudicated: a draw, both scores within 10 of zero for 2 moves (score)' does not follow from the moves: the game has 2 full moves, and --draw movenumber=20,movecount=2,score=10 draws no game before 20."),
        Case(rules: AdjudicationRules(draw: ScoreDraw(moveNumber: 0, moveCount: 3, score: 10)), moves: "d d c c", winner: nil,
             reason: "adjudicated: a draw, both scores within 10 of zero for 3 moves (score)",
             problem: "The reason 'adjudicated: a draw, both scores within 10 of zero for 3 moves (score)' does not follow from the moves: X made 2 moves after the opening, and --draw movenumber=0,movecount=3,score=10 needs both scores on 3."),
        // What the rules do give is read.
        Case(rules: AdjudicationRules(maxMoves: 4), moves: "d d c c", winner: nil, reason: "adjudicated: a draw at 4 moves (move limit)"),
        Case(rules: exact8, moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 3 plies (solver)"),
        Case(rules: AdjudicationRules(resign: resign), moves: "d g c", winner: .o, reason: "adjudicated: X resigns, its score -600 or worse for 1 move (score)"),
        Case(rules: AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 600, twoSided: true)), moves: "d g c g", winner: .o,
             reason: "adjudicated: X resigns, its score -600 or worse for 2 moves (score)"),
        Case(rules: AdjudicationRules(draw: ScoreDraw(moveNumber: 2, moveCount: 2, score: 10)), moves: "d d c c", winner: nil,
             reason: "adjudicated: a draw, both scores within 10 of zero for 2 moves (score)"),
    ])
    func refused(_ check: Case) async throws {
        let plan = Self.plan(check.rules)
        let path = try Self.journal(plan, try await Self.game(plan, moves: check.moves, winner: check.winner, reason: check.reason))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (resume, merge) = await Self.refusals(path, plan: plan)
        #expect(resume == check.problem.map { "\(path):2: \($0)" })
        #expect(merge == check.problem.map { "\(path):2: \($0)" })
        if check.problem != nil { #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before) }
    }

    @Test("The adjudications a run writes are read: resignations (one- and two-sided), draws by the scores, the move limit", arguments: [
        AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 600), maxMoves: 20),
        AdjudicationRules(draw: ScoreDraw(moveNumber: 3, moveCount: 2, score: 10), resign: ScoreResign(moveCount: 2, score: 600, twoSided: true), maxMoves: 30),
    ])
    func runsAreRead(_ adjudication: AdjudicationRules) async throws {
        let registry = PlayerRegistry(entries: [
            .init(name: "scored", summary: "Random moves, each with the score given.", options: ["score=N"]) { spec, context in
                ScoredPlayer(name: spec.text, seed: context.seed, score: spec.option("score").flatMap { Int($0) }.map { .units($0) })
            },
        ])
        var plan = TournamentPlan(
            specs: try ["scored:score=-700", "scored:score=700", "scored:score=0", "scored:score=5"].map { try PlayerSpec(parsing: $0) },
            gamesPerPairing: 2, seed: 11, rules: .connectFour)
        plan.adjudication = adjudication
        let path = JournalTests.temporaryPath("scored")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await Tournament(plan: plan, registry: registry, concurrency: 2, journalPath: path).run()
        let merge = try JournalMerge(paths: [path])
        #expect(merge.gameCount == plan.gameCount)
        #expect(merge.standings == run.standings)
        let entries = try merge.entries()
        let kinds = Set(entries.map { EndingTally.kind(ofReason: $0.reason) })
        #expect(kinds.isSuperset(of: ["score", "move limit"]), "\(entries.map(\.reason))")
        if adjudication.draw != nil {
            #expect(entries.contains { $0.reason.hasPrefix("adjudicated: a draw, both scores") }, "\(entries.map(\.reason))")
        }
        let resumed = try await Tournament(plan: plan, registry: registry, journalPath: path, resume: true).run()
        #expect(resumed.playedNow == 0)
        #expect(resumed.standings == run.standings)
    }

    /// A solver that answers `answer` to every position, and counts the positions asked.
    final class FixedSolver: PositionSolver {
        let answer: ProvenResult?
        let asked = Mutex(0)
        init(_ answer: ProvenResult?) { self.answer = answer }
        func prove(_ board: Board, within budget: Duration, vcf: Bool) -> ProvenResult? {
            asked.withLock { $0 += 1 }
            return answer
        }
    }

    @Test("The solver given to the readers proves a solver's result again: another winner is refused; other plies, or no proof, are not")
    func provedAgain() async throws {
        let plan = Self.plan(Self.exact8)
        let game = try await Self.game(plan, moves: "d g c g", winner: .x, reason: "adjudicated: X wins with perfect play in 3 plies (solver)")
        let cases: [(ProvenResult?, String?)] = [
            (.draw, "a draw with perfect play"),
            (.win(.o, plies: 4), "that O wins with perfect play in 4 plies"),
            (.win(.x, plies: 5), nil),
            (nil, nil),
        ]
        for (answer, proof) in cases {
            let path = try Self.journal(plan, game)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let message = proof.map {
                "\(path):2: The reason 'adjudicated: X wins with perfect play in 3 plies (solver)' does not hold: from the position after its moves, ttt's solver proves \($0)."
            }
            let solver = FixedSolver(answer)
            var merge: String?
            do { _ = try JournalMerge(paths: [path], makeSolver: { _ in solver }) } catch { merge = error.message }
            #expect(merge == message, "\(String(describing: answer))")
            #expect(solver.asked.withLock { $0 } == 1)
            let (resume, _) = await Self.refusals(path, plan: plan, makeSolver: { _ in FixedSolver(answer) })
            #expect(resume == message, "\(String(describing: answer))")
        }
        // NB: without a solver, nothing is proved again.
        let path = try Self.journal(plan, game)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try JournalMerge(paths: [path]).gameCount == 1)
    }

    @Test("Only where the solver is fast: a gomoku game's solver result is not proved again")
    func bigBoardsNotProved() async throws {
        let plan = Self.plan(AdjudicationRules(exact: ExactAdjudication(vcf: true)), rules: .gomoku)
        let path = try Self.journal(plan, try await Self.game(
            plan, moves: "h8 a1 i8 a3 j8 a5 k8", winner: .x, reason: "adjudicated: X wins with perfect play in 2 plies (solver)"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let solver = FixedSolver(.draw)
        #expect(try JournalMerge(paths: [path], makeSolver: { _ in solver }).gameCount == 1)
        #expect(solver.asked.withLock { $0 } == 0)
    }
}
