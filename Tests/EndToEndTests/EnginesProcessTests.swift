import Foundation
import Testing

extension EndToEnd {
    @Suite("Engines files, short names and bot logs, run as processes")
    struct EnginesProcessTests {
        func temporaryDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-engines-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        var bots: String { TTTProcess.packageRoot.path + "/Players/bots" }

        @Test("A run in which no game was played is no result: exit 2, a line saying why, and the rules the engines want")
        func noGamePlayed() async throws {
            let recorder = "gomocup:\(bots)/gomocup/pbrain-recorder.py"
            let refused = try await TTTProcess.run(["match", recorder, "random", "--games", "4"], environment: ["PBRAIN_MIN_SIZE": "5"])
            #expect(refused.status == 2)
            #expect(refused.stdout.contains("Faults:"), "the standings are still shown: \(refused.stdout)")
            #expect(refused.stderr == "Error: No game was played: all 4 games ended before a bot's first move, as it did not start or failed its handshake. The first: No handshake: it answered 'ERROR unsupported size 3x3' to 'START 3'. The engine refused the board of tictactoe (3x3, 3 in a row), the rules when --rules is not given: Gomocup engines play boards of 5x5 and more, most of them 15x15 or 20x20; give the rules they play, as in '--rules gomoku'.\n")
            // With the rules it plays, the same engine plays, and one game played is a result.
            let played = try await TTTProcess.run(["match", recorder, "random", "--games", "2", "--rules", "gomoku"], environment: ["PBRAIN_MIN_SIZE": "5"])
            #expect(played.status == 0, "\(played.stderr)")
        }

