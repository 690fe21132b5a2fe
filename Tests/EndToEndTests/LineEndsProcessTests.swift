import Foundation
import Testing

extension EndToEnd {
    /// Files saved by a Windows editor, with CRLF line ends and a UTF-8 byte-order mark, read
    /// by the built `ttt` as with LF: positions for `ttt solve`, scripts, records for `load`
    /// and `replay`, openings and samples for `ttt tune`.
    @Suite("CRLF and a byte-order mark, run as a process")
    struct LineEndsProcessTests {
        /// A new directory for one test's files (the test removes it).
        static func directory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-crlf-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// Writes `text` to `name` in `directory` as a Windows editor may save it: CRLF line
        /// ends and a byte-order mark.
        static func windowsFile(_ name: String, _ text: String, in directory: URL) throws -> String {
            let path = directory.appendingPathComponent(name).path
            try ("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        @Test("ttt solve FILE scores each position of a CRLF file, and --check reads the expected scores")
        func solve() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = try Self.windowsFile("positions.txt", "4455 18\n44\n", in: directory)
            let plain = try await TTTProcess.run(["solve"], input: "4455\n44\n")
            let result = try await TTTProcess.run(["solve", "--check", path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == plain.stdout && result.stdout.hasPrefix("4455 18\n44 "), "\(result.stdout)")
            let bad = try Self.windowsFile("bad.txt", "4455\n448\n", in: directory)
            let refused = try await TTTProcess.run(["solve", bad])
            #expect(refused.status == 1)
            #expect(refused.stderr == "\(bad):2: Invalid column '8' at move 3: columns are 1 to 7.\n", "\(refused.stderr)")
        }

        @Test("A script file runs line by line, and load and replay read CRLF records")
        func scriptsAndRecords() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let record = try Self.windowsFile("game.txt", "[Rules \"tictactoe\"]\n[X \"a\"]\n[O \"b\"]\n\n1. b2 a1 2. c3 *\n", in: directory)
            let script = try Self.windowsFile("s.ttt", """
                # loads a game, then replays it
                load \(record)
                expect moves "b2 a1 c3"
                replay \(record) 1
                expect moves 0
                replay end
                expect moves 3
                """ + "\n", in: directory)
            let run = try await TTTProcess.run([script])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("Loaded 3 moves from \(record)."), "\(run.stdout)")
            let failing = try Self.windowsFile("f.ttt", "new\nx human; o human\nb2\nb2\n", in: directory)
            let failed = try await TTTProcess.run([failing])
            #expect(failed.status == 1)
            #expect(failed.stderr == "\(failing):4: b2 is taken by X.\n", "\(failed.stderr)")
        }

        @Test("ttt match --openings reads a CRLF openings file")
        func openings() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = try Self.windowsFile("openings.txt", "# balanced\nh8 i9 j8\n", in: directory)
            let match = try await TTTProcess.run(["match", "random", "random:seed=2", "--rules", "gomoku", "--games", "2",
                                                  "--openings", path, "--json"])
            #expect(match.status == 0, "\(match.stderr)")
            let games = match.stdout.split(separator: "\n").filter { $0.hasPrefix("{\"type\":\"game\"") }
            #expect(games.count == 2 && games.allSatisfy { $0.contains("\"opening\":\"h8 i9 j8\"") }, "\(match.stdout)")
        }

        @Test("ttt tune reads CSV and JSON Lines samples with CRLF and a byte-order mark as with LF")
        func tuneSamples() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let csv = directory.appendingPathComponent("corpus.csv").path
            let jsonl = directory.appendingPathComponent("corpus.jsonl").path
            for path in [csv, jsonl] {
                let match = try await TTTProcess.run([
                    "match", "heuristic", "heuristic:seed=2", "--rules", "gomoku", "--games", "4", "--random-plies", "4",
                    "--seed", "3", "--samples", path,
                ])
                #expect(match.status == 0, "\(match.stderr)")
            }
            let weights = directory.appendingPathComponent("w.json").path
            for path in [csv, jsonl] {
                let plain = try await TTTProcess.run(["tune", path, "--output", weights, "--passes", "2"])
                #expect(plain.status == 0, "\(plain.stderr)")
                let name = "windows." + (path.hasSuffix(".csv") ? "csv" : "jsonl")
                let windows = try Self.windowsFile(name, try String(contentsOfFile: path, encoding: .utf8), in: directory)
                let tuned = try await TTTProcess.run(["tune", windows, "--output", weights, "--passes", "2"])
                #expect(tuned.status == 0, "\(tuned.stderr)")
                func positions(_ output: String) -> String? { output.components(separatedBy: ", read in").first }
                #expect(positions(tuned.stdout) != nil && positions(tuned.stdout) == positions(plain.stdout), "\(tuned.stdout)")
                #expect(tuned.stdout.components(separatedBy: "\n").first { $0.hasPrefix("Error after:") }?.prefix(22)
                        == plain.stdout.components(separatedBy: "\n").first { $0.hasPrefix("Error after:") }?.prefix(22))
            }
        }
    }
}
