import Foundation
import Testing

extension EndToEnd {
    /// The report's ratings, their plot and the run's adjudication rules, as a person sees
    /// them in headless Chromium.
    @Suite("ttt report's ratings and rules, seen in a browser", .enabled(if: Chromium.installed, Chromium.missing))
    struct ReportRatingsBrowserTests {
        let page = ReportBrowserTests()

        /// The standings of `ttt merge JOURNAL --json` (and `extra` options), by player: elo, low, high as the page writes them.
        func mergedRatings(_ journal: String, _ extra: [String] = []) async throws -> [String: [String]] {
            let merged = try await page.ttt(["merge", journal, "--json"] + extra)
            let line = try #require(merged.split(separator: "\n").first { $0.hasPrefix("{\"type\":\"standings\"") })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            var ratings: [String: [String]] = [:]
            for player in try #require(json["players"] as? [[String: Any]]) {
                let rating = try #require(player["rating"] as? [String: Any])
                let name = try #require(player["player"] as? String)
                if let elo = rating["elo"] as? Double, let low = rating["low"] as? Double, let high = rating["high"] as? Double {
                    ratings[name] = [page.signed(elo), "±" + page.fixed(high - elo, 0), "[\(page.signed(low)), \(page.signed(high))]"]
                } else {
                    let infinite = try #require(rating["elo"] as? String)
                    ratings[name] = [infinite == "inf" ? "+inf" : "-inf", "", infinite == "inf" ? "[+inf, +inf]" : "[-inf, -inf]"]
                }
            }
            return ratings
        }

        @Test("A one-sided match: finite ratings with the prior, ±inf with --ratings mle, each as merge --json gives them; the plot spans the ratings; the rules and endings in words")
        func oneSided() async throws {
            let directory = try page.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let journal = directory.appendingPathComponent("j.jsonl").path
            _ = try await page.ttt(["match", "heuristic", "random", "--rules", "connect4", "--games", "6", "--seed", "5",
                                    "--adjudicate", "exact,plies=8", "--max-moves", "40", "--journal", journal])
            for (options, method) in [([String](), "as BayesElo does, with a prior of 2 virtual draws a player"), (["--ratings", "mle"], "by maximum likelihood alone (no prior)")] {
                let report = directory.appendingPathComponent("r\(options.count).html")
                _ = try await page.ttt(["report", journal, "-o", report.path] + options)
                let dom = try await Chromium.dom(of: report)
                let expected = try await mergedRatings(journal, options)
                let rows = try page.table("standings-table", in: dom)
                #expect(rows.count == 2)
                for row in rows { #expect(Array(row[8...10]) == expected[row[1]], "\(options): \(row)") }
                #expect(dom.contains(method), "\(options)")
                let values = dom.matches(of: /class="value">([^<]*)<\/text>/).map { String($0.output.1) }
                let ticks = dom.matches(of: /class="tick">([-+0-9]+)<\/text>/).compactMap { Double(String($0.output.1)) }
                if options.isEmpty {
                    #expect(rows.allSatisfy { !$0[8].contains("inf") && !$0[10].contains("inf") }, "\(rows)")
                    #expect(Set(values) == Set(rows.map { "\($0[8]) \($0[10])" }))
                    // NB: the axis spans the intervals (with a twentieth more), not thousands beyond.
                    let ends = rows.flatMap { $0[10].dropFirst().dropLast().split(separator: ", ").compactMap { Double($0) } }
                    let span = ends.max()! - ends.min()!
                    #expect(ticks.count >= 4 && ticks.first! >= ends.min()! - span / 10 && ticks.last! <= ends.max()! + span / 10, "\(ticks), \(ends)")
                } else {
                    #expect(rows.map { $0[8] } == ["+inf", "-inf"])
                    #expect(Set(values) == ["+inf", "-inf"])
                }
                #expect(dom.contains("<dt>Adjudication</dt><dd>by ttt's solver, once perfect play ends the game within 8 plies: a win, or a draw with 8 empty cells or fewer (20ms a position) <code>--adjudicate exact,plies=8</code>; a draw at 40 moves <code>--max-moves 40</code></dd>"))
                #expect(dom.contains("<td>heuristic</td><td>6 (6 adjudicated by the solver)</td>"))
            }
        }
    }
}
