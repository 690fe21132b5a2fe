import GameCore
import Players
import Referee
import Tournaments
#if canImport(Glibc)
import Glibc
#endif

/// A round robin of random players on tic-tac-toe with the results journal on (a file in the
/// temporary directory), two games at a time: the tournament runner's overhead per game, and
/// whether its memory stays flat as the games pile up.
///
/// It reports two figures: the rate of the first run, and the peak resident memory after a
/// run ten times as long divided by the peak after the first (1.0 means no growth; the
/// target is within 1.1). Full runs play 100,000 then 1,000,000 games; `--quick` a tenth.
enum TournamentWorkload {
    static let ticTacToe = BenchWorkload(
        name: "tournament.tictactoe",
        summary: "A round robin of random players on tictactoe, journal on, concurrency 2, in games/s; then peak RSS after 10x the games over peak after the first run."
    ) { options in
        let short = options.quick ? 10_000 : 100_000
        let specs = try ["random", "random:seed=2", "random:seed=3"].map { try PlayerSpec(parsing: $0) }
        // NB: three pairings; games per pairing rounded up so the totals are at least `short` and 10x.
        let first = try await run(specs: specs, games: short, seed: 1)
        let afterFirst = peakResidentKilobytes()
        let second = try await run(specs: specs, games: short * 10, seed: 2)
        let afterSecond = peakResidentKilobytes()
        let rate = Double(first.games) / first.seconds
        let ratio = afterFirst > 0 ? Double(afterSecond) / Double(afterFirst) : .nan
        return [
            BenchResult(
                workload: "tournament.tictactoe", value: rate, unit: "games/s",
                detail: "\(BenchFormat.grouped(first.games)) games, \(BenchFormat.percent(first.drawShare)) drawn, journal \(BenchFormat.grouped(first.journalBytes / 1024)) KB"),
            BenchResult(
                workload: "tournament.tictactoe.memory", value: ratio, unit: "x peak RSS",
                detail: "peak RSS \(BenchFormat.grouped(afterFirst)) KB after \(BenchFormat.grouped(first.games)) games, \(BenchFormat.grouped(afterSecond)) KB after \(BenchFormat.grouped(second.games)) more (\(BenchFormat.grouped(Int(Double(second.games) / second.seconds))) games/s)"),
        ]
    }

    struct Run {
        var games: Int
        var seconds: Double
        var drawShare: Double
        var journalBytes: Int
    }

    /// Plays at least `games` games in all, with a fresh journal, and checks the count.
    static func run(specs: [PlayerSpec], games: Int, seed: UInt64) async throws -> Run {
        let pairings = specs.count * (specs.count - 1) / 2
        let plan = TournamentPlan(specs: specs, gamesPerPairing: (games + pairings - 1) / pairings, seed: seed)
        let path = temporaryPath()
        defer { unlink(path) }
        let tournament = Tournament(plan: plan, registry: .builtIn, concurrency: 2, journalPath: path)
        let outcome = try await tournament.run()
        let standings = outcome.standings
        guard outcome.playedNow == plan.gameCount, standings.gamesCounted == plan.gameCount else {
            throw BenchError("The tournament counted \(standings.gamesCounted) games of \(plan.gameCount).")
        }
        var stats = stat()
        let bytes = stat(path, &stats) == 0 ? Int(stats.st_size) : 0
        let draws = standings.tallies.reduce(0) { $0 + $1.draws } / 2
        return Run(games: plan.gameCount, seconds: outcome.elapsed.seconds, drawShare: Double(draws) / Double(plan.gameCount), journalBytes: bytes)
    }

    /// A fresh file name in the temporary directory.
    static func temporaryPath() -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/ttt-bench-journal-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        if descriptor >= 0 { close(descriptor) }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The process's peak resident set (VmHWM in /proc/self/status), in kilobytes; 0 where unknown.
    static func peakResidentKilobytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if line.hasPrefix("VmHWM:") {
                return Int(line.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }
}
