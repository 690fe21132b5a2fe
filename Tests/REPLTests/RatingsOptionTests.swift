import Foundation
import Players
import REPL
import Referee
import Testing
import Tournaments

@Suite("--ratings in the REPL's match and tournament, and in merge")
struct RatingsOptionTests {
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, ok: Bool) {
        let output = CapturedOutput(json: json)
        let ok = await ScriptRunner(session: Session(output: output, registry: .builtIn)).run(ListLineReader(lines), source: "test")
        return (output, ok)
    }

    /// The `elo` and `95%` cells of `player`'s row in the standings table.
    func ratingCells(_ player: String, in lines: [String]) -> [String] {
        let lines = lines.flatMap { $0.split(separator: "\n").map(String.init) }
        guard let row = lines.first(where: { $0.split(separator: " ").dropFirst().first.map(String.init) == player && $0.contains("%") }) else { return [] }
        return Array(row.split(separator: " ").map(String.init).suffix(from: 8))
    }

    @Test("A one-sided match is rated finitely by default and ±inf with --ratings mle; merge of its journal rates it the same way")
    func oneSided() async throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-ratings-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let (prior, ok) = await run(["match 10 heuristic random --rules connect4 --seed 3 --journal \(journal)"])
        #expect(ok, "\(prior.errors)")
        let merged = try Session.mergeJournals([journal], output: CapturedOutput(json: false))
        #expect(merged.standings.tallies[0].points == 10, "heuristic took every point")
        let ratings = merged.standings.ratings.ratings
        #expect(ratings.allSatisfy { $0.elo.isFinite && $0.high.isFinite })
        let expected = ratings.map { [TournamentStandings.elo($0.elo), "±" + TournamentStandings.fixed($0.high - $0.elo, 0)] }
        #expect(ratingCells("heuristic", in: prior.lines) == expected[0])
        #expect(ratingCells("random", in: prior.lines) == expected[1])

        let page = journal + ".html"
        defer { try? FileManager.default.removeItem(atPath: page) }
        let (mle, _) = await run(["match 10 heuristic random --rules connect4 --seed 3 --ratings mle --report \(page)"])
        // NB: the run's page rates as its standings do.
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<td class=\"num elo\">+inf</td>") && html.contains("<td class=\"num elo\">-inf</td>"))
        #expect(html.contains("by maximum likelihood alone (no prior)"))
        #expect(ratingCells("heuristic", in: mle.lines) == ["+inf"])
        #expect(ratingCells("random", in: mle.lines) == ["-inf"])
        let mergedMLE = try Session.mergeJournals([journal], ratingMethod: .maximumLikelihood, output: CapturedOutput(json: false))
        #expect(mergedMLE.standings.ratings.ratings.map(\.elo) == [.infinity, -.infinity])

        let (json, _) = await run(["match 10 heuristic random --rules connect4 --seed 3 --ratings=prior=4"], json: true)
        let standings = try #require(json.lines.first { $0.hasPrefix("{\"type\":\"standings\"") })
        #expect(standings.contains("\"anchor\":null,\"ratings\":\"prior=4\","))
    }

    @Test("An unknown --ratings is refused before any game, with the forms it takes")
    func refused() async {
        let (output, ok) = await run(["tournament random heuristic --ratings bayes"])
        #expect(!ok)
        #expect(output.errors == ["test:1: Unknown ratings 'bayes': give 'prior' (BayesElo's 2 virtual draws a player), 'prior=N' (N virtual draws) or 'mle' (maximum likelihood, no prior)."])
        #expect(!output.lines.contains { $0.contains(" vs ") })
    }
}
