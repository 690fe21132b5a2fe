import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// Many games against failing bots leave no descriptor and no process behind.
    @Suite struct Leaks {
        @Test func twoHundredFaultyGamesLeakNothing() async throws {
            let tag = ExternalFixtures.newTag()
            let faults = ["crash-at-start", "garbage", "occupied", "crash-mid-game", "fork-child"]
            // NB: the process's first bot starts ttt's watchdog, whose pipe stays open for the
            // life of the process, by design: one sound game first, then the count.
            let warmUp = ExternalFixtures.player(ExternalFixtures.bots + "/random.sh", tag: tag)
            _ = await Coordinator(rules: .ticTacToe).play(x: warmUp, o: FirstFreePlayer())
            await warmUp.shutDown()
            let before = ExternalProcessTable.openDescriptors()
            var verdicts: [String: Int] = [:]
            // NB: four games at a time, as a match with --concurrency 4 would.
            try await withThrowingTaskGroup(of: (String, Bool).self) { group in
                for index in 0..<200 {
                    if index >= 4, let (fault, forfeited) = try await group.next() {
                        verdicts[fault, default: 0] += forfeited ? 1 : 0
                    }
                    let fault = faults[index % faults.count]
                    group.addTask {
                        let bot = ExternalFixtures.player(ExternalFixtures.fault(fault), tag: tag)
                        let played = await Coordinator(rules: .ticTacToe).play(x: bot, o: FirstFreePlayer(), seed: UInt64(index))
                        await bot.shutDown()
                        return (fault, played.result.winner == .o)
                    }
                }
                for try await (fault, forfeited) in group { verdicts[fault, default: 0] += forfeited ? 1 : 0 }
            }
            #expect(verdicts == Dictionary(uniqueKeysWithValues: faults.map { ($0, 40) }))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
            // NB: suites of other fixtures run beside this one: a descriptor of theirs open at
            // the first count may be closed by now, never one of these games.
            #expect(ExternalProcessTable.openDescriptors() <= before)
        }

        @Test func logsStderrAndTheLinesExchanged() async throws {
            let tag = ExternalFixtures.newTag()
            let directory = NSTemporaryDirectory() + "ttt-logs-\(tag)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let bot = ExternalFixtures.player(ExternalFixtures.fault("crash-mid-game"), tag: tag, name: "crashy", logDirectory: directory)
            let played = await Coordinator(rules: .ticTacToe).play(x: bot, o: FirstFreePlayer())
            await bot.shutDown()
            #expect(played.result.winner == .o)
            let log = try String(contentsOfFile: directory + "/crashy.log", encoding: .utf8)
            let lines = log.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
            #expect(lines.contains("> ttt 1"))
            #expect(lines.contains("< ready"))
            #expect(lines.contains("> move board=3x3 k=3 gravity=no side=x time=30000ms moves="))
            #expect(lines.contains("< move a1"))
            #expect(lines.contains("! segmentation fault (pretend)"))
            #expect(lines.contains("# fault: Crashed on move 3: exited with status 7. Its last words on stderr: 'segmentation fault (pretend)'."))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test func workingDirectoryIsFreshAndRemoved() async throws {
            let tag = ExternalFixtures.newTag()
            let bot = ExternalPlayer(configuration: .init(
                name: "pwd", command: .shell("echo \"name $PWD\"; echo ready; read line; sleep 1000"),
                workingDirectory: nil, environment: ["TTT_TEST_TAG": tag],
                quitGrace: .milliseconds(50), terminateGrace: .milliseconds(50)
            ))
            // NB: a command line runs where ttt runs; a file's command runs in a fresh directory.
            await bot.gameStarted(GameState(game: Game(rules: .ticTacToe), seed: 0))
            #expect(bot.announcedName == FileManager.default.currentDirectoryPath)
            await bot.shutDown()

            let script = NSTemporaryDirectory() + "ttt-pwd-\(tag).sh"
            try "echo \"name $PWD\"; echo ready; read line; sleep 1000\n".write(toFile: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: script) }
            let fileBot = ExternalFixtures.player(script, tag: tag)
            let descriptors = ExternalProcessTable.openDescriptors()
            await fileBot.gameStarted(GameState(game: Game(rules: .ticTacToe), seed: 0))
            // The counts of the leak test see a running bot's pipes.
            #expect(ExternalProcessTable.openDescriptors() > descriptors)
            let directory = try #require(fileBot.announcedName)
            #expect(directory.contains("ttt-bot-"))
            #expect(FileManager.default.fileExists(atPath: directory))
            await fileBot.shutDown()
            #expect(!FileManager.default.fileExists(atPath: directory))
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}
