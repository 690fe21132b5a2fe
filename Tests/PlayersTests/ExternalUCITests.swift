import BotProcesses
import BotProtocols
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// The UCI adapter against an engine written for the tests (Players/bots/uci/
    /// uci-first-free.py: the first free cell, a1, b1, ...; with gravity the first column
    /// with room), so these run without Fairy-Stockfish; the lines sent are BotsTests'
    /// UCIProtocolTests, and Fairy-Stockfish's own matches are FairyStockfishTests.
    @Suite struct UCI {
        static let engine = "\(ExternalFixtures.bots)/uci/uci-first-free.py"

        struct Run {
            var result: SeriesResult
            var log: String
            var left: [Int32]
        }

        func series(
            _ spec: String = "uci:\(UCI.engine)", games: Int, rules: Rules = .ticTacToe, timeLimit: Duration? = nil,
            handshake: Duration = .seconds(5), environment: [String: String] = [:]
        ) async throws -> Run {
            let tag = ExternalFixtures.newTag()
            let logs = NSTemporaryDirectory() + "ttt-uci-\(tag)"
            try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: logs) }
            var registry = PlayerRegistry()
            registry.register(.init(name: "first-free", summary: "") { _, _ in FirstFreePlayer() })
            registry.addExternalPlayers(searchPaths: [], logDirectory: logs) { configuration in
                configuration.environment.merge(environment) { $1 }
                configuration.environment["TTT_TEST_TAG"] = tag
                configuration.handshakeTimeout = handshake
                configuration.quitGrace = .milliseconds(100)
                configuration.terminateGrace = .milliseconds(100)
            }
            let series = Series(
                try PlayerSpec(parsing: spec), try PlayerSpec(parsing: "first-free"), games: games, seed: 3,
                registry: registry, coordinator: Coordinator(rules: rules, timeLimit: timeLimit))
            let result = try await series.run()
            let left = await ExternalProcessTable.waitUntilGone(tag: tag)
            let files = try FileManager.default.contentsOfDirectory(atPath: logs)
            let log = try files.map { try String(contentsOfFile: "\(logs)/\($0)", encoding: .utf8) }.joined()
            return Run(result: result, log: log, left: left)
        }

        @Test func playsWholeGamesWithOneRunOfTheEngine() async throws {
            for rules in [Rules.ticTacToe, .connectFour] {
                let run = try await series(games: 2, rules: rules)
                #expect(run.result.gamesPlayed == 2)
                for game in run.result.games {
                    guard case .line = game.result.reason else { Issue.record("\(rules.name): \(game.result)"); continue }
                }
                let variant = UCIProtocol.variantName(for: rules)
                #expect(run.log.components(separatedBy: "# started: ").count == 2, "\(rules.name)")
                #expect(run.log.contains("< info string variant \(variant) "), "\(rules.name)")
                #expect(run.log.contains("> ucinewgame\n") && run.log.contains("> stop\n") && run.log.contains("> quit\n"))
                // NB: the variant file is in the engine's own fresh directory.
                #expect(run.log.contains(#/> setoption name VariantPath value /.*/ttt-bot-[^/ ]+/variants.ini\n/#), "\(run.log)")
                #expect(run.left.isEmpty)
            }
        }

        @Test func oneEngineTakesTheVariantOfEachNewGamesRules() async throws {
            let tag = ExternalFixtures.newTag()
            let engine = UCIPlayer(configuration: .init(
                name: "uci-first-free", command: BotFiles.command(forFile: UCI.engine), environment: ["TTT_TEST_TAG": tag]))
            for rules in [Rules.ticTacToe, .connectFour, .ticTacToe] {
                let played = await Coordinator(rules: rules).play(x: engine, o: FirstFreePlayer())
                // NB: the engine's first free cell in its variant: a1, b1, ... or, dropping on
                // top, the lowest in column a, so its second move tells which variant it plays.
                let moves = played.game.moves
                #expect(moves.count > 2 && moves[0] == ExternalFixtures.cell("a1"), "\(rules.name): \(moves)")
                #expect(moves.count > 2 && (moves[2].column == 0) == rules.gravity, "\(rules.name): \(moves)")
                switch played.result.reason {
                case .line, .boardFull: break
                default: Issue.record("\(rules.name): \(played.result)")
                }
            }
            #expect(await engine.announcedName == "First-Free 1")
            await engine.shutDown()
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func aCommandLineGetsItsVariantFileOutsideTheCurrentDirectory() async throws {
            let before = FileManager.default.fileExists(atPath: "variants.ini")
            let run = try await series("uci:\"python3 \(UCI.engine)\"", games: 1)
            guard case .line = run.result.games.first?.result.reason else { Issue.record("\(run.result.games)"); return }
            #expect(FileManager.default.fileExists(atPath: "variants.ini") == before)
            #expect(!run.log.contains("value \(FileManager.default.currentDirectoryPath)/variants.ini"))
            #expect(run.left.isEmpty)
        }

        @Test func everyFaultIsAVerdictWithItsReason() async throws {
            let cases: [(fault: String, reason: EndReason)] = [
                ("none", .playerError("Answered 'bestmove (none)' on move 1, which is not a move here: Cannot read '(none)' as a move: a move here is a drop on a cell, as in 'P@b2'.")),
                ("normal-move", .playerError("Answered 'bestmove a1b2' on move 1, which is not a move here: Cannot read 'a1b2' as a move: a move here is a drop on a cell, as in 'P@b2'.")),
                ("no-uciok", .playerError("No handshake: no 'uciok' to 'uci' within 500ms.")),
            ]
            for (fault, reason) in cases {
                // NB: a short handshake only where none comes: under load python3 starts slowly.
                let handshake: Duration = fault == "no-uciok" ? .milliseconds(500) : .seconds(5)
                let run = try await series(games: 1, handshake: handshake, environment: ["UCI_FAULT": fault])
                #expect(run.result.games.first?.result.reason == reason, "\(fault)")
                #expect(run.left.isEmpty, "\(fault)")
            }
            let occupied = try await series(games: 2, environment: ["UCI_FAULT": "occupied"])
            guard case .illegalMove = occupied.result.games[1].result.reason else { Issue.record("\(occupied.result.games[1].result)"); return }
            let silent = try await series(games: 1, timeLimit: .milliseconds(300), environment: ["UCI_FAULT": "silent"])
            #expect(silent.result.games.first?.result.reason == .timeout(TimeOverrun(limit: .milliseconds(300))))
            #expect(silent.left.isEmpty)
        }

        @Test func infoLinesAreNeverJudgedHoweverManyComeAtOnce() async throws {
            let run = try await series(games: 1, environment: ["UCI_FAULT": "info-flood"])
            let game = try #require(run.result.games.first)
            guard case .line = game.result.reason else { Issue.record("\(game.result)"); return }
            #expect(run.log.contains("< bestmove P@a1"))
            #expect(run.left.isEmpty)
        }

        @Test func aBestmoveNobodyAskedForIsNeverTheAnswer() async throws {
            let tag = ExternalFixtures.newTag()
            let engine = UCIPlayer(configuration: .init(
                name: "uci-first-free", command: BotFiles.command(forFile: UCI.engine),
                environment: ["TTT_TEST_TAG": tag, "UCI_FAULT": "unasked"],
                quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)))
            // NB: the engine says the last free cell (c3, ...) on reading 'position', before
            // its 'go': its answers are the first free cells, a1, b1, c1.
            let played = await Coordinator(rules: .ticTacToe).play(x: engine, o: FirstFreePlayer())
            await engine.shutDown()
            #expect(played.game.moves.map(\.cellName) == ["a1", "a2", "b1", "a3", "c1"], "\(played.result)")
            #expect(played.result.winner == .x)
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func aBoardTheEngineDoesNotTakeIsAFailedHandshake() async throws {
            let run = try await series(games: 1, rules: .fourByFour, environment: ["UCI_MAX_FILES": "3"])
            #expect(run.result.games.first?.result.reason == .playerError("No handshake: \(UCIProtocol.variantRefusal(for: .fourByFour))"))
            let unknown = try await series(games: 1, environment: ["UCI_FAULT": "no-variant-path"])
            let reason = try #require(unknown.result.games.first?.result.reason)
            guard case let .playerError(message) = reason else { Issue.record("\(reason)"); return }
            #expect(message.contains("before 'readyok'. It said 'No such option: VariantPath'. Fairy-Stockfish plays"), "\(message)")
            let renju = try await series(games: 1, rules: .renju)
            #expect(renju.result.games.first?.result.reason == .playerError(UCIProtocol.unsupported(.renju, engine: "uci-first-free")!))
            #expect(run.left.isEmpty && unknown.left.isEmpty && renju.left.isEmpty)
        }
    }
}
