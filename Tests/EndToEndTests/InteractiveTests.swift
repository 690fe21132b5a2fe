import Foundation
import Testing

extension EndToEnd {
    @Suite("Playing at a terminal and through a pipe")
    struct InteractiveTests {
        @Test("a game piped in: the computer replies, the result is announced")
        func pipedGame() async throws {
            // NB: perfect answers the centre opening in a corner and never loses.
            let history = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-history-\(UUID().uuidString)").path
            let result = try await TTTProcess.run([], input: "5\nexpect moves 2\nexpect tomove x\nshow\n", environment: ["TTT_HISTORY": history])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: history), "no history is written from a pipe")
            #expect(result.stdout.hasSuffix("human (X) to move.\n"))
            #expect(result.stdout.contains(".[O]") || result.stdout.contains("[O]"))
            #expect(result.stdout.contains("X"))
        }

        @Test("a person against perfect cannot win; the game ends with an announcement")
        func wholeGameAgainstPerfect() async throws {
            let analysis = try await TTTProcess.run(["--json"], input: "new tictactoe x=human o=perfect\nhint\n")
            #expect(analysis.stdout.contains("\"type\":\"hint\""))
            var lines = ["new tictactoe x=human o=perfect"]
            for cell in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"] {
                lines.append("echo try \(cell)")
                lines.append("\(cell)")
            }
            let result = try await TTTProcess.run(["-c", "set bail off; " + lines.joined(separator: "; ") + "; expect over; expect score human wins 0"])
            #expect(result.stdout.contains("perfect (O) wins") || result.stdout.contains("Draw between human (X) and perfect (O)."))
            #expect(!result.stderr.contains("Expected"), "\(result.stderr)")
        }

        /// What is typed at the terminal: keys once one more prompt shows, or keys once a
        /// text is on the screen.
        enum Key: ExpressibleByStringLiteral {
            case typed(String)
            case after(String, send: String)
            /// Keys once a file in a directory holds a text (a bot's log: work under way, nothing on the screen).
            case afterFile(in: String, containing: String, send: String)

            init(stringLiteral value: String) { self = .typed(value) }

            var json: Any {
                switch self {
                case let .typed(keys): keys
                case let .after(text, keys): ["after": text, "send": keys]
                case let .afterFile(directory, text, keys): ["after_file_in": directory, "containing": text, "send": keys]
                }
            }
        }

        /// Runs ttt on a pseudo-terminal (Python's pty module), typing `keys` one chunk at a
        /// time, each once the screen has shown one more prompt (or, for a key given as
        /// `(after: TEXT, send: KEYS)`, once TEXT is on the screen); returns the screen.
        func runOnTerminal(_ keys: [Key], history: String) async throws -> String {
            let driver = """
            import os, pty, sys, time, select, json
            keys = json.loads(sys.argv[3])
            pid, fd = pty.fork()
            if pid == 0:
                os.execve(sys.argv[1], [sys.argv[1]], dict(os.environ, TTT_HISTORY=sys.argv[2], NO_COLOR="1", TERM="xterm"))
            out = b""
            def pump(until, seconds=30):
                global out
                deadline = time.time() + seconds
                while not until() and time.time() < deadline:
                    r, _, _ = select.select([fd], [], [], 0.05)
                    if r:
                        try:
                            data = os.read(fd, 4096)
                        except OSError:
                            return
                        if not data:
                            return
                        out += data
            # NB: a key waits for one more prompt; one given as {"after": TEXT, "send": KEYS}
            # waits for TEXT on the screen instead (work under way, no prompt yet).
            prompts = 0
            def file_holds(directory, text):
                try:
                    names = os.listdir(directory)
                except OSError:
                    return False
                for name in names:
                    try:
                        with open(os.path.join(directory, name), "rb") as f:
                            if text.encode() in f.read():
                                return True
                    except OSError:
                        pass
                return False
            for key in keys:
                if isinstance(key, dict) and "after_file_in" in key:
                    pump(lambda: file_holds(key["after_file_in"], key["containing"]))
                    os.write(fd, key["send"].encode())
                    continue
                if isinstance(key, dict):
                    pump(lambda: key["after"].encode() in out)
                    os.write(fd, key["send"].encode())
                    continue
                pump(lambda: out.count(b"ttt> ") > prompts)
                prompts += 1
                os.write(fd, key.encode())
            pump(lambda: False, 30)
            _, status = os.waitpid(pid, 0)
            sys.stdout.write(out.decode("utf-8", "replace"))
            sys.stdout.write("\\nEXIT %d\\n" % os.waitstatus_to_exitcode(status))
            """
            let keysJSON = String(decoding: try JSONSerialization.data(withJSONObject: keys.map(\.json)), as: UTF8.self)
            let process = try ChildProcess(
                "python3", ["-c", driver, TTTProcess.binary.path, history, keysJSON],
                directory: TTTProcess.packageRoot.path, environment: ProcessInfo.processInfo.environment, capture: true)
            process.closeInput()
            if await !process.wait(upTo: .seconds(60)) {
                Issue.record("the terminal driver did not finish within 60s")
                process.kill()
            }
            return process.output.stdout
        }

        @Test("at a terminal: a prompt, the board, tab completion, and history across two runs")
        func terminalSession() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-pty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let history = directory.appendingPathComponent("history").path

            // First run: a move against perfect; 'new' with two people; 'a1', 'a2'; then 'move a'
            // completes to the one free cell in column a, a3; 'sho' completes to 'show'.
            let first = try await runOnTerminal(
                ["b2\r", "new x=human o=human\r", "a1\r", "a2\r", "move a\t\r", "sho\t\r", "echo first-run-marker\r", "quit\r"],
                history: history)
            #expect(first.contains("ttt: tictactoe (3x3, 3 in a row). human (X) against perfect (O)."))
            #expect(first.contains("ttt> "))
            #expect(first.contains("2  . X . 2"), "the board after b2 and the reply")
            #expect(first.contains("move a3"), "a move completed: \(first)")
            #expect(first.contains("3 [X]. . 3"), "a3 was played")
            #expect(first.contains("human (O) to move."), "'sho' completed to 'show'")
            #expect(first.contains("EXIT 0"))
            let saved = (try? String(contentsOfFile: history, encoding: .utf8)) ?? ""
            #expect(saved.contains("echo first-run-marker"), "history file: \(saved)")

            // Second run: two steps up the history reach the echo of the first run.
            let second = try await runOnTerminal(["\u{1B}[A\u{1B}[A\r", "quit\r"], history: history)
            #expect(second.components(separatedBy: "first-run-marker").count >= 3, "recalled and run: \(second)")
            #expect(second.contains("EXIT 0"))
        }

        @Test("The README's tour of the REPL is what a terminal shows, line for line")
        func readmeTour() async throws {
            let readme = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            let start = try #require(readme.range(of: "```\nttt: tictactoe (3x3, 3 in a row). human (X) against perfect (O).\n"))
            let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
            let tour = readme[readme.index(start.lowerBound, offsetBy: 4)..<end.lowerBound].split(separator: "\n").map(String.init)
            let typed = tour.filter { $0.hasPrefix("ttt> ") }.map { String($0.dropFirst(5)) + "\r" }
            #expect(typed == ["b2\r", "a3\r", "hint\r"])
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-pty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let screen = try await runOnTerminal(typed.map { .typed($0) } + ["quit\r"], history: directory.appendingPathComponent("history").path)
            // NB: what a person reads: escape sequences (readline's) and carriage returns left out.
            let lines = screen.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "").replacingOccurrences(of: "\r", with: "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let first = try #require(lines.firstIndex(of: tour[0]), "\(screen)")
            #expect(Array(lines[first..<min(lines.count, first + tour.count)]) == tour, "\(screen)")
        }

        @Test("at a terminal, Ctrl-C stops a match against a hung bot at once and the REPL goes on")
        func interruptedMatch() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-pty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let logs = directory.appendingPathComponent("logs").path
            let started = ContinuousClock.now
            // NB: the bot never answers a move, and no time limit is set: only Ctrl-C ends the game.
            let screen = try await runOnTerminal(
                [.typed("set bot-logs \(logs)\r"), "match 2 random Players/bots/faults/hang.sh\r",
                 .afterFile(in: logs, containing: "> move", send: "\u{03}"), "echo still-here\r", "quit\r"],
                history: directory.appendingPathComponent("history").path)
            #expect(screen.contains("Stopped: Interrupted by the user."), "\(screen)")
            #expect(screen.contains("still-here"))
            #expect(screen.contains("EXIT 0"))
            #expect(ContinuousClock.now - started < .seconds(20), "the driver waits 30s for a screen that never comes")
        }

        @Test("at a terminal, Ctrl-C stops a long perft and the REPL goes on")
        func interruptedPerft() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-pty-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            // NB: perft 9 on 15x15 would take years; it shows its progress before the first count.
            let screen = try await runOnTerminal(
                ["new gomoku\r", "perft 9\r", .after("first moves counted", send: "\u{03}"), "echo still-here\r", "quit\r"],
                history: directory.appendingPathComponent("history").path)
            #expect(screen.contains("perft 9 stopped: interrupted by the user."), "\(screen)")
            #expect(screen.contains("still-here"))
            #expect(screen.contains("EXIT 0"))
        }
    }
}
