import Synchronization

/// What players leave between the games of one match or tournament: a bot's running
/// program, say, for the next game's player of the same kind, so that a program is started
/// once a match rather than once a game.
///
/// A ``Series`` or ``Tournament`` puts one in the ``PlayerContext`` of every player it makes
/// (unless the context has one already) and ends whatever is left when it is done. A player
/// leaves a thing only when it is sound (a bot that faulted is ended, not left), and a player
/// that takes one checks it before use.
///
/// It also remembers what the players work out once for the whole series (``remembered(_:_:)``):
/// a bot's file, found on disk, say, so that a game's player costs no look-up of files.
///
/// Its shelf is behind a lock, not an actor: a game's player takes and leaves without a hop
/// to another thread (a hop costs more than a fast game's move).
public final class BetweenGames: Sendable {
    private struct Kept {
        var value: any Sendable
        var end: @Sendable () async -> Void
        /// The lane it was left from (``lane``).
        var lane: Int?
    }

    /// The lane of a tournament's concurrency that the current task plays in, if any: a thing
    /// left from a lane goes back to the same lane's next game, so that a bot's program keeps
    /// answering the same thread of ttt (and keeps its place on the same processor) rather
    /// than moving between lanes from game to game.
    @TaskLocal public static var lane: Int?

    private let kept = Mutex<[String: [Kept]]>([:])
    private let memory = Memory()

    /// Values worked out once, by key; behind a lock, so that players are made without a hop.
    private final class Memory: Sendable {
        let values = Mutex<[String: any Sendable]>([:])
    }

    public init() {}

    /// The value remembered under `key`, made by `make` the first time (a value that
    /// cannot be made is not remembered: the next call tries again).
    public func remembered<T: Sendable>(_ key: String, _ make: () throws -> T) rethrows -> T {
        // NB: unwrapped before the cast: a missing value must not cast to an optional T's nil.
        if let stored = memory.values.withLock({ $0[key] }), let value = stored as? T { return value }
        let value = try make()
        memory.values.withLock { $0[key] = value }
        return value
    }

    /// Leaves `value` under `key` for a later player; `end` ends it if none takes it.
    public func leave(_ value: some Sendable, under key: String, end: @escaping @Sendable () async -> Void) {
        let lane = Self.lane
        kept.withLock { $0[key, default: []].append(Kept(value: value, end: end, lane: lane)) }
    }

    /// Takes a thing left under `key`, if there is one of type `T`.
    public func take<T: Sendable>(_ type: T.Type, under key: String) -> T? {
        let lane = Self.lane
        return kept.withLock { kept in
            guard var shelf = kept[key],
                let index = shelf.lastIndex(where: { $0.value is T && $0.lane == lane }) ?? shelf.lastIndex(where: { $0.value is T })
            else { return nil }
            let taken = shelf.remove(at: index)
            kept[key] = shelf.isEmpty ? nil : shelf
            return taken.value as? T
        }
    }

    /// How many things are left, under every key.
    public var count: Int { kept.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// Ends everything left, at the same time, and returns when all have ended.
    public func endAll() async {
        let ends = kept.withLock { kept in
            defer { kept = [:] }
            return kept.values.flatMap { $0.map(\.end) }
        }
        await withTaskGroup(of: Void.self) { group in
            for end in ends { group.addTask { await end() } }
        }
    }
}
