import Foundation
import Testing

extension EndToEnd {
    /// Nothing is left behind, whatever ends ttt: the REPL ends the bots it seated (at `new`,
    /// at the end of its input), a signal ends every bot before ttt exits, and bots die with
    /// ttt even when it is killed with SIGKILL. Each test looks at the process table.
    @Suite("Bots end with ttt", .serialized)
    struct BotLifetimeTests {
        /// A running `ttt`, its stdin open for more lines, its bots tagged in their environment.
        final class Running {
            let process: ChildProcess
            let tag = "ttt-lifetime-\(UInt64.random(in: 0...UInt64.max))"

            init(_ arguments: [String], environment extra: [String: String] = [:], capture: Bool = false) throws {
                var environment = ProcessInfo.processInfo.environment
                environment["TTT_TEST_TAG"] = tag
                for (key, value) in extra { environment[key] = value }
                process = try ChildProcess(TTTProcess.binary.path, arguments, directory: TTTProcess.packageRoot.path,
                                           environment: environment, capture: capture)
            }

            func send(_ lines: String) {
                process.send(lines)
            }

            func closeInput() {
                process.closeInput()
            }

            /// The live processes (not zombies) that carry this run's tag: its bots and theirs
            /// (not ttt's worker, which its supervisor forked: TTTProcess.worker).
            var bots: [Int32] {
                let needle = Array("TTT_TEST_TAG=\(tag)".utf8)
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                let ttt = TTTProcess.binary.resolvingSymlinksInPath().path
                return entries.compactMap(Int32.init).filter { pid in
                    guard pid != process.pid,
                          (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) != ttt,
                          let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                          environ.split(separator: 0).contains(where: { Array($0) == needle }),
                          !Self.isZombie(pid) else { return false }
                    return kill(pid, 0) == 0
                }
            }

            /// Whether `pid` has ended and waits to be reaped (or is gone).
            static func isZombie(_ pid: Int32) -> Bool {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { return true }
                return stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
            }

            /// What the process table says of `pids`: state, parent, group and command line.
            func described(_ pids: [Int32]) -> String {
                pids.map { pid in
                    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone"
                    let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                        .map { String(decoding: $0.map { $0 == 0 ? 32 : $0 }, as: UTF8.self) } ?? ""
                    return "\(pid) [\(stat.split(separator: " ").prefix(5).joined(separator: " "))] \(line)"
                }.joined(separator: "; ")
            }

            /// Polls until `condition` holds or `limit` passes; returns whether it held.
            func wait(upTo limit: Duration = .seconds(10), until condition: () -> Bool) async -> Bool {
                let deadline = ContinuousClock.now + limit
                while !condition() {
                    if ContinuousClock.now >= deadline { return false }
                    try? await Task.sleep(for: .milliseconds(2))
                }
                return true
            }

            /// Waits for ttt to exit, killing it past `limit`; returns whether it exited by itself.
            func waitForExit(upTo limit: Duration = .seconds(10)) async -> Bool {
                let exited = await process.wait(upTo: limit)
                if !exited { process.kill() }
                return exited
            }
        }

        static let stubborn = "Players/bots/faults/stubborn.sh"
        static let hang = "Players/bots/faults/hang.sh"

        @Test("'new' ends the bots of the game before, while the REPL goes on")
        func newEndsTheSeatedBots() async throws {
            let ttt = try Running([])
            // NB: the stubborn bot ignores quit, the end of its input and SIGTERM.
            ttt.send("x \(Self.stubborn)\no random\nplay\n")
            #expect(await ttt.wait { ttt.bots.count == 1 }, "the bot should be running after its game")
            ttt.send("new\n")
            #expect(await ttt.wait { ttt.bots.isEmpty }, "left after 'new': \(ttt.bots)")
            #expect(ttt.process.isRunning)
            ttt.closeInput()
            #expect(await ttt.waitForExit())
        }

        @Test("The end of the input, 'quit' and a failed script end the bots seated", arguments: [
            "", "quit\n", "expect winner o\n",
        ])
        func endOfSessionEndsTheSeatedBots(ending: String) async throws {
            let ttt = try Running([])
            ttt.send("x \(Self.stubborn)\no random\nplay\n")
            #expect(await ttt.wait { ttt.bots.count == 1 })
            ttt.send(ending)
            ttt.closeInput()
            #expect(await ttt.waitForExit())
            #expect(await ttt.wait(upTo: .seconds(5)) { ttt.bots.isEmpty }, "left: \(ttt.bots)")
        }

        @Test("SIGINT, SIGTERM and SIGHUP end every bot before ttt exits, and the journal stays whole", arguments: [
            SIGINT, SIGTERM, SIGHUP,
        ])
        func signalsEndTheBots(signal: Int32) async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-signal-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("j.jsonl").path
            // NB: the tournament CLI stops at Ctrl-C after the moves in progress; a script ends at once.
            let arguments = signal == SIGINT
                ? ["-c", "x \(Self.stubborn); o \(Self.hang); play"]
                : ["tournament", "random", Self.stubborn, Self.hang, "--games", "4", "--concurrency", "2", "--journal", journal]
            let ttt = try Running(arguments)
            #expect(await ttt.wait { ttt.bots.count >= 2 }, "bots: \(ttt.bots)")
            ttt.process.signal(signal)
            #expect(await ttt.waitForExit())
            #expect(ttt.process.terminatingSignal == signal, "exit status \(String(describing: ttt.process.exitStatus))")
            let left = ttt.bots
            #expect(left.isEmpty, "left: \(ttt.described(left))")
            if signal != SIGINT {
                let text = try String(contentsOfFile: journal, encoding: .utf8)
                #expect(text.hasSuffix("\n"))
                for line in text.split(separator: "\n") {
                    #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "torn line: \(line)")
                }
            }
        }

