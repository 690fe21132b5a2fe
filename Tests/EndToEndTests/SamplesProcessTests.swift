import Foundation
import Testing

extension EndToEnd {
    @Suite("ttt match --samples, run as a process")
    struct SamplesProcessTests {
        @Test("ttt match and ttt tournament take --samples, --sample-rate and --samples-skip-faults; a wrong name is a usage error (64)")
        func commandLine() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-samples-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let csv = directory.appendingPathComponent("s.csv").path
            let match = try await TTTProcess.run(["match", "heuristic", "random", "--games", "2", "--seed", "4", "--samples", csv])
            #expect(match.status == 0, "\(match.stderr)")
            let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == "position,move,result,rules,game,score")
            #expect(lines.dropFirst().first?.hasPrefix(",") == true, "the first move, from the empty board: \(lines)")
            #expect(match.stdout.contains("Samples: \(lines.count - 1) positions of 2 games in '\(csv)'."), "\(match.stdout)")

            let jsonl = directory.appendingPathComponent("s.jsonl").path
            let tournament = try await TTTProcess.run([
                "tournament", "heuristic", "random", "--games", "2", "--seed", "4", "--samples", jsonl,
                "--sample-rate", "0.5", "--samples-skip-faults",
            ])
            #expect(tournament.status == 0, "\(tournament.stderr)")
            let rows = try String(contentsOfFile: jsonl, encoding: .utf8).split(separator: "\n")
            #expect(rows.allSatisfy { $0.hasPrefix(#"{"position":""#) && $0.contains(#","rules":"tictactoe","game":"#) }, "\(rows)")
            #expect(rows.count < lines.count - 1, "about half the \(lines.count - 1) positions: \(rows.count)")

            let wrong = try await TTTProcess.run(["match", "heuristic", "random", "--samples", "s.txt"])
            #expect(wrong.status == 64)
            #expect(wrong.stderr.hasPrefix("Error: --samples 's.txt' has no format ttt writes: give a name ending in .csv, .jsonl, .bin or .bin.lz4.\nUsage: ttt match "))
        }
    }
}
