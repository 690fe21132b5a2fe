import Arena
public import GameCore

/// The time a move request to a bot takes, there and back: the referee's overhead per
/// external move (`ttt bench`, `ttt check-bot --round-trips N`).
public enum ExternalRoundTrip {
    /// Starts the bot, asks it for `count` moves in `game`'s position (after one request to
    /// warm up), ends it, and returns the mean time per request.
    /// - Throws: ``ExternalPlayerError`` when the bot fails.
    public static func measure(_ configuration: ExternalPlayer.Configuration, count: Int, in game: Game = Game(rules: .gomoku)) async throws -> Duration {
        let player = ExternalPlayer(configuration: configuration)
        let state = GameState(game: game, seed: 0)
        do {
            _ = try await player.move(in: state, budget: .unlimited)
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<max(count, 1) {
                _ = try await player.move(in: state, budget: .unlimited)
            }
            let elapsed = clock.now - start
            await player.shutDown()
            return elapsed / max(count, 1)
        } catch {
            await player.shutDown()
            throw error
        }
    }
}
