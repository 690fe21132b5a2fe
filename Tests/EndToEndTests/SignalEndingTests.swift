import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// A run ended by a signal, as a cluster ends a job, journals only games that ended on
    /// their own merits, and `--resume` then gives an uninterrupted run's standings, records
    /// and samples.
    @Suite("A signal's ending journals no forfeit", .serialized)
    struct SignalEndingTests {
        /// How the run is ended.
        enum Ending: String, CaseIterable, CustomTestStringConvertible {
            /// SIGTERM to ttt alone (systemd, Kubernetes, `kill`).
            case terminate
            /// SIGHUP to ttt alone (the terminal closed).
            case hangUp
            /// SIGTERM to the bots first, then to ttt (Slurm signals every process of a job).
            case terminateBotsFirst
            /// SIGINT to ttt (Ctrl-C).
            case interrupt

            var testDescription: String { rawValue }
            var signal: Int32 { self == .hangUp ? SIGHUP : self == .interrupt ? SIGINT : SIGTERM }
        }

        static let games = 40

        /// `ttt tournament` of the C example bot against random on 4x4, with every output.
        static func arguments(in directory: URL, _ name: String, resume: Bool = false) -> [String] {
            let file = { (suffix: String) in directory.appendingPathComponent(name + suffix).path }
            return ["tournament", "Players/bots/fast.c", "random", "--rules", "4x4", "--games", "\(games)",
                    "--concurrency", "2", "--seed", "7", "--journal", file(".jsonl"), "--records", file(".txt"),
                    "--samples", file(".csv")] + (resume ? ["--resume"] : [])
        }

        /// The standings' lines: every line of the output but the count of games and times,
        /// the samples named as the uninterrupted run's.
        static func standings(_ output: String) -> [String] {
            output.replacingOccurrences(of: "cut.csv", with: "whole.csv").split(separator: "\n").map(String.init)
                .filter { !$0.contains(" games;") && !$0.contains(" games (") }
        }

        @Test("Ended by a signal and resumed, a run equals an uninterrupted one", arguments: Ending.allCases)
        func endedAndResumed(ending: Ending) async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-ending-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let whole = try await TTTProcess.run(Self.arguments(in: directory, "whole"))
            try #require(whole.status == 0, "\(whole.stderr)")

            // NB: the bot waits 20ms a move: the signal comes with games under way. Its moves
            // do not depend on time, so every game is the uninterrupted run's.
            let logs = directory.appendingPathComponent("logs").path
            let run = try BotLifetimeTests.Running(
                Self.arguments(in: directory, "cut") + ["--bot-logs", logs], environment: ["FAST_DELAY_MS": "20"])
            let journal = directory.appendingPathComponent("cut.jsonl").path
            let journaled = { (try? String(contentsOfFile: journal, encoding: .utf8))?.components(separatedBy: "\"type\":\"game\"").count ?? 1 }
            #expect(await run.wait { journaled() > 6 && run.bots.count >= 2 }, "no games under way: \(run.bots)")
            if ending == .terminateBotsFirst {
                run.bots.forEach { kill($0, SIGTERM) }
                // NB: ttt hears of its signal only once it has seen a bot killed, as may happen
                // under Slurm (the log notes the end before the referee judges the game).
                let killed = { (try? String(contentsOfFile: logs + "/fast.log", encoding: .utf8))?.contains("killed by signal 15") == true }
                #expect(await run.wait(until: killed), "no bot was seen killed")
            }
            run.process.signal(ending.signal)
            #expect(await run.waitForExit())
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            let lines = text.split(separator: "\n").dropFirst()
            #expect(lines.count < Self.games, "the run ended before the signal: nothing to resume")
            for line in lines {
                #expect(!line.contains("player error") && !line.contains("timeout"), "a forfeit the ending caused: \(line)")
            }

            let resumed = try await TTTProcess.run(Self.arguments(in: directory, "cut", resume: true))
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(Self.standings(resumed.stdout) == Self.standings(whole.stdout), "\(resumed.stdout)\nwhole:\n\(whole.stdout)")
            for suffix in [".txt", ".csv"] {
                let cut = try String(contentsOf: directory.appendingPathComponent("cut" + suffix), encoding: .utf8)
                let uncut = try String(contentsOf: directory.appendingPathComponent("whole" + suffix), encoding: .utf8)
                #expect(TimesErased.records(cut) == TimesErased.records(uncut), "the \(suffix) files differ")
            }
        }
    }
}
