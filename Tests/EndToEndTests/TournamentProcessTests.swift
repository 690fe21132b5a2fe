import Foundation
import Testing

extension EndToEnd {
    @Suite("ttt tournament and ttt merge, run as processes")
    struct TournamentProcessTests {
        func temporaryDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-tournament-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// The `standings` object of a `--json` run's output.
        func standings(_ stdout: String) -> String? {
            stdout.split(separator: "\n").first { $0.hasPrefix("{\"type\":\"standings\"") }.map(String.init)
        }

        /// The games of a journal (not its header), sorted by index, without their times.
        func games(_ path: URL) throws -> [String] {
            let text = try String(contentsOf: path, encoding: .utf8)
            return text.split(separator: "\n").dropFirst().map { line in
                // NB: "ms" (and clocks) come last; everything before is the game itself.
                String(line[..<line.range(of: ",\"ms\":")!.lowerBound])
            }.sorted { index(of: $0) < index(of: $1) }
        }

        func index(of line: String) -> Int {
            let start = line.range(of: "\"index\":")!.upperBound
            return Int(line[start...].prefix { $0.isNumber })!
        }

        static let arguments = ["tournament", "random", "heuristic", "--games", "1000", "--seed", "9", "--json"]

        @Test("A run killed with SIGKILL resumes to the standings of an uninterrupted run")
        func killAndResume() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let killed = directory.appendingPathComponent("killed.jsonl")
            let whole = directory.appendingPathComponent("whole.jsonl")

            let process = try ChildProcess(
                TTTProcess.binary.path, Self.arguments + ["--concurrency", "2", "--journal", killed.path],
                directory: TTTProcess.packageRoot.path, environment: ProcessInfo.processInfo.environment, capture: false)
            // Wait until some games are in the journal (polling, with a deadline), then kill.
            let deadline = Date().addingTimeInterval(30)
            var lines = 0
            while Date() < deadline, process.isRunning {
                lines = ((try? String(contentsOf: killed, encoding: .utf8)) ?? "").filter { $0 == "\n" }.count
                if lines > 40 { break }
                // NB: blocks its thread, briefly: a sleeping task could wake after the run ended.
                usleep(500)
            }
            let wasRunning = process.isRunning
            let worker = TTTProcess.worker(of: process.pid)
            process.kill()
            #expect(wasRunning, "the run ended before it could be killed")
            #expect(process.terminatingSignal == SIGKILL)
            // NB: ttt's worker, told of its supervisor's end by SIGTERM, writes no more once ended.
            if let worker { #expect(await TTTProcess.waitUntilEnded(worker), "the worker outlived its supervisor") }
            let afterKill = try games(killed)
            #expect(afterKill.count > 20)
            #expect(afterKill.count < 1000)

            let resumed = try await TTTProcess.run(Self.arguments + ["--concurrency", "2", "--journal", killed.path, "--resume"])
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(resumed.stdout.contains("\"from_journal\":\(afterKill.count),"))
            let uninterrupted = try await TTTProcess.run(Self.arguments + ["--concurrency", "1", "--journal", whole.path])
            #expect(uninterrupted.status == 0)
            #expect(standings(resumed.stdout) != nil)
            #expect(standings(resumed.stdout) == standings(uninterrupted.stdout))
            // The same games, whatever the concurrency and the interruption.
            #expect(try games(killed) == games(whole))

            // A journal of other parameters is refused with a reason.
            let other = try await TTTProcess.run(["tournament", "random", "heuristic", "--games", "1000", "--seed", "8", "--journal", killed.path, "--resume"])
            #expect(other.status == 2)
            #expect(other.stderr == "Error: The journal '\(killed.path)' is of another tournament: its seed is \"9\", this run's \"8\". Resume with the same parameters, or choose another file.\n")
        }