        @Test("A bot's child that double-forked into a session of its own and cleared its environment is killed with the bot")
        func doubleForkedStrayIsKilled() async throws {
            // NB: the stray carries no mark of its run and no tag; its sleep's length finds it.
            let seconds = "1000.\(UInt32.random(in: 1...UInt32.max))"
            let outcome = try await TTTProcess.run(
                ["-c", "set time 300ms; x Players/bots/faults/double-fork.sh; o random; play; expect reason timeout"],
                environment: ["STRAY_SECONDS": seconds])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let left = Self.live(commandLineContaining: seconds)
            left.forEach { kill($0, SIGKILL) }
            #expect(left.isEmpty, "the stray outlived its bot")
        }

        @Test("A bot's helper that left its session lives as long as that bot: another bot's faults never end it")
        func anEscapedHelperIsEndedOnlyWithItsOwnRun() async throws {
            // NB: escaped-helper.sh gives up ('error') on any move after its helper is gone;
            // each crash of the other bot ends a run of it, while escaped-helper plays on.
            let seconds = "1000.\(UInt32.random(in: 1...UInt32.max))"
            let outcome = try await TTTProcess.run([
                "match", "Players/bots/faults/escaped-helper.sh", "Players/bots/faults/crash-mid-game.sh",
                "--games", "6", "--concurrency", "1",
            ], environment: ["HELPER_SECONDS": seconds])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let left = Self.live(commandLineContaining: seconds)
            left.forEach { kill($0, SIGKILL) }
            #expect(left.isEmpty, "the helper outlived its bot")
            #expect(outcome.stdout.contains("escaped-helper      6     6       0"), "\(outcome.stdout)")
            // NB: no forfeit of its own under Faults (its wins are under Endings).
            let faults = outcome.stdout.components(separatedBy: "Faults:").last ?? ""
            #expect(!faults.contains("escaped-helper: "), "\(outcome.stdout)")
            #expect(outcome.stdout.contains("crash-mid-game: 6 forfeits: crashed 6."), "\(outcome.stdout)")
        }

        /// Live processes (not zombies) whose command line holds `text` as a word.
        static func live(commandLineContaining text: String) -> [Int32] {
            let needle = Array(text.utf8)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap(Int32.init).filter { pid in
                guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                      line.split(separator: 0).contains(where: { Array($0) == needle }),
                      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { return false }
                return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
            }
        }

        @Test("A helper that left its bot's session and cleared its environment dies with ttt killed by SIGKILL, the process started or its worker", arguments: [false, true])
        func sigkillEndsEscapedHelpers(killingTheWorker: Bool) async throws {
            // NB: the helper carries no mark and no tag; its sleep's length finds it.
            let seconds = "1000.\(UInt32.random(in: 1...UInt32.max))"
            let ttt = try Running(["-c", "x Players/bots/faults/double-fork.sh; o random; play"], environment: ["STRAY_SECONDS": seconds])
            #expect(await ttt.wait { !Self.live(commandLineContaining: seconds).isEmpty }, "the helper never started")
            if killingTheWorker {
                let worker = try #require(TTTProcess.worker(of: ttt.process.pid))
                kill(worker, SIGKILL)
                #expect(await ttt.waitForExit())
                #expect(ttt.process.terminatingSignal == SIGKILL, "ended as its worker did")
            } else {
                ttt.process.kill()
            }
            let gone = await ttt.wait(upTo: .seconds(5)) { Self.live(commandLineContaining: seconds).isEmpty }
            let left = Self.live(commandLineContaining: seconds)
            left.forEach { kill($0, SIGKILL) }
            #expect(gone, "left: \(ttt.described(left))")
        }

        @Test("ttt runs under its supervisor, and as one process with TTT_NO_SUPERVISOR=1 (for a profiler or a debugger)")
        func supervisorOrNot() async throws {
            for alone in [false, true] {
                let ttt = try Running(["-c", "x \(Self.stubborn); o \(Self.hang); play"], environment: alone ? ["TTT_NO_SUPERVISOR": "1"] : [:])
                #expect(await ttt.wait { ttt.bots.count >= 2 }, "bots: \(ttt.bots)")
                let name = try String(contentsOfFile: "/proc/\(ttt.process.pid)/comm", encoding: .utf8)
                #expect(name == (alone ? "ttt\n" : "ttt-supervisor\n"))
                #expect((TTTProcess.worker(of: ttt.process.pid) == nil) == alone)
                ttt.process.signal(SIGTERM)
                #expect(await ttt.waitForExit())
                #expect(ttt.process.terminatingSignal == SIGTERM)
                #expect(await ttt.wait(upTo: .seconds(5)) { ttt.bots.isEmpty }, "left: \(ttt.described(ttt.bots))")
            }
        }

        @Test("Bots die with ttt when it is killed with SIGKILL")
        func sigkillEndsTheBots() async throws {
            let ttt = try Running(["-c", "x \(Self.stubborn); o \(Self.hang); play"])
            #expect(await ttt.wait { ttt.bots.count >= 2 }, "bots: \(ttt.bots)")
            ttt.process.kill()
            #expect(await ttt.wait(upTo: .seconds(5)) { ttt.bots.isEmpty }, "left: \(ttt.described(ttt.bots))")
        }
    }
}
