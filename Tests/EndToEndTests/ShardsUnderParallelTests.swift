import Foundation
import Testing
import TestSupport

/// GNU parallel, which runs the shards of a tournament side by side in docs/CLUSTERS.md's
/// example: the Debian package `parallel` (which .ci/run installs). The test of shards runs
/// only where it is installed, and says so (skipped, never failed) where it is not.
enum GNUParallel {
    /// Where it is on the `PATH`, if it is GNU parallel (moreutils has another program of that name).
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for directory in directories {
            let path = "\(directory)/parallel"
            guard FileManager.default.isExecutableFile(atPath: path) else { continue }
            // NB: GNU parallel is a Perl script that names itself; moreutils' is a binary.
            let head = FileManager.default.contents(atPath: path)?.prefix(200_000) ?? Data()
            return String(decoding: head, as: UTF8.self).contains("GNU parallel") ? path : nil
        }
        return nil
    }()

    /// Why the test is skipped where it is missing.
    static let missing: Comment = "no GNU parallel on the PATH (apt install parallel)"
}

extension EndToEnd {
    @Suite(
        "A tournament's shards under GNU parallel, merged with 'ttt merge'",
        .enabled(if: GNUParallel.path != nil, GNUParallel.missing)
    )
    struct ShardsUnderParallelTests {
        /// The tournament, as one run or as shards: a few seconds' worth of games, every
        /// choice drawn from the seed.
        static let tournament = [
            "tournament", "random", "heuristic", "perfect", "--games", "16", "--seed", "7", "--random-plies", "1",
        ]
        static let gameCount = 3 * 16

        /// Runs `parallel arguments` in `directory`, as a person would, and waits for it.
        func parallel(_ arguments: [String], in directory: URL) async throws -> TTTProcess.Outcome {
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            // NB: what GNU parallel keeps between runs goes to the test's directory, not the home.
            environment["PARALLEL_HOME"] = directory.appendingPathComponent(".parallel").path
            let child = try ChildProcess(try #require(GNUParallel.path), arguments, directory: directory.path,
                                         environment: environment, capture: true)
            child.closeInput()
            if await !child.wait(upTo: .seconds(120)) {
                Issue.record("parallel \(arguments) did not finish within 120s")
                // NB: GNU parallel ends its running jobs on a second SIGTERM.
                child.signal(SIGTERM)
                child.signal(SIGTERM)
                await child.wait(upTo: .seconds(5))
                child.kill()
            }
            let (out, err) = child.output
            return TTTProcess.Outcome(stdout: out, stderr: err, status: child.exitStatus ?? 128 + (child.terminatingSignal ?? 0))
        }

        /// The `standings` object of a `--json` run's output.
        func standings(_ stdout: String) -> String? {
            stdout.split(separator: "\n").first { $0.hasPrefix("{\"type\":\"standings\"") }.map(String.init)
        }

