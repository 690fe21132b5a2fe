import BotProcesses
import BotProtocols
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// Every fault is a verdict with its own message, reached within its deadline plus a
    /// small margin, and leaves no process behind.
    @Suite struct Faults {
        /// Plays one game of `bot` (as X) against first-free under `rules` and `timeLimit`,
        /// shuts both down, and checks that none of the bot's processes is left.
        func play(
            _ bot: ExternalPlayer, tag: String, rules: Rules = .ticTacToe, timeLimit: Duration? = nil,
            timeMargin: Duration = .zero, opening: Game? = nil
        ) async -> (PlayedGame, Duration) {
            let clock = ContinuousClock()
            let start = clock.now
            let played = await Coordinator(rules: rules, timeLimit: timeLimit, timeMargin: timeMargin)
                .play(x: bot, o: FirstFreePlayer(), seed: 7, opening: opening)
            let elapsed = clock.now - start
            await bot.shutDown()
            let left = await ExternalProcessTable.waitUntilGone(tag: tag)
            #expect(left.isEmpty, "processes left: \(left)")
            return (played, elapsed)
        }

        func forfeitMessage(_ played: PlayedGame) -> String? {
            guard played.result.winner == .o, case let .playerError(message) = played.result.reason else { return nil }
            return message
        }

        @Test func failedToStart() async {
            let tag = ExternalFixtures.newTag()
            let bot = ExternalPlayer(configuration: .init(
                name: "missing", command: BotCommand(arguments: ["/nonexistent/bot"]), environment: ["TTT_TEST_TAG": tag]
            ))
            let (played, _) = await play(bot, tag: tag)
            #expect(forfeitMessage(played) == "Could not start '/nonexistent/bot': No such file or directory.")
        }

        @Test func crashAtStart() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("crash-at-start"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Crashed during the handshake: exited with status 3. Its last words on stderr: 'cannot start: no brain found'.")
        }

        @Test func noHandshake() async {
            let tag = ExternalFixtures.newTag()
            let bot = ExternalFixtures.player(ExternalFixtures.fault("no-handshake"), tag: tag, handshake: .milliseconds(300))
            let (played, elapsed) = await play(bot, tag: tag)
            #expect(forfeitMessage(played) == "No handshake: no 'ready' within 300ms.")
            #expect(elapsed < .milliseconds(300 + 1500))
        }

        @Test func crashMidGameLosesEvenWhereTheOpponentCouldNotWin() async throws {
            let tag = ExternalFixtures.newTag()
            // X a1 a3 b2, O a2 b1 c1: the bot plays b3, first-free c2, and the bot crashes
            // on move 9, the last, when O could no longer make a line: O still wins.
            let opening = try Game(rules: .ticTacToe, moves: ["a1", "a2", "a3", "b1", "b2", "c1"].map { ExternalFixtures.cell($0) })
            let bot = ExternalFixtures.player(ExternalFixtures.fault("crash-mid-game"), tag: tag)
            let (played, _) = await play(bot, tag: tag, opening: opening)
            #expect(played.game.moves.count == 8)
            #expect(forfeitMessage(played) == "Crashed on move 9: exited with status 7. Its last words on stderr: 'segmentation fault (pretend)'.")
        }

        @Test func hangLosesOnTimeAndItsChildIsKilled() async {
            let tag = ExternalFixtures.newTag()
            let (played, elapsed) = await play(ExternalFixtures.player(ExternalFixtures.fault("hang"), tag: tag), tag: tag, timeLimit: .milliseconds(200))
            #expect(played.result.winner == .o)
            guard case .timeout = played.result.reason else { Issue.record("\(played.result.reason)"); return }
            #expect(elapsed < .milliseconds(200 + 1500))
        }

        @Test func hangTimesOutOnItsOwnDeadlineWithoutACoordinatorLimit() async throws {
            let tag = ExternalFixtures.newTag()
            let bot = ExternalFixtures.player(ExternalFixtures.fault("hang"), tag: tag)
            let state = GameState(game: Game(rules: .ticTacToe), seed: 0)
            let clock = ContinuousClock()
            let start = clock.now
            await #expect(throws: BotFault.timedOut(allowed: .milliseconds(320), budget: .milliseconds(200), move: 1)) {
                _ = try await bot.move(in: state, budget: MoveBudget(perMove: .milliseconds(200)))
            }
            #expect(clock.now - start < .milliseconds(320 + 1500))
            // A bot that faulted is ended at once, its `sleep` with it, before the player shuts down.
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
            #expect(BotFault.timedOut(allowed: .milliseconds(320), budget: .milliseconds(200), move: 1).description
                == "Timed out on move 1: no move within 320ms (its budget 200ms plus the margin).")
            await bot.shutDown()
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func answerTooLateLosesOnTime() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("slow"), tag: tag), tag: tag, timeLimit: .milliseconds(200))
            guard case .timeout = played.result.reason else { Issue.record("\(played.result.reason)"); return }
            #expect(played.result.winner == .o)
        }

        @Test func lateAnswerWithinTheTimeMarginIsPlayed() async {
            let tag = ExternalFixtures.newTag()
            // NB: a second late for a 200ms limit, inside a 3s margin: its b2 stands (and its
            // second b2, on its own stone, is the illegal move that ends the game).
            let (played, _) = await play(
                ExternalFixtures.player(ExternalFixtures.fault("slow"), tag: tag), tag: tag,
                timeLimit: .milliseconds(200), timeMargin: .seconds(3))
            #expect(played.game.moves.first == ExternalFixtures.cell("b2"))
            #expect(played.result.winner == .o)
            if case .timeout = played.result.reason { Issue.record("lost on time inside the margin") }
        }

        @Test func garbage() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("garbage"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Unreadable reply on move 1: 'I think b2 is nice'. Expected 'move CELL', as in 'move b2'.")
        }

        @Test func occupiedCellIsAnIllegalMove() async throws {
            let tag = ExternalFixtures.newTag()
            let opening = try Game(rules: .ticTacToe, moves: [ExternalFixtures.cell("b2"), ExternalFixtures.cell("a1")])
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("occupied"), tag: tag), tag: tag, opening: opening)
            #expect(played.result.winner == .o)
            guard case let .illegalMove(text, error) = played.result.reason else { Issue.record("\(played.result.reason)"); return }
            #expect(text == "a1")
            #expect(error?.message.contains("a1") == true)
        }

        @Test func floodOfLines() async {
            let tag = ExternalFixtures.newTag()
            let (played, elapsed) = await play(ExternalFixtures.player(ExternalFixtures.fault("flood-stdout"), tag: tag), tag: tag)
            let message = forfeitMessage(played) ?? ""
            #expect(message.hasPrefix("Output flood on move 1: 100"), "\(message)")
            #expect(message.hasSuffix("lines without a move."))
            #expect(elapsed < .seconds(3))
        }

        @Test func overlongLine() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("long-line"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Output flood on move 1: a line of over 64 KiB without a line break.")
        }

        @Test func chattyStderrNeverBlocks() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("flood-stderr"), tag: tag), tag: tag, timeLimit: .seconds(10))
            #expect(played.game.board.isOver)
            #expect(played.result.winner == .x, "\(played.result)")
        }

        @Test func closedStdoutButRunning() async {
            let tag = ExternalFixtures.newTag()
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("close-stdout"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Closed its standard output on move 1 but kept running.")
        }

        @Test func closedStdoutUnderATimeLimitIsNoLossOnTime() async {
            let tag = ExternalFixtures.newTag()
            // NB: graces longer than the limit: the verdict must not wait for the bot's end.
            let bot = ExternalPlayer(configuration: .init(
                name: "close-stdout", command: BotFiles.command(forFile: ExternalFixtures.fault("close-stdout")),
                environment: ["TTT_TEST_TAG": tag], margin: .milliseconds(100),
                quitGrace: .seconds(1), terminateGrace: .seconds(1)
            ))
            let (played, _) = await play(bot, tag: tag, timeLimit: .milliseconds(500))
            #expect(forfeitMessage(played) == "Closed its standard output on move 1 but kept running.")
        }

        @Test func ignoringSIGTERMIsKilled() async {
            let tag = ExternalFixtures.newTag()
            let (played, elapsed) = await play(ExternalFixtures.player(ExternalFixtures.fault("ignore-term"), tag: tag), tag: tag, timeLimit: .milliseconds(200))
            guard case .timeout = played.result.reason else { Issue.record("\(played.result.reason)"); return }
            #expect(elapsed < .seconds(2))
        }

        @Test func childInASessionOfItsOwnIsKilledWithTheBot() async {
            let tag = ExternalFixtures.newTag()
            // NB: `play` checks that no process carrying the tag is left, the setsid() child included.
            let (played, elapsed) = await play(ExternalFixtures.player(ExternalFixtures.fault("setsid-child"), tag: tag), tag: tag, timeLimit: .milliseconds(200))
            guard case .timeout = played.result.reason else { Issue.record("\(played.result.reason)"); return }
            #expect(elapsed < .milliseconds(200 + 1500))
        }

        @Test func childInASessionOfItsOwnIsKilledAfterTheBotCrashed() async {
            let tag = ExternalFixtures.newTag()
            // NB: the child is init's once the bot has crashed; `play` checks it is gone too.
            let (played, _) = await play(ExternalFixtures.player(ExternalFixtures.fault("setsid-crash"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Crashed on move 1: exited with status 3.")
        }

        @Test func childKeepingThePipesOpenIsKilledWithTheBot() async {
            let tag = ExternalFixtures.newTag()
            let (played, elapsed) = await play(ExternalFixtures.player(ExternalFixtures.fault("fork-child"), tag: tag), tag: tag)
            #expect(forfeitMessage(played) == "Crashed on move 1: exited with status 2.")
            #expect(elapsed < .seconds(2))
        }
    }
}
