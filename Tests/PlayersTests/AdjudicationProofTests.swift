import Foundation
import GameCore
import GameRecords
import Players
import Referee
import Search
import Testing
import TextAndFiles
import Tournaments

@Suite("A journal's solver results are proved again by ttt's solver where it is fast: connect four, small boards")
struct AdjudicationProofTests {
    static let makeSolver: @Sendable (Rules) -> (any PositionSolver)? = { ExactSolver(rules: $0) }

    /// Runs a tournament with `adjudication` into a new journal; returns its path and lines.
    static func journal(_ specs: [String], rules: Rules, games: Int, adjudication: AdjudicationRules) async throws -> (TournamentPlan, String, [String]) {
        var plan = TournamentPlan(specs: try specs.map { try PlayerSpec(parsing: $0) }, gamesPerPairing: games, seed: 5, rules: rules)
        plan.adjudication = adjudication
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("proof-\(UUID().uuidString).jsonl").path
        var tournament = Tournament(plan: plan, registry: .standard, concurrency: 1, journalPath: path)
        tournament.makeSolver = makeSolver
        _ = try await tournament.run()
        return (plan, path, try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    /// The messages with which `--resume` and merge, given ttt's solver, refuse `path` (nil: read).
    static func refusals(_ path: String, plan: TournamentPlan) async -> (resume: String?, merge: String?) {
        var tournament = Tournament(plan: plan, registry: .standard, journalPath: path, resume: true)
        tournament.makeSolver = makeSolver
        var resume: String?
        do { _ = try await tournament.run() } catch { resume = error.message }
        var merge: String?
        do { _ = try JournalMerge(paths: [path], makeSolver: makeSolver) } catch { merge = error.message }
        return (resume, merge)
    }

    @Test("The solver's results a run writes are proved again and read, on connect four, tic-tac-toe and 4x4", arguments: [
        (["heuristic", "random"], Rules.connectFour, AdjudicationRules(exact: ExactAdjudication(plies: 8))),
        (["perfect", "heuristic"], Rules.ticTacToe, AdjudicationRules(exact: ExactAdjudication(plies: 4))),
        (["perfect", "heuristic"], try! Rules(parsing: "4x4"), AdjudicationRules(exact: ExactAdjudication(plies: 5))),
    ])
    func trueResultsRead(specs: [String], rules: Rules, adjudication: AdjudicationRules) async throws {
        let (plan, path, lines) = try await Self.journal(specs, rules: rules, games: 4, adjudication: adjudication)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(lines.contains { $0.contains(#"(solver)""#) }, "\(lines)")
        let merge = try JournalMerge(paths: [path], makeSolver: Self.makeSolver)
        #expect(merge.gameCount == plan.gameCount)
        var resumed = Tournament(plan: plan, registry: .standard, journalPath: path, resume: true)
        resumed.makeSolver = Self.makeSolver
        let outcome = try await resumed.run()
        #expect(outcome.playedNow == 0)
        #expect(outcome.standings == merge.standings)
    }

    @Test("A connect four win given to the other side, its plies of the right parity, is proved wrong and refused")
    func connectFourWrongWinner() async throws {
        let (plan, path, lines) = try await Self.journal(
            ["heuristic", "random"], rules: .connectFour, games: 4, adjudication: AdjudicationRules(exact: ExactAdjudication(plies: 8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let number = try #require(lines.indices.first { lines[$0].contains("wins with perfect play in") })
        var game = try JournalEntry(line: lines[number])
        let winner = try #require(game.winner)
        let plies = try #require(ExactAdjudicationTests.promisedPlies(game.reason))
        let claim = "adjudicated: \(winner.opponent) wins with perfect play in \(plies + 1) plies (solver)"
        game.winner = winner.opponent
        game.reason = claim
        var edited = lines
        edited[number] = game.line
        try (edited.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let message = "\(path):\(number + 1): The reason '\(claim)' does not hold: from the position after its moves, ttt's solver proves that \(winner) wins with perfect play in \(plies) pl\(plies == 1 ? "y" : "ies")."
        let (resume, merge) = await Self.refusals(path, plan: plan)
        #expect(resume == message)
        #expect(merge == message)
        // NB: without the solver, the claim is one the rules could give.
        #expect(try JournalMerge(paths: [path]).gameCount == plan.gameCount)
    }

    @Test("A tic-tac-toe draw where X wins at once is proved wrong and refused")
    func ticTacToeWrongDraw() async throws {
        let (plan, path, lines) = try await Self.journal(
            ["perfect", "heuristic"], rules: .ticTacToe, games: 2, adjudication: AdjudicationRules(exact: ExactAdjudication(plies: 5)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var game = try JournalEntry(line: lines[1])
        // NB: X has a1 and b2, and is to move: c3 wins.
        let empty = Board(rules: .ticTacToe)
        game.moves = try ["a1", "b1", "b2", "c1"].map { try empty.move(parsing: $0) }
        game.openingLength = 0
        game.winner = nil
        game.reason = "adjudicated: a draw with perfect play (solver)"
        try ([lines[0], game.line].joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let message = "\(path):2: The reason 'adjudicated: a draw with perfect play (solver)' does not hold: from the position after its moves, ttt's solver proves that X wins with perfect play in 1 ply."
        let (resume, merge) = await Self.refusals(path, plan: plan)
        #expect(resume == message)
        #expect(merge == message)
    }
}
