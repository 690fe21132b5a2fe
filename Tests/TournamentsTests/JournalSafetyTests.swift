import Foundation
import GameCore
import GameRecords
import Testing
import TextAndFiles
import Tournaments

@Suite("A journal never damages another file, and is read with bounds")
struct JournalSafetyTests {
    static let notAJournal = "is not a ttt journal: its first line is not a tournament's parameters."

    /// Files a person might pass as --journal by mistake.
    static let strangers: [(String, String)] = [
        ("readme", "# My project\n\nSome text.\n"),
        ("one line without a break", "Some text"),
        ("blank lines", "\n\n  \n"),
        ("JSON of another program", "{\"a\":1}\n"),
        ("a game line without its header",
         #"{"type":"game","index":0,"x":"seeded","o":"first","rules":"tictactoe","opening":"","seed":"1","moves":"a1","result":"1-0","winner":"X","reason":"timeout","ms":0.1}"# + "\n"),
        ("a torn header of another tournament", "{\"type\":\"tournament\",\"version\":1,\"players\":[\"x\""),
    ]

    @Test("--journal refuses a file that is not a journal, with or without --resume, and leaves its bytes as they were",
          arguments: strangers)
    func strangerFiles(name: String, text: String) async throws {
        let path = JournalTests.temporaryPath("stranger")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        for resume in [false, true] {
            await #expect(throws: InputError("'\(path)' \(Self.notAJournal)"), "\(name)") {
                try await Tournament(plan: JournalTests.plan(), registry: JournalTests.registry, journalPath: path, resume: resume).run()
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "\(name)")
        }
        #expect(throws: InputError("'\(path)' \(Self.notAJournal)"), "\(name)") { try JournalMerge(paths: [path]) }
    }

    @Test("An empty file becomes a journal; one holding the torn start of this run's header is started again, with a notice")
    func emptyAndTornHeader() async throws {
        let path = JournalTests.temporaryPath("empty")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = JournalTests.plan(games: 2)
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let first = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
        #expect(first.playedNow == 6)
        #expect(first.notices.isEmpty)

        try String(plan.header(shard: nil).serialized.prefix(25)).write(toFile: path, atomically: true, encoding: .utf8)
        let again = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
        #expect(again.playedNow == 6)
        #expect(again.notices == ["Cut a torn last line (25 bytes) from '\(path)'."])
        #expect(try JournalContents.read(path: path).entries.count == 6)

        // NB: cut in another run's start: this tournament's header all the same.
        let earlier = plan.header(shard: nil, started: "2026-05-01T10:53:25Z", engines: .object([])).serialized
        try String(earlier.dropLast(6)).write(toFile: path, atomically: true, encoding: .utf8)
        let later = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path, started: "2026-05-02T08:00:00Z").run()
        #expect(later.playedNow == 6)
        #expect(try JournalContents.read(path: path).header?["started"] == .string("2026-05-02T08:00:00Z"))
    }

    @Test("A journal with a line over 1 MiB, or over 1 GiB in all, is refused, and so is an endless device")
    func bounds() throws {
        let path = JournalTests.temporaryPath("long")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let header = JournalTests.plan().header(shard: nil).serialized
        try (header + "\n" + String(repeating: " ", count: 2 << 20) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: InputError("\(path):2: The line is over 1 MiB: lines over 1 MiB are not read.")) {
            try JournalContents.read(path: path)
        }
        // NB: a sparse file: its size, not its bytes, is what is refused.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: (1 << 30) + 1)
        try handle.close()
        #expect(throws: InputError("'\(path)' is 1.1 GiB: journals over 1 GiB are not read.")) {
            try JournalContents.read(path: path)
        }
        #expect(throws: InputError("'/dev/zero' \(Self.notAJournal)")) { try JournalContents.read(path: "/dev/zero") }
    }

    @Test("A journal whose first line would be too long to read back is not begun")
    func hugeHeader() async throws {
        let path = JournalTests.temporaryPath("openings")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var plan = JournalTests.plan()
        plan.openings = .list(Array(repeating: [Move(column: 0, row: 0), Move(column: 1, row: 1)], count: 200_000))
        await #expect(throws: InputError("The openings make the journal's first line 1.6 MiB: lines over 1 MiB are not read. Give fewer openings.")) {
            try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path).run()
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Sizes read as people read them, rounded up")
    func byteCounts() {
        #expect(ReadLimit.byteCount(37) == "37 bytes")
        #expect(ReadLimit.byteCount(80 << 20) == "80 MiB")
        #expect(ReadLimit.byteCount((64 << 20) + 1) == "64.1 MiB")
        #expect(ReadLimit.tooBig("big.txt", bytes: 80 << 20, limit: ReadLimit.fileBytes) == "'big.txt' is 80 MiB: files over 64 MiB are not read.")
    }
}
