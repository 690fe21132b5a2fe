import BotProcesses
import BotProtocols
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// The Gomocup adapter: whole games against a Gomocup-speaking bot (the lines sent are
    /// BotsTests' GomocupProtocolTests).
    @Suite struct Gomocup {
        @Test func playsWholeGamesOfGomoku() async throws {
            let tag = ExternalFixtures.newTag()
            var registry = PlayerRegistry()
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots]) { $0.environment["TTT_TEST_TAG"] = tag }
            let x = try registry.makePlayer("gomocup:pbrain-random")
            let o = try registry.makePlayer("fast")
            let played = await Coordinator(rules: .gomoku, timeLimit: .seconds(5)).play(x: x, o: o, seed: 1)
            await x.shutDown()
            await o.shutDown()
            #expect(played.game.board.isOver, "\(played.result)")
            switch played.result.reason {
            case .line, .boardFull: break
            default: Issue.record("\(played.result.reason)")
            }
            #expect(played.game.moves.count > 9)
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func refusesGravityGames() async throws {
            var registry = PlayerRegistry()
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots])
            let x = try registry.makePlayer("pbrain-random")
            let played = await Coordinator(rules: .connectFour).play(x: x, o: FirstFreePlayer())
            await x.shutDown()
            #expect(played.result.reason == .playerError("The Gomocup protocol has no gravity games; 'pbrain-random' cannot play connect4."))
        }

        @Test func nativeBotIsNoGomocupEngine() async throws {
            let tag = ExternalFixtures.newTag()
            let engine = GomocupPlayer(configuration: .init(
                name: "random", command: BotFiles.command(forFile: "\(ExternalFixtures.bots)/random.sh"),
                environment: ["TTT_TEST_TAG": tag], handshakeTimeout: .milliseconds(300),
                quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
            ))
            let played = await Coordinator(rules: .gomoku).play(x: engine, o: FirstFreePlayer())
            await engine.shutDown()
            #expect(played.result.reason == .playerError("No handshake: no 'OK' to START 15 within 300ms."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }

    /// The lines a Gomocup engine receives and says, shown by a brain written for the tests
    /// (Players/bots/gomocup/pbrain-recorder.py): it writes every line it receives to a
    /// file, plays the first free cell in reading order (0,0, 1,0, ...: a15, b15, ... on
    /// 15x15), and says MESSAGE, DEBUG and UNKNOWN before every move.
    @Suite struct GomocupBrain {
        /// One recorder, its record file and its log, tagged for the process table.
        struct Recorder {
            let tag = ExternalFixtures.newTag()
            let directory: String
            let player: GomocupPlayer

            init(environment: [String: String] = [:]) throws {
                directory = NSTemporaryDirectory() + "ttt-gomocup-\(tag)"
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                player = GomocupPlayer(configuration: .init(
                    name: "recorder",
                    command: BotFiles.command(forFile: "\(ExternalFixtures.bots)/gomocup/pbrain-recorder.py"),
                    logDirectory: directory,
                    environment: ["TTT_TEST_TAG": tag, "PBRAIN_RECORD": directory + "/received.txt"].merging(environment) { $1 },
                    quitGrace: .milliseconds(300), terminateGrace: .milliseconds(100)
                ))
            }

            /// The lines the brain received, in order.
            func received() throws -> [String] {
                try String(contentsOfFile: directory + "/received.txt", encoding: .utf8).split(separator: "\n").map(String.init)
            }

            /// The log's lines without their process ids: `> sent`, `< said`, `# note`.
            func log() throws -> [String] {
                try String(contentsOfFile: directory + "/recorder.log", encoding: .utf8).split(separator: "\n").map {
                    $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
                }
            }

            func remove() { try? FileManager.default.removeItem(atPath: directory) }
        }

        /// What the engine is told after `OK`, inside the handshake, then `ABOUT`.
        static let preparation = ["INFO timeout_match 0", "INFO max_memory 536870912", "INFO game_type 1", "INFO rule 0", "ABOUT"]

        /// The limits the engine is sent before each move, for a move of `milliseconds`.
        static func limits(_ milliseconds: Int) -> [String] {
            ["INFO timeout_turn \(milliseconds)", "INFO time_left \(milliseconds)"]
        }

        static func cells(_ names: String) -> Set<Move> {
            Set(names.split(separator: " ").map { ExternalFixtures.cell(String($0)) })
        }

        @Test func playsAGameWithStartAboutInfoBeginTurnAndEnd() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku, timeLimit: .seconds(3)).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            // The brain's 0,0 1,0 ... are a15 b15 ...; its TURNs are a1 a2 ... (columns first).
            #expect(played.result.winner == .x)
            guard case let .line(line) = played.result.reason else {
                Issue.record("\(played.result.reason)")
                return
            }
            #expect(Set(line) == Self.cells("a15 b15 c15 d15 e15"))
            #expect(played.game.moves.map(\.cellName) == ["a15", "a1", "b15", "a2", "c15", "a3", "d15", "a4", "e15"])
            let turns = ["TURN 0,14", "TURN 0,13", "TURN 0,12", "TURN 0,11"]
            #expect(try recorder.received() == ["START 15"] + Self.preparation + Self.limits(3000) + ["BEGIN"]
                + turns.flatMap { Self.limits(3000) + [$0] } + ["END"])
            // The answer to ABOUT names the engine; MESSAGE, DEBUG and UNKNOWN are logged, not judged.
            #expect(await recorder.player.announcedName == "recorder 2.1")
            #expect(await recorder.player.about["author"] == "ttt tests")
            let log = try recorder.log()
            #expect(log.contains("# engine: recorder 2.1 by ttt tests"))
            #expect(log.contains(#"< name="recorder", version="2.1", author="ttt tests", country="CZ""#))
            #expect(log.filter { $0.hasPrefix("< MESSAGE ") }.count == 5)
            #expect(log.filter { $0 == "< DEBUG timeout_turn=3000 time_left=3000 rule=0" }.count == 5)
            #expect(log.filter { $0 == "< UNKNOWN not a real complaint: the referee must not judge it" }.count == 5)
            #expect(!log.contains { $0.hasPrefix("# fault") })
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test("An engine playing second from the empty board gets the first move as TURN, as piskvork sends it")
        func secondPlayerGetsTurn() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku).play(x: FirstFreePlayer(), o: recorder.player)
            await recorder.player.shutDown()
            #expect(played.result.winner != nil)
            let received = try recorder.received()
            #expect(Array(received.prefix(9)) == ["START 15"] + Self.preparation + Self.limits(30000) + ["TURN 0,14"], "\(received)")
            #expect(!received.contains("BOARD") && !received.contains("BEGIN"))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test("What prepares the engine (max_memory, the rule) is sent inside the handshake, off the clock of its first move")
        func preparationIsOffTheClock() async throws {
            // NB: the engine takes half a second over INFO max_memory; the first move has 200ms.
            let recorder = try Recorder(environment: ["PBRAIN_FAULT": "slow-memory"])
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku, timeLimit: .milliseconds(200)).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            #expect(played.result.winner == .x, "\(played.result)")
            guard case .line = played.result.reason else {
                Issue.record("not won on the board: \(played.result.reason)")
                return
            }
            let received = try recorder.received()
            #expect(Array(received.prefix(6)) == ["START 15"] + Self.preparation, "\(received)")
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test("An engine that refuses the rule fails the handshake, with its words")
        func refusedRuleIsAFailedHandshake() async throws {
            let recorder = try Recorder(environment: ["PBRAIN_FAULT": "refuse-rule"])
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            #expect(played.result.winner == .o)
            #expect(played.result.reason == .playerError(
                "No handshake: it answered 'ERROR rule 0 is not supported' to what prepares it for the game ('INFO timeout_match 0', 'INFO max_memory 536870912', 'INFO game_type 1', 'INFO rule 0')."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func continuesAnOpeningWithTheWholeBoard() async throws {
            // X to move after h8 h9: the engine's stones are 1, the opponent's 2.
            let recorder = try Recorder()
            defer { recorder.remove() }
            var opening = Game(rules: .gomoku)
            for cell in ["h8", "h9"] { opening = try opening.playing(ExternalFixtures.cell(cell)) }
            let played = await Coordinator(rules: .gomoku).play(x: recorder.player, o: FirstFreePlayer(), opening: opening)
            await recorder.player.shutDown()
            #expect(played.result.winner == .x)
            #expect(played.game.moves.prefix(3).map(\.cellName) == ["h8", "h9", "a15"])
            // NB: no time limit: the engine is sent the default 30s for every move.
            let turns = ["TURN 0,14", "TURN 0,13", "TURN 0,12", "TURN 0,11"]
            #expect(try recorder.received() == ["START 15"] + Self.preparation + Self.limits(30000) + ["BOARD", "7,7,1", "7,6,2", "DONE"]
                + turns.flatMap { Self.limits(30000) + [$0] } + ["END"])

            // O to move after h8 h9 i9.
            let second = try Recorder()
            defer { second.remove() }
            opening = try opening.playing(ExternalFixtures.cell("i9"))
            let asO = await Coordinator(rules: .gomoku).play(x: FirstFreePlayer(), o: second.player, opening: opening)
            await second.player.shutDown()
            #expect(asO.result.winner == .o)
            let received = try second.received()
            #expect(Array(received.prefix(12)) == ["START 15"] + Self.preparation + Self.limits(30000) + ["BOARD", "7,7,2", "7,6,1", "8,6,2"])
            #expect(received.filter { $0 == "BOARD" }.count == 1)
            #expect(received.filter { $0.hasPrefix("TURN ") } == ["TURN 0,14", "TURN 0,13", "TURN 0,12", "TURN 0,11"])
            #expect(!received.contains("BEGIN"))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
            #expect(await ExternalProcessTable.waitUntilGone(tag: second.tag).isEmpty)
        }

        @Test func sendsTheWholeBoardWhenWhatItKnowsIsNotTheGame() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            func game(_ cells: [String]) throws -> GameState {
                var game = Game(rules: .gomoku)
                for cell in cells { game = try game.playing(ExternalFixtures.cell(cell)) }
                return GameState(game: game, seed: 0)
            }
            let player = recorder.player
            #expect(try await player.move(in: game([]), budget: .unlimited).cellName == "a15")
            #expect(try await player.move(in: game(["a15", "h8"]), budget: .unlimited).cellName == "b15")
            // One more move than it knows, but its own b15 is c15 here (another hand played
            // for it, say): the whole board, not a TURN.
            #expect(try await player.move(in: game(["a15", "h8", "c15", "i8"]), budget: .unlimited).cellName == "b15")
            await player.shutDown()
            let requests = try recorder.received().filter { !$0.hasPrefix("INFO") }
            #expect(requests == [
                "START 15", "ABOUT", "BEGIN", "TURN 7,7",
                "BOARD", "0,0,1", "7,7,2", "2,0,1", "8,7,2", "DONE", "END",
            ])
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func timeLeftIsTheClocksTime() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            let clocked = ClockedPlayer(recorder.player, clock: GameClock(base: .seconds(20)))
            let played = await Coordinator(rules: .gomoku).play(x: clocked, o: FirstFreePlayer())
            await clocked.shutDown()
            #expect(played.result.winner == .x)
            let received = try recorder.received()
            let left = received.compactMap { $0.hasPrefix("INFO time_left ") ? Int($0.dropFirst(15)) : nil }
            let turn = received.compactMap { $0.hasPrefix("INFO timeout_turn ") ? Int($0.dropFirst(18)) : nil }
            #expect(left.count == 5)
            #expect(left == turn)
            #expect(left.first == 20000)
            // The game's time is the clock's base, told once, in the handshake.
            #expect(received.filter { $0.hasPrefix("INFO timeout_match ") } == ["INFO timeout_match 20000"])
            #expect(received.firstIndex(of: "INFO timeout_match 20000")! < received.firstIndex(of: "ABOUT")!)
            #expect(zip(left, left.dropFirst()).allSatisfy { $0 >= $1 }, "\(left)")
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func startsAgainForASecondGame() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            let coordinator = Coordinator(rules: .gomoku)
            let first = await coordinator.play(x: recorder.player, o: FirstFreePlayer())
            let second = await coordinator.play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            // NB: an engine that kept the first game's stones would not play a15 again.
            #expect(first.game.moves == second.game.moves)
            #expect(second.result == first.result)
            // NB: ABOUT once a run of the engine; the second game's preparation goes with its first request.
            let received = try recorder.received()
            let requests = received.filter { !$0.hasPrefix("INFO") && !$0.hasPrefix("TURN") }
            #expect(requests == ["START 15", "ABOUT", "BEGIN", "START 15", "BEGIN", "END"])
            let secondStart = try #require(received.lastIndex(of: "START 15"))
            #expect(received[secondStart...].contains("INFO rule 0"))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func anotherPreparationIsAwaitedAgain() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            _ = await Coordinator(rules: .gomoku).play(x: recorder.player, o: FirstFreePlayer())
            _ = await Coordinator(rules: .gomokuStandard).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            // NB: a rule the engine has not taken yet is awaited inside the handshake, as the first was.
            let requests = try recorder.received().filter { $0.hasPrefix("INFO rule") || !$0.hasPrefix("INFO") && !$0.hasPrefix("TURN") }
            #expect(requests == ["START 15", "INFO rule 0", "ABOUT", "BEGIN", "START 15", "INFO rule 1", "ABOUT", "BEGIN", "END"])
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func aSeriesKeepsTheEngineRunningBetweenGames() async throws {
            let recorder = try Recorder()
            defer { recorder.remove() }
            var registry = PlayerRegistry.builtIn
            registry.addExternalPlayers(searchPaths: [], logDirectory: recorder.directory) { configuration in
                configuration.name = "recorder"
                configuration.environment = ["TTT_TEST_TAG": recorder.tag, "PBRAIN_RECORD": recorder.directory + "/received.txt"]
            }
            let series = Series(
                try PlayerSpec(parsing: "gomocup:\(ExternalFixtures.bots)/gomocup/pbrain-recorder.py"),
                try PlayerSpec(parsing: "heuristic"), games: 3, registry: registry,
                coordinator: Coordinator(rules: .gomoku, timeLimit: .seconds(3)))
            let result = try await series.run()
            #expect(result.gamesPlayed == 3)
            // The recorder plays the first free cell; heuristic wins each game on a line.
            for played in result.games {
                guard case .line = played.result.reason else {
                    Issue.record("\(played.result.reason)")
                    continue
                }
            }
            // One run of the engine for the three games: START before each, ABOUT once (the first handshake's end), END at the end.
            let requests = try recorder.received().filter { !$0.hasPrefix("INFO") && !$0.hasPrefix("TURN") && !$0.hasPrefix("BOARD") }
            #expect(requests.filter { $0 == "START 15" }.count == 3)
            #expect(requests.filter { $0 == "ABOUT" }.count == 1)
            #expect(requests.last == "END")
            let log = try recorder.log()
            #expect(log.filter { $0.hasPrefix("# started: ") }.count == 1)
            #expect(log.filter { $0 == "# kept for another game" }.count == 2)
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func anErrorIsTheVerdictAtOnce() async throws {
            let recorder = try Recorder(environment: ["PBRAIN_STUCK": "1"])
            defer { recorder.remove() }
            let state = GameState(game: Game(rules: .gomoku), seed: 0)
            // NB: started first, so that the move's time is not spent starting Python.
            await recorder.player.gameStarted(state)
            // NB: the ERROR is the engine's answer: nothing waits for the move's 30 seconds.
            let clock = ContinuousClock()
            let start = clock.now
            await #expect(throws: BotFault.reportedError(text: "ERROR cannot think today", move: 1)) {
                try await recorder.player.move(in: state, budget: MoveBudget(perMove: .seconds(30)))
            }
            #expect(clock.now - start < .seconds(5))
            await recorder.player.shutDown()
            #expect(try recorder.log().contains("# fault: Gave up on move 1 with an error: 'ERROR cannot think today'."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func anErrorUnderATimeLimitIsTheVerdictNotALossOnTime() async throws {
            let recorder = try Recorder(environment: ["PBRAIN_STUCK": "1"])
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku, timeLimit: .seconds(3)).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            #expect(played.result == GameResult(winner: .o, reason: .playerError("Gave up on move 1 with an error: 'ERROR cannot think today'.")))
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }

        @Test func anAnswerOffTheBoardIsNotACell() async throws {
            let tag = ExternalFixtures.newTag()
            let engine = GomocupPlayer(configuration: .init(
                name: "offboard", command: BotFiles.command(forFile: ExternalFixtures.fault("pbrain-offboard")),
                environment: ["TTT_TEST_TAG": tag], quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
            ))
            let played = await Coordinator(rules: .gomoku).play(x: engine, o: FirstFreePlayer())
            await engine.shutDown()
            #expect(played.result.reason == .playerError(
                "Answered '99,99' on move 1, which is not a move here: it is not a cell of the 15x15 board (x from 0 to 14, y from 0 to 14)."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func aRefusedBoardIsNoHandshake() async throws {
            let recorder = try Recorder(environment: ["PBRAIN_MAX_SIZE": "9"])
            defer { recorder.remove() }
            let played = await Coordinator(rules: .gomoku).play(x: recorder.player, o: FirstFreePlayer())
            await recorder.player.shutDown()
            #expect(played.result == GameResult(
                winner: .o, reason: .playerError("No handshake: it answered 'ERROR unsupported size 15x15' to 'START 15'.")))
            #expect(try recorder.received() == ["START 15"])
            #expect(await ExternalProcessTable.waitUntilGone(tag: recorder.tag).isEmpty)
        }
    }
}
