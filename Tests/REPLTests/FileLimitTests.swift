import Foundation
import Players
import REPL
import Testing
import TextAndFiles

@Suite("Files and lines are read with bounds, and a journal never damages another file")
struct FileLimitTests {
    func run(_ lines: [String]) async -> CapturedOutput {
        let output = CapturedOutput()
        _ = await ScriptRunner(session: Session(output: output, registry: .builtIn)).run(ListLineReader(lines), source: "test")
        return output
    }

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-limits-\(UUID().uuidString)-\(name)").path
    }

    /// A sparse file of `bytes` bytes: its size is refused before any of it is read.
    func sparseFile(bytes: UInt64) throws -> String {
        let path = temporaryPath("big.txt")
        _ = FileManager.default.createFile(atPath: path, contents: Data("(;GM[4]".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return path
    }

    @Test("load, replay, source and --openings refuse a file over 64 MiB, or a device that never ends")
    func bigFiles() async throws {
        let big = try sparseFile(bytes: 80 << 20)
        defer { try? FileManager.default.removeItem(atPath: big) }
        let tooBig = "'\(big)' is 80 MiB: files over 64 MiB are not read."
        for command in ["load \(big)", "replay \(big)", "source \(big)", "tournament random heuristic --openings \(big)"] {
            #expect(await run([command]).errors == ["test:1: \(tooBig)"], "\(command)")
        }
        #expect(await run(["source /dev/zero"]).errors == ["test:1: '/dev/zero' is over 64 MiB: files over 64 MiB are not read."])
    }

    @Test("A line of standard input over 1 MiB ends the input with a message, after the lines before it ran")
    func longLine() async throws {
        let path = temporaryPath("stdin")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = "set seed 5\r\n" + "#" + String(repeating: "x", count: 1 << 20) + "\n" + "set seed 6\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let output = CapturedOutput()
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(PlainLineReader(descriptor: descriptor), source: "<stdin>")
        #expect(!ok)
        #expect(output.errors == ["<stdin>:2: The line is over 1 MiB: lines over 1 MiB are not read. The input stops here."])
        #expect(session.settings.seed == 5)
    }

    @Test("tournament --journal refuses a README and leaves it as it was; --resume says what it cut")
    func journal() async throws {
        let readme = temporaryPath("README.md")
        let journal = temporaryPath("j.jsonl")
        defer { for path in [readme, journal] { try? FileManager.default.removeItem(atPath: path) } }
        let text = "# ttt\n\nA game engine"
        try text.write(toFile: readme, atomically: true, encoding: .utf8)
        // NB: the records file given beside it is left as it was too.
        let records = temporaryPath("games.txt")
        defer { try? FileManager.default.removeItem(atPath: records) }
        let kept = "[Event \"ttt match\"]\n[X \"kept\"]\n"
        try kept.write(toFile: records, atomically: true, encoding: .utf8)
        let refused = await run(["tournament random heuristic --games 2 --journal \(readme) --records \(records)"])
        #expect(refused.errors == ["test:1: '\(readme)' is not a ttt journal: its first line is not a tournament's parameters."])
        #expect(try String(contentsOfFile: readme, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: records, encoding: .utf8) == kept)

        let command = "tournament random heuristic --games 4 --seed 1 --journal \(journal)"
        #expect(await run([command]).errors == [])
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
        try (lines[0...2].joined(separator: "\n") + "\n" + lines[3].prefix(37)).write(toFile: journal, atomically: true, encoding: .utf8)
        let resumed = await run([command + " --resume"])
        #expect(resumed.errors == [])
        #expect(resumed.lines.first == "Cut a torn last line (37 bytes) from '\(journal)'.")
        #expect(resumed.lines.last?.hasPrefix("4 of 4 games (2 from the journal); played 2 in ") == true)
        // In JSON, a notice of its own.
        try (lines[0...2].joined(separator: "\n") + "\n" + lines[3].prefix(37)).write(toFile: journal, atomically: true, encoding: .utf8)
        let json = CapturedOutput(json: true)
        _ = await ScriptRunner(session: Session(output: json, registry: .builtIn)).run(ListLineReader([command + " --resume"]), source: "test")
        let notice = try JSONValue(parsing: try #require(json.lines.first { $0.contains(#""type":"notice""#) }))
        #expect(notice["message"]?.stringValue == "Cut a torn last line (37 bytes) from '\(journal)'.")
    }
}
