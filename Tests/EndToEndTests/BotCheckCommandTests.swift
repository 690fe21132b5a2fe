import Foundation
import Testing

extension EndToEnd {
    /// `ttt check-bot`, run as a person runs it.
    @Suite struct BotCheckCommandTests {
        @Test("check-bot passes a conforming bot and exits 0")
        func conformingBot() async throws {
            // NB: a generous budget: a sound shell bot on a busy machine can take over 200ms.
            let result = try await TTTProcess.run(["check-bot", "Players/bots/random.sh", "--budget", "2s"])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            #expect(lines.first == "Checking '\(TTTProcess.packageRoot.path)/Players/bots/random.sh'")
            #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 9)
            #expect(lines.last == "9 passed, 0 failed")
        }

        @Test("check-bot takes a file in the current directory named without './' as a path")
        func fileWithoutDotSlash() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-mybot-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.copyItem(atPath: TTTProcess.packageRoot.appendingPathComponent("Players/bots/random.sh").path,
                                             toPath: directory.appendingPathComponent("mybot.sh").path)
            let result = try await TTTProcess.run(["check-bot", "mybot.sh", "--budget", "2s"], in: directory)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasPrefix("Checking '") && result.stdout.contains("/mybot.sh'\n"), "\(result.stdout)")
            #expect(result.stdout.hasSuffix("9 passed, 0 failed\n"))
        }

        @Test("check-bot checks a Gomocup brain with the Gomocup protocol's checks, and says what is wrong with a broken one")
        func gomocupBrains() async throws {
            let sound = try await TTTProcess.run(["check-bot", "Players/bots/pbrain-random.py", "--budget", "2s"])
            #expect(sound.status == 0, "\(sound.stdout)\(sound.stderr)")
            let lines = sound.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasSuffix("/Players/bots/pbrain-random.py' (the Gomocup protocol)") == true)
            let checks = lines.dropFirst().dropLast().map { $0.split(separator: ":")[0] }
            #expect(Array(checks.prefix(7)) == ["PASS START", "PASS ABOUT", "PASS INFO", "PASS BEGIN", "PASS TURN", "PASS BOARD", "PASS RECTSTART"])
            #expect(checks.contains("PASS rule 0 (gomoku)") && checks.suffix(2) == ["PASS answers within 2s", "PASS END"])
            #expect(lines.last == "\(checks.count) passed, 0 failed")

            let broken = try await TTTProcess.run(["check-bot", "Players/bots/faults/pbrain-offboard.sh"])
            #expect(broken.status == 1)
            #expect(broken.stdout.contains("FAIL BEGIN: Answered '99,99' to 'BEGIN', which is not a cell of the 15x15 board.\n"), "\(broken.stdout)")
            #expect(broken.stdout.contains("FAIL TURN: Not checked: the engine gave no legal move to 'BEGIN' for a TURN to follow.\n"))
            #expect(broken.stdout.contains("PASS END: Exited after 'END'.\n"))
        }

        @Test("check-bot checks a UCI engine with the UCI checks, and says what is wrong with a broken one")
        func uciEngines() async throws {
            let sound = try await TTTProcess.run(["check-bot", "uci:Players/bots/uci/uci-first-free.py"])
            #expect(sound.status == 0, "\(sound.stdout)\(sound.stderr)")
            let lines = sound.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasSuffix("/Players/bots/uci/uci-first-free.py' (UCI)") == true)
            let checks = lines.dropFirst().dropLast().map { $0.split(separator: ":")[0] }
            #expect(checks == ["PASS uci", "PASS variant", "PASS isready", "PASS tictactoe", "PASS 4x4", "PASS connect4",
                               "PASS answers within 200ms", "PASS quit"])
            #expect(lines.contains("PASS tictactoe: Answered 'bestmove P@c1' (c1), a legal move, to 'position startpos moves P@a1 P@b1 P@a2 P@b2', 'go movetime 180'."))
            #expect(lines.last == "8 passed, 0 failed")

            let broken = try await TTTProcess.run(["check-bot", "uci:\"env UCI_FAULT=occupied python3 Players/bots/uci/uci-first-free.py\""])
            #expect(broken.status == 1)
            #expect(broken.stdout.contains("FAIL tictactoe: Answered 'bestmove P@a1' to 'position startpos moves P@a1 P@b1 P@a2 P@b2', 'go movetime 180': Cannot play 'P@a1': "), "\(broken.stdout)")
            #expect(broken.stdout.contains("PASS quit: Exited after 'quit'.\n"))
        }

        @Test("A UCI engine reads its variant file under a relative TMPDIR: the path ttt gives it is absolute")
        func relativeTemporaryFolder() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-tmpdir-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("scratch"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let engine = TTTProcess.packageRoot.appendingPathComponent("Players/bots/uci/uci-first-free.py").path
            let run = try await TTTProcess.run(
                ["match", "uci:\(engine)", "random", "--rules", "4x4", "--games", "2"], in: directory,
                environment: ["TMPDIR": "scratch"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("Faults:"), "\(run.stdout)")
        }

        @Test("check-bot says what is wrong and exits 1")
        func brokenBot() async throws {
            let result = try await TTTProcess.run(["check-bot", "Players/bots/faults/crash-at-start.sh"])
            #expect(result.status == 1)
            #expect(result.stdout.contains("FAIL handshake: Crashed during the handshake: exited with status 3. Its last words on stderr: 'cannot start: no brain found'.\n"))
            #expect(result.stdout.hasSuffix("0 passed, 9 failed\n"))
        }

        @Test("bench search.vs_engine without --engine says on standard error that it was skipped, and why")
        func benchWithoutEngine() async throws {
            let result = try await TTTProcess.run(["bench", "search.vs_engine"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("Skipped search.vs_engine: it plays the search against a Gomocup engine; give one with '--engine PATH' (such as Rapfi's pbrain-rapfi).\n"), "\(result.stderr)")
            #expect(result.stdout == "workload  value  unit  detail\n")
        }

        @Test("counts and sizes out of bounds are refused with a message, exit status 64")
        func boundedNumbers() async throws {
            let cases: [([String], String)] = [
                (["check-bot", "Players/bots/random.sh", "--budget", "61m"], "Error: --budget must be from 1ms to an hour, not 61m."),
                (["check-bot", "Players/bots/random.sh", "--budget", "200"],
                 "Error: --budget: '200' has no unit: write '200s' for seconds or '200ms' for milliseconds, as in '500ms' or '2s'."),
                (["check-bot", "Players/bots/random.sh", "--round-trips", "9223372036854775807"],
                 "Error: --round-trips must be from 0 to 100000, not 9223372036854775807."),
                (["solve", "--table-size", "9223372036854775807"],
                 "Error: --table-size must be from 1 to 1,073,741,824 entries (8 bytes each), not 9223372036854775807."),
                (["bench", "--seconds", "1e300"], "Error: --seconds must be more than 0 and at most 3600, not 1e+300."),
                (["tournament", "random", "heuristic", "--random-plies=-3"], "Error: --random-plies must be 0 or more, not -3."),
                // An option's keys given apart, as cutechess-cli's users write them, are told how ttt joins them.
                (["match", "random", "heuristic", "--draw", "movenumber=40", "movecount=8", "score=10"],
                 "Error: 'movecount=8' is a key of --draw or --resign given apart: ttt joins the keys with commas, as in '--draw movenumber=40,movecount=8,score=10'."),
                (["tournament", "random", "heuristic", "perfect", "--sprt", "elo0=0", "elo1=5"],
                 "Error: 'elo1=5' is a key of --sprt given apart: ttt joins the keys with commas, as in '--sprt elo0=0,elo1=5,alpha=0.05,beta=0.05'."),
                (["match", "random", "heuristic", "tc=10+0.1"],
                 "Error: 'tc=10+0.1' is a time control as cutechess-cli writes it: ttt's is '--clock 10s+100ms' or '--time 100ms' for every player, or one player's own, as in 'search:clock=10s+100ms'."),
                (["match", "random", "heuristic", "perfect"],
                 "Error: A match is between two players; given 3: 'random', 'heuristic', 'perfect'. A tournament ('ttt tournament') takes more."),
            ]
            for (arguments, message) in cases {
                let result = try await TTTProcess.run(arguments)
                #expect(result.status == 64, "\(arguments)")
                #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
            }
            let games = try await TTTProcess.run(["tournament", "random", "heuristic", "--games", "3074457345618258603"])
            #expect(games.stderr.hasPrefix("Error: --games 3074457345618258603 is more than ttt plays: at most 100,000,000 games a pairing.\nUsage: "))
            #expect(games.status == 64)
        }
    }
}

