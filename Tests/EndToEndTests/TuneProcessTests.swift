import Foundation
import Testing

extension EndToEnd {
    @Suite("ttt tune, run as a process")
    struct TuneProcessTests {
        /// A new directory for one test's files (the test removes it).
        static func directory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-tune-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// A small samples file of six heuristic games from random starts, in `directory`.
        static func corpus(in directory: URL) async throws -> String {
            let samples = directory.appendingPathComponent("corpus.csv").path
            let match = try await TTTProcess.run([
                "match", "heuristic", "heuristic:seed=2", "--rules", "gomoku", "--games", "6", "--random-plies", "4",
                "--seed", "3", "--samples", samples,
            ])
            #expect(match.status == 0, "\(match.stderr)")
            return samples
        }

        @Test("ttt tune lowers the error on a small sample file and writes weights that search:weights= plays with")
        func tunesAndWrites() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let samples = try await Self.corpus(in: directory)
            let weights = directory.appendingPathComponent("tuned.json").path
            // NB: from a start whose tempo is 20, kept by --fix, as the threat values before the last stone are.
            let start = directory.appendingPathComponent("start.json").path
            try #"{"tempo": 20}"#.write(toFile: start, atomically: true, encoding: .utf8)
            let tune = try await TTTProcess.run([
                "tune", samples, "--weights", start, "--output", weights, "--passes", "50", "--fix", "tempo,threatsBefore",
            ])
            #expect(tune.status == 0, "\(tune.stderr)")
            func error(_ label: String) -> Double? {
                tune.stdout.split(separator: "\n").first { $0.hasPrefix(label) }
                    .flatMap { Double($0.dropFirst(label.count).split(separator: " ").first ?? "") }
            }
            let before = try #require(error("Error before:"), "\(tune.stdout)")
            let after = try #require(error("Error after:"), "\(tune.stdout)")
            #expect(after < before, "\(tune.stdout)")
            #expect(tune.stdout.contains("Weights written to '\(weights)': play them with 'search:weights=\(weights)'."))
            #expect(tune.stdout.contains("pairs seen, fitted where seen in 50 positions or more:\n"), "\(tune.stdout)")
            #expect(tune.stdout.contains("pairs seen, all kept (--fix threatsBefore):\n"), "\(tune.stdout)")
            let text = try String(contentsOfFile: weights, encoding: .utf8)
            #expect(text.hasPrefix("{\n  \"block1\": ") && text.contains("\n  \"tempo\": 20,\n"), "\(text)")

            let play = try await TTTProcess.run([
                "match", "search:weights=\(weights),nodes=300", "random", "--rules", "gomoku", "--games", "2", "--seed", "1",
            ])
            #expect(play.status == 0, "\(play.stderr)")

            // NB: tuned again over its own output: a weights file is replaced; anything else is not.
            let again = try await TTTProcess.run(["tune", samples, "--output", weights, "--passes", "5"])
            #expect(again.status == 0, "\(again.stderr)")
            let refused = try await TTTProcess.run(["tune", samples, "--output", samples])
            #expect(refused.status != 0)
            #expect(refused.stderr.contains("--output '\(samples)' is an input: give the weights another file."), "\(refused.stderr)")
        }

        @Test("ttt tune fits a row's target instead of its result where the file gives one, and refuses a bad one")
        func fitsTargets() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let samples = try await Self.corpus(in: directory)
            // NB: each row's target the other side's result: a fit that read the results instead
            // would print the plain file's error.
            let rows = try String(contentsOfFile: samples, encoding: .utf8).split(separator: "\n").dropFirst()
            let flipped = rows.map { row in
                let result = Int(row.split(separator: ",")[2])!
                return "\(row),\(Double(2 - result) / 2)"
            }
            let targets = directory.appendingPathComponent("targets.csv").path
            try (["position,move,result,rules,game,score,target"] + flipped).joined(separator: "\n").appending("\n")
                .write(toFile: targets, atomically: true, encoding: .utf8)
            func errorBefore(_ output: String) -> String? {
                output.split(separator: "\n").first { $0.hasPrefix("Error before:") }.map(String.init)
            }
            let weights = directory.appendingPathComponent("w.json").path
            let plain = try await TTTProcess.run(["tune", samples, "--output", weights, "--passes", "5"])
            let fitted = try await TTTProcess.run(["tune", targets, "--output", weights, "--passes", "5"])
            #expect(plain.status == 0 && fitted.status == 0, "\(plain.stderr)\(fitted.stderr)")
            let plainError = try #require(errorBefore(plain.stdout), "\(plain.stdout)")
            let targetError = try #require(errorBefore(fitted.stdout), "\(fitted.stdout)")
            #expect(plainError != targetError)
            func positions(_ output: String) -> String? { output.components(separatedBy: ", read in").first }
            #expect(positions(fitted.stdout) == positions(plain.stdout), "the same positions are read: \(fitted.stdout)")

