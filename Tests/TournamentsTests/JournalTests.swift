import Foundation
import GameCore
import GameRecords
import Referee
import TestSupport
import Testing
import TextAndFiles
import Tournaments

@Suite("The results journal")
struct JournalTests {
    static let registry = PlayerRegistry(entries: [
        .init(name: "seeded", summary: "Random moves from its seed.", options: ["seed=N"]) { spec, context in
            SeededRandomPlayer(name: spec.text, seed: spec.option("seed").flatMap { UInt64($0) } ?? context.seed)
        },
        .init(name: "first", summary: "The first legal cell.") { spec, _ in FirstLegalPlayer(name: spec.text) },
    ])

    static func plan(_ specs: [String] = ["seeded", "first", "seeded:seed=9"], games: Int = 4, seed: UInt64 = 5) -> TournamentPlan {
        TournamentPlan(specs: specs.map { try! PlayerSpec(parsing: $0) }, gamesPerPairing: games, seed: seed)
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-journal-\(UUID().uuidString)-\(name)").path
    }

    @Test("A game's line reads back to the same game")
    func entryRoundTrip() throws {
        let moves = try ["b2", "a1", "c3", "a3", "a2"].reduce(into: (Board(rules: .ticTacToe), [Move]())) { state, cell in
            let move = try state.0.move(parsing: cell)
            state.0 = try state.0.playing(move)
            state.1.append(move)
        }.1
        let entry = JournalEntry(
            index: 7, x: "cmd:\"python3 bot.py\"", o: "heuristic", rules: .ticTacToe, openingLength: 1, seed: 18_000_000_000_000_000_000,
            moves: moves, winner: .x, reason: "player error: \"quoted\"\nnext line", milliseconds: 1.5)
        #expect(entry.line == #"{"type":"game","index":7,"x":"cmd:\"python3 bot.py\"","o":"heuristic","rules":"tictactoe","opening":"b2","seed":"18000000000000000000","moves":"b2 a1 c3 a3 a2","result":"1-0","winner":"X","reason":"player error: \"quoted\"\nnext line","ms":1.500}"#)
        let back = try JournalEntry(line: entry.line)
        #expect(back == entry)
        #expect(back.opening == [moves[0]])
    }

    @Test("The time margin is kept in the header and read back; a header without one has none")
    func timeMarginInHeader() throws {
        var plan = Self.plan()
        plan.timeLimit = .milliseconds(200)
        plan.timeMargin = .milliseconds(50)
        let back = try TournamentPlan.reading(header: plan.header(shard: nil)).plan
        #expect(back.timeMargin == .milliseconds(50))
        #expect(back == plan)
        #expect(try TournamentPlan.reading(header: Self.plan().header(shard: nil)).plan.timeMargin == .zero)
        // NB: a journal written with another margin is another tournament.
        #expect(Self.plan().mismatch(withHeader: plan.header(shard: nil)) != nil)
    }

