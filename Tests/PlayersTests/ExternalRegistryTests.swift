import BotProcesses
import BotProtocols
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// Specs of external bots: paths, short names, `cmd:`, `gomocup:` and `uci:`.
    @Suite struct Registry {
        let registry: PlayerRegistry = {
            var registry = PlayerRegistry()
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots])
            return registry
        }()

        @Test func makesPlayersFromEveryForm() throws {
            let forms: [(spec: String, name: String, speaks: BotProtocol)] = [
                ("greedy", "greedy", .native),
                ("greedy.py", "greedy", .native),
                ("\(ExternalFixtures.bots)/random.sh", "random.sh", .native),
                ("random.sh", "random.sh", .native),
                ("cmd:\"python3 Players/bots/greedy.py --fast\"", "greedy", .native),
                ("gomocup:pbrain-random", "pbrain-random", .gomocup),
                ("pbrain-random", "pbrain-random", .gomocup),
                ("gomocup:\(ExternalFixtures.bots)/pbrain-random.py", "pbrain-random", .gomocup),
                ("uci:fairy-stockfish", "fairy-stockfish", .uci),
                ("uci:\"/usr/games/fairy-stockfish bench\"", "fairy-stockfish", .uci),
                // NB: a name= tells two copies of one engine apart (a spec may not play itself).
                ("gomocup:pbrain-random:name=R2", "R2", .gomocup),
                ("gomocup:\"python3 \(ExternalFixtures.bots)/pbrain-random.py\":name=R3", "R3", .gomocup),
                ("uci:fairy-stockfish:name=FS", "FS", .uci),
                ("greedy.py:name=G", "G", .native),
            ]
            for form in forms {
                let player = try registry.makePlayer(form.spec)
                #expect(player.name == form.name, "\(form.spec)")
                #expect((player is GomocupPlayer) == (form.speaks == .gomocup), "\(form.spec)")
                #expect((player is UCIPlayer) == (form.speaks == .uci), "\(form.spec)")
                #expect((player is ExternalPlayer) == (form.speaks == .native), "\(form.spec)")
            }
        }

        @Test func explainsWhatIsWrong() {
            #expect(throws: PlayerError("No bot at 'bots/nothing.py': there is no such file.")) {
                try registry.makePlayer("bots/nothing.py")
            }
            #expect(throws: PlayerError("Expected a command after 'cmd:', as in 'cmd:\"python3 my_bot.py\"'.")) {
                try registry.makePlayer("cmd:")
            }
            #expect(throws: PlayerError.self) { try registry.makePlayer("grady") }
            #expect(throws: PlayerError(
                "Option 'threads' in 'gomocup:pbrain-random:threads=2': a bot takes only name= and its limits (time=, clock=, nodes=, depth=); an engine's own options go in the engines file."
            )) { try registry.makePlayer("gomocup:pbrain-random:threads=2") }
            #expect(throws: PlayerError(
                "Option 'seed' in 'greedy.py:seed=2': a bot takes only name= and its limits (time=, clock=, nodes=, depth=); an engine's own options go in the engines file."
            )) { try registry.makePlayer("greedy.py:seed=2") }
        }

        @Test func compiledBotPlaysThroughTheRegistry() async throws {
            let tag = ExternalFixtures.newTag()
            var registry = PlayerRegistry()
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots]) { $0.environment["TTT_TEST_TAG"] = tag }
            let x = try registry.makePlayer("fast")
            let o = try registry.makePlayer("random.sh")
            let played = await Coordinator(rules: .connectFour).play(x: x, o: o, seed: 3)
            await x.shutDown()
            await o.shutDown()
            #expect(played.game.board.isOver)
            if case .playerError = played.result.reason { Issue.record("\(played.result.reason)") }
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}
