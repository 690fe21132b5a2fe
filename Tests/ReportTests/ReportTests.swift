import Foundation
import GameCore
import GameRecords
import Referee
@testable import Report
import Testing
import TextAndFiles
import Tournaments

@Suite("The HTML report")
struct ReportTests {
    /// The cells of the table row of `player` in the part of `page` from `marker` on, by class.
    static func row(_ player: String, in page: String, after marker: String) -> [String: String] {
        guard let section = page.range(of: marker),
              let start = page.range(of: "<tr data-player=\"\(player)\">", range: section.upperBound..<page.endIndex),
              let end = page.range(of: "</tr>", range: start.upperBound..<page.endIndex) else { return [:] }
        let text = String(page[start.upperBound..<end.lowerBound])
        var cells: [String: String] = [:]
        let pattern = /<td class="num ([a-z]+)">([^<]*)<\/td>/
        for match in text.matches(of: pattern) { cells[String(match.output.1)] = String(match.output.2) }
        return cells
    }

    @Test("The standings on the page are the standings' numbers, as the text table writes them")
    func standings() async throws {
        let plan = ReportFixtures.plan(["seeded", "first", "seeded:seed=9"], games: 6)
        let entries = try await ReportFixtures.play(plan)
        let report = try TournamentReport(plan: plan, entries: entries.reversed(), event: ReportEvent())
        let standings = TournamentStandings(plan: plan, entries: entries)
        #expect(report.standings == standings)
        #expect(report.entries.map(\.index) == Array(0..<18))
        let page = try report.html
        let ratings = standings.ratings.ratings
        for (place, player) in standings.ranking.enumerated() {
            let cells = Self.row(standings.players[player], in: page, after: "id=\"standings-table\"")
            let tally = standings.tallies[player]
            #expect(cells["rank"] == "\(place + 1)")
            #expect(cells["games"] == "\(tally.games)")
            #expect(cells["wins"] == "\(tally.wins)")
            #expect(cells["losses"] == "\(tally.losses)")
            #expect(cells["draws"] == "\(tally.draws)")
            #expect(cells["points"] == TournamentStandings.fixed(tally.points, 1))
            #expect(cells["elo"] == TournamentStandings.elo(ratings[player].elo))
        }
        // The crosstable: the row player's points of the games against each column player.
        let order = standings.ranking
        for row in order {
            let pattern = try Regex("<tr data-player=\"\(standings.players[row])\">(.*?)</tr>")
            let crosstable = String(page[page.range(of: "id=\"crosstable-table\"")!.upperBound...])
            let match = try #require(crosstable.firstMatch(of: pattern))
            let cells = String(match.output[1].substring!).matches(of: /<td class="num[^"]*">([^<]*)<\/td>/).map { String($0.output.1) }
            let expected = ["\(order.firstIndex(of: row)! + 1)"] + order.map { column in
                column == row ? "-" : standings.tally(of: row, against: column).map { "\(TournamentStandings.points($0.points))/\($0.games)" } ?? ""
            }
            #expect(cells == expected)
        }
    }

    @Test("What bots wrote is escaped: no markup of theirs reaches the page, and faults link to their games")
    func escapingAndFaults() async throws {
        let plan = ReportFixtures.plan(["faulty", "first"], games: 4)
        let entries = try await ReportFixtures.play(plan)
        let report = try TournamentReport(plan: plan, entries: entries, event: ReportEvent())
        let page = try report.html
        #expect(!page.contains("<b>boom"))
        #expect(page.contains("&lt;/script&gt;&lt;b&gt;boom&lt;/b&gt;\\nbye"))
        // NB: the data's copy is JSON, with '<' written so that it cannot end its script.
        #expect(page.contains(#"\u003C/script>\u003Cb>boom\u003C/b>\\nbye"#))
        #expect(page.components(separatedBy: "<script").count == page.components(separatedBy: "</script>").count)
        let faults = report.standings.faults[0]
        #expect(faults.count == 4)
        let section = String(page[page.range(of: "<section id=\"faults\">")!.lowerBound..<page.range(of: "<section id=\"games\">")!.lowerBound])
        let links = section.matches(of: /<a href="#game-(\d+)">Game \d+<\/a> \(as [XO]\): <b class="verdict">crashed<\/b>/).map { Int($0.output.1)! }
        #expect(links == entries.filter { FaultTally.verdict(ofReason: $0.reason) != nil }.map { $0.index + 1 })
        #expect(section.contains("faulty: 4 forfeits: crashed 4"))
    }

