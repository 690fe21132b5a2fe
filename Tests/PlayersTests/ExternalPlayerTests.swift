import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// Games against the example bots: they play legal games to the end, and leave nothing behind.
    @Suite struct ExampleBots {
        @Test(arguments: ["random.py", "greedy.py", "random.sh"])
        func playsWholeGames(bot: String) async throws {
            let tag = ExternalFixtures.newTag()
            for rules in [Rules.ticTacToe, .connectFour] {
                let player = ExternalFixtures.player("\(ExternalFixtures.bots)/\(bot)", tag: tag)
                let played = await Coordinator(rules: rules).play(x: player, o: FirstFreePlayer(), seed: 1)
                await player.shutDown()
                #expect(played.game.board.isOver, "\(bot) on \(rules.name): \(played.result)")
                switch played.result.reason {
                case .line, .boardFull: break
                default: Issue.record("\(bot) on \(rules.name) ended by \(played.result.reason)")
                }
            }
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func greedyWinsAndBlocks() async throws {
            let tag = ExternalFixtures.newTag()
            let player = ExternalFixtures.player("\(ExternalFixtures.bots)/greedy.py", tag: tag)
            // X has a1 a2 (a3 wins); O has b1 b2.
            var game = Game(rules: .ticTacToe)
            for cell in ["a1", "b1", "a2", "b2"] { game = try game.playing(game.board.move(parsing: cell)) }
            let win = try await player.move(in: GameState(game: game, seed: 0), budget: .unlimited)
            #expect(win.cellName == "a3")
            // O to move after X's c1: O must block a3 or win at b3; it wins.
            game = try game.playing(game.board.move(parsing: "c1"))
            let answer = try await player.move(in: GameState(game: game, seed: 0), budget: .unlimited)
            #expect(answer.cellName == "b3")
            #expect(player.announcedName == "Greedy")
            await player.shutDown()
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}