        @Test("Shards merged with 'ttt merge' equal an unsharded run")
        func shardsAndMerge() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let base = ["tournament", "random", "heuristic", "random:seed=4", "--games", "20", "--seed", "5", "--random-plies", "2"]
            let whole = try await TTTProcess.run(base + ["--json", "--concurrency", "4", "--journal", directory.appendingPathComponent("whole.jsonl").path])
            #expect(whole.status == 0, "\(whole.stderr)")
            var shards: [String] = []
            for index in 1...3 {
                let path = directory.appendingPathComponent("shard-\(index).jsonl").path
                let run = try await TTTProcess.run(base + ["--shard", "\(index)/3", "--concurrency", "1", "--journal", path])
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains("Shard \(index)/3: "))
                shards.append(path)
            }
            let records = directory.appendingPathComponent("all.txt").path
            let merged = try await TTTProcess.run(["merge"] + shards + ["--json", "--records", records])
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(standings(merged.stdout) != nil)
            #expect(standings(merged.stdout) == standings(whole.stdout))
            #expect(merged.stdout.contains("\"missing\":0"))
            let text = try String(contentsOfFile: records, encoding: .utf8)
            #expect(text.components(separatedBy: "[Event \"ttt tournament\"]").count - 1 == 60)

            let people = try await TTTProcess.run(["merge", shards[0], shards[1]])
            #expect(people.stdout.contains("rank  player"))
            #expect(people.stdout.hasSuffix("games from 2 journals; \(60 - (try games(URL(fileURLWithPath: shards[0]))).count - (try games(URL(fileURLWithPath: shards[1]))).count) not played yet.\n"))
        }

        @Test("A journal whose result was flipped by hand is refused by --resume and by 'ttt merge', and left as it was")
        func flippedResult() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("j.jsonl").path
            let arguments = ["tournament", "random", "heuristic", "--games", "20", "--seed", "3", "--concurrency", "1", "--journal", path]
            let run = try await TTTProcess.run(arguments)
            #expect(run.status == 0, "\(run.stderr)")
            var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            // The first game X won with a line, now recorded as O's win.
            let number = try #require(lines.indices.first { lines[$0].contains(#""result":"1-0","winner":"X","reason":"line "#) })
            let cells = lines[number][lines[number].range(of: #""reason":"line "#)!.upperBound...].prefix { $0 != "\"" }
            lines[number] = lines[number].replacingOccurrences(of: #""result":"1-0","winner":"X""#, with: #""result":"0-1","winner":"O""#)
            let edited = lines.joined(separator: "\n") + "\n"
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let message = "Error: \(path):\(number + 1): The result '0-1' does not follow from the moves: X has a line (\(cells)).\n"

            let resumed = try await TTTProcess.run(arguments + ["--resume"])
            #expect(resumed.status == 2)
            #expect(resumed.stderr == message)
            let merged = try await TTTProcess.run(["merge", path])
            #expect(merged.status == 2)
            #expect(merged.stderr == message)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        }

        @Test("Scripts/tournament.ttt runs and its expectations hold")
        func script() async throws {
            let run = try await TTTProcess.run(["Scripts/tournament.ttt"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("the SPRT stopped the rest"))
        }

        @Test("--records FILE.sgf writes gomoku games as SGF")
        func sgfRecords() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("games.sgf").path
            let run = try await TTTProcess.run(["tournament", "random", "random:seed=1", "--games", "2", "--rules", "7x7 k=4", "--records", path])
            #expect(run.status == 0, "\(run.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let games = text.split(separator: "\n")
            #expect(games.count == 2)
            #expect(games.allSatisfy { $0.hasPrefix("(;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[7]EV[ttt tournament]PB[") && $0.hasSuffix(")") })
            #expect(games[0].contains("PB[random]PW[random:seed=1]"))
            #expect(games[1].contains("PB[random:seed=1]PW[random]"))
        }

        @Test("Under the standings, each bot that forfeited: its count by verdict and the first reason")
        func faultSummary() async throws {
            let result = try await TTTProcess.run(["match", "Players/bots/faults/crash-mid-game.sh", "random", "--games", "4"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("""

                Faults:
                  crash-mid-game: 4 forfeits: crashed 4. The first, in game 1: Crashed on move 3: exited with status 7. Its last words on stderr: 'segmentation fault (pretend)'.
                4 of 4 games;
                """), "\(result.stdout)")
            let json = try await TTTProcess.run(["match", "Players/bots/faults/crash-mid-game.sh", "random", "--games", "4", "--json"])
            let standings = try #require(json.stdout.split(separator: "\n").first { $0.contains("\"type\":\"standings\"") })
            #expect(standings.contains("\"faults\":{\"count\":4,\"verdicts\":{\"crashed\":4},\"first_reason\":\"player error: Crashed on move 3"), "\(standings)")
            #expect(standings.contains("\"faults\":{\"count\":0,\"verdicts\":{},\"first_reason\":null,\"first_game\":null}"), "\(standings)")
        }

        @Test("Standings rate every player over all games; --anchor puts one at 0; an unknown anchor is refused")
        func ratings() async throws {
            let arguments = ["tournament", "random", "heuristic", "random:seed=2", "--games", "20"]
            let plain = try await TTTProcess.run(arguments)
            #expect(plain.stdout.contains("points  score   elo   95%"), "\(plain.stdout)")
            let json = try await TTTProcess.run(arguments + ["--json", "--anchor", "random"])
            let standings = try #require(json.stdout.split(separator: "\n").first { $0.contains("\"type\":\"standings\"") })
            #expect(standings.contains("\"anchor\":\"random\""), "\(standings)")
            #expect(standings.contains("\"player\":\"random\",") && standings.contains("\"rating\":{\"elo\":0,\"low\":0,\"high\":0}"), "\(standings)")
            let unknown = try await TTTProcess.run(arguments + ["--anchor", "randon"])
            #expect(unknown.status != 0)
            #expect(unknown.stderr.contains("No player 'randon' to anchor the ratings at 0; the players are 'random', 'heuristic', 'random:seed=2'."), "\(unknown.stderr)")
        }

        @Test("--affinity keeps each game at once, with its bots, on a processor of its own; without it, bots may run anywhere")
        func affinityPinsBots() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            // A bot that notes the processors it may run on when asked its name, then plays
            // on as Players/bots/random.sh.
            let bots = ["a", "b"].map { directory.appendingPathComponent("noting-\($0).sh") }
            let script = """
            #!/bin/sh
            read -r first
            grep Cpus_allowed_list /proc/$$/status | cut -f2 >> "$(dirname "$0")/$NOTES"
            printf 'name noting\\nready\\n'
            exec sh "\(TTTProcess.packageRoot.path)/Players/bots/random.sh"
            """
            for bot in bots {
                try script.write(to: bot, atomically: true, encoding: .utf8)
                chmod(bot.path, 0o755)
            }
            let everywhere = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
                .split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
                .map { $0.split(separator: "\t").last.map(String.init) ?? "" } ?? ""
            let arguments = ["match", bots[0].path, bots[1].path, "--games", "8", "--concurrency", "2", "--time", "10s"]

            let pinned = try await TTTProcess.run(arguments + ["--affinity"], environment: ["NOTES": "pinned.txt"])
            #expect(pinned.status == 0, "\(pinned.stderr)")
            let pinnedNotes = try String(contentsOf: directory.appendingPathComponent("pinned.txt"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            // NB: each lane starts its two bots once, for all its games.
            #expect(pinnedNotes.count == 4, "\(pinnedNotes)")
            #expect(pinnedNotes.allSatisfy { Int($0) != nil }, "each bot on one processor: \(pinnedNotes)")
            if everywhere.contains(where: { $0 == "-" || $0 == "," }) {
                #expect(Set(pinnedNotes).count == 2, "the two lanes on two processors: \(pinnedNotes)")
            }

            let free = try await TTTProcess.run(arguments, environment: ["NOTES": "free.txt"])
            #expect(free.status == 0, "\(free.stderr)")
            let freeNotes = try String(contentsOf: directory.appendingPathComponent("free.txt"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            #expect(freeNotes == Array(repeating: everywhere, count: 4), "\(freeNotes), the machine's \(everywhere)")
        }
    }
}