extension EndToEnd {
    /// What a bot prints reaches people written out: no escape sequence gets to a terminal.
    @Suite struct BotTextTests {
        static let escape = "\u{1B}"

        @Test("check-bot shows a bot's name and answers with their escapes written out")
        func checkBotEscapes() async throws {
            let result = try await TTTProcess.run(["check-bot", "Players/bots/faults/escapes.sh"])
            #expect(!result.stdout.contains(Self.escape), "\(result.stdout)")
            #expect(result.stdout.contains("PASS handshake: Answered 'ttt 1' as '\\e[2J\\e[31mEvil\\u{7}' and 'ready'"), "\(result.stdout)")
            #expect(result.stdout.contains("Answered '\\e[2J\\e]0;pwned\\u{7}' to 'move board=3x3"), "\(result.stdout)")
        }

        @Test("A forfeit's reason and the standings show a bot's text written out; the journal keeps the name exact")
        func matchEscapes() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-escapes-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            // NB: a bot whose very file name clears the screen.
            let botPath = directory.appendingPathComponent("\(Self.escape)[2Jbot.sh").path
            try FileManager.default.copyItem(atPath: TTTProcess.packageRoot.appendingPathComponent("Players/bots/faults/escapes.sh").path, toPath: botPath)
            let journal = directory.appendingPathComponent("games.jsonl").path
            let result = try await TTTProcess.run(["match", botPath, "random", "--games", "2", "--journal", journal])
            #expect(!result.stdout.contains(Self.escape) && !result.stderr.contains(Self.escape), "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("\\e[2Jbot"), "\(result.stdout)")
            #expect(result.stdout.contains("random  "), "\(result.stdout)")
            let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 3)
            #expect(lines.dropFirst().allSatisfy { $0.contains("\\u001b[2Jbot.sh\"") }, "\(lines)")
            #expect(lines.dropFirst().allSatisfy { $0.contains("which is not a move here") }, "\(lines)")
        }
    }
}
