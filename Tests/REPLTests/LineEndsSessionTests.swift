import Foundation
import GameCore
import Players
import REPL
import Testing
import TextAndFiles

/// Files saved by a Windows editor, CRLF line ends and a UTF-8 byte-order mark, read by the
/// session as with LF: scripts (`source`, `Script.lines`), records (`load`, `replay`),
/// openings files (`--openings`) and piped lines.
@Suite struct LineEndsSessionTests {
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, session: Session, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, session, ok)
    }

    /// `text` with CRLF line ends and a byte-order mark, in a file removed after `body`.
    func withWindowsFile<T>(_ name: String, _ text: String, _ body: (String) async throws -> T) async throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-crlf-\(UUID().uuidString)-\(name)").path
        let windows = "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
        try windows.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try await body(path)
    }

    @Test("A script with CRLF and a byte-order mark runs line by line, and its errors name their lines")
    func script() async throws {
        let text = "new 5x5 k=4; x human; o human\n# a comment\na1\nb1\n"
        let rules = try Rules(parsing: "5x5 k=4")
        try await withWindowsFile("script.ttt", text) { path in
            let lines: [String] = try Script.lines(of: path)
            #expect(lines == ["new 5x5 k=4; x human; o human", "# a comment", "a1", "b1"])
            let (output, session, ok) = await run(["source \(path)", "expect moves \"a1 b1\""])
            #expect(ok, "\(output.errors)")
            #expect(session.game.rules == rules)
        }
        try await withWindowsFile("bad.ttt", "new\nx human; o human\nb2\nb2\n") { path in
            let (output, _, ok) = await run(["source \(path)"])
            #expect(!ok)
            #expect(output.errors.first == "\(path):4: b2 is taken by X.", "\(output.errors)")
        }
    }

    @Test("load and replay read text records and SGF with CRLF and a byte-order mark", arguments: ["txt", "sgf"])
    func records(kind: String) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-crlf-\(UUID().uuidString).\(kind)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (saved, _, ok) = await run(["new 5x5 k=4; x human; o human", "a1; b1; c3; e5", "save \(path)"])
        #expect(ok, "\(saved.errors)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let rules = try Rules(parsing: "5x5 k=4")
        try await withWindowsFile("game.\(kind)", text + (kind == "txt" ? "\n" : "") + text) { windows in
            let (loaded, session, ok) = await run(["load \(windows)", "expect moves \"a1 b1 c3 e5\""])
            #expect(ok, "\(loaded.errors)")
            #expect(session.game.rules == rules)
            let (replayed, again, replayOK) = await run(["replay \(windows) 2", "expect moves 0", "replay end", "expect moves 4"])
            #expect(replayOK, "\(replayed.errors)")
            #expect(replayed.lines.contains { $0.hasPrefix("Game 2 of 2 in \(windows):") }, "\(replayed.lines)")
            #expect(again.game.moveText == "a1 b1 c3 e5")
        }
        try await withWindowsFile("bad.txt", "[Rules \"tictactoe\"]\n\n1. b2 a1 2. b2 *\n") { windows in
            let (output, _, _) = await run(["load \(windows)"])
            #expect(output.errors == ["test:1: \(windows):3: Move 3 'b2': b2 is taken by X."])
        }
    }

    @Test("An openings file with CRLF and a byte-order mark gives the same games as with LF")
    func openings() async throws {
        // NB: the pos line counts rows from the top: h8i9 is ttt's h8 i7.
        let text = "h8 i7 j8\nh8i9\n"
        try await withWindowsFile("openings.txt", text) { path in
            let (output, _, ok) = await run(["match 4 random heuristic --rules gomoku --openings \(path) --openings-plies 2"], json: true)
            #expect(ok, "\(output.errors)")
            let games = try output.lines.filter { $0.hasPrefix("{\"type\":\"game\"") }.map { try JSONValue(parsing: $0) }
            #expect(games.map { $0["opening"]?.stringValue ?? "?" } == ["h8 i7", "h8 i7", "h8 i7", "h8 i7"])
        }
        try await withWindowsFile("bad.txt", "hello world\n") { path in
            let (output, _, _) = await run(["match 2 random heuristic --rules gomoku --openings \(path)"])
            #expect(output.errors.first?.hasPrefix("test:1: \(path):1: The line 'hello world' is none of the openings formats") == true,
                    "\(output.errors)")
        }
    }

    @Test("Piped lines with CRLF and a byte-order mark run as with LF")
    func piped() async throws {
        try await withWindowsFile("stdin", "set seed 5\nnew; x human; o human\nb2\n") { path in
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let output = CapturedOutput()
            let session = Session(output: output, registry: .builtIn)
            let ok = await ScriptRunner(session: session).run(PlainLineReader(descriptor: descriptor), source: "<stdin>")
            #expect(ok, "\(output.errors)")
            #expect(session.settings.seed == 5)
            #expect(session.game.moveText == "b2")
        }
    }
}
