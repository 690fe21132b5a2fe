import Foundation
import Testing

extension EndToEnd {
    @Suite("What an SPRT run says of the games past its verdict")
    struct SPRTSummaryTests {
        @Test("ttt match, ttt merge and ttt report give the same count of games played past the verdict, and why")
        func sameCountEverywhere() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-sprt-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try await TTTProcess.run(["match", "heuristic", "random", "--games", "1000", "--sprt", "elo0=0,elo1=100",
                                                "--concurrency", "4", "--journal", "j.jsonl", "--report", "live.html"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            let summary = try #require(run.stdout.split(separator: "\n").last { $0.contains(" of 1000 games") }.map(String.init))
            let journaled = try String(contentsOf: directory.appendingPathComponent("j.jsonl"), encoding: .utf8)
                .split(separator: "\n").count - 1
            let counted = try #require(Int(summary.prefix { $0.isNumber }))
            let past = journaled - counted
            #expect(summary.contains("; played \(journaled) in "), "\(summary)")
            guard past > 0 else { return }
            let words = past == 1 ? "1 game played after the SPRT's verdict was not counted"
                : "\(past) games played after the SPRT's verdict were not counted"
            #expect(summary.hasPrefix("\(counted) of 1000 games, the SPRT stopped the rest; \(words) (already started when it came); "), "\(summary)")
            let merge = try await TTTProcess.run(["merge", "j.jsonl"], in: directory)
            #expect(merge.stdout.hasSuffix("\(counted) of 1000 games from 1 journal, the SPRT stopped the rest; \(words) (already started when it came).\n"), "\(merge.stdout)")
            let report = try await TTTProcess.run(["report", "j.jsonl", "-o", "page.html"], in: directory)
            #expect(report.status == 0, "\(report.stderr)")
            let html = try String(contentsOf: directory.appendingPathComponent("page.html"), encoding: .utf8)
            #expect(html.contains("\(counted) counted (\(words.replacingOccurrences(of: "'", with: "&#39;")))"))
            // The page the run wrote as it went shows the same games.
            let live = try String(contentsOf: directory.appendingPathComponent("live.html"), encoding: .utf8)
            #expect(live.contains("<span id=\"games-played\">\(journaled)</span> played, \(counted) counted (\(words.replacingOccurrences(of: "'", with: "&#39;")))"))
        }
    }
}
