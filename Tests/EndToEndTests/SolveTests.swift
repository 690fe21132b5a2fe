import Foundation
import Testing

extension EndToEnd {
    @Suite("ttt solve")
    struct SolveTests {
        @Test("scores of positions, and of every column")
        func scores() async throws {
            let result = try await TTTProcess.run(["solve"], input: "4455\n\n44\n")
            #expect(result.status == 0, "\(result.stderr)")
            // 4455: X makes an open three at once and wins with its 4th stone: 22 - 4 = 18.
            #expect(result.stdout.hasPrefix("4455 18\n"))
            // A late position from the published set, worth -1: every column loses, the best by 1.
            let late = "2252576253462244111563365343671351441"
            let columns = try await TTTProcess.run(["solve", "--moves"], input: late + "\n")
            let words = columns.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(words.first == late)
            #expect(words.count == 8)
            let scores = words.dropFirst().compactMap { Int($0) }
            #expect(scores.max() == -1, "\(columns.stdout)")
        }

        @Test("--rules 6x5 is the gravity board with four in a row, as the help says; bad rules fail before any input")
        func otherBoards() async throws {
            let small = try await TTTProcess.run(["solve", "--rules", "6x5"], input: "4455\n")
            #expect(small.status == 0, "\(small.stderr)")
            #expect(small.stdout.hasPrefix("4455 "), "\(small.stdout)")
            let same = try await TTTProcess.run(["solve", "--rules", "6x5 k=4 gravity"], input: "4455\n")
            #expect(same.stdout == small.stdout)
            let big = try await TTTProcess.run(["solve", "--rules", "9x9"], input: "4455\n")
            #expect(big.status != 0)
            #expect(!big.stderr.contains("<stdin>"), "\(big.stderr)")
            #expect(big.stderr.hasPrefix("Error: --rules '9x9': The solver cannot play"), "\(big.stderr)")
            let nonsense = try await TTTProcess.run(["solve", "--rules", "nosuch"], input: "4455\n")
            #expect(nonsense.status != 0)
            #expect(!nonsense.stderr.contains("<stdin>"), "\(nonsense.stderr)")
        }

        @Test("bad positions are named with their line, and the run fails")
        func errors() async throws {
            let result = try await TTTProcess.run(["solve"], input: "448\n4444444\n")
            #expect(result.status == 1)
            #expect(result.stderr.contains("<stdin>:1: Invalid column '8' at move 3: columns are 1 to 7."))
            #expect(result.stderr.contains("<stdin>:2: Column 4 is full at move 7."))
        }

        @Test("a file over 64 MiB, or a line over 1 MiB, is refused with a message")
        func limits() async throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-solve-\(UUID().uuidString).txt").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            _ = FileManager.default.createFile(atPath: path, contents: Data("44\n".utf8))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 80 << 20)
            try handle.close()
            let big = try await TTTProcess.run(["solve", path])
            #expect(big.status == 1)
            #expect(big.stderr == "Error: '\(path)' is 80 MiB: files over 64 MiB are not read.\n")
            let long = try await TTTProcess.run(["solve"], input: "44\n" + String(repeating: "4", count: 1 << 20) + "4\n")
            #expect(long.status == 1)
            #expect(long.stderr == "Error: <stdin>:2: The line is over 1 MiB: lines over 1 MiB are not read. The input stops here.\n")
        }

        @Test("--make-book writes the book of the empty board, with a header that says how it was made")
        func makeBook() async throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-book-\(UUID().uuidString).book").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try await TTTProcess.run(["solve", "--make-book", path, "--rules", "5x4", "--book-moves", "3"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n")
            let entries = lines.drop { $0.hasPrefix("#") }
            #expect(result.stdout == "Wrote \(entries.count - 1) positions of up to 3 stones to '\(path)'.\n")
            #expect(lines.first == "# An opening book of ttt's gravity solver for 5x4 k=4 gravity (5x4, 4 in a row, gravity):")
            #expect(lines.contains("#   swift run -c release ttt solve --make-book \(path) --rules 5x4 --book-moves 3"))
            #expect(entries.first == "book 5x4 moves<=3")
            #expect(entries.count > 5)
            #expect(entries.dropFirst().allSatisfy { $0.split(separator: " ").count == 3 }, "\(text)")

            let both = try await TTTProcess.run(["solve", "--make-book", path, "positions.txt"])
            #expect(both.status != 0)
            #expect(both.stderr.hasPrefix("Error: --make-book solves the empty board: it reads no positions, not even from 'positions.txt'."), "\(both.stderr)")
        }

        @Test("a sample of the published test set, checked")
        func publishedSample() async throws {
            let candidates = [
                TTTProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/connect4/Test_L3_R1").path,
                (ProcessInfo.processInfo.environment["TTT_SHARED_DATA"] ?? "/nonexistent") + "/connect4/Test_L3_R1",
                "/work/shared/data/connect4/Test_L3_R1",
            ]
            guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                Issue.record("The connect four test set was not found in \(candidates)")
                return
            }
            let sample = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").prefix(40).joined(separator: "\n")
            let result = try await TTTProcess.run(["solve", "--check"], input: sample + "\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.split(separator: "\n").count == 40)
        }
    }
}