            let bad = directory.appendingPathComponent("bad.csv").path
            for (body, message) in [
                ("h8,i9,2,gomoku,0,1.5", "Target '1.5' is not a number from 0 to 1 (the side to move's chance)."),
                ("h8,i9,2,gomoku,0", "Expected 6 fields (position,move,result,rules,game,target), not 5."),
            ] {
                try "position,move,result,rules,game,target\n\(body)\n".write(toFile: bad, atomically: true, encoding: .utf8)
                let refused = try await TTTProcess.run(["tune", bad, "--output", weights])
                #expect(refused.status == 2)
                #expect(refused.stderr == "Error: \(bad):2: \(message)\n", "\(refused.stderr)")
            }
            let json = directory.appendingPathComponent("bad.jsonl").path
            try #"{"position":"h8","move":"i9","result":2,"rules":"gomoku","game":0,"target":"high"}"#.appending("\n")
                .write(toFile: json, atomically: true, encoding: .utf8)
            let refused = try await TTTProcess.run(["tune", json, "--output", weights])
            #expect(refused.stderr == "Error: \(json):1: Target '\"high\"' is not a number from 0 to 1 (the side to move's chance).\n",
                    "\(refused.stderr)")
        }

        @Test("ttt tune refuses a row whose move is on a stone, off the board or forbidden, and a JSON row with a key given twice")
        func refusesBadRows() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let weights = directory.appendingPathComponent("w.json").path
            let csv = directory.appendingPathComponent("bad.csv").path
            // NB: X's f8 g8 h7 h6, then h8: a double three, forbidden under renju.
            for (row, message) in [
                ("h8 i9,h8,2,gomoku,0", "The move 'h8' cannot follow the position: h8 is taken by X."),
                ("h8 i9,p16,2,gomoku,0", "The move 'p16' cannot follow the position: Cell 'p16' is off the 15x15 board."),
                ("f8 a15 g8 o15 h7 a1 h6 o1,h8,0,renju,0",
                 "The move 'h8' cannot follow the position: h8 is forbidden for X: double three (h6-h7-h8 and f8-g8-h8)."),
            ] {
                try "position,move,result,rules,game\nh8,i9,1,gomoku,0\n\(row)\n".write(toFile: csv, atomically: true, encoding: .utf8)
                let refused = try await TTTProcess.run(["tune", csv, "--output", weights])
                #expect(refused.status == 2)
                #expect(refused.stderr == "Error: \(csv):3: \(message)\n", "\(refused.stderr)")
            }
            let json = directory.appendingPathComponent("bad.jsonl").path
            let line = #"{"position":"h8","move":"i9","result":2,"rules":"gomoku","game":0,"move":"j10"}"#
            try (line + "\n").write(toFile: json, atomically: true, encoding: .utf8)
            let refused = try await TTTProcess.run(["tune", json, "--output", weights])
            #expect(refused.status == 2)
            let column = line.utf8.count - #""move":"j10"}"#.utf8.count + 1
            #expect(refused.stderr == "Error: \(json):1: Not a sample: Key 'move' is given twice at column \(column).\n", "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: weights), "no weights are written")
        }

        @Test("A bad weights file is refused with its name and the reason, by search:weights= and by ttt tune")
        func badWeights() async throws {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let bad = directory.appendingPathComponent("bad.json").path
            try "{\n  \"flex3\": 24,\n  \"tempoo\": 3\n}\n".write(toFile: bad, atomically: true, encoding: .utf8)
            let play = try await TTTProcess.run(["match", "search:weights=\(bad)", "random", "--rules", "gomoku", "--games", "2"])
            #expect(play.status == 2)
            #expect(play.stderr.contains("\(bad):3: Unknown weight 'tempoo'. Did you mean 'tempo'?"), "\(play.stderr)")

            let samples = directory.appendingPathComponent("s.csv").path
            try "position,move,result,rules,game\nh8,i9,3,gomoku,0\n".write(toFile: samples, atomically: true, encoding: .utf8)
            let tune = try await TTTProcess.run(["tune", samples, "--weights", bad, "--output", directory.appendingPathComponent("w.json").path])
            #expect(tune.status == 2)
            #expect(tune.stderr == "Error: \(bad):3: Unknown weight 'tempoo'. Did you mean 'tempo'?\n", "\(tune.stderr)")
            let row = try await TTTProcess.run(["tune", samples, "--output", directory.appendingPathComponent("w.json").path])
            #expect(row.status == 2)
            #expect(row.stderr == "Error: \(samples):2: Result '3' is not 0 (a loss), 1 (a draw) or 2 (a win).\n", "\(row.stderr)")
        }
    }
}
