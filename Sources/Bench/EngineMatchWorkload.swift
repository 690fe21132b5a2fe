import Foundation
import GameCore
import GameRecords
import Players
import Referee
import Tournaments

/// The search player against a real Gomocup engine (given by `--engine PATH`, built outside
/// the repository), at 200ms and at 1s a move, from the balanced openings file, each opening
/// played with both colours: the search's score, with the Elo difference and its interval.
enum EngineMatchWorkload {
    /// The openings played when none are given: 60 openings of three stones that Rapfi
    /// judged even.
    static let defaultOpenings = "Scripts/openings/freestyle-balanced.txt"

    static let versusEngine = BenchWorkload(
        name: "search.vs_engine",
        summary: "search against a Gomocup engine (--engine PATH) on freestyle gomoku at 200ms and 1s a move, 40 games each "
            + "(quick: 4 at 200ms), from the balanced openings with both colours: search's score. Skipped without --engine."
    ) { options in
        guard let engine = options.enginePath else { return [] }
        let path = options.openingsPath ?? defaultOpenings
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchError("search.vs_engine needs its openings: no file '\(path)' (run from the project's folder, or give --openings FILE).")
        }
        let openings: OpeningBook
        do { openings = try OpeningBook.parsing(text, rules: .gomoku) } catch let error as RecordError { throw BenchError("\(path):\(error.line): \(error.message)") }
        let times: [(text: String, limit: Duration)] = options.quick ? [("200ms", .milliseconds(200))] : [("200ms", .milliseconds(200)), ("1s", .seconds(1))]
        var results: [BenchResult] = []
        for time in times {
            let specs = [try PlayerSpec(parsing: "search:time=\(time.text)"), try PlayerSpec(parsing: "gomocup:\(engine)")]
            let plan = TournamentPlan(
                specs: specs, gamesPerPairing: options.quick ? 4 : 40, seed: 16, rules: .gomoku, openings: openings,
                timeLimit: time.limit)
            let outcome = try await Tournament(plan: plan, registry: .standard).run()
            let tally = outcome.standings.pairings[0].tally
            var detail = "\(tally.wins) won, \(tally.draws) drawn, \(tally.losses) lost of \(tally.games) games"
            if let statistics = PairingStatistics(tally) {
                detail += String(format: ", Elo %+.0f [%+.0f, %+.0f]", statistics.elo, statistics.eloLow, statistics.eloHigh)
            }
            let score = tally.games == 0 ? 0 : tally.points / Double(tally.games) * 100
            results.append(BenchResult(workload: "search.vs_engine.\(time.text)", value: score, unit: "%", detail: detail))
        }
        return results
    }
}
