import Foundation
import Testing

extension EndToEnd {
    /// Each move's story, run as a process: a bot that reports its scores and depths plays a
    /// match; the journal keeps them beside the moves, the records write them as comments
    /// (SGF as c-gomoku-cli writes its own), and replay shows them.
    @Suite("Each move's story, run as a process")
    struct MoveStoryProcessTests {
        @Test("The journal, the SGF and text records, and replay tell each move's time, score and depth")
        func story() async throws {
            let directory = try TuneProcessTests.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = { (name: String) in directory.appendingPathComponent(name).path }
            try "h8 i9\n".write(toFile: file("openings.txt"), atomically: true, encoding: .utf8)
            let match = try await TTTProcess.run([
                "match", "Players/bots/scores/native-scores.py", "heuristic", "--rules", "gomoku", "--games", "2",
                "--openings", file("openings.txt"), "--journal", file("j.jsonl"),
            ], environment: ["SCORES": "35;-12;mate 3"])
            try #require(match.status == 0, "\(match.stderr)")
            let lines = try String(contentsOfFile: file("j.jsonl"), encoding: .utf8).split(separator: "\n").dropFirst()
            let first = try #require(lines.first { $0.contains(#""x":"Players/bots/scores/native-scores.py""#) })
            // NB: the bot's moves are the 3rd, 5th, ...: its 1st says 35 at depth 1, its 2nd -12 at 2, then mates in 3.
            #expect(first.contains(#""scores":[null,null,35,"#), "\(first)")
            #expect(first.contains(#""depths":[null,null,1,null,2,null,3,"#), "\(first)")
            #expect(first.contains(#""times":[null,null,"#), "\(first)")

            for records in ["r.sgf", "r.txt"] {
                let merged = try await TTTProcess.run(["merge", file("j.jsonl"), "--records", file(records)])
                #expect(merged.status == 0, "\(merged.stderr)")
            }
            let sgf = try String(contentsOfFile: file("r.sgf"), encoding: .utf8)
            #expect(sgf.contains(";B[hh]C[opening move];W[ig]C[opening move];B["), "\(sgf)")
            #expect(sgf.firstMatch(of: /;B\[[a-o]{2}\]C\[\+35\/1 [0-9]+ms\];W\[[a-o]{2}\]C\[[+-][0-9]+ [0-9]+ms\];B\[[a-o]{2}\]C\[-12\/2 [0-9]+ms\]/) != nil, "\(sgf)")
            #expect(sgf.contains("C[+M3/3 "), "\(sgf)")
            let text = try String(contentsOfFile: file("r.txt"), encoding: .utf8)
            #expect(text.contains("1. h8 {opening move} i9 {opening move} 2. "), "\(text)")
            #expect(text.firstMatch(of: /2\. [a-o][0-9]+ \{\+35\/1 [0-9]+ms\}/) != nil, "\(text)")

            let replay = try await TTTProcess.run(["-c", "replay \(file("r.txt")) 1; replay 3; replay 2"])
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(replay.stdout.firstMatch(of: /Ply 3 of [0-9]+: native-scores \(X\) played [a-o][0-9]+ \{\+35\/1 [0-9]+ms\}\./) != nil, "\(replay.stdout)")
            #expect(replay.stdout.contains("played i9 {opening move}."), "\(replay.stdout)")
        }

        @Test("--json-moves writes every move as it is played, as the journal then keeps it")
        func streamed() async throws {
            let run = try await TTTProcess.run([
                "match", "Players/bots/scores/native-scores.py", "heuristic", "--rules", "gomoku", "--games", "4",
                "--concurrency", "2", "--json", "--json-moves",
            ], environment: ["SCORES": "35;-12"])
            #expect(run.status == 0, "\(run.stderr)")
            let objects = run.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            let games = objects.filter { $0["type"] as? String == "game" }
            let moves = objects.filter { $0["type"] as? String == "move" }
            #expect(games.count == 4)
            for game in games {
                let index = try #require(game["index"] as? Int)
                let played = (game["moves"] as? String ?? "").split(separator: " ").map(String.init)
                let told = moves.filter { $0["game"] as? Int == index }.sorted { ($0["ply"] as? Int ?? 0) < ($1["ply"] as? Int ?? 0) }
                #expect(told.map { $0["move"] as? String ?? "" } == played, "game \(index)")
                #expect(told.map { $0["ply"] as? Int ?? 0 } == Array(1...played.count))
                // NB: the journal's story is the one streamed.
                let scores = (game["scores"] as? [Any])?.map { $0 as? Int }
                #expect(told.map { $0["score"] as? Int } == scores, "game \(index)")
            }
        }
    }
}
