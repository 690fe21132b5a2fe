import Foundation
import Testing

@Suite("Playing at a terminal and through a pipe")
struct InteractiveTests {
    @Test("a game piped in: the computer replies, the result is announced")
    func pipedGame() throws {
        // NB: perfect answers the centre opening in a corner and never loses.
        let history = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-history-\(UUID().uuidString)").path
        let result = try TTTProcess.run([], input: "5\nexpect moves 2\nexpect tomove x\nshow\n", environment: ["TTT_HISTORY": history])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: history), "no history is written from a pipe")
        #expect(result.stdout.hasSuffix("human (X) to move.\n"))
        #expect(result.stdout.contains(".[O]") || result.stdout.contains("[O]"))
        #expect(result.stdout.contains("X"))
    }

    @Test("a person against perfect cannot win; the game ends with an announcement")
    func wholeGameAgainstPerfect() throws {
        let analysis = try TTTProcess.run(["--json"], input: "new tictactoe x=human o=perfect\nhint\n")
        #expect(analysis.stdout.contains("\"type\":\"hint\""))
        var lines = ["new tictactoe x=human o=perfect"]
        for cell in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"] {
            lines.append("echo try \(cell)")
            lines.append("\(cell)")
        }
        let result = try TTTProcess.run(["-c", "set bail off; " + lines.joined(separator: "; ") + "; expect over; expect score human wins 0"])
        #expect(result.stdout.contains("perfect (O) wins") || result.stdout.contains("Draw between human (X) and perfect (O)."))
        #expect(!result.stderr.contains("Expected"), "\(result.stderr)")
    }

    @Test("at a terminal: a prompt, the board, line editing and a history file")
    func terminalSession() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let history = directory.appendingPathComponent("history").path
        // A pseudo-terminal from Python's standard library: type two lines, read the screen.
        let driver = """
        import os, pty, sys, time, select
        pid, fd = pty.fork()
        if pid == 0:
            os.execve(sys.argv[1], [sys.argv[1]], dict(os.environ, TTT_HISTORY=sys.argv[2], NO_COLOR="1", TERM="dumb"))
        out = b""
        def read_until(token, seconds=20):
            global out
            deadline = time.time() + seconds
            while token not in out and time.time() < deadline:
                r, _, _ = select.select([fd], [], [], 0.1)
                if r:
                    try: out += os.read(fd, 4096)
                    except OSError: break
        read_until(b"ttt> ")
        os.write(fd, b"b2\\r")
        read_until(b"ttt> ", 20) if out.count(b"ttt> ") >= 2 else read_until(b"[O]")
        read_until(b"ttt> ")
        os.write(fd, b"quit\\r")
        deadline = time.time() + 20
        while time.time() < deadline:
            r, _, _ = select.select([fd], [], [], 0.1)
            if r:
                try:
                    data = os.read(fd, 4096)
                    if not data: break
                    out += data
                except OSError: break
        _, status = os.waitpid(pid, 0)
        sys.stdout.write(out.decode("utf-8", "replace"))
        sys.stdout.write("\\nEXIT %d\\n" % os.waitstatus_to_exitcode(status))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", driver, TTTProcess.binary.path, history]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let screen = String(decoding: data, as: UTF8.self)
        #expect(screen.contains("ttt: tictactoe (3x3, 3 in a row). human (X) against perfect (O)."))
        #expect(screen.contains("ttt> "))
        #expect(screen.contains("2  . X . 2"), "the board after b2 and the reply")
        #expect(screen.contains("EXIT 0"), "\(screen)")
        let saved = (try? String(contentsOfFile: history, encoding: .utf8)) ?? ""
        #expect(saved.contains("b2"), "history file: \(saved)")
        #expect(saved.contains("quit"))
    }
}
