/// What players leave between the games of one match or tournament: a bot's running
/// program, say, for the next game's player of the same kind, so that a program is started
/// once a match rather than once a game.
///
/// A ``Series`` or ``Tournament`` puts one in the ``PlayerContext`` of every player it makes
/// (unless the context has one already) and ends whatever is left when it is done. A player
/// leaves a thing only when it is sound (a bot that faulted is ended, not left), and a player
/// that takes one checks it before use.
public actor BetweenGames {
    private struct Kept {
        var value: any Sendable
        var end: @Sendable () async -> Void
    }

    private var kept: [String: [Kept]] = [:]

    public init() {}

    /// Leaves `value` under `key` for a later player; `end` ends it if none takes it.
    public func leave(_ value: some Sendable, under key: String, end: @escaping @Sendable () async -> Void) {
        kept[key, default: []].append(Kept(value: value, end: end))
    }

    /// Takes a thing left under `key`, if there is one of type `T`.
    public func take<T: Sendable>(_ type: T.Type, under key: String) -> T? {
        guard var shelf = kept[key], let index = shelf.lastIndex(where: { $0.value is T }) else { return nil }
        let taken = shelf.remove(at: index)
        kept[key] = shelf.isEmpty ? nil : shelf
        return taken.value as? T
    }

    /// How many things are left, under every key.
    public var count: Int { kept.values.reduce(0) { $0 + $1.count } }

    /// Ends everything left, at the same time, and returns when all have ended.
    public func endAll() async {
        let ends = kept.values.flatMap { $0.map(\.end) }
        kept = [:]
        await withTaskGroup(of: Void.self) { group in
            for end in ends { group.addTask { await end() } }
        }
    }
}
