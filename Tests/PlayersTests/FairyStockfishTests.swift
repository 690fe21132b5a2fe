import BotChecks
import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

/// Fairy-Stockfish, a real UCI engine that plays variants, in whole matches through
/// `uci:PATH` (the lines sent are BotsTests' UCIProtocolTests).
///
/// NB: the engine is a Debian package (`fairy-stockfish`, which .ci/run installs); where it
/// is missing these tests are reported as skipped, never as failed. Its searches keep a
/// processor busy for the whole match, so the suite takes its turn with the busy tests.
@Suite(
    .serialized, .oneBotTestAtATime, .cpuHeavy,
    .enabled(if: FairyStockfish.installed, FairyStockfish.missing)
)
struct FairyStockfishTests {

    /// A match's totals, the engine's log, and the processes it left.
    struct Run {
        var result: SeriesResult
        var log: String
        var left: [Int32]
    }

    /// `games` games between the engine and `opponent` (the engine is X in the first), each
    /// move in `time` and accepted up to a margin past it, so a busy machine's late timers
    /// never decide a game (the engine answers on time, so the margin costs nothing; under a
    /// full suite on two cores, with the cluster tests' games beside it, one answer came 1.56s
    /// late).
    func match(against opponent: String, rules: Rules, games: Int, time: Duration = .milliseconds(50)) async throws -> Run {
        let tag = ExternalFixtures.newTag()
        let logs = NSTemporaryDirectory() + "ttt-fsf-\(tag)"
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: logs) }
        var registry = PlayerRegistry.builtIn
        registry.addExternalPlayers(searchPaths: [], logDirectory: logs) { configuration in
            configuration.environment["TTT_TEST_TAG"] = tag
        }
        let series = Series(
            try PlayerSpec(parsing: "uci:\(FairyStockfish.path)"), try PlayerSpec(parsing: opponent), games: games, seed: 5,
            registry: registry, coordinator: Coordinator(rules: rules, timeLimit: time, timeMargin: .seconds(5)))
        let result = try await series.run()
        let left = await ExternalProcessTable.waitUntilGone(tag: tag)
        let files = try FileManager.default.contentsOfDirectory(atPath: logs)
        let log = try files.map { try String(contentsOfFile: "\(logs)/\($0)", encoding: .utf8) }.joined()
        return Run(result: result, log: log, left: left)
    }

    /// Checks that every game ended on the board: a line or a full board, no fault.
    func expectNoFault(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, game) in run.result.games.enumerated() {
            switch game.result.reason {
            case .line, .boardFull: break
            default: Issue.record("game \(index + 1): \(game.result.reason)", sourceLocation: sourceLocation)
            }
        }
        #expect(run.left.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func neverBeatsPerfectPlayAtTicTacToe() async throws {
        let run = try await match(against: "perfect", rules: .ticTacToe, games: 20)
        #expect(run.result.gamesPlayed == 20)
        #expect(run.result.tally(of: .second).losses == 0, "\(run.result.summary)")
        expectNoFault(run)
        // NB: one run of the engine for the whole match, told `ucinewgame` for each game.
        #expect(run.log.components(separatedBy: "# started: ").count - 1 == 1)
        #expect(run.log.components(separatedBy: "> ucinewgame").count - 1 == 20)
        #expect(run.log.contains("> setoption name UCI_Variant value ttt-3x3-k3"))
        #expect(run.log.contains("> stop\n") && run.log.contains("> quit\n"))
    }

    @Test func plays4x4AgainstTheHeuristic() async throws {
        let run = try await match(against: "heuristic", rules: .fourByFour, games: 20)
        #expect(run.result.gamesPlayed == 20)
        expectNoFault(run)
    }

    @Test func playsConnectFourAgainstTheHeuristic() async throws {
        let run = try await match(against: "heuristic", rules: .connectFour, games: 20)
        #expect(run.result.gamesPlayed == 20)
        expectNoFault(run)
        // NB: Fairy-Stockfish searches; the heuristic looks one move ahead.
        #expect(run.result.tally(of: .first).wins > run.result.tally(of: .first).losses, "\(run.result.summary)")
    }

    @Test func aBoardTooBigForTheEngineIsAFailedHandshakeWithTheReason() async throws {
        let run = try await match(against: "heuristic", rules: .gomoku, games: 1)
        let reason = try #require(run.result.games.first?.result.reason)
        #expect(reason == .playerError(
            "No handshake: it did not take the variant 'ttt-15x15-k5' (15 files, 15 ranks, connectN 5): no 'info string variant "
                + "ttt-15x15-k5' before 'readyok'. Fairy-Stockfish plays up to 12 files and 10 ranks in its largeboards build "
                + "(its name says 'LB'), 8 by 8 in others."))
        #expect(run.left.isEmpty)
    }

    @Test func checkBotPassesEveryUCICheck() async throws {
        let configuration = BotConfiguration(name: "fairy-stockfish", command: BotCommand(arguments: [FairyStockfish.path]))
        let results = await UCICheck(configuration: configuration, budget: .milliseconds(200)).run()
        #expect(results.map(\.name) == ["uci", "variant", "isready", "tictactoe", "4x4", "connect4", "answers within 200ms", "quit"])
        for result in results { #expect(result.passed, "\(result)") }
    }
}