        @Test("An engines file's names play a match; standings and logs use them; the logs' directory is created")
        func matchWithEngines() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try """
                [
                  {"name": "Rapfi", "path": "\(bots)/pbrain-random.py", "protocol": "gomocup", "options": {"THREAD_NUM": 1}},
                  {"name": "Greedy2", "command": "python3 \(bots)/greedy.py"}
                ]
                """.write(to: directory.appendingPathComponent("ttt-engines.json"), atomically: true, encoding: .utf8)
            let result = try await TTTProcess.run(
                ["match", "rapfi", "greedy2", "--rules", "gomoku", "--games", "2", "--bot-logs", "logs/run1",
                 "--records", "games.txt", "--journal", "games.jsonl"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Rapfi vs Greedy2: "), "\(result.stdout)")
            let records = try String(contentsOf: directory.appendingPathComponent("games.txt"), encoding: .utf8)
            #expect(records.contains("[X \"Rapfi\"]\n[O \"Greedy2\"]"), "\(records)")
            let journal = try String(contentsOf: directory.appendingPathComponent("games.jsonl"), encoding: .utf8)
            #expect(journal.contains(#""players":["Rapfi","Greedy2"]"#), "\(journal)")
            #expect(journal.contains(#""engines":{"Rapfi":{"path":"\#(bots)/pbrain-random.py","protocol":"gomocup","options":{"THREAD_NUM":"1"}},"Greedy2":{"command":"python3 \#(bots)/greedy.py","protocol":"ttt"}}"#),
                    "\(journal)")
            #expect(result.stderr == "Engines from ./ttt-engines.json (2 engines).\n", "\(result.stderr)")
            #expect(!result.stdout.contains("Engines from"))
            let logs = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/logs/run1").sorted()
            #expect(logs == ["Greedy2.log", "Rapfi.log"])
            let players = try await TTTProcess.run(["-c", "players"], in: directory)
            #expect(players.stdout.contains("Engines (\(directory.path)/ttt-engines.json):\n  Rapfi "), "\(players.stdout)")
            let check = try await TTTProcess.run(["check-bot", "GREEDY2", "--budget", "2s", "--bot-logs", "logs/check"], in: directory)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.hasPrefix("Checking 'python3 \(bots)/greedy.py'\n"), "\(check.stdout)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/logs/check") == ["Greedy2.log"])
            let typo = try await TTTProcess.run(["-c", "x rapfy"], in: directory)
            #expect(typo.stderr.contains("Unknown player 'rapfy'. Did you mean 'Rapfi'?"), "\(typo.stderr)")
        }

        @Test("A broken engines file, or a log directory that cannot be, stops ttt at once with the reason")
        func refusals() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try "[\n  {\"name\": \"a\", \"command\": \"x\", \"protocol\": \"gomcup\"}\n]\n"
                .write(to: directory.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
            let broken = try await TTTProcess.run(["match", "a", "random", "--engines", "broken.json"], in: directory)
            #expect(broken.status == 2)
            #expect(broken.stderr == "Error: broken.json:2: Engine 'a' has an unknown protocol 'gomcup'. Did you mean 'gomocup'?\n")
            try "".write(to: directory.appendingPathComponent("afile"), atomically: true, encoding: .utf8)
            let inTheWay = try await TTTProcess.run(["tournament", "random", "heuristic", "--bot-logs", "afile"], in: directory)
            #expect(inTheWay.status == 2)
            #expect(inTheWay.stderr == "Error: Cannot keep bot logs in 'afile': it is a file, not a directory.\n")
            let repl = try await TTTProcess.run(["-c", "set bot-logs afile/logs"], in: directory)
            #expect(repl.status != 0)
            #expect(repl.stderr.contains("Cannot create the bot log directory 'afile/logs': 'afile' is a file, not a directory."), "\(repl.stderr)")
        }

        @Test("A ./ttt-engines.json that names a player of ttt's own stops ttt before anything runs; a plain run says nothing of engines")
        func noTakeOver() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let plain = try await TTTProcess.run(["match", "random", "heuristic", "--games", "2"], in: directory)
            #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
            try "[\n  {\"name\": \"fine\", \"command\": \"x\"},\n  {\"name\": \"heuristic\", \"command\": \"touch created; python3 \(bots)/greedy.py\"}\n]\n"
                .write(to: directory.appendingPathComponent("ttt-engines.json"), atomically: true, encoding: .utf8)
            let result = try await TTTProcess.run(["match", "random", "heuristic", "--games", "2"], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr
                    == "Error: \(directory.path)/ttt-engines.json:3: The engine name 'heuristic' is the built-in player 'heuristic'; give the engine another name.\n")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: directory.path + "/created"))
            try #"[{"name": "fish", "command": "x", "protocol": "uci", "options": {"Hash": "16\nquit"}, "timeMargin": 50}]"#
                .write(to: directory.appendingPathComponent("ttt-engines.json"), atomically: true, encoding: .utf8)
            let margin = try await TTTProcess.run(["-c", "players"], in: directory)
            #expect(margin.status == 2)
            #expect(margin.stderr == "Error: \(directory.path)/ttt-engines.json:1: Engine 'fish' has a 'timeMargin' of 50 with no unit: write it as a duration, as in \"50ms\" or \"50s\".\n")
        }

        @Test("Two bots with one short name are told apart in the standings and their logs")
        func sameShortName() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(atPath: directory.path + "/other", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: bots + "/greedy.py", toPath: directory.path + "/other/greedy.py")
            let result = try await TTTProcess.run(
                ["tournament", bots + "/greedy.py", "other/greedy.py", "random:name=Rando", "--games", "2", "--bot-logs", "logs"],
                in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Players shown as 'greedy': 'greedy' is \(bots)/greedy.py, 'greedy#2' is other/greedy.py.\n"),
                    "\(result.stdout)")
            #expect(result.stdout.contains("greedy vs greedy#2: "), "\(result.stdout)")
            #expect(result.stdout.contains("Rando ") && !result.stdout.contains("random:name"), "\(result.stdout)")
            let logs = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/logs").sorted()
            #expect(logs == ["greedy-2.log", "greedy.log"])
        }
    }
}
