import Foundation
import GameCore
import GameRecords
import Players
import REPL
import Referee
import Testing
import TestSupport
import TextAndFiles
import Tournaments

@Suite("The REPL's tournament, match options and replay")
struct TournamentCommandTests {
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, session: Session, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, session, ok)
    }

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-repl-\(UUID().uuidString)-\(name)").path
    }

    @Test("tournament and match --report write the page of the run, and refuse a file that is not a report")
    func report() async throws {
        let page = temporaryPath("cup.html"), journal = temporaryPath("cup.jsonl")
        defer { for path in [page, journal] { try? FileManager.default.removeItem(atPath: path) } }
        let (output, _, ok) = await run([
            "tournament random heuristic perfect --games 4 --seed 3 --journal \(journal) --report \(page)",
            "match 6 random heuristic --report \(journal)",
        ])
        #expect(!ok)
        #expect(output.lines.contains("Report: '\(page)'."))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<span id=\"games-played\">12</span>"))
        #expect(html.contains("<code>\(journal)</code>"))
        #expect(!html.contains("In progress"))
        #expect(output.errors == ["test:2: '\(journal)' exists and is not a ttt report; it is left as it is. Choose another file, or remove it."])
    }

    @Test("tournament prints pairings, standings and a crosstable, and counts on the scoreboard")
    func tournament() async {
        let (output, session, ok) = await run([
            "tournament random heuristic perfect --games 4 --seed 3 --concurrency 2",
            "expect score heuristic games 8",
            "expect score random games 8",
        ])
        #expect(ok, "\(output.errors)")
        #expect(output.lines.contains { $0.hasPrefix("random vs heuristic: ") })
        #expect(output.lines.contains { $0.contains("rank  player") && $0.contains("score") })
        // The crosstable: points out of the 4 games of each pairing.
        #expect(output.transcript.contains("/4"))
        let last = output.lines.last ?? ""
        #expect(last.hasPrefix("12 of 12 games; played 12 in "))
        #expect(session.scoreboard.gamesRecorded == 12)
        // heuristic and perfect never lose at tic-tac-toe.
        #expect(session.scoreboard["perfect"].losses == 0)
        #expect(session.scoreboard["heuristic"].losses == 0)
    }

    @Test("mistakes in a tournament's options get clear messages")
    func mistakes() async {
        let cases: [(String, String)] = [
            ("tournament random", "test:1: A tournament needs two players at least; found 1."),
            ("tournament random heuristic --gams 3", "test:1: Unknown option '--gams'. Did you mean '--games'?"),
            ("tournament random heurstic", "test:1: Unknown player 'heurstic'. Did you mean 'heuristic'?"),
            ("tournament random:name=r random:name=r", "test:1: The player 'random:name=r' is given twice under one name; give each copy a name of its own with 'name='."),
            ("tournament random heuristic --sprt elo0=1", "test:1: The SPRT 'elo0=1' needs elo0 and elo1, as in 'elo0=0,elo1=10'."),
            ("tournament random heuristic --clock fast", "test:1: Expected a clock as [MOVES/]BASE+INCREMENT, such as '10s+100ms' or '40/60s+600ms', not 'fast'."),
            ("tournament random heuristic --shard 3/2", "test:1: Shard '3/2' does not exist: I/N needs 1 ≤ I ≤ N."),
            ("tournament random heuristic --resume", "test:1: --resume continues a journal: give it with --journal FILE."),
            ("tournament random human", "test:1: A tournament is for computer players; 'human' is a person."),
            ("tournament random heuristic --games", "test:1: Option '--games' needs a value."),
            ("tournament random heuristic --time-margin 50ms", "test:1: --time-margin is slack on a time limit: give --time or --clock with it."),
            ("tournament random heuristic --max-moves 3 --random-plies 3",
             "test:1: --max-moves 3 would end a game before a move of its own: it counts the stones on the board, and --random-plies 3 places 3. Give --max-moves more than 3, or fewer --random-plies."),
            ("tournament random heuristic --time 1s --time-margin soon", "test:1: Expected a duration such as '50ms' after '--time-margin', not 'soon'."),
            ("tournament random heuristic --time 500us", "test:1: --time: '500us' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds."),
            ("tournament random heuristic --clock 0.4ms", "test:1: The clock's base '0.4ms' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds."),
            ("tournament random heuristic --games 3074457345618258603", "test:1: --games 3074457345618258603 is more than ttt plays: at most 100,000,000 games a pairing."),
            ("tournament random heuristic perfect --games 60000000", "test:1: 3 pairings of 60000000 games is more than ttt plays: at most 100,000,000 games in a tournament."),
            ("tournament random heuristic --concurrency 0", "test:1: --concurrency must be from 1 to 1,024 games at once, not 0."),
            ("tournament random heuristic --concurrency 100000000", "test:1: --concurrency must be from 1 to 1,024 games at once, not 100000000."),
            ("match 3074457345618258603 random heuristic", "test:1: match 3074457345618258603 is more than ttt plays: at most 100,000,000 games."),
            ("match 3074457345618258603 random heuristic --concurrency 2", "test:1: --games 3074457345618258603 is more than ttt plays: at most 100,000,000 games a pairing."),
        ]
        for (line, message) in cases {
            let (output, _, ok) = await run([line])
            #expect(!ok)
            #expect(output.errors == [message], "\(line)")
        }
    }

    @Test("match and tournament with options play the current game's rules unless --rules says otherwise")
    func optionsKeepTheRules() async throws {
        let (output, _, ok) = await run(
            ["new 4x4", "match 2 random heuristic --concurrency 1", "tournament random heuristic --games 2 --rules tictactoe"], json: true)
        #expect(ok, "\(output.errors)")
        let started = output.lines.filter { $0.hasPrefix("{\"type\":\"tournament_started\"") }
        #expect(started.count == 2)
        #expect(started.first?.contains("\"rules\":\"4x4\"") == true, "\(started)")
        #expect(started.last?.contains("\"rules\":\"tictactoe\"") == true, "\(started)")
    }

    @Test("match with options runs as a two-player tournament with SPRT, and JSON has everything")
    func matchWithSPRT() async throws {
        let (output, _, ok) = await run(
            ["match 400 heuristic random --seed 1 --concurrency 2 --sprt elo0=0,elo1=100"], json: true)
        #expect(ok, "\(output.errors)")
        let standings = try #require(output.lines.first { $0.hasPrefix("{\"type\":\"standings\"") })
        let json = try JSONValue(parsing: standings)
        let pairing = try #require(json["pairings"]?.arrayValue?.first)
        // heuristic never loses to random, and wins most: the test accepts H1 long before 400 games.
        #expect(pairing["sprt"]?["verdict"]?.stringValue == "H1")
        let games = try #require(pairing["games"]?.intValue)
        #expect(games < 400)
        #expect(games % 2 == 0)
        #expect(pairing["losses"]?.intValue == 0)
        #expect(pairing["pentanomial"]?.arrayValue?.count == 5)
        #expect(output.lines.contains { $0.hasPrefix("{\"type\":\"tournament_started\",\"version\":1,\"players\":[\"heuristic\",\"random\"]") })
        #expect(output.lines.last?.hasPrefix("{\"type\":\"tournament_ended\",\"scheduled\":400,\"counted\":\(games),") == true)
        // Every counted game is a line, in the schedule's order, with its result.
        let played = try output.lines.filter { $0.hasPrefix("{\"type\":\"game\"") }.map { try JSONValue(parsing: $0) }
        #expect(played.count == games)
        #expect(played.compactMap { $0["index"]?.intValue } == Array(0..<games))
        let heuristicWins = played.filter { game in
            let winner = game["winner"]?.stringValue
            return (winner == "X" && game["x"]?.stringValue == "heuristic") || (winner == "O" && game["o"]?.stringValue == "heuristic")
        }.count
        #expect(heuristicWins == pairing["wins"]?.intValue)
    }

    @Test("a tournament's records replay move by move")
    func replayRecords() async throws {
        let records = temporaryPath("games.txt")
        defer { try? FileManager.default.removeItem(atPath: records) }
        let (output, session, ok) = await run([
            "tournament heuristic random --games 2 --seed 4 --records \(records) --concurrency 1",
            "replay \(records) 2",
            "expect moves 0",
            "replay next",
            "expect moves 1",
            "replay 3",
            "expect moves 3",
            "replay prev",
            "expect moves 2",
            "replay end",
        ])
        #expect(ok, "\(output.errors)")
        let loaded = try GameRecord.parseAll(try String(contentsOfFile: records, encoding: .utf8))
        #expect(loaded.count == 2)
        #expect(session.game.moves == loaded[1].moves)
        #expect(session.game.xName == "random")
        #expect(output.lines.contains("Ply 1 of \(loaded[1].moves.count): random (X) played \(loaded[1].moves[0].cellName)."))
        #expect(output.lines.contains { $0.hasPrefix("Game 2 of 2 in \(records): random (X) against heuristic (O)") })
    }

    @Test("A journal replays as its records do: game N by the schedule's number, under the short names")
    func replayJournal() async throws {
        let records = temporaryPath("games.txt"), journal = temporaryPath("cup.jsonl")
        defer { for path in [records, journal] { try? FileManager.default.removeItem(atPath: path) } }
        let (output, session, ok) = await run([
            "tournament random:name=Rando heuristic --games 3 --seed 4 --records \(records) --journal \(journal) --concurrency 1",
            "replay \(journal) 3", "replay end",
        ])
        #expect(ok, "\(output.errors)")
        let loaded = try GameRecord.parseAll(try String(contentsOfFile: records, encoding: .utf8))
        #expect(session.game.moves == loaded[2].moves)
        #expect(session.game.xName == loaded[2].tag("X") && session.game.xName == "Rando")
        #expect(output.lines.contains { $0.hasPrefix("Game 3 of 3 in the journal \(journal): Rando (X) against heuristic (O), ") }, "\(output.lines)")
        let (missing, _, missingOK) = await run(["replay \(journal) 4"])
        #expect(!missingOK)
        #expect(missing.errors == ["test:1: The journal \(journal) holds no game 4 (its games: 3, numbered 1 to 3)."])
    }

    @Test("A line of moves pasted at the prompt (a sample's position) is played for both sides, then the game goes on")
    func lineOfMoves() async {
        let (output, session, ok) = await run(["new gomoku x=human o=human", "i10 f7 e9", "expect moves 3", "expect tomove o"])
        #expect(ok, "\(output.errors)")
        #expect(session.game.moveText == "i10 f7 e9")
        // Against the computer: it replies to the line's last move when it is to move.
        let (replied, repliedSession, repliedOK) = await run(["new tictactoe x=human o=perfect", "a1 c3 b1"])
        #expect(repliedOK, "\(replied.errors)")
        #expect(repliedSession.game.moves.count == 4 && repliedSession.game.moveText.hasPrefix("a1 c3 b1 "))
        // A move the line cannot play is named, and nothing of the line is played.
        let (wrong, wrongSession, _) = await run(["new tictactoe x=human o=human", "a1 b2 a1"])
        #expect(wrong.errors == ["test:2: Move 3 'a1' of the line: a1 is taken by X. No move of the line was played."])
        #expect(wrongSession.game.moves.isEmpty)
        let (over, _, _) = await run(["new tictactoe x=human o=human", "a1 b1 a2 b2 a3 b3"])
        #expect(over.errors == ["test:2: The game is over after move 5 'a3' of the line, before 'b3'. No move of the line was played."])
    }

    @Test("replay without a file shows every position; mistakes are explained")
    func replayAll() async {
        let (output, _, ok) = await run(["new; x human; o human", "b2; a1; c3", "replay", "expect moves 3"])
        #expect(ok, "\(output.errors)")
        #expect(output.lines.filter { $0.hasPrefix("Ply ") } == [
            "Ply 0 of 3: the start.", "Ply 1 of 3: human (X) played b2.", "Ply 2 of 3: human (O) played a1.",
            "Ply 3 of 3: human (X) played c3.",
        ])
        let (output2, _, _) = await run(["new; x human; o human", "b2", "replay next"])
        #expect(output2.errors == ["test:3: The game is at its last move (1)."])
        let (output3, _, _) = await run(["replay 5"])
        #expect(output3.errors == ["test:1: The game has 0 moves; give a ply from 0 to 0, not 5."])
        let broken = temporaryPath("broken.txt")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        try? "[Rules \"tictactoe\"]\n\n1. b2 b2\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let (output4, _, _) = await run(["replay \(broken)"])
        #expect(output4.errors == ["test:1: \(broken):3: Move 2 'b2': b2 is taken by X."])
        let (output5, _, _) = await run(["replay \(broken) x"])
        #expect(output5.errors == ["test:1: Expected a game number from 1 after the file, not 'x'."])
    }

    @Test("merge --records writes the games a run's --records does: counted ones, under their short names")
    func mergedRecords() async throws {
        let paths = ["run.jsonl", "run.txt", "shard-1.jsonl", "shard-2.jsonl", "merged.txt", "merged-run.txt"].map(temporaryPath)
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let match = "match 400 random:name=Rando heuristic --seed 1 --sprt elo0=0,elo1=100 --concurrency 2"
        let (output, _, ok) = await run([
            "\(match) --journal \(paths[0]) --records \(paths[1])",
            "\(match) --shard 1/2 --journal \(paths[2])",
            "\(match) --shard 2/2 --journal \(paths[3])",
        ])
        #expect(ok, "\(output.errors)")
        // The shards played every game; the SPRT stopped one run long before.
        let shardGames = try [paths[2], paths[3]].map { try JournalContents.read(path: $0).entries.count }
        #expect(shardGames == [200, 200])
        let runRecords = try String(contentsOfFile: paths[1], encoding: .utf8)
        let counted = runRecords.components(separatedBy: "[Event ").count - 1
        #expect(counted >= 20 && counted < 100, "\(counted)")
        #expect(runRecords.contains("[X \"Rando\"]") && !runRecords.contains("random:name"))

        let merged = try Session.mergeJournals([paths[2], paths[3]], records: paths[4], output: CapturedOutput(json: false))
        #expect(merged.standings.gamesCounted == counted)
        // NB: the shards played the run's games again; only the time each move took differs.
        #expect(TimesErased.records(try String(contentsOfFile: paths[4], encoding: .utf8)) == TimesErased.records(runRecords))
        _ = try Session.mergeJournals([paths[0]], records: paths[5], output: CapturedOutput(json: false))
        #expect(try String(contentsOfFile: paths[5], encoding: .utf8) == runRecords)
    }
}

@Suite("save as SGF")
struct SaveSGFTests {
    @Test("save FILE.sgf writes the game as SGF; other names still write a text record")
    func saveSGF() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-sgf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sgf = directory.appendingPathComponent("game.sgf").path
        let text = directory.appendingPathComponent("game.txt").path
        let output = CapturedOutput()
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(
            ListLineReader(["new gomoku x=human o=human", "h8", "a1", "save \(sgf)", "save \(text)", "replay \(text)"]), source: "test")
        #expect(ok, "\(output.errors)")
        let written = try String(contentsOfFile: sgf, encoding: .utf8)
        #expect(written.hasPrefix("(;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[15]EV[ttt game]PB[human]PW[human]TK[5]TS["))
        #expect(written.hasSuffix("C[gomoku (15x15, 5 in a row)];B[hh];W[ao])\n"))
        #expect(output.lines.contains("Saved 2 moves to \(sgf) as SGF."))
        #expect(output.lines.contains("Game 1 of 1 in \(text): human (X) against human (O), 2 moves. Result *."))
    }
}
