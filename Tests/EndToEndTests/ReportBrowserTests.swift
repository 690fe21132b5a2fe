import Foundation
import Testing

extension EndToEnd {
    /// The report as a person sees it: made by the built `ttt`, opened in headless Chromium.
    @Suite("ttt report, seen in a browser", .enabled(if: Chromium.installed, Chromium.missing))
    struct ReportBrowserTests {
        func temporaryDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-report-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        /// Runs `ttt` and expects it to succeed.
        func ttt(_ arguments: [String]) async throws -> String {
            let outcome = try await TTTProcess.run(arguments)
            #expect(outcome.status == 0, "ttt \(arguments): \(outcome.stderr)")
            return outcome.stdout
        }

        /// The text of each cell of `row`, a `<tr>`'s inside, markup removed.
        func cells(_ row: Substring) -> [String] {
            row.matches(of: /<td[^>]*>(.*?)<\/td>/).map { match in
                String(match.output.1).replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "&amp;", with: "&")
            }
        }

        /// The body rows of the table `id` in `dom`, each as its cells' text.
        func table(_ id: String, in dom: String) throws -> [[String]] {
            let start = try #require(dom.range(of: "<table id=\"\(id)\">"))
            let end = try #require(dom.range(of: "</table>", range: start.upperBound..<dom.endIndex))
            let body = try #require(dom.range(of: "<tbody>", range: start.upperBound..<end.lowerBound))
            return dom[body.upperBound..<end.lowerBound].matches(of: /<tr[^>]*>(.*?)<\/tr>/.dotMatchesNewlines()).map { cells($0.output.1) }
        }

        func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        func signed(_ value: Double) -> String {
            let text = fixed(value, 0)
            return value > 0 && text != "0" ? "+" + text : text == "-0" ? "0" : text
        }

        @Test("The standings and the crosstable a person sees are the numbers of ttt merge --json, over two shards")
        func standingsEqualMerge() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journals = (1...2).map { directory.appendingPathComponent("cup-\($0).jsonl").path }
            for (shard, journal) in journals.enumerated() {
                _ = try await ttt(["tournament", "random", "heuristic", "perfect", "Players/bots/faults/crash-mid-game.sh", "--games", "6",
                                   "--seed", "3", "--shard", "\(shard + 1)/2", "--journal", journal])
            }
            let merged = try await ttt(["merge"] + journals + ["--json"])
            let line = try #require(merged.split(separator: "\n").first { $0.hasPrefix("{\"type\":\"standings\"") })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let players = try #require(json["players"] as? [[String: Any]])
            let page = directory.appendingPathComponent("cup.html")
            let wrote = try await ttt(["report"] + journals + ["-o", page.path])
            #expect(wrote.hasPrefix("Wrote '\(page.path)' ("))
            #expect(wrote.hasSuffix("): 36 of 36 games from 2 journals, 4 players.\n"))

