import Foundation
import GameCore
import GameRecords
import Players
import Referee
import Search
import Synchronization
import Testing
import TextAndFiles
import Tournaments

@Suite("Exact adjudication: ttt's solver ends a game only once perfect play would end it soon")
struct ExactAdjudicationTests {
    /// Plays a tournament with `adjudication` and returns its games in index order.
    static func games(_ specs: [String], rules: Rules, games: Int, adjudication: AdjudicationRules, seed: UInt64 = 3) async throws -> [JournalEntry] {
        var plan = TournamentPlan(
            specs: try specs.map { try PlayerSpec(parsing: $0) }, gamesPerPairing: games, seed: seed, rules: rules)
        plan.adjudication = adjudication
        var tournament = Tournament(plan: plan, registry: .standard, concurrency: 2)
        tournament.makeSolver = { ExactSolver(rules: $0) }
        let played = Mutex<[JournalEntry]>([])
        _ = try await tournament.run(onGame: { entry in played.withLock { $0.append(entry) } })
        return played.withLock { $0 }.sorted { $0.index < $1.index }
    }

    /// The plies an adjudication promised (`... in 7 plies (solver)`).
    static func promisedPlies(_ reason: String) -> Int? {
        guard let range = reason.range(of: #"in (\d+) pl"#, options: .regularExpression) else { return nil }
        return Int(reason[range].dropFirst(3).dropLast(3))
    }

    @Test("heuristic against random at connect four: each adjudicated result is what perfect against perfect reaches from there, within the plies promised")
    func adjudicatedResultsHoldUnderPerfectPlay() async throws {
        let entries = try await Self.games(
            ["heuristic", "random"], rules: .connectFour, games: 8, adjudication: AdjudicationRules(exact: ExactAdjudication()))
        #expect(entries.count == 8)
        let adjudicated = entries.filter { $0.reason.hasPrefix("adjudicated: ") }
        // NB: a connect four game between these two never ends by itself before the solver sees its end.
        #expect(adjudicated.count >= 6, "\(entries.map(\.reason))")
        for entry in adjudicated {
            #expect(entry.reason.hasSuffix("(solver)"))
            let opening = try Game(rules: .connectFour, moves: entry.moves)
            #expect(!opening.board.isOver, "adjudicated a game already over: \(entry.moves)")
            let played = await Coordinator(rules: .connectFour).play(
                x: PerfectPlayer(timeLimit: .seconds(5)), o: PerfectPlayer(timeLimit: .seconds(5)), opening: opening)
            let plies = played.moves.count - entry.moves.count
            #expect(played.result.winner == entry.winner, "\(entry.moves): adjudicated \(entry.reason), perfect play \(played.result)")
            if entry.winner != nil {
                let promised = try #require(Self.promisedPlies(entry.reason), "\(entry.reason)")
                #expect(promised <= ExactAdjudication.defaultPlies)
                #expect(plies <= promised, "\(entry.moves): promised \(promised) plies, perfect play took \(plies)")
            } else {
                #expect(Rules.connectFour.cellCount - entry.moves.count <= ExactAdjudication.defaultPlies)
            }
        }
    }

    @Test("never earlier than the plies: with plies=1 only a win on the next move ends a game")
    func neverEarlier() async throws {
        let entries = try await Self.games(
            ["heuristic", "random"], rules: .connectFour, games: 6,
            adjudication: AdjudicationRules(exact: ExactAdjudication(plies: 1)))
        for entry in entries where entry.reason.hasPrefix("adjudicated: ") {
            #expect(entry.reason.hasSuffix("wins with perfect play in 1 ply (solver)"), "\(entry.reason)")
            // NB: the winner is the side to move, with a line to complete at once.
            let board = try Game(rules: .connectFour, moves: entry.moves).board
            #expect(board.sideToMove == entry.winner)
        }
    }

    @Test("win-loss leaves draws to the board, draw leaves wins to it")
    func resultKinds() async throws {
        let drawsOnly = try await Self.games(
            ["perfect", "perfect:time=200ms"], rules: .ticTacToe, games: 2,
            adjudication: AdjudicationRules(exact: ExactAdjudication(plies: 4, results: .draw)))
        for entry in drawsOnly {
            #expect(entry.reason == "adjudicated: a draw with perfect play (solver)", "\(entry.reason)")
            // NB: a draw is adjudicated with at most 4 empty cells left, and at the first such move.
            #expect(entry.moves.count == 5)
        }
        let winLoss = try await Self.games(
            ["perfect", "perfect:time=200ms"], rules: .ticTacToe, games: 2,
            adjudication: AdjudicationRules(exact: ExactAdjudication(plies: 4, results: .winLoss)))
        for entry in winLoss { #expect(entry.reason == "board full", "\(entry.reason)") }
    }

    @Test("a big board is adjudicated only with vcf, and then only by a proven win")
    func bigBoardsNeedVCF() {
        let rules = Rules.gomoku
        // NB: X has four in a row and is to move: a win at once, which the threat search proves.
        let empty = Board(rules: rules)
        let game = try! Game(rules: rules, moves: ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7"].map { try! empty.move(parsing: $0) })
        let solver = ExactSolver(rules: rules)
        #expect(solver.prove(game.board, within: .milliseconds(200), vcf: false) == nil)
        #expect(solver.prove(game.board, within: .milliseconds(200), vcf: true) == .win(.x, plies: 1))
    }

    @Test("the rules are in the journal's header: a resume with other rules is refused, naming them")
    func resumeKeepsTheRules() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("adjudication-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var plan = TournamentPlan(specs: [try PlayerSpec(parsing: "heuristic"), try PlayerSpec(parsing: "random")], gamesPerPairing: 4, rules: .connectFour)
        plan.adjudication = AdjudicationRules(exact: ExactAdjudication(plies: 8))
        var tournament = Tournament(plan: plan, registry: .standard, journalPath: path)
        tournament.makeSolver = { ExactSolver(rules: $0) }
        _ = try await tournament.run()
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[0]
        #expect(header.contains(#""adjudication":{"exact":"exact,plies=8","budget":"20ms"}"#))
        plan.adjudication = AdjudicationRules(exact: ExactAdjudication(plies: 12))
        let resumed = Tournament(plan: plan, registry: .standard, journalPath: path, resume: true)
        await #expect(throws: InputError.self) { _ = try await resumed.run() }
        do { _ = try await resumed.run() } catch {
            #expect(error.message.contains(#"its adjudication is {"exact":"exact,plies=8","budget":"20ms"}"#), "\(error.message)")
        }
    }

    @Test("options are read and refused as written", arguments: [
        ("exact,plies=0", "plies is a whole number from 1 to 1000, not '0'."),
        ("exact,fast", "unknown part 'fast' (give plies=N, win-loss, draw, both or vcf)."),
        ("solver", "it starts with 'exact'"),
    ])
    func optionErrors(text: String, message: String) {
        #expect(throws: InputError.self) { try ExactAdjudication(parsing: text) }
        do { _ = try ExactAdjudication(parsing: text) } catch { #expect(error.message.contains(message), "\(error.message)") }
        #expect(try! ExactAdjudication(parsing: "exact,plies=8,draw,vcf") == ExactAdjudication(plies: 8, results: .draw, vcf: true))
    }
}
