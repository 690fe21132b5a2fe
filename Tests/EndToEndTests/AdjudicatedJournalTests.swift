import Foundation
import Testing

extension EndToEnd {
    @Suite("An adjudicated game in a journal is checked by --resume, 'ttt merge' and 'ttt report', as processes")
    struct AdjudicatedJournalTests {
        /// The outcomes of `--resume` (`run` with it), `ttt merge` and `ttt report` on the journal at `path`.
        func readers(_ run: [String], path: String, in directory: URL) async throws -> [(String, TTTProcess.Outcome)] {
            let page = directory.appendingPathComponent("report.html").path
            try? FileManager.default.removeItem(atPath: page)
            return [
                ("--resume", try await TTTProcess.run(run + ["--resume"])),
                ("merge", try await TTTProcess.run(["merge", path])),
                ("report", try await TTTProcess.run(["report", path, "-o", page])),
            ]
        }

        func temporaryDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-adjudicated-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        @Test("A real run's solver results are read; one given to the other side is proved wrong and refused by all three, naming the line")
        func solverResultProvedAgain() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("c4.jsonl").path
            let run = ["tournament", "heuristic", "random", "--rules", "connect4", "--games", "4", "--seed", "5",
                       "--adjudicate", "exact,plies=8", "--concurrency", "1", "--journal", path]
            let first = try await TTTProcess.run(run)
            #expect(first.status == 0, "\(first.stderr)")
            for (reader, outcome) in try await readers(run, path: path, in: directory) {
                #expect(outcome.status == 0, "\(reader): \(outcome.stderr)")
            }

            // The first solver's win, given to the loser, with plies of the right parity.
            var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            let number = try #require(lines.indices.first { lines[$0].contains(#""result":"1-0","winner":"X","reason":"adjudicated: X wins with perfect play in "#) })
            let plies = try #require(Int(lines[number][lines[number].range(of: "perfect play in ")!.upperBound...].prefix { $0.isNumber }))
            func inPlies(_ count: Int) -> String { "in \(count) pl\(count == 1 ? "y" : "ies")" }
            let claim = "adjudicated: O wins with perfect play \(inPlies(plies + 1)) (solver)"
            lines[number] = lines[number].replacingOccurrences(
                of: #""result":"1-0","winner":"X","reason":"adjudicated: X wins with perfect play \#(inPlies(plies)) (solver)""#,
                with: #""result":"0-1","winner":"O","reason":"\#(claim)""#)
            let edited = lines.joined(separator: "\n") + "\n"
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let message = "Error: \(path):\(number + 1): The reason '\(claim)' does not hold: from the position after its moves, ttt's solver proves that X wins with perfect play \(inPlies(plies)).\n"
            for (reader, outcome) in try await readers(run, path: path, in: directory) {
                #expect(outcome.status == 2, "\(reader)")
                #expect(outcome.stderr == message, "\(reader)")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("report.html").path))
        }

        @Test("The issue's line: a game adjudicated in a run that adjudicates nothing is refused by all three")
        func noAdjudicationInTheHeader() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("plain.jsonl").path
            let run = ["tournament", "heuristic", "random", "--rules", "connect4", "--games", "4", "--seed", "5", "--concurrency", "1", "--journal", path]
            let first = try await TTTProcess.run(run)
            #expect(first.status == 0, "\(first.stderr)")
            var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            let moves = try #require(lines[1].range(of: #""moves":"[^"]*","result":"[^"]*","winner":[^,]*,"reason":"[^"]*""#, options: .regularExpression))
            lines[1].replaceSubrange(moves, with: #""moves":"d","result":"0-1","winner":"O","reason":"adjudicated: O wins because I say so (solver)""#)
            // The forged game has one move: its story (a value a move) goes, or its length would be refused first.
            lines[1] = lines[1].replacingOccurrences(of: #","(times|scores|depths)":\[[^\]]*\]"#, with: "", options: .regularExpression)
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let message = "Error: \(path):2: The reason 'adjudicated: O wins because I say so (solver)' is an adjudication, but the tournament adjudicates no game: its journal's first line has no adjudication rules.\n"
            for (reader, outcome) in try await readers(run, path: path, in: directory) {
                #expect(outcome.status == 2, "\(reader)")
                #expect(outcome.stderr == message, "\(reader)")
            }
        }
    }
}