            let dom = try await Chromium.dom(of: page)
            let rows = try table("standings-table", in: dom)
            #expect(rows.count == 4)
            for player in players {
                let rank = try #require(player["rank"] as? Int)
                let row = rows[rank - 1]
                let rating = try #require(player["rating"] as? [String: Any])
                let games = try #require(player["games"] as? Int), points = try #require(player["points"] as? Double)
                var expected = ["\(rank)", try #require(player["player"] as? String), "\(games)", "\(player["wins"]!)", "\(player["losses"]!)",
                                "\(player["draws"]!)", fixed(points, 1), fixed(points / Double(games) * 100, 1) + "%"]
                if let elo = rating["elo"] as? Double, let low = rating["low"] as? Double, let high = rating["high"] as? Double {
                    expected += [signed(elo), "±" + fixed(high - elo, 0), "[\(signed(low)), \(signed(high))]"]
                } else {
                    let infinite = try #require(rating["elo"] as? String)
                    expected += [infinite == "inf" ? "+inf" : "-inf", "", infinite == "inf" ? "[+inf, +inf]" : "[-inf, -inf]"]
                }
                #expect(row == expected)
            }
            // The crosstable: points and games of each row player against each column player.
            let crosstable = try #require(json["crosstable"] as? [[Any]])
            let pairings = try #require(json["pairings"] as? [[String: Any]])
            let names = players.map { $0["player"] as! String }
            let byRank = players.sorted { ($0["rank"] as! Int) < ($1["rank"] as! Int) }.map { names.firstIndex(of: $0["player"] as! String)! }
            let seen = try table("crosstable-table", in: dom)
            for (place, row) in byRank.enumerated() {
                var expected = ["\(place + 1)", names[row]]
                for column in byRank {
                    guard column != row else { expected.append("-"); continue }
                    let points = try #require(crosstable[row][column] as? Double)
                    let games = pairings.first { Set([$0["first"] as! String, $0["second"] as! String]) == Set([names[row], names[column]]) }!["games"] as! Int
                    expected.append((points == points.rounded() ? "\(Int(points))" : fixed(points, 1)) + "/\(games)")
                }
                #expect(seen[place] == expected)
            }
            #expect(dom.contains("<span id=\"games-played\">36</span>"))
            #expect(dom.contains("<span id=\"ttt-version\">0.9.0</span>"))
            // The faults: each forfeit linked to its game.
            #expect(dom.contains("crash-mid-game: 18 forfeits: crashed 18"))
            #expect(dom.matches(of: /<a href="#game-\d+">Game \d+<\/a> \(as [XO]\): <b class="verdict">crashed<\/b>/).count == 18)
        }

        /// The stones on the viewer's board, by cell, with their classes.
        func board(_ dom: String) -> [String: (mark: String, classes: Set<String>)] {
            var cells: [String: (String, Set<String>)] = [:]
            for match in dom.matches(of: /<div class="cell([^"]*)" data-cell="([a-z]+\d+)" role="gridcell">([XO]?)<\/div>/) {
                cells[String(match.output.2)] = (String(match.output.3), Set(match.output.1.split(separator: " ").map(String.init)))
            }
            return cells
        }

        @Test("Stepping through a game with the arrow keys draws its stones, the last move and the winning line",
              arguments: [("tictactoe", 3), ("connect4", 2), ("26x26 k=5", 1)])
        func arrowKeys(rules: String, gameNumber: Int) async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("j.jsonl")
            let page = directory.appendingPathComponent("r.html")
            _ = try await ttt(["tournament", "random", "heuristic", "--games", "4", "--seed", "11", "--rules", rules,
                               "--journal", journal.path, "--report", page.path])
            let line = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
                .first { $0.contains("\"index\":\(gameNumber - 1),") }!
            let game = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let columns = rules == "connect4" ? 7 : rules == "tictactoe" ? 3 : 26
            // NB: the cells the moves took, as ttt names them (connect four's moves are columns).
            var heights = [Int](repeating: 0, count: columns)
            let cells = (game["moves"] as! String).split(separator: " ").map { word -> String in
                guard rules == "connect4" else { return String(word) }
                let column = Int(word.unicodeScalars.first!.value - 97)
                heights[column] += 1
                return "\(word)\(heights[column])"
            }
            #expect(cells.count >= 5)

            let stepped = try await Chromium.dom(of: page, fragment: "game-\(gameNumber)&keys=Home,ArrowRight,ArrowRight,ArrowRight,ArrowLeft")
            #expect(stepped.contains("data-game=\"\(gameNumber)\" data-ply=\"2\""))
            let two = board(stepped)
            #expect(two.count == (rules == "26x26 k=5" ? 676 : rules == "connect4" ? 42 : 9))
            #expect(two.filter { !$0.value.mark.isEmpty }.mapValues(\.mark) == [cells[0]: "X", cells[1]: "O"])
            #expect(two[cells[1]]?.classes == ["o", "last"])
            #expect(two[cells[0]]?.classes == ["x"])

            let end = board(try await Chromium.dom(of: page, fragment: "game-\(gameNumber)&keys=Home,End"))
            #expect(end.filter { !$0.value.mark.isEmpty }.count == cells.count)
            for (place, cell) in cells.enumerated() { #expect(end[cell]?.mark == (place % 2 == 0 ? "X" : "O")) }
            #expect(end[cells.last!]?.classes.contains("last") == true)
            let reason = game["reason"] as! String
            let winning = reason.hasPrefix("line ") ? Set(reason.dropFirst(5).split(separator: " ").map(String.init)) : []
            #expect(Set(end.filter { $0.value.classes.contains("win") }.keys) == winning)
        }

        @Test("A game's view draws both players' scores over the moves (mates clamped) and each move's time, as journaled")
        func scoresAndTimes() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("j.jsonl")
            let page = directory.appendingPathComponent("r.html")
            let openings = directory.appendingPathComponent("openings.txt")
            try "d c\n".write(to: openings, atomically: true, encoding: .utf8)
            _ = try await ttt(["tournament", "search:nodes=20000", "heuristic", "--rules", "connect4", "--games", "2", "--seed", "4",
                               "--openings", openings.path, "--journal", journal.path, "--report", page.path])
            let line = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").first { $0.contains("\"index\":0,") }!
            let game = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let times = try #require(game["times"] as? [Any]), scores = try #require(game["scores"] as? [Any])
            let moves = (game["moves"] as! String).split(separator: " ")
            #expect(times.count == moves.count && scores.count == moves.count)
            // The opening's two moves were nobody's: no time, no score.
            #expect(times.prefix(2).allSatisfy { $0 is NSNull } && scores.prefix(2).allSatisfy { $0 is NSNull })
            #expect(scores.contains { ($0 as? String)?.hasPrefix("+M") == true }, "the winner saw its mate coming")
            let dom = try await Chromium.dom(of: page, fragment: "game-1")
            for (parity, side) in ["x", "o"].enumerated() {
                let said = scores.enumerated().filter { $0.offset % 2 == parity && !($0.element is NSNull) }.count
                #expect(said > 0)
                let polyline = try #require(dom.firstMatch(of: try Regex("<polyline points=\"([^\"]*)\" class=\"score \(side)\" data-count=\"(\\d+)\"")))
                #expect(Int(polyline.output[2].substring!) == said, "\(side)")
                // Every point lies inside the graph, a mate's too (clamped).
                for point in polyline.output[1].substring!.split(separator: " ") {
                    let y = try #require(Double(point.split(separator: ",")[1]))
                    #expect(y >= 0 && y <= 120)
                }
            }
            let bars = dom.matches(of: /<rect x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" class="time [xo]" data-ply="(\d+)" data-ms="([^"]*)">/)
            let journaled: [(ply: Int, ms: Double)] = times.enumerated().compactMap { entry in
                (entry.element as? NSNumber).map { (entry.offset + 1, $0.doubleValue) }
            }
            #expect(bars.map { Int($0.output.1)! } == journaled.map(\.ply))
            #expect(bars.map { Double($0.output.2)! } == journaled.map { $0.ms.rounded() }, "the page shows whole milliseconds")
            // The move list says each move's comment, as the records do: the opening's moves marked.
            let comments = dom.matches(of: /<span class="said"> ([^<]*)<\/span>/).map { String($0.output.1) }
            #expect(comments.prefix(2) == ["opening move", "opening move"])
            #expect(comments.count == moves.count)
            #expect(comments.dropFirst(2).allSatisfy { $0.hasSuffix("ms") })
        }

        @Test("A bot's markup shows as text; the downloads unpack to the run's records; a screenshot is not blank")
        func markupDownloadsAndScreenshot() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let page = directory.appendingPathComponent("r.html")
            let records = directory.appendingPathComponent("games.txt")
            let output = try await ttt(["tournament", "random", "heuristic", "Players/bots/faults/markup.sh", "--games", "4",
                                        "--records", records.path, "--report", page.path])
            #expect(output.hasSuffix("Report: '\(page.path)'.\n"))
            let dom = try await Chromium.dom(of: page, fragment: "game-2&show=records-ttt")
            #expect(!dom.contains("<b id=\"injected\""))
            #expect(dom.contains("<title>ttt tournament: tictactoe, 3 players</title>"))
            #expect(dom.contains("&lt;b id=\"injected\"&gt;x&lt;/b&gt;&lt;/script&gt;"))
            let preview = try #require(dom.firstMatch(of: /<pre id="download-preview" data-source="records-ttt" hidden="">(.*?)<\/pre>/.dotMatchesNewlines()))
            let text = String(preview.output.1).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            #expect(text == (try String(contentsOf: records, encoding: .utf8)))

            let png = directory.appendingPathComponent("r.png")
            try await Chromium.screenshot(of: page, to: png, width: 800, height: 600)
            let colours = try await PNGColours.count(in: png)
            #expect(colours > 20, "the screenshot has \(colours) colours")
        }

        @Test("A broken journal, or journals of two tournaments, give an error naming the file and line, and no page")
        func errorsAndNoPage() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let first = directory.appendingPathComponent("a.jsonl"), second = directory.appendingPathComponent("b.jsonl")
            _ = try await ttt(["tournament", "random", "heuristic", "--games", "4", "--journal", first.path])
            _ = try await ttt(["tournament", "random", "heuristic", "--games", "4", "--seed", "1", "--journal", second.path])
            let page = directory.appendingPathComponent("r.html")
            let mixed = try await TTTProcess.run(["report", first.path, second.path, "-o", page.path])
            #expect(mixed.status == 2)
            #expect(mixed.stderr == "Error: '\(second.path)' is of another tournament than '\(first.path)': its seed is \"1\", this run's \"0\".\n")
            #expect(!FileManager.default.fileExists(atPath: page.path))

            var lines = try String(contentsOf: first, encoding: .utf8).split(separator: "\n").map(String.init)
            lines[3] = lines[3].replacingOccurrences(of: "\"moves\":\"", with: "\"moves\":\"a1 a1 ")
            try (lines.joined(separator: "\n") + "\n").write(to: first, atomically: true, encoding: .utf8)
            let broken = try await TTTProcess.run(["report", first.path, "-o", page.path])
            #expect(broken.status == 2)
            #expect(broken.stderr == "Error: \(first.path):4: Move 2 'a1': a1 is taken by X.\n")
            #expect(!FileManager.default.fileExists(atPath: page.path))

            // NB: a journal given as the page, by mistake, is left as it is.
            let before = try String(contentsOf: second, encoding: .utf8)
            let refused = try await TTTProcess.run(["report", second.path, "-o", second.path])
            #expect(refused.status == 2)
            #expect(refused.stderr == "Error: --output '\(second.path)' is the journal '\(second.path)'; ttt never writes over what it reads. Give --output another file.\n")
            #expect(try String(contentsOf: second, encoding: .utf8) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.jsonl", "b.jsonl"])
        }
    }

    @Suite("ttt --version")
    struct VersionTests {
        @Test("ttt --version prints the version the journals record")
        func version() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-version-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let outcome = try await TTTProcess.run(["--version"])
            #expect(outcome.status == 0)
            let version = try #require(outcome.stdout.firstMatch(of: /^ttt (\d+\.\d+\.\d+)\n$/)).output.1
            let journal = directory.appendingPathComponent("j.jsonl")
            #expect(try await TTTProcess.run(["tournament", "random", "heuristic", "--games", "2", "--journal", journal.path]).status == 0)
            let header = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")[0]
            #expect(header.contains(",\"ttt\":\"\(version)\",\"started\":\""))
        }
    }
}
