import Foundation
import Testing

extension EndToEnd {
    @Suite("The regression scripts in Scripts/")
    struct RegressionScriptTests {
        @Test("perfect never loses to heuristic or random")
        func perfectNeverLoses() async throws {
            let result = try await TTTProcess.run(["Scripts/regression/perfect-never-loses.ttt"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.count == 3)
            #expect(lines.first == "Scores cleared.")
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("perfect vs ") && $0.contains(": perfect ") && $0.contains("-0-") })
        }

        @Test("a full column is refused with its place, and the script goes on to fail at the end")
        func connectFourFullColumn() async throws {
            let result = try await TTTProcess.run(["Scripts/regression/connect4-full-column.ttt"])
            #expect(result.status == 1)
            #expect(result.stdout == "")
            #expect(result.stderr == "Scripts/regression/connect4-full-column.ttt:5: Column 'd' is full.\n")
        }

        @Test("a gomoku game is played to the end")
        func gomokuToTheEnd() async throws {
            let result = try await TTTProcess.run(["Scripts/regression/gomoku-to-the-end.ttt"])
            #expect(result.status == 0, "\(result.stderr)")
            let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.hasPrefix("heuristic (X) wins: ") || last.hasPrefix("heuristic (O) wins: ") || last.hasPrefix("Draw between"))
            #expect(result.stdout.contains("    a b c d e f g h i j k l m n o\n15  "))
        }

        @Test("the demo runs without a person and every expectation holds")
        func demo() async throws {
            let result = try await TTTProcess.run(["Scripts/demo.ttt"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasSuffix("human (X) wins: a2 b2 c2.\nhuman (X) wins: a1 b1 c1 d1.\n"))
        }
    }
}