    @Test("A torn last line is ignored; a broken complete line is an error with its line number")
    func tornLines() throws {
        let header = Self.plan().header(shard: nil).serialized
        let game = #"{"type":"game","index":0,"x":"seeded","o":"first","rules":"tictactoe","opening":"","seed":"1","moves":"a1 b1 a2 b2 a3","result":"1-0","winner":"X","reason":"line a1 a2 a3","ms":0.1}"#
        let torn = String(game.prefix(40))
        let contents = try JournalContents.parse(Array((header + "\n" + game + "\n" + torn).utf8), name: "j")
        #expect(contents.entries.count == 1)
        #expect(contents.hadTornLine)
        #expect(contents.completeBytes == header.utf8.count + game.utf8.count + 2)
        #expect(throws: InputError("j:2: The game has no 'rules'.")) {
            try JournalContents.parse(Array((header + "\n" + #"{"type":"game","index":0}"# + "\n").utf8), name: "j")
        }
        #expect(throws: InputError("j:3: Move 2 'a1': a1 is taken by X.")) {
            try JournalContents.parse(Array((header + "\n" + game + "\n" + game.replacingOccurrences(of: "a1 b1", with: "a1 a1") + "\n").utf8), name: "j")
        }
        #expect(throws: InputError("j:3: Move 1 'a999': Cannot read 'a999' as a move. Expected a cell such as 'b2' (columns a-c, rows 1-3) or a digit 1-9 as on a numeric keypad.")) {
            try JournalContents.parse(Array((header + "\n" + game + "\n" + game.replacingOccurrences(of: "a1 b1", with: "a999 b1") + "\n").utf8), name: "j")
        }
        #expect(throws: InputError("'j' is not a ttt journal: its first line is not a tournament's parameters.")) {
            try JournalContents.parse(Array("{oops}\n".utf8), name: "j")
        }
        #expect(throws: InputError("j:2: Expected '\"' at column 2.")) {
            try JournalContents.parse(Array((header + "\n{oops}\n").utf8), name: "j")
        }
    }

    @Test("Resume cuts a torn last line, plays what is missing, and ends as an uninterrupted run")
    func resumeAfterTornLine() async throws {
        let whole = Self.temporaryPath("whole")
        let cut = Self.temporaryPath("cut")
        defer { for path in [whole, cut] { try? FileManager.default.removeItem(atPath: path) } }
        let plan = Self.plan()
        let uninterrupted = try await Tournament(plan: plan, registry: Self.registry, concurrency: 3, journalPath: whole).run()
        #expect(uninterrupted.playedNow == 12)

        // A run killed after 5 games, in the middle of writing the 6th line.
        let lines = try String(contentsOfFile: whole, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 13)
        try (lines[0...5].joined(separator: "\n") + "\n" + lines[6].prefix(30)).write(toFile: cut, atomically: true, encoding: .utf8)
        let resumed = try await Tournament(plan: plan, registry: Self.registry, concurrency: 2, journalPath: cut, resume: true).run()
        #expect(resumed.fromJournal == 5)
        #expect(resumed.notices == ["Cut a torn last line (30 bytes) from '\(cut)'."])
        #expect(resumed.playedNow == 7)
        #expect(resumed.standings == uninterrupted.standings)
        let after = try JournalContents.read(path: cut)
        #expect(!after.hadTornLine)
        #expect(after.entries.count == 12)
        #expect(Set(after.entries.map(\.index)) == Set(0..<12))

        // Resuming a complete journal plays nothing.
        let again = try await Tournament(plan: plan, registry: Self.registry, journalPath: cut, resume: true).run()
        #expect(again.playedNow == 0)
        #expect(again.standings == uninterrupted.standings)
    }

    @Test("The header records ttt's version and the start, which are not compared; a journal without them reads and resumes")
    func versionAndStart() async throws {
        let plan = Self.plan(games: 2)
        let header = plan.header(shard: nil, started: "2026-05-01T10:53:25Z")
        #expect(header["ttt"] == .string(TTTVersion.current))
        #expect(header["started"] == .string("2026-05-01T10:53:25Z"))
        #expect(plan.header(shard: nil)["started"] == nil)
        guard case let .object(members) = header else { Issue.record("The header is not an object."); return }
        // NB: another ttt, another day: the same tournament.
        let elsewhere: JSONValue = .object(members.map {
            $0.key == "ttt" ? .init("ttt", "0.1.0") : $0.key == "started" ? .init("started", "2020-01-01T00:00:00Z") : $0
        })
        #expect(plan.mismatch(withHeader: elsewhere) == nil)
        let older: JSONValue = .object(members.filter { $0.key != "ttt" && $0.key != "started" })
        #expect(plan.mismatch(withHeader: older) == nil)
        #expect(try TournamentPlan.reading(header: older).plan == plan)

        let path = Self.temporaryPath("older")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await Tournament(plan: plan, registry: Self.registry, journalPath: path, started: "2026-05-01T10:53:25Z").run()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix(#","shard":null,"engines":{},"ttt":"\#(TTTVersion.current)","started":"2026-05-01T10:53:25Z"}"#))
        // A journal as ttt wrote it before the version was recorded, cut after 2 games.
        try ([older.serialized] + lines[1...2]).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        let resumed = try await Tournament(plan: plan, registry: Self.registry, journalPath: path, resume: true, started: "2027-01-01T00:00:00Z").run()
        #expect(resumed.fromJournal == 2)
        #expect(resumed.standings == first.standings)
        #expect(try JournalContents.read(path: path).header == older)
        #expect(try JournalMerge(paths: [path]).headers == [older])
    }

    @Test("A journal refuses another tournament, and a second run without --resume")
    func mismatch() async throws {
        let path = Self.temporaryPath("mismatch")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try await Tournament(plan: Self.plan(games: 2), registry: Self.registry, journalPath: path).run()
        await #expect(throws: InputError("The journal '\(path)' already holds a tournament; add --resume to continue it, or choose another file.")) {
            try await Tournament(plan: Self.plan(games: 2), registry: Self.registry, journalPath: path).run()
        }
        await #expect(throws: InputError("The journal '\(path)' is of another tournament: its games is 2, this run's 4. Resume with the same parameters, or choose another file.")) {
            try await Tournament(plan: Self.plan(games: 4), registry: Self.registry, journalPath: path, resume: true).run()
        }
        await #expect(throws: InputError("The journal '\(path)' is of another tournament: its seed is \"5\", this run's \"6\". Resume with the same parameters, or choose another file.")) {
            try await Tournament(plan: Self.plan(games: 2, seed: 6), registry: Self.registry, journalPath: path, resume: true).run()
        }
    }
}

