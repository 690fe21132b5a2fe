import Arena
import GameCore
import Players

/// A move request to a compiled bot and its answer, there and back: the referee's overhead
/// per external move.
enum ExternalRoundTripWorkload {
    static let fastBot = BenchWorkload(
        name: "external.round_trip",
        summary: "A move request to the compiled example bot (Players/bots/fast.c) on 15x15 and its answer, mean time."
    ) { options in
        let paths = ExternalBots.defaultSearchPaths()
        guard let bot = ExternalBots.list(searchPaths: paths).first(where: { $0.name == "fast" }) else {
            throw BenchError("The example bot 'fast' was not found in \(paths.joined(separator: ", ")).")
        }
        let configuration = ExternalPlayer.Configuration(name: "fast", command: ExternalBots.command(forFile: bot.path))
        let count = options.quick ? 500 : 5_000
        let mean = try await ExternalRoundTrip.measure(configuration, count: count)
        return [BenchResult(workload: "external.round_trip", value: mean.seconds * 1e6, unit: "us",
                            detail: "mean of \(BenchFormat.grouped(count)) requests on 15x15")]
    }
}
