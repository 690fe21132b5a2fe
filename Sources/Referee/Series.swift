public import GameCore

/// A run of games between two players, colours alternating, reproducible from one seed.
///
/// Game 1 has the first spec as X, game 2 the second, and so on. Every game gets fresh
/// player instances, made by the registry, and its own seed derived from the series' seed
/// and the game's index (``SplitMix64/derived(from:index:)``), so the same seed gives the
/// same games. Players are told the game's seed in their ``PlayerContext`` and ``GameState``.
public struct Series {
    /// One of the two specs of a series.
    public enum Side: Sendable, Hashable {
        case first, second
    }

    /// The specs: the first plays X in game 1.
    public var first: PlayerSpec
    public var second: PlayerSpec
    /// How many games to play.
    public var games: Int
    /// The base seed of every game's seed.
    public var seed: UInt64
    /// Makes the players.
    public var registry: PlayerRegistry
    /// Given to every player made, with its seed replaced by one for that player and game.
    public var context: PlayerContext
    /// Plays the games (rules, time limit, observers).
    public var coordinator: Coordinator
    /// Openings to start games from. Each is played twice in a row, once with each spec as
    /// X, and the list repeats. Empty: every game starts from the empty board.
    public var openings: [Game]
    /// Whether the result keeps every game (turn off for very long series).
    public var keepsGames: Bool

    public init(
        _ first: PlayerSpec, _ second: PlayerSpec, games: Int, seed: UInt64 = 0,
        registry: PlayerRegistry, context: PlayerContext = PlayerContext(),
        coordinator: Coordinator = Coordinator(), openings: [Game] = [], keepsGames: Bool = true
    ) {
        self.first = first
        self.second = second
        self.games = games
        self.seed = seed
        self.registry = registry
        self.context = context
        self.coordinator = coordinator
        self.openings = openings
        self.keepsGames = keepsGames
    }

    /// The seed of the game at `index` (from 0).
    public func seed(ofGame index: Int) -> UInt64 {
        var generator = SplitMix64.derived(from: seed, index: UInt64(index))
        return generator.next()
    }

    /// The colour of the first spec in the game at `index` (from 0): X in even games.
    public func colourOfFirst(inGame index: Int) -> Mark { index % 2 == 0 ? .x : .o }

    /// Plays the games in order and returns the totals.
    ///
    /// - Parameters:
    ///   - progress: called after each game with its index (from 0), the game, and the totals so far.
    ///   - abort: handed to every game (see ``Coordinator/play(x:o:seed:opening:abort:)``);
    ///     a game that ends aborted stops the series, and ``SeriesResult/stopReason`` says why.
    /// - Throws: ``PlayerError`` when a spec cannot be made into a player for the first
    ///   game (an unknown name, a bad option). Should making one fail in a later game, that
    ///   player forfeits the game with the error, and the series goes on.
    public func run(
        progress: (@Sendable (_ index: Int, _ game: PlayedGame, _ totals: SeriesResult) -> Void)? = nil,
        abort: (@Sendable () -> String?)? = nil
    ) async throws(PlayerError) -> SeriesResult {
        // NB: a series of its own keeps what players leave between its games, and ends it.
        var series = self
        let shelf = context.betweenGames == nil ? BetweenGames() : nil
        if let shelf { series.context.betweenGames = shelf }
        do {
            let totals = try await series.runGames(progress: progress, abort: abort)
            await shelf?.endAll()
            return totals
        } catch {
            await shelf?.endAll()
            throw error
        }
    }

    private func runGames(
        progress: (@Sendable (_ index: Int, _ game: PlayedGame, _ totals: SeriesResult) -> Void)?,
        abort: (@Sendable () -> String?)?
    ) async throws(PlayerError) -> SeriesResult {
        let shown = PlayerSpec.displayNames(of: [first, second])
        var totals = SeriesResult(first: shown[0], second: shown[1])
        coordinator.emit(.seriesStarted(first: shown[0], second: shown[1], games: games, seed: seed))
        for index in 0..<max(games, 0) {
            if Task.isCancelled {
                totals.stopReason = "The series was cancelled."
                break
            }
            let gameSeed = seed(ofGame: index)
            let firstMark = colourOfFirst(inGame: index)
            let firstPlayer = try makePlayer(first, side: .first, game: index, seed: gameSeed)
            let secondPlayer = try makePlayer(second, side: .second, game: index, seed: gameSeed)
            let (x, o) = firstMark == .x ? (firstPlayer, secondPlayer) : (secondPlayer, firstPlayer)
            let names = firstMark == .x ? (x: shown[0], o: shown[1]) : (x: shown[1], o: shown[0])
            let opening = openings.isEmpty ? nil : openings[(index / 2) % openings.count]
            let played = await coordinator.play(x: x, o: o, seed: gameSeed, opening: opening, names: names, abort: abort)
            await x.shutDown()
            await o.shutDown()
            totals.record(played, firstPlays: firstMark, keepingGame: keepsGames)
            progress?(index, played, totals)
            if case let .aborted(reason) = played.result.reason {
                totals.stopReason = reason
                break
            }
        }
        coordinator.emit(.seriesEnded(totals))
        return totals
    }

    /// A fresh player for `spec` in game `index`; after the first game a failure gives a
    /// stand-in that forfeits.
    private func makePlayer(_ spec: PlayerSpec, side: Side, game index: Int, seed gameSeed: UInt64) throws(PlayerError) -> any Player {
        var context = context
        var generator = SplitMix64.derived(from: gameSeed, index: side == .first ? 1 : 2)
        context.seed = generator.next()
        do {
            return try registry.makePlayer(spec, context: context)
        } catch {
            let message = (error as? PlayerError)?.message ?? "\(error)"
            if index == 0 { throw PlayerError(message) }
            return UnavailablePlayer(name: spec.text, message: message)
        }
    }
}

extension Series: Sendable {}

/// Stands in for a player that could not be made: it forfeits by throwing the reason.
package struct UnavailablePlayer: Player {
    package let name: String
    let message: String

    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        throw PlayerError(message)
    }
}
