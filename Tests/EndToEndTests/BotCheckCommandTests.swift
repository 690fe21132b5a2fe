import Foundation
import Testing

extension EndToEnd {
    /// `ttt check-bot`, run as a person runs it.
    @Suite struct BotCheckCommandTests {
        @Test("check-bot passes a conforming bot and exits 0")
        func conformingBot() async throws {
            let result = try await TTTProcess.run(["check-bot", "Players/bots/random.sh"])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.first == "Checking '\(TTTProcess.packageRoot.path)/Players/bots/random.sh'")
            #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 9)
            #expect(lines.last == "9 passed, 0 failed")
        }

        @Test("check-bot says what is wrong and exits 1")
        func brokenBot() async throws {
            let result = try await TTTProcess.run(["check-bot", "Players/bots/faults/crash-at-start.sh"])
            #expect(result.status == 1)
            #expect(result.stdout.contains("FAIL handshake: Crashed during the handshake: exited with status 3. Its last words on stderr: 'cannot start: no brain found'.\n"))
            #expect(result.stdout.hasSuffix("0 passed, 9 failed\n"))
        }
    }
}