    @Test("Games are stored as cells, one character each up to 64 cells and two beyond, with the winning line")
    func gameData() async throws {
        for rules in [Rules.ticTacToe, .connectFour, try Rules(parsing: "26x26 k=5")] {
            let plan = ReportFixtures.plan(["seeded", "seeded:seed=3"], games: 2, rules: rules)
            let entries = try await ReportFixtures.play(plan)
            let report = try TournamentReport(plan: plan, entries: entries, event: ReportEvent())
            let width = rules.cellCount <= 64 ? 1 : 2
            #expect(report.cellWidth == width)
            let row = report.gameRow(entries[0], counted: true, places: report.places)
            let moves = try #require(row.firstMatch(of: /^\[1,0,1,[0-2],(?:0|"[^"]*"),"([A-Za-z0-9_-]*)","([A-Za-z0-9_-]*)",0,1,0,(?:0|\[\[.*\]\])\]$/))
            let digits = TournamentReport.cellDigits.map { Character(UnicodeScalar($0)) }
            let cells = Array(moves.output.1).chunks(width).map { chunk in chunk.reduce(0) { $0 * 64 + digits.firstIndex(of: $1)! } }
            #expect(cells == entries[0].moves.map { $0.row * rules.columns + $0.column }, "\(rules)")
            var board = Board(rules: rules)
            for move in entries[0].moves { board = try board.playing(move) }
            let line = Array(moves.output.2).chunks(width).map { chunk in chunk.reduce(0) { $0 * 64 + digits.firstIndex(of: $1)! } }
            #expect(line == (board.winner.map { board.winningLine(of: $0) } ?? []).map { $0.row * rules.columns + $0.column })
        }
    }

    @Test("The downloads are the records and SGF that --records writes, compressed as raw DEFLATE")
    func downloads() async throws {
        let plan = ReportFixtures.plan(["seeded", "first", "seeded:seed=9"], games: 10, rules: .gomoku)
        let entries = try await ReportFixtures.play(plan)
        let report = try TournamentReport(plan: plan, entries: entries, event: ReportEvent())
        let path = ReportFixtures.temporaryPath("records.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // NB: as a run's --records writes them: with the players' short names.
        let names = Dictionary(uniqueKeysWithValues: zip(plan.specs.map(\.text), plan.displayNames))
        let records = try RecordsFile(path: path)
        for entry in entries { try records.write(report.shown(entry, names: names)) }
        #expect(report.recordsText == (try String(contentsOfFile: path, encoding: .utf8)))
        #expect(report.sgfText == entries.map { try! SGFRecord.text(report.shown($0, names: names)) }.joined())
        let page = try report.html
        for (id, text) in [("records-ttt", report.recordsText), ("records-sgf", report.sgfText!)] {
            let match = try #require(page.firstMatch(of: try Regex("<script type=\"application/octet-stream\" id=\"\(id)\"[^>]*>([A-Za-z0-9+/=]*)</script>")))
            let bytes = try #require(Data(base64Encoded: String(match.output[1].substring!)))
            var inflater = Inflater(Array(bytes))
            #expect(try inflater.inflate() == Array(text.utf8))
            #expect(bytes.count * 3 < text.utf8.count * 2, "compressed to \(bytes.count) of \(text.utf8.count) bytes")
        }
    }

    @Test("zlib's raw DEFLATE reads back whatever it compresses", arguments: [0, 1, 2, 3, 257, 40_000, 300_000])
    func deflateRoundTrip(size: Int) throws {
        var generator = SplitMix64(seed: UInt64(size))
        let random = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let text = Array(String(repeating: "[X \"heuristic\"]\n1. b2 a1 2. c3 ", count: size / 30 + 1).utf8.prefix(size))
        let runs = (0..<size).map { UInt8($0 / 1000 % 3) }
        let skewed = (0..<size).map { _ in UInt8(min(63, generator.next().trailingZeroBitCount)) }
        for input in [random, text, runs, skewed] {
            var inflater = Inflater(try RawDeflate.compressed(input))
            #expect(try inflater.inflate() == input, "size \(size)")
        }
    }

    @Test("A stream ended now, then added to and ended again, reads back as all that was added")
    func deflateEndedNow() throws {
        let stream = try RawDeflate.Stream(level: RawDeflate.defaultLevel)
        var taken: [UInt8] = []
        var input: [UInt8] = []
        for round in 0..<4 {
            let more = Array(String(repeating: "[X \"heuristic\"] round \(round)\n1. b2 a1 ", count: 3000 * round + 1).utf8)
            input += more
            try more.withUnsafeBytes { try stream.add($0) }
            taken += stream.take()
            var inflater = Inflater(taken + (try stream.endingNow()))
            #expect(try inflater.inflate() == input, "round \(round)")
        }
        var inflater = Inflater(taken + (try stream.finish()))
        #expect(try inflater.inflate() == input)
    }

    @Test("What zlib refuses is an error with its reason, not a crash")
    func deflateFailure() throws {
        #expect(throws: RawDeflate.Failure(message: "stream error")) { try RawDeflate.compressed([1, 2, 3], level: 42) }
        var inflater = Inflater(try RawDeflate.compressed([1, 2, 3], level: 9))
        #expect(try inflater.inflate() == [1, 2, 3])
    }

    @Test("A report replaces only a report or nothing, whole, and leaves no temporary file")
    func reportFile() async throws {
        let directory = ReportFixtures.temporaryPath("dir")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = ReportFixtures.plan(["seeded", "first"], games: 2)
        let report = try TournamentReport(plan: plan, entries: try await ReportFixtures.play(plan), event: ReportEvent())
        let path = directory + "/cup.html"
        try ReportFile(path: path).write(report)
        try ReportFile(path: path).write(report)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try report.html))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["cup.html"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o644)

