import BotProcesses
import BotProtocols
public import GameCore
public import Players
import Referee

/// The time a move request to a bot takes, there and back, through the external player
/// (the referee's overhead per external move), beside the floor: the same request over
/// bare pipes to a second copy of the same bot, measured in the same run
/// (`ttt bench`, `ttt check-bot --round-trips N`).
public struct ExternalRoundTrip: Sendable {
    /// The median round trip of a move request through ``ExternalPlayer``.
    public var median: Duration
    /// The median round trip of the same request over bare pipes, with blocking reads and
    /// writes and nothing else between.
    public var floor: Duration
    /// How many requests each figure is the median of.
    public var count: Int

    /// The round trip over the floor: 1 is as fast as bare pipes.
    public var ratio: Double { median / floor }

    /// The line `check-bot --round-trips` prints: `Round trip: 41µs per move request, over
    /// bare pipes 18µs (medians of 1000).`
    public var summary: String {
        func microseconds(_ duration: Duration) -> Int {
            let (seconds, attoseconds) = duration.components
            return Int((Double(seconds) * 1e6 + Double(attoseconds) / 1e12).rounded())
        }
        return "Round trip: \(microseconds(median))µs per move request, over bare pipes \(microseconds(floor))µs (medians of \(count))."
    }

    /// Starts the bot twice, asks one copy for `count` moves in `game`'s position through
    /// an ``ExternalPlayer`` and the other the same over bare pipes, in alternating rounds
    /// (after one request each to warm up), ends both, and returns the medians.
    /// - Throws: ``BotFault`` when the bot fails.
    public static func measure(
        _ configuration: ExternalPlayer.Configuration, count: Int, in game: Game = Game(rules: .gomoku)
    ) async throws -> ExternalRoundTrip {
        let count = max(count, 1)
        let player = ExternalPlayer(configuration: configuration)
        let bare = ExternalPlayer(configuration: configuration)
        let state = GameState(game: game, seed: 0)
        let request = NativeProtocol.moveRequest(for: game, time: configuration.defaultMoveTime)
        do {
            _ = try await player.move(in: state, budget: .unlimited)
            _ = try await bare.move(in: state, budget: .unlimited)
            guard let pipes = bare.process else {
                throw BotFault.closedOutput(move: 1)
            }
            var through: [Duration] = []
            var floor: [Duration] = []
            let clock = ContinuousClock()
            let round = 100
            var done = 0
            while done < count {
                let size = min(round, count - done)
                for _ in 0..<size {
                    let start = clock.now
                    _ = try await player.move(in: state, budget: .unlimited)
                    through.append(clock.now - start)
                }
                guard let times = pipes.pingPong(request, count: size) else {
                    throw BotFault.closedOutput(move: done + 2)
                }
                floor += times
                done += size
            }
            await player.shutDown()
            await bare.shutDown()
            return ExternalRoundTrip(median: median(of: through), floor: median(of: floor), count: count)
        } catch {
            await player.shutDown()
            await bare.shutDown()
            throw error
        }
    }

    private static func median(of times: [Duration]) -> Duration {
        let sorted = times.sorted()
        return sorted[sorted.count / 2]
    }
}
