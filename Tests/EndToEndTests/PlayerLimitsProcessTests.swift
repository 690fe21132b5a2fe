import Foundation
import Testing

extension EndToEnd {
    /// A player's own limits (`time=`, `clock=`, `nodes=`, `depth=` in its spec) as bots of
    /// each protocol are sent them (read back from `--bot-logs`), kept by the referee,
    /// recorded in the journal and checked on `--resume`; and durations without a unit refused.
    @Suite("Per-player limits, run as a process")
    struct PlayerLimitsProcessTests {
        /// A fresh folder for one test's files.
        static func folder() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-limits-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// The lines ttt sent to the bots, from the logs in `directory`, without the pid.
        static func sentLines(in directory: URL) throws -> [String] {
            let logs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".log") }
            return try logs.flatMap { name in
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").compactMap { line in
                    line.range(of: " > ").map { String(line[$0.upperBound...]) }
                }
            }
        }

        @Test("A native bot is sent its nodes, depth and a clock's moves to go; after the period the base is given again")
        func nativeBot() async throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try await TTTProcess.run([
                "match", "greedy:clock=2/1s+100ms,nodes=500,depth=3", "random", "--games", "1", "--bot-logs", directory.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let requests = try Self.sentLines(in: directory).filter { $0.hasPrefix("move ") }
            try #require(requests.count >= 3, "\(requests)")
            #expect(requests[0] == "move board=3x3 k=3 gravity=no side=x time=1000ms clock=1000ms increment=100ms movestogo=2 nodes=500 depth=3 moves=")
            #expect(requests.map { $0.contains(" movestogo=") ? String($0.split(separator: " ").first { $0.hasPrefix("movestogo=") }!) : "" }.prefix(3)
                == ["movestogo=2", "movestogo=1", "movestogo=2"])
            // NB: the third move starts a new period: more than a second left again.
            let third = requests[2].split(separator: " ").first { $0.hasPrefix("clock=") }!.dropFirst(6).dropLast(2)
            #expect(Int(third)! > 2000, "\(requests[2])")
        }

        @Test("A Gomocup engine is told its time a move, INFO max_node and max_depth; and a clock's base and time left")
        func gomocupEngine() async throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try await TTTProcess.run([
                "match", "gomocup:Players/bots/pbrain-random.py:time=400ms,nodes=1000,depth=4", "random", "--rules", "gomoku",
                "--games", "1", "--time", "5s", "--bot-logs", directory.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = try Self.sentLines(in: directory)
            #expect(lines.contains("INFO max_node 1000") && lines.contains("INFO max_depth 4"), "\(lines)")
            // NB: its own 400ms, not the run's 5s.
            #expect(lines.filter { $0.hasPrefix("INFO timeout_turn") }.allSatisfy { $0 == "INFO timeout_turn 400" }, "\(lines)")
            #expect(lines.contains("INFO timeout_turn 400"))

            let clocked = try Self.folder()
            defer { try? FileManager.default.removeItem(at: clocked) }
            let clock = try await TTTProcess.run([
                "match", "gomocup:Players/bots/pbrain-random.py:clock=3/2s+0ms", "random", "--rules", "gomoku",
                "--games", "1", "--bot-logs", clocked.path,
            ])
            #expect(clock.status == 0, "\(clock.stderr)")
            let told = try Self.sentLines(in: clocked)
            #expect(told.contains("INFO timeout_match 2000"), "\(told)")
            let left = told.filter { $0.hasPrefix("INFO time_left ") }.compactMap { Int($0.dropFirst(15)) }
            try #require(left.count >= 4, "\(told)")
            // NB: after three moves, the period's 2s again: more than 3s left.
            #expect(left[0] == 2000 && left[3] > 3000, "\(left)")
        }

        @Test("A UCI engine's go names movestogo, nodes and depth")
        func uciEngine() async throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try await TTTProcess.run([
                "match", "uci:Players/bots/uci/uci-first-free.py:clock=2/5s+100ms,nodes=900,depth=5", "random",
                "--games", "1", "--bot-logs", directory.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let goes = try Self.sentLines(in: directory).filter { $0.hasPrefix("go ") }
            try #require(goes.count >= 3, "\(goes)")
            #expect(goes[0] == "go wtime 5000 btime 5000 winc 100 binc 100 movestogo 2 nodes 900 depth 5")
            #expect(goes[1].hasSuffix(" movestogo 1 nodes 900 depth 5") && goes[2].hasSuffix(" movestogo 2 nodes 900 depth 5"), "\(goes)")

            let timed = try Self.folder()
            defer { try? FileManager.default.removeItem(at: timed) }
            let perMove = try await TTTProcess.run([
                "match", "uci:Players/bots/uci/uci-first-free.py:time=300ms", "random", "--games", "1", "--bot-logs", timed.path,
            ])
            #expect(perMove.status == 0, "\(perMove.stderr)")
            #expect(try Self.sentLines(in: timed).filter { $0.hasPrefix("go ") }.first == "go movetime 270")
        }

        @Test("A bot on a clock of its own loses on time while its opponent has none; the journal says so")
        func lossOnItsOwnClock() async throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("cup.jsonl").path
            let run = try await TTTProcess.run([
                "match", "Players/bots/faults/slow.sh:clock=2/300ms+0ms", "random", "--games", "2", "--journal", journal,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("slow: 2 forfeits: lost on time 2. The first, in game 1: timeout: no move within the 300ms left on its clock."), "\(run.stdout)")
            let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
            #expect(lines.first?.contains(#""players":["Players/bots/faults/slow.sh:clock=2/300ms+0ms","random"],"limits":[{"clock":"2/300ms+0ms"},null],"#) == true, "\(lines.first ?? "")")
            #expect(lines.first?.contains(#""time":null,"time_margin":null,"clock":null,"#) == true)
            let games = lines.dropFirst()
            #expect(games.count == 2 && games.allSatisfy { $0.contains(#""reason":"timeout: no move within the 300ms left on its clock""#) }, "\(games)")
        }

        @Test("A resume with other limits is refused, saying what differs; the same limits resume")
        func resumeWithOtherLimits() async throws {
            let directory = try Self.folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("cup.jsonl").path
            let first = try await TTTProcess.run(["match", "random:time=1s", "heuristic", "--games", "2", "--journal", journal])
            #expect(first.status == 0, "\(first.stderr)")
            let other = try await TTTProcess.run(["match", "random:time=2s", "heuristic", "--games", "4", "--journal", journal, "--resume"])
            #expect(other.status == 2)
            #expect(other.stderr == "Error: The journal '\(journal)' is of another tournament: its player 1 'random:time=1s' plays with time=1s, this run's 'random:time=2s' with time=2s. Resume with the same parameters, or choose another file.\n")
            let none = try await TTTProcess.run(["match", "random", "heuristic", "--games", "2", "--journal", journal, "--resume"])
            #expect(none.stderr.contains("its player 1 'random:time=1s' plays with time=1s, this run's 'random' with no limits of its own."), "\(none.stderr)")
            let same = try await TTTProcess.run(["match", "random:time=1s", "heuristic", "--games", "2", "--journal", journal, "--resume"])
            #expect(same.status == 0, "\(same.stderr)")
        }

        @Test("A number without a unit is refused wherever a duration is read, saying how to write it", arguments: [
            (["match", "random", "heuristic", "--time", "1"], "Error: --time: '1' has no unit: write '1s' for seconds or '1ms' for milliseconds, as in '500ms' or '2s'.\n"),
            (["match", "random", "heuristic", "--clock", "60+1"], "Error: --clock '60+1': '60' has no unit: write '60s' for seconds or '60ms' for milliseconds, as in '500ms' or '2s'.\n"),
            (["match", "random", "heuristic", "--time", "1s", "--time-margin", "50"], "Error: --time-margin: '50' has no unit: write '50s' for seconds or '50ms' for milliseconds, as in '500ms' or '2s'.\n"),
            (["match", "random:time=1", "heuristic"], "Error: Option 'time' in 'random:time=1': '1' has no unit: write '1s' for seconds or '1ms' for milliseconds, as in '500ms' or '2s'.\n"),
            (["match", "random", "heuristic", "--adjudicate", "exact", "--adjudicate-budget", "20"], "Error: --adjudicate-budget: '20' has no unit: write '20s' for seconds or '20ms' for milliseconds, as in '500ms' or '2s'.\n"),
        ])
        func bareNumbers(arguments: [String], message: String) async throws {
            let run = try await TTTProcess.run(arguments)
            // NB: a mistake in the command line: exit 64, with the usage after the message.
            #expect(run.status == 64)
            #expect(run.stderr == message + "Usage: ttt match <first> <second> [<options>]\n  See 'ttt match --help' for more information.\n")
        }

        @Test("'players' and the options' help name the limits")
        func listed() async throws {
            let players = try await TTTProcess.run(["-c", "players"])
            #expect(players.status == 0)
            let text = players.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            #expect(text.contains("Limits: any player's spec takes time=DURATION (for each move) and clock=[MOVES/]BASE+INC"), "\(players.stdout)")
            #expect(text.contains("depth=N (the deepest pass of its search, in plies; default no limit)"))
            #expect(text.contains("nodes=N (INFO max_node), depth=N (INFO max_depth)"))
            let help = try await TTTProcess.run(["match", "--help"])
            #expect(help.stdout.contains("40/60s+600ms"), "\(help.stdout)")
        }

        @Test("In a game the REPL plays, a player's own clock is kept: it loses on time")
        func replClock() async throws {
            let run = try await TTTProcess.run(["-c", "x Players/bots/faults/slow.sh:clock=2/300ms+0ms; o random; play"])
            #expect(run.stdout.contains("slow (X) lost on time: no move within the 300ms left on its clock. random (O) wins."), "\(run.stdout)")
        }

        @Test("The REPL's settings refuse a number without a unit too")
        func replSettings() async throws {
            let run = try await TTTProcess.run(["-c", "set time 1"])
            #expect(run.status == 1)
            #expect(run.stderr == "-c:1: set time: '1' has no unit: write '1s' for seconds or '1ms' for milliseconds, as in '500ms' or '2s'.\n")
        }
    }
}
