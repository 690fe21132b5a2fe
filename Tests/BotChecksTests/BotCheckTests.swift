import BotChecks
import BotProcesses
import Foundation
import TestSupport
import Testing

/// The parent of the suites here that start bots, as in PlayersTests: one test at a time,
/// and never beside a test there that starts bots (``OneBotTestAtATime``).
@Suite(.serialized, .oneBotTestAtATime) enum ExternalTests {}

extension ExternalTests {
    /// `ttt check-bot`: a conforming bot passes every check; a broken one is told what is wrong.
    @Suite struct BotChecks {
        /// The checks of the bot at `path`; the budget check's time is generous unless told:
        /// a sound shell bot on a busy machine can take longer than 200ms to answer.
        func check(_ path: String, tag: String, patience: Duration = .seconds(2), budget: Duration = .seconds(2)) async -> [BotCheckResult] {
            await BotCheck(configuration: .init(
                name: "bot", command: BotFiles.command(forFile: path), environment: ["TTT_TEST_TAG": tag],
                handshakeTimeout: .seconds(2), quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
            ), budget: budget, patience: patience).run()
        }

        @Test func conformingBotPassesEveryCheck() async {
            let tag = ExternalFixtures.newTag()
            let results = await check("\(ExternalFixtures.bots)/random.sh", tag: tag)
            #expect(results.map(\.name) == [
                "handshake", "ping", "first move on 3x3", "3x3 mid-game", "gravity 7x6 k=4", "15x15 k=5",
                "CRLF", "answers within 2s", "quit",
            ])
            #expect(results.allSatisfy { $0.passed }, "\(results.filter { !$0.passed })")
            #expect(results[0].message.hasPrefix("Answered 'ttt 1' as 'random.sh' and 'ready' in "))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("The handshake's message says 'ok' when the bot said 'ok'")
        func saysWhatTheBotSaid() async {
            let tag = ExternalFixtures.newTag()
            let results = await check(ExternalFixtures.fault("says-ok"), tag: tag)
            #expect(results[0].passed)
            #expect(results[0].message.hasPrefix("Answered 'ttt 1' without a name (optional) and 'ok' in "), "\(results[0].message)")
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("A bot that writes nothing at all is asked whether it flushes its output")
        func silentBotGetsAFlushHint() async {
            let tag = ExternalFixtures.newTag()
            let check = BotCheck(configuration: .init(
                name: "bot", command: BotFiles.command(forFile: ExternalFixtures.fault("no-handshake")),
                environment: ["TTT_TEST_TAG": tag], handshakeTimeout: .milliseconds(300),
                quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100)
            ))
            let results = await check.run()
            #expect(results[0].message == "No handshake: no 'ready' within 300ms of 'ttt 1'. It wrote nothing at all: does it flush its output after each line (Python: print(..., flush=True); C: fflush(stdout))?")
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func brokenBotIsToldWhatIsWrong() async {
            let tag = ExternalFixtures.newTag()
            let results = await check(ExternalFixtures.fault("occupied"), tag: tag, patience: .milliseconds(500))
            let failed = Dictionary(uniqueKeysWithValues: results.filter { !$0.passed }.map { ($0.name, $0.message) })
            #expect(failed["ping"] == "No 'pong' within 500ms.")
            #expect(failed["3x3 mid-game"] == "Answered 'a1' to 'move board=3x3 k=3 gravity=no side=x time=500ms moves=b2,a1,c3,a3': a1 is taken by O.")
            #expect(failed["15x15 k=5"] == nil)
            // In a gravity game 'a1' is column a's landing cell: legal.
            #expect(Set(failed.keys) == ["ping", "3x3 mid-game", "CRLF"])
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func botThatIgnoresQuitFailsTheQuitCheck() async {
            let tag = ExternalFixtures.newTag()
            let results = await check(ExternalFixtures.fault("ignore-quit"), tag: tag)
            #expect(results.last?.description == "FAIL quit: Still running 2s after 'quit' (stdin still open); it should exit on 'quit'.")
            #expect(results.dropLast().allSatisfy { $0.passed || $0.name == "gravity 7x6 k=4" || $0.name == "15x15 k=5" })
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func botThatCannotStartFailsTheHandshakeAndTheRestIsNotChecked() async {
            let tag = ExternalFixtures.newTag()
            let results = await check(ExternalFixtures.fault("crash-at-start"), tag: tag)
            #expect(results.first?.description == "FAIL handshake: Crashed during the handshake: exited with status 3. Its last words on stderr: 'cannot start: no brain found'.")
            #expect(results.dropFirst().allSatisfy { $0.message == "Not checked: the bot did not start and shake hands." })
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}
