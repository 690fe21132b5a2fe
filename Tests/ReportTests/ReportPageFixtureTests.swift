import Foundation
import GameCore
@testable import Report
import Testing
import Tournaments

/// The pages of a few fixed journals, against the pages written for them when the page's
/// script and style were still Swift string literals and its downloads were compressed by
/// ttt's own DEFLATE (Tests/ReportTests/Pages). Every byte of the page is the same, but the
/// compressed downloads, which may compress differently but must unpack to the same text.
///
/// Where the page changes on purpose, write the fixtures again with
/// `TTT_WRITE_PAGE_FIXTURES=1 swift test --filter ReportPageFixtureTests`, and look at the diff.
@Suite("The report's page, against fixed pages")
struct ReportPageFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pages")

    /// A page of a fixture journal: `name.jsonl` in, `name.html` (or `name-live.html`) out.
    struct Case: Sendable, CustomTestStringConvertible {
        let journal: String
        let live: Bool
        var page: String { journal + (live ? "-live" : "") + ".html" }
        var testDescription: String { page }
    }

    static let cases = [
        Case(journal: "tictactoe", live: false), Case(journal: "tictactoe", live: true),
        Case(journal: "gomoku", live: false), Case(journal: "connect4", live: false),
        Case(journal: "adjudicated", live: false),
    ]

    /// The report of a fixture journal, with an event that does not depend on the clock, the
    /// file's place or the version of ttt that runs the test.
    static func report(_ testCase: Case) throws -> TournamentReport {
        let path = directory.appendingPathComponent(testCase.journal + ".jsonl").path
        let merge = try JournalMerge(paths: [path])
        var event = ReportEvent(
            headers: merge.headers, journals: [testCase.journal + ".jsonl"],
            lastWritten: testCase.live ? nil : "2026-05-01T10:00:05Z"
        )
        event.inProgress = testCase.live
        event.writtenBy = "0.9.0"
        return try TournamentReport(plan: merge.plan, entries: try merge.entries(), event: event)
    }

    /// The page with each download's base64 taken out, and the downloads by id.
    static func split(_ page: String) -> (page: String, downloads: [String: String]) {
        var downloads: [String: String] = [:]
        let pattern = /(<script type="application\/octet-stream" id="([a-z-]+)"[^>]*>)([A-Za-z0-9+\/=]*)(<\/script>)/
        let rest = page.replacing(pattern) { match in
            downloads[String(match.output.2)] = String(match.output.3)
            return String(match.output.1) + "…" + String(match.output.4)
        }
        return (rest, downloads)
    }

    @Test("The page is the page written before, and its downloads unpack to the same bytes", arguments: cases)
    func samePage(_ testCase: Case) throws {
        let page = try Self.report(testCase).html
        let fixture = Self.directory.appendingPathComponent(testCase.page)
        if ProcessInfo.processInfo.environment["TTT_WRITE_PAGE_FIXTURES"] == "1" {
            try page.write(to: fixture, atomically: true, encoding: .utf8)
        }
        let before = Self.split(try String(contentsOf: fixture, encoding: .utf8))
        let now = Self.split(page)
        #expect(now.page == before.page)
        #expect(now.downloads.keys.sorted() == before.downloads.keys.sorted())
        #expect(!now.downloads.isEmpty)
        for (id, base64) in before.downloads {
            var beforeInflater = Inflater(Array(try #require(Data(base64Encoded: base64))))
            var nowInflater = Inflater(Array(try #require(Data(base64Encoded: now.downloads[id] ?? ""))))
            #expect(try nowInflater.inflate() == beforeInflater.inflate(), "\(id)")
        }
    }
}
