import Arena
import Foundation
import GameCore
import Players
import Testing

extension ExternalTests {
    /// The Gomocup adapter: the lines sent, and whole games against a Gomocup-speaking bot.
    @Suite struct Gomocup {
        @Test func requestsAreBeginTurnOrBoard() throws {
            var game = Game(rules: .gomoku)
            #expect(GomocupProtocol.request(for: game, known: 0) == ["BEGIN"])
            game = try game.playing(ExternalFixtures.cell("h8"))
            // a1 is 0,14: y counts rows from the top.
            #expect(GomocupProtocol.coordinates(of: ExternalFixtures.cell("a1"), rules: .gomoku) == "0,14")
            #expect(GomocupProtocol.request(for: game, known: 0) == ["BOARD", "7,7,2", "DONE"])
            game = try game.playing(ExternalFixtures.cell("h9"))
            game = try game.playing(ExternalFixtures.cell("i9"))
            #expect(GomocupProtocol.request(for: game, known: 2) == ["TURN 8,6"])
            // O to move: its own stones are 1.
            #expect(GomocupProtocol.request(for: game, known: 0) == ["BOARD", "7,7,2", "7,6,1", "8,6,2", "DONE"])
            #expect(GomocupProtocol.move(parsing: "7, 6", rules: .gomoku) == ExternalFixtures.cell("h9"))
            #expect(GomocupProtocol.move(parsing: "15,0", rules: .gomoku) == nil)
            #expect(GomocupProtocol.start(for: try Rules(parsing: "9x7 k=4")) == "RECTSTART 9,7")
            #expect(GomocupProtocol.limits(time: .milliseconds(500), maximumMemory: 1000).prefix(2) == ["INFO timeout_turn 500", "INFO timeout_match 0"])
        }

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
                name: "random", command: ExternalBots.command(forFile: "\(ExternalFixtures.bots)/random.sh"),
                environment: ["TTT_TEST_TAG": tag], handshakeTimeout: .milliseconds(300),
                quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
            ))
            let played = await Coordinator(rules: .gomoku).play(x: engine, o: FirstFreePlayer())
            await engine.shutDown()
            #expect(played.result.reason == .playerError("No handshake: no 'OK' to START within 300ms."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}
