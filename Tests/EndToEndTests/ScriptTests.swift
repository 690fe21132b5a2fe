import Foundation
import Testing

extension EndToEnd {
    @Suite("Scripts, -c and piped lines")
    struct ScriptTests {
        @Test("perft counts from a shell")
        func perftFromShell() async throws {
            let result = try await TTTProcess.run(["-c", "new connect4; perft 7"])
            #expect(result.stdout == "823536\n")
            #expect(result.status == 0)
            let ticTacToe = try await TTTProcess.run(["-c", "perft 9"])
            #expect(ticTacToe.stdout == "127872\n")
        }

        @Test("a failed expectation names the place and fails the run")
        func failedExpectation() async throws {
            let result = try await TTTProcess.run(["-c", "new; b2; expect moves 3; echo not reached"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("-c:3: Expected 3 moves, but "))
            #expect(!result.stdout.contains("not reached"))
        }

        @Test("errors in a script file are reported as FILE:LINE and end the run")
        func scriptFileErrors() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = directory.appendingPathComponent("broken.ttt")
            try "# a comment\nnew 3x3\nplya\necho after\n".write(to: script, atomically: true, encoding: .utf8)
            let result = try await TTTProcess.run([script.path])
            #expect(result.status == 1)
            #expect(result.stderr == "\(script.path):3: Unknown command 'plya'. Did you mean 'play'?\n")
            #expect(!result.stdout.contains("after"))

            let bailOff = directory.appendingPathComponent("bailoff.ttt")
            try "set bail off\nz9\necho after\n".write(to: bailOff, atomically: true, encoding: .utf8)
            let result2 = try await TTTProcess.run([bailOff.path])
            #expect(result2.status == 1)
            #expect(result2.stdout.contains("after"))
            #expect(result2.stderr.contains("bailoff.ttt:2: Cell 'z9' is off the 3x3 board."))
        }

        @Test("piped lines run like a script, without prompts")
        func pipedLines() async throws {
            let result = try await TTTProcess.run([], input: "new 4x4\nperft 2\nrules\n")
            #expect(result.status == 0)
            #expect(result.stdout == "240\n4x4 (4x4, 4 in a row).\n")
            #expect(result.stderr.isEmpty)
        }

        @Test("a missing script file is an error, not a crash")
        func missingFile() async throws {
            let result = try await TTTProcess.run(["no-such-file.ttt"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("Cannot read 'no-such-file.ttt': No such file or directory."))
        }
    }
}
