import Foundation
import Testing

extension EndToEnd {
    /// Ctrl-C stops a run at once wherever it lands, with status 130 and its journal whole;
    /// one run at a time writes a journal.
    @Suite("Ctrl-C and one writer per journal", .serialized)
    struct InterruptTests {
        static let hang = "Players/bots/faults/hang.sh"

        let directory: String

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-interrupt-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }

        /// Polls until `condition` holds or `limit` passes; returns whether it held.
        func wait(upTo limit: Duration = .seconds(20), until condition: () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + limit
            while !condition() {
                if ContinuousClock.now >= deadline { return false }
                try? await Task.sleep(for: .milliseconds(2))
            }
            return true
        }

        /// Whether a bot's log in `logs` shows it was asked for a move (and so is hanging now).
        func botAsked(_ logs: String) -> Bool {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: logs)) ?? []
            return files.contains { (try? String(contentsOfFile: logs + "/" + $0, encoding: .utf8))?.contains("> move") == true }
        }

        /// Checks that every line of the journal at `path` is whole and parses.
        func expectWholeLines(_ path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("\n"))
            for line in text.split(separator: "\n") {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "torn line: \(line)")
            }
        }

        /// Starts `ttt match random hang.sh` writing a journal; returns once the bot hangs on a move.
        func startHungMatch(journal: String, logs: String) async throws -> ChildProcess {
            let ttt = try ChildProcess(
                TTTProcess.binary.path,
                ["match", "random", Self.hang, "--games", "4", "--concurrency", "1", "--journal", journal, "--bot-logs", logs],
                directory: TTTProcess.packageRoot.path, environment: ProcessInfo.processInfo.environment, capture: true)
            #expect(await wait { botAsked(logs) }, "the bot was never asked for a move")
            return ttt
        }

        @Test("Ctrl-C stops a match against a hung bot at once: status 130, standings so far, the journal whole")
        func interruptedMatch() async throws {
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let journal = directory + "/m.jsonl"
            let ttt = try await startHungMatch(journal: journal, logs: directory + "/logs")
            let sent = ContinuousClock.now
            ttt.signal(SIGINT)
            let exited = await ttt.wait(upTo: .seconds(5))
            let took = ContinuousClock.now - sent
            if !exited { ttt.kill() }
            #expect(exited, "still running 5s after Ctrl-C")
            #expect(ttt.exitStatus == 130)
            #expect(took < .seconds(3), "took \(took)")
            #expect(ttt.output.stdout.contains("Stopped: Interrupted by the user."), "\(ttt.output)")
            try expectWholeLines(journal)
        }

        @Test("A second run on a journal being written is refused at once, naming the file and the other run's pid")
        func secondWriterRefused() async throws {
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let journal = directory + "/m.jsonl"
            let first = try await startHungMatch(journal: journal, logs: directory + "/logs")
            let before = try String(contentsOfFile: journal, encoding: .utf8)
            for extra in [[], ["--resume"]] {
                let second = try await TTTProcess.run(
                    ["match", "random", Self.hang, "--games", "4", "--concurrency", "1", "--journal", journal] + extra,
                    deadline: .seconds(10))
                #expect(second.status == 2)
                #expect(second.stderr == "Error: The journal '\(journal)' is being written by another run (pid \(first.pid)); wait for it to end, or choose another file.\n")
            }
            #expect(try String(contentsOfFile: journal, encoding: .utf8) == before)
            first.signal(SIGINT)
            #expect(await first.wait(upTo: .seconds(5)))
            first.kill()
        }

        @Test("Ctrl-C ends 'ttt report' at once with status 130, even when started with SIGINT ignored, and leaves no temporary file")
        func interruptedReport() async throws {
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let journal = directory + "/big.jsonl"
            // NB: enough games that the report is still being made when the signal comes
            // (4,000 took a debug build under a second, and it could finish first).
            let made = try await TTTProcess.run(["match", "random", "random:seed=2", "--games", "40000", "--journal", journal])
            #expect(made.status == 0, "\(made.stderr)")
            // NB: as a shell starts a job in the background: SIGINT ignored, which ttt must undo.
            let starter = "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_IGN); os.execv(sys.argv[1], sys.argv[1:])"
            let report = try ChildProcess(
                "/usr/bin/python3", ["-c", starter, TTTProcess.binary.path, "report", journal, "-o", directory + "/r.html"],
                directory: TTTProcess.packageRoot.path, environment: ProcessInfo.processInfo.environment, capture: true)
            // NB: under way once it catches SIGINT (its handler is in place).
            // NB: ttt runs as the worker of a supervisor that passes signals on (TTTProcess.worker).
            let catching = await wait(upTo: .seconds(10)) { TTTProcess.worker(of: report.pid).map(Self.catchesSIGINT) ?? false }
            #expect(catching, "ttt report never caught SIGINT")
            report.signal(SIGINT)
            let exited = await report.wait(upTo: .seconds(3))
            if !exited { report.kill() }
            #expect(exited, "still running 3s after Ctrl-C")
            #expect(report.exitStatus == 130, "\(report.output.stderr)")
            let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".r.html") }
            #expect(left.isEmpty, "left: \(left)")
        }

        /// Whether process `pid` is ttt and has a handler for SIGINT (its `SigCgt` mask in /proc).
        static func catchesSIGINT(_ pid: Int32) -> Bool {
            // NB: python, which starts it, has a handler of its own until it execs ttt.
            guard (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == "ttt\n",
                  let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                  let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return mask & (1 << (UInt64(SIGINT) - 1)) != 0
        }
    }
}
