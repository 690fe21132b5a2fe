import Foundation
import Players
import Referee
import Tournaments

/// `ttt merge` of a tournament's shard journals, as a process: its rate and whether its memory
/// stays bounded as the games grow tenfold.
///
/// A round robin of random players on tic-tac-toe is dealt into a shard journal per 5,000
/// games (10 shards for 50,000 games, 100 for 500,000), played here, and the running `ttt`
/// merges them; the figures are games merged a second and the merge's peak resident memory
/// at ten times the games over its peak at the first size (bounded: within 1.2). Full runs
/// merge 50,000 and 500,000 games; `--quick` 5,000 and 50,000.
enum MergeWorkload {
    static let ticTacToe = BenchWorkload(
        name: "merge.tictactoe",
        summary: "ttt merge of shard journals (a random round robin on tictactoe, a shard per 5,000 games) at 50,000 then 500,000 games (quick: 5,000 and 50,000), as a process: games/s, then peak RSS at 10x the games over peak at the first."
    ) { options in
        let executable = try options.executable()
        let sizes = options.quick ? [5_000, 50_000] : [50_000, 500_000]
        var merges: [(games: Int, shards: Int, process: MeasuredProcess)] = []
        for games in sizes {
            merges.append(try await merge(games: games, executable: executable))
        }
        let (small, large) = (merges[0], merges[1])
        let ratio = Double(large.process.peakKilobytes) / Double(max(small.process.peakKilobytes, 1))
        func described(_ merge: (games: Int, shards: Int, process: MeasuredProcess)) -> String {
            "\(BenchFormat.grouped(merge.games)) games from \(merge.shards) journal\(merge.shards == 1 ? "" : "s") in \(String(format: "%.2f", merge.process.wallSeconds))s, peak RSS \(BenchFormat.grouped(merge.process.peakKilobytes)) KB"
        }
        return [
            BenchResult(workload: "merge.tictactoe", value: Double(large.games) / large.process.wallSeconds, unit: "games/s", detail: described(large)),
            BenchResult(
                workload: "merge.tictactoe.memory", value: ratio, unit: "x peak RSS",
                detail: "\(described(small)); \(described(large))"),
        ]
    }

    /// Plays `games` games of the round robin into a shard journal per 5,000 in a fresh
    /// folder, merges them with `executable`, checks the count it says, and removes the folder.
    static func merge(games: Int, executable: String) async throws -> (games: Int, shards: Int, process: MeasuredProcess) {
        let specs = try ["random", "random:seed=2", "random:seed=3"].map { try PlayerSpec(parsing: $0) }
        let plan = TournamentPlan(specs: specs, gamesPerPairing: games / 3, seed: 5)
        let shards = max(1, games / 5_000)
        let directory = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: URL(fileURLWithPath: "/tmp"), create: true
        ).path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var journals: [String] = []
        for index in 1...shards {
            let path = directory + "/cup-\(index).jsonl"
            let shard = Shard(index: index, count: shards)
            _ = try await Tournament(plan: plan, registry: .builtIn, concurrency: 2, shard: shard, journalPath: path).run()
            journals.append(path)
        }
        let process = try MeasuredProcess.run(executable, ["merge"] + journals, in: directory)
        let said = "\(plan.gameCount) of \(plan.gameCount) games from \(shards) journal"
        guard process.output.contains(said) else {
            throw BenchError("ttt merge did not say '\(said)': \(process.output.suffix(300))")
        }
        return (plan.gameCount, shards, process)
    }
}
