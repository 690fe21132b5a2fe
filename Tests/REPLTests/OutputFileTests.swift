import Foundation
import Players
import REPL
import Testing

/// No output option destroys an input: records, reports and saved games are written only to a
/// new file or one ttt wrote itself, and never to a file the run reads or writes otherwise,
/// compared by identity (`./m.jsonl`, a symbolic link) rather than by spelling.
@Suite("Outputs never replace inputs")
struct OutputFileTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-outputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    func run(_ lines: [String]) async -> (errors: [String], ok: Bool) {
        let output = CapturedOutput(json: false)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output.errors, ok)
    }

    /// A journal of a finished match, and its bytes.
    func journal(_ name: String) async throws -> (path: String, text: String) {
        let journal = path(name)
        let (errors, ok) = await run(["match 4 random heuristic --seed 2 --journal \(journal)"])
        #expect(ok, "\(errors)")
        return (journal, try String(contentsOfFile: journal, encoding: .utf8))
    }

    @Test("merge --records refuses its own input, however it is spelt, and leaves it whole")
    func mergeRecordsOverItsInput() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (journal, text) = try await journal("m.jsonl")
        try FileManager.default.createSymbolicLink(atPath: path("link.txt"), withDestinationPath: "m.jsonl")
        for records in [journal, directory + "/./m.jsonl", path("link.txt")] {
            #expect(throws: CommandError("--records '\(records)' is the journal '\(journal)'; ttt never writes over what it reads. Give --records another file.")) {
                try Session.mergeJournals([journal], records: records, output: CapturedOutput(json: false))
            }
            #expect(try String(contentsOfFile: journal, encoding: .utf8) == text)
        }
    }

    @Test("A run's --records and --report may not be its journal, nor each other, even when none is there yet")
    func outputsOfOneRun() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let journal = path("n.jsonl")
        let (errors, ok) = await run([
            "set bail off",
            "match 4 random heuristic --journal \(journal) --records \(directory)/./n.jsonl",
            "match 4 random heuristic --journal \(journal) --report \(journal)",
            "match 4 random heuristic --records \(path("r.html")) --report \(path("r.html"))",
        ])
        #expect(!ok)
        #expect(errors == [
            "test:2: --records '\(directory)/./n.jsonl' is --journal '\(journal)'; each output needs a file of its own. Give --records another file.",
            "test:3: --report '\(journal)' is --journal '\(journal)'; each output needs a file of its own. Give --report another file.",
            "test:4: --report '\(path("r.html"))' is --records '\(path("r.html"))'; each output needs a file of its own. Give --report another file.",
        ])
        #expect(!FileManager.default.fileExists(atPath: journal), "nothing was begun")
        #expect(!FileManager.default.fileExists(atPath: path("r.html")))
    }

    @Test("--records refuses a journal, the openings, or any file ttt did not write; it replaces records it wrote")
    func recordsOverOtherFiles() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (journal, text) = try await journal("j.jsonl")
        let notes = path("notes.txt")
        try "My notes.\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let openings = path("openings.txt")
        try "b2\n".write(toFile: openings, atomically: true, encoding: .utf8)
        let records = path("games.txt")
        let (errors, ok) = await run([
            "set bail off",
            "match 4 random heuristic --records \(journal)",
            "match 4 random heuristic --records \(notes)",
            "match 4 random heuristic --openings \(openings) --records \(openings)",
            "match 4 random heuristic --records \(records)",
            "match 4 random heuristic --records \(records)",
        ])
        #expect(!ok)
        #expect(errors == [
            "test:2: '\(journal)' exists and is not records ttt wrote; it is left as it is. Give --records another file, or remove it.",
            "test:3: '\(notes)' exists and is not records ttt wrote; it is left as it is. Give --records another file, or remove it.",
            "test:4: --records '\(openings)' is --openings '\(openings)'; ttt never writes over what it reads. Give --records another file.",
        ])
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "My notes.\n")
        #expect(try String(contentsOfFile: openings, encoding: .utf8) == "b2\n")
        let written = try String(contentsOfFile: records, encoding: .utf8)
        #expect(written.components(separatedBy: "[Event \"ttt tournament\"]").count - 1 == 4, "replaced, not appended to")
    }

    @Test("save replaces a game ttt saved, and refuses any other file")
    func saveOverOtherFiles() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = path("cup.ttt")
        try "tournament random heuristic\n".write(toFile: script, atomically: true, encoding: .utf8)
        let (errors, ok) = await run([
            "set bail off", "save \(script)", "b2", "save \(path("game.txt"))", "save \(path("game.txt"))",
            "save \(path("game.sgf"))", "save \(path("game.sgf"))",
        ])
        #expect(!ok)
        #expect(errors == ["test:2: '\(script)' exists and is not a record ttt wrote; it is left as it is. Choose another file, or remove it."])
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "tournament random heuristic\n")
        #expect(try String(contentsOfFile: path("game.txt"), encoding: .utf8).hasPrefix("[Event \"ttt game\"]"))
    }
}