@Suite("The journal's JSON")
struct JSONValueTests {
    @Test("Strings with escapes, unicode and surrogate pairs read back; mistakes name the column")
    func strings() throws {
        let value = try JSONValue(parsing: #"{"a":"plain","b":"q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00 é","c":[1,2.5,-3e2,true,false,null],"d":{}}"#)
        #expect(value["a"]?.stringValue == "plain")
        #expect(value["b"]?.stringValue == "q\"b\\s/n\nt\tué😀 é")
        #expect(value["c"] == .array([.number(1), .number(2.5), .number(-300), .bool(true), .bool(false), .null]))
        #expect(value["d"] == .object([]))
        // Written and read back, the same value.
        #expect(try JSONValue(parsing: value.serialized) == value)
        #expect(throws: InputError("Unclosed string at column 8.")) { try JSONValue(parsing: #"{"a":"b"#) }
        #expect(throws: InputError("Unexpected text after the value at column 5.")) { try JSONValue(parsing: "[1] x") }
    }

    @Test("A key given twice in one object is refused with its column, in small and large objects, unless allowed")
    func repeatedKeys() throws {
        #expect(throws: InputError("Key 'a' is given twice at column 14.")) { try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#) }
        #expect(throws: InputError("Key 'x' is given twice at column 14.")) { try JSONValue(parsing: #"[{"x":{"x":1,"x":2}}]"#) }
        let many = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(try JSONValue(parsing: "{\(many)}")["k39"] == .int(39))
        #expect(throws: InputError("Key 'k20' is given twice at column \(many.utf8.count + 3).")) {
            try JSONValue(parsing: "{\(many),\"k20\":0}")
        }
        // The same key in two objects, or as a value, is no repeat.
        #expect(try JSONValue(parsing: #"[{"a":"a"},{"a":{"a":1}}]"#).arrayValue?.count == 2)
        #expect(try JSONValue(parsing: #"{"a":1,"a":2}"#, allowingRepeatedKeys: true) == .object([.init("a", 1), .init("a", 2)]))
        // A control character in a key is shown written out.
        #expect(throws: InputError(#"Key 'a\e' is given twice at column 14."#)) { try JSONValue(parsing: #"{"a\u001b":1,"a\u001b":2}"#) }
    }

    @Test("A journal line with a key given twice is refused with its file and line")
    func journalRepeatedKey() {
        let header = JournalTests.plan().header(shard: nil).serialized
        let game = #"{"type":"game","index":0,"x":"seeded","o":"first","rules":"tictactoe","opening":"","seed":"1","moves":"a1 b1 a2 b2 a3","result":"1-0","winner":"X","reason":"line a1 a2 a3","ms":0.1,"winner":"O"}"#
        #expect(throws: InputError("j:2: Key 'winner' is given twice at column \(game.utf8.count - 12).")) {
            try JournalContents.parse(Array((header + "\n" + game + "\n").utf8), name: "j")
        }
    }
}