        /// A journal's header and its games, each by index, without the time it took.
        func journal(_ url: URL) throws -> (header: [String: Any], games: [(index: Int, game: String)]) {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            let first = try #require(lines.first)
            let header = try #require(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
            let games = try lines.dropFirst().map { line in
                let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                // NB: "ms" (and clocks) come last; everything before is the game itself.
                let end = try #require(line.range(of: ",\"ms\":"))
                let game = String(line[..<end.lowerBound])
                return (index: try #require(object["index"] as? Int), game: game)
            }
            return (header, games)
        }

        @Test("Four shards run by GNU parallel merge into the standings of one run, and hold every game once")
        func fourShards() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-shards-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let ttt = TTTProcess.binary.path

            // parallel ttt tournament ... --shard {}/4 --journal cup-{}.jsonl ::: 1 2 3 4
            let run = try await parallel(
                ["--will-cite", "--quote", "--jobs", "4", "--halt", "now,fail=1", ttt] + Self.tournament
                    + ["--shard", "{}/4", "--journal", "cup-{}.jsonl", ":::", "1", "2", "3", "4"],
                in: directory)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            // Nothing but the shards' own output: no citation notice, no complaint.
            #expect(run.stderr == "")
            for shard in 1...4 {
                #expect(run.stdout.contains("\nShard \(shard)/4: "), "\(run.stdout)")
            }
            let shards = (1...4).map { directory.appendingPathComponent("cup-\($0).jsonl") }

            // One run of the whole, with the same seed.
            let whole = try await TTTProcess.run(
                Self.tournament + ["--json", "--journal", directory.appendingPathComponent("whole.jsonl").path])
            #expect(whole.status == 0, "\(whole.stderr)")
            let wholeText = try await TTTProcess.run(Self.tournament + ["--records", "whole.txt"], in: directory)
            #expect(wholeText.status == 0, "\(wholeText.stderr)")

            // Merged, as JSON and as text: the same standings, number for number.
            let merged = try await TTTProcess.run(["merge", "--json"] + shards.map(\.path))
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(standings(merged.stdout) != nil)
            #expect(standings(merged.stdout) == standings(whole.stdout))
            #expect(merged.stdout.hasSuffix("{\"type\":\"merge_ended\",\"journals\":4,\"games\":\(Self.gameCount),\"counted\":\(Self.gameCount),\"after_verdict\":0,\"missing\":0}\n"), "\(merged.stdout)")
            let mergedText = try await TTTProcess.run(["merge"] + shards.map(\.path) + ["--records", "merged.txt"], in: directory)
            #expect(mergedText.status == 0, "\(mergedText.stderr)")
            var mergedLines = mergedText.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            var wholeLines = wholeText.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            // The last lines differ by design: where the games came from.
            #expect(mergedLines.suffix(3) == [
                "\(Self.gameCount) of \(Self.gameCount) games from 4 journals.", "Records: \(Self.gameCount) games in 'merged.txt'.", "",
            ])
            #expect(wholeLines.suffix(2).first?.hasPrefix("\(Self.gameCount) of \(Self.gameCount) games; played \(Self.gameCount) in ") == true)
            mergedLines.removeLast(3)
            wholeLines.removeLast(2)
            #expect(mergedLines.count > 10)
            #expect(mergedLines == wholeLines)
            // And the same records, game for game.
            let wholeRecords = try String(contentsOf: directory.appendingPathComponent("whole.txt"), encoding: .utf8)
            #expect(wholeRecords.components(separatedBy: "[Event ").count - 1 == Self.gameCount)
            // NB: the shards played the whole run's games again; only the time each move took differs.
            #expect(TimesErased.records(try String(contentsOf: directory.appendingPathComponent("merged.txt"), encoding: .utf8))
                        == TimesErased.records(wholeRecords))

            // Each shard's journal holds its own games; together, every game of the whole once.
            let wholeGames = try journal(directory.appendingPathComponent("whole.jsonl")).games
            var gamesOfShards: [(index: Int, game: String)] = []
            for (number, path) in zip(1..., shards) {
                let (header, games) = try journal(path)
                #expect(header["shard"] as? String == "\(number)/4")
                #expect(!games.isEmpty)
                gamesOfShards += games
            }
            #expect(gamesOfShards.map(\.index).sorted() == Array(0..<Self.gameCount))
            #expect(gamesOfShards.sorted { $0.index < $1.index }.map(\.game)
                        == wholeGames.sorted { $0.index < $1.index }.map(\.game))

            // The report of the shards' journals shows what the report of one run's shows.
            let shardsReport = try await TTTProcess.run(["report"] + shards.map(\.path) + ["-o", "shards.html"], in: directory)
            #expect(shardsReport.status == 0, "\(shardsReport.stderr)")
            #expect(shardsReport.stdout.hasSuffix(": 48 of 48 games from 4 journals, 3 players.\n"), "\(shardsReport.stdout)")
            let wholeReport = try await TTTProcess.run(["report", "whole.jsonl", "-o", "whole.html"], in: directory)
            #expect(wholeReport.status == 0, "\(wholeReport.stderr)")
            try expectSameReports(directory.appendingPathComponent("shards.html"), directory.appendingPathComponent("whole.html"))
        }

        /// Checks that two reports show the same tournament: every section but the event (which
        /// names the journals and their dates) the same, and the same games counted in the page's data.
        func expectSameReports(_ shards: URL, _ whole: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let (shardsPage, wholePage) = (try String(contentsOf: shards, encoding: .utf8), try String(contentsOf: whole, encoding: .utf8))
            var (shardsSections, wholeSections) = (sections(of: shardsPage), sections(of: wholePage))
            #expect(Set(shardsSections.keys).isSuperset(of: ["event", "standings", "crosstable", "ratings", "pairings", "games"]),
                    "\(shardsSections.keys.sorted())", sourceLocation: sourceLocation)
            #expect(shardsSections["event"]?.contains("(shards 1/") == true, sourceLocation: sourceLocation)
            shardsSections["event"] = nil
            wholeSections["event"] = nil
            for (name, section) in wholeSections {
                #expect(shardsSections[name] == section, "section '\(name)'", sourceLocation: sourceLocation)
            }
            #expect(shardsSections.count == wholeSections.count, sourceLocation: sourceLocation)
            let shardsGames = try countedGames(of: shardsPage), wholeGames = try countedGames(of: wholePage)
            #expect(!shardsGames.isEmpty, sourceLocation: sourceLocation)
            // NB: the same games, played twice; only the time each move took differs.
            #expect(shardsGames.map(TimesErased.gameData) == wholeGames.map(TimesErased.gameData), sourceLocation: sourceLocation)
        }

        /// The games a report's viewer shows as counted in the standings, each as the page
        /// embeds it: `[number, x, o, result, reason, moves, line, opening, counted, verdict]`.
        // NB: a report from journals also lists the games past an SPRT verdict that the
        // journals hold (not counted); a run's own report has only those it counted.
        func countedGames(of page: String) throws -> [String] {
            let text = try #require(data(of: page))
            let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let games = try #require(object["games"] as? [[Any]])
            return try games.filter { ($0[8] as? Int) == 1 }.map { game in
                String(decoding: try JSONSerialization.data(withJSONObject: game), as: UTF8.self)
            }
        }

        /// A report's sections by id (`standings`, `crosstable`, ...), their markup as written.
        func sections(of page: String) -> [String: String] {
            var sections: [String: String] = [:]
            for part in page.components(separatedBy: "<section id=\"").dropFirst() {
                guard let quote = part.firstIndex(of: "\""), let end = part.range(of: "</section>") else { continue }
                sections[String(part[..<quote])] = String(part[..<end.lowerBound])
            }
            return sections
        }

        /// The games and players a report embeds for its viewer.
        func data(of page: String) -> String? {
            guard let start = page.range(of: "<script type=\"application/json\" id=\"ttt-data\">"),
                  let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) else { return nil }
            return String(page[start.upperBound..<end.lowerBound])
        }

        @Test("With --sprt, shards under GNU parallel play all their games, and the merge stops where one run stops")
        func shardsWithSPRT() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-shards-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            // NB: a seed where shards that stopped on their own parts' verdicts added up to
            // other standings than one run's.
            let match = ["match", "random", "random:seed=1", "--games", "8000", "--sprt", "elo0=0,elo1=40", "--seed", "16"]
            let run = try await parallel(
                ["--will-cite", "--quote", "--halt", "now,fail=1", TTTProcess.binary.path] + match
                    + ["--shard", "{}/8", "--journal", "m-{}.jsonl", ":::"] + (1...8).map(String.init),
                in: directory)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr == "")
            for shard in 1...8 {
                #expect(run.stdout.contains("Shard \(shard)/8 plays all its games: the SPRT is applied by 'ttt merge', to the games of every shard in order.\n"))
                #expect(run.stdout.contains("\nShard \(shard)/8: 1000 of 1000 games; played 1000 in "), "\(run.stdout)")
            }
            let whole = try await TTTProcess.run(match + ["--json"])
            #expect(whole.status == 0, "\(whole.stderr)")
            let merged = try await TTTProcess.run(["merge", "--json"] + (1...8).map { "m-\($0).jsonl" }, in: directory)
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(standings(merged.stdout) != nil)
            #expect(standings(merged.stdout) == standings(whole.stdout))
            // The test reached its verdict well before the schedule's end, in both.
            #expect(standings(whole.stdout)?.contains("\"verdict\":\"H") == true, "\(whole.stdout)")
            let counted = try #require(Self.counted(in: whole.stdout))
            #expect(counted < 8000)
            #expect(Self.counted(in: merged.stdout) == counted)
            #expect(merged.stdout.contains("\"missing\":0}"), "\(merged.stdout)")
            let text = try await TTTProcess.run(["merge"] + (1...8).map { "m-\($0).jsonl" }, in: directory)
            #expect(text.stdout.hasSuffix("\n\(counted) of 8000 games from 8 journals, the SPRT stopped the rest; \(8000 - counted) games played after the SPRT's verdict were not counted (shards play all their games).\n"), "\(text.stdout)")

            // Their report shows the test stopped where one run's report does.
            let shardsReport = try await TTTProcess.run(["report"] + (1...8).map { "m-\($0).jsonl" } + ["-o", "shards.html"], in: directory)
            #expect(shardsReport.status == 0, "\(shardsReport.stderr)")
            let wholeRun = try await TTTProcess.run(match + ["--report", "whole.html"], in: directory)
            #expect(wholeRun.status == 0, "\(wholeRun.stderr)")
            try expectSameReports(directory.appendingPathComponent("shards.html"), directory.appendingPathComponent("whole.html"))
        }

        /// The games counted, from the last JSON object of a run or a merge.
        static func counted(in stdout: String) -> Int? {
            guard let last = stdout.split(separator: "\n").last, let start = last.range(of: "\"counted\":") else { return nil }
            return Int(last[start.upperBound...].prefix { $0.isNumber })
        }
    }
}