        let journal = directory + "/cup.jsonl"
        try "{\"type\":\"tournament\"}\n".write(toFile: journal, atomically: true, encoding: .utf8)
        #expect(throws: ReportError("'\(journal)' exists and is not a ttt report; it is left as it is. Choose another file, or remove it.")) {
            try ReportFile(path: journal)
        }
        #expect(try String(contentsOfFile: journal, encoding: .utf8) == "{\"type\":\"tournament\"}\n")
        #expect(throws: ReportError("'\(directory)' is not a regular file; give the report a file name, such as 'report.html'.")) {
            try ReportFile(path: directory)
        }
        #expect(throws: ReportError("Cannot write the report '\(directory)/none/r.html': No such file or directory.")) {
            try ReportFile(path: directory + "/none/r.html").write(report)
        }
    }

    @Test("Journals are read as merge reads them: a broken line or another tournament is an error naming the file")
    func readingJournals() async throws {
        let first = ReportFixtures.temporaryPath("a.jsonl"), second = ReportFixtures.temporaryPath("b.jsonl")
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let plan = ReportFixtures.plan(["seeded", "first"], games: 4)
        _ = try await ReportFixtures.play(plan, journal: first)
        let report = try TournamentReport.reading(journals: [first])
        #expect(report.standings == (try JournalMerge(paths: [first])).standings)
        #expect(report.event.versions == [TTTVersion.current])
        #expect(report.event.started == "2026-05-01T10:00:00Z")
        #expect(report.event.lastWritten != nil)

        _ = try await ReportFixtures.play(ReportFixtures.plan(["seeded", "first"], games: 4, seed: 6), journal: second)
        #expect(throws: ReportError("'\(second)' is of another tournament than '\(first)': its seed is \"6\", this run's \"5\".")) {
            try TournamentReport.reading(journals: [first, second])
        }
        var lines = try String(contentsOfFile: first, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[2] = lines[2].replacingOccurrences(of: "\"result\":\"", with: "\"result\":\"x")
        try (lines.joined(separator: "\n") + "\n").write(toFile: first, atomically: true, encoding: .utf8)
        #expect(throws: ReportError("\(first):3: Unknown result 'x\(try JournalEntry(line: String(lines[2]).replacingOccurrences(of: "\"result\":\"x", with: "\"result\":\"")).score)'.")) {
            try TournamentReport.reading(journals: [first])
        }
        #expect(throws: ReportError("No player 'nobody' to anchor the ratings at 0; the players are 'seeded', 'first'.")) {
            try TournamentReport.reading(journals: [second], anchor: "nobody")
        }
    }

    @Test("A run's report is written at once, rewritten as games come, and marked finished at the end")
    func liveReport() async throws {
        let path = ReportFixtures.temporaryPath("live.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = ReportFixtures.plan(["seeded", "first"], games: 4)
        let live = try LiveReport(file: try ReportFile(path: path), plan: plan, event: ReportEvent(), anchor: "first")
        try live.write(now: "2026-05-01T10:00:00Z", finished: false)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("In progress: 0 of 4 games"))
        for entry in try await ReportFixtures.play(plan) { try live.add(entry, now: "2026-05-01T10:00:01Z") }
        try live.write(now: "2026-05-01T10:00:02Z", finished: true)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!page.contains("In progress"))
        #expect(page.contains("last game written <time id=\"last-written\" datetime=\"2026-05-01T10:00:02Z\">2026-05-01 10:00:02</time>"))
        #expect(try live.report.standings.ratingAnchor == 1)
        #expect(try live.report.standings == TournamentStandings(plan: plan, entries: live.report.entries))
        #expect(Self.row("first", in: page, after: "id=\"standings-table\"")["elo"] == "0")
    }

    @Test("Games that finish while a page is being written are kept and shown on the next page")
    func liveReportWhileWriting() async throws {
        let path = ReportFixtures.temporaryPath("live-busy.html")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let plan = ReportFixtures.plan(["seeded", "first"], games: 40, rules: .gomoku)
        let entries = try await ReportFixtures.play(plan)
        let live = try LiveReport(file: try ReportFile(path: path), plan: plan, event: ReportEvent(), anchor: nil)
        // NB: the first game begins a page on the writer's thread; the next come at once.
        for entry in entries { try live.add(entry, now: "2026-05-01T10:00:01Z") }
        try live.write(now: "2026-05-01T10:00:02Z", finished: true)
        let report = try live.report
        #expect(report.entries.map(\.index) == entries.map(\.index))
        #expect(report.standings == TournamentStandings(plan: plan, entries: entries))
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!page.contains("In progress"))
        #expect(Self.row("first", in: page, after: "id=\"standings-table\"")["games"] == "40")
        // NB: the downloads were compressed a page at a time; they hold every game all the same.
        let whole = try TournamentReport(plan: plan, entries: entries, event: ReportEvent())
        for (id, text) in [("records-ttt", whole.recordsText), ("records-sgf", whole.sgfText!)] {
            let match = try #require(page.firstMatch(of: try Regex("id=\"\(id)\"[^>]*data-bytes=\"([0-9]+)\">([A-Za-z0-9+/=]*)</script>")))
            #expect(match.output[1].substring == "\(text.utf8.count)")
            var inflater = Inflater(Array(try #require(Data(base64Encoded: String(match.output[2].substring!)))))
            #expect(try inflater.inflate() == Array(text.utf8), "\(id)")
        }
    }

    @Test("A page that cannot be written is the run's error, at the next game or at the end")
    func liveReportFailure() async throws {
        let directory = ReportFixtures.temporaryPath("live-gone")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let plan = ReportFixtures.plan(["seeded", "first"], games: 4)
        let entries = try await ReportFixtures.play(plan)
        let live = try LiveReport(file: try ReportFile(path: directory + "/live.html"), plan: plan, event: ReportEvent(), anchor: nil)
        try FileManager.default.removeItem(atPath: directory)
        try live.add(entries[0], now: "2026-05-01T10:00:01Z")
        let error = #expect(throws: ReportError.self) { try live.write(now: "2026-05-01T10:00:02Z", finished: true) }
        #expect(error?.message.hasPrefix("Cannot write the report '\(directory)/live.html'") == true)
    }
}

extension Array {
    /// The elements in pieces of `size`.
    func chunks(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

@Suite("The report's openings")
struct ReportOpeningsTests {
    @Test("The page says when openings are shuffled and played in every symmetry")
    func openingsOptions() throws {
        var plan = ReportFixtures.plan(["seeded", "first"], games: 2)
        plan.openings = try OpeningBook.parsing("a1\nb2\n", rules: .ticTacToe)
        let plain = try TournamentReport(plan: plan, entries: [], event: ReportEvent())
        #expect(plain.openingsText == "a list of 2, each played with both colours")
        plan.openingOrder = .random
        plan.openingTransform = .eachOpening
        let both = try TournamentReport(plan: plan, entries: [], event: ReportEvent())
        #expect(both.openingsText == "a list of 2 in random order, each in a symmetry of the board, another each pass, each played with both colours")
        #expect(try both.html.contains("in random order, each in a symmetry of the board, another each pass"))
        // A journal of ttt 0.9 transformed by passes, and its page says so.
        plan.openingTransform = .eachPass
        #expect(try TournamentReport(plan: plan, entries: [], event: ReportEvent()).openingsText
            == "a list of 2 in random order, each pass in a symmetry of the board, each played with both colours")
    }
}
