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

        @Test("counts and sizes out of bounds are refused with a message, exit status 64")
        func boundedNumbers() async throws {
            let cases: [([String], String)] = [
                (["check-bot", "Players/bots/random.sh", "--budget", "99999999999999999"],
                 "Error: --budget must be from 1 to 3600000 milliseconds (an hour), not 99999999999999999."),
                (["check-bot", "Players/bots/random.sh", "--round-trips", "9223372036854775807"],
                 "Error: --round-trips must be from 0 to 100000, not 9223372036854775807."),
                (["solve", "--table-size", "9223372036854775807"],
                 "Error: --table-size must be from 1 to 1,073,741,824 entries (8 bytes each), not 9223372036854775807."),
                (["bench", "--seconds", "1e300"], "Error: --seconds must be more than 0 and at most 3600, not 1e+300."),
                (["tournament", "random", "heuristic", "--random-plies=-3"], "Error: --random-plies must be 0 or more, not -3."),
            ]
            for (arguments, message) in cases {
                let result = try await TTTProcess.run(arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
            }
            let games = try await TTTProcess.run(["tournament", "random", "heuristic", "--games", "3074457345618258603"])
            #expect(games.stderr == "Error: --games 3074457345618258603 is more than ttt plays: at most 100,000,000 games a pairing.\n")
            #expect(games.status != 0)
        }
    }
}
