import BotProcesses
import GameCore
import Players

/// A move request to a compiled bot and its answer, there and back, beside the same request
/// over bare pipes in the same run: the referee's overhead per external move.
enum ExternalRoundTripWorkload {
    static let fastBot = BenchWorkload(
        name: "external.round_trip",
        summary: "A move request to the compiled example bot (Players/bots/fast.c) on 15x15 and its answer, median time, beside a bare pipe ping-pong to the same bot."
    ) { options in
        let paths = BotFiles.defaultSearchPaths()
        guard let bot = BotFiles.list(searchPaths: paths).first(where: { $0.name == "fast" }) else {
            throw BenchError("The example bot 'fast' was not found in \(paths.joined(separator: ", ")).")
        }
        let configuration = ExternalPlayer.Configuration(name: "fast", command: BotFiles.command(forFile: bot.path))
        let count = options.quick ? 1_000 : 20_000
        let trip = try await ExternalRoundTrip.measure(configuration, count: count)
        let ratio = BenchFormat.fixed(trip.ratio, decimals: 2)
        return [
            BenchResult(workload: "external.round_trip", value: trip.median.seconds * 1e6, unit: "us",
                        detail: "median of \(BenchFormat.grouped(count)) requests on 15x15; \(ratio)x the bare pipe"),
            BenchResult(workload: "external.pipe_floor", value: trip.floor.seconds * 1e6, unit: "us",
                        detail: "median of the same requests over bare pipes, same run"),
        ]
    }
}
