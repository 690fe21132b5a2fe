import GameCore
import TextAndFiles

/// What a player factory is given besides the spec.
public struct PlayerContext: Sendable {
    /// The seed for the player's random choices; a spec's `seed=` option overrides it.
    public var seed: UInt64
    /// Where a human player reads its moves from (the REPL, a script, a test).
    public var lines: (any LineSource)?
    /// Where a human player writes its prompts and messages.
    public var messages: (@Sendable (String) -> Void)?
    /// Where a bot's remarks (`info` lines, Gomocup `MESSAGE`s) go as they come, for a person
    /// watching (the REPL's `set verbose on`); nil: only to the bot's log.
    public var remarks: (@Sendable (String) -> Void)?
    /// Where players leave what the next game's player may reuse (a running bot), during a
    /// series or tournament; nil: nothing outlives a game.
    public var betweenGames: BetweenGames?

    public init(
        seed: UInt64 = 0, lines: (any LineSource)? = nil, messages: (@Sendable (String) -> Void)? = nil,
        betweenGames: BetweenGames? = nil
    ) {
        self.seed = seed
        self.lines = lines
        self.messages = messages
        self.betweenGames = betweenGames
    }
}

/// A source of lines of text, such as a terminal, a script, or a test's list.
public protocol LineSource: Sendable {
    /// The next line, without its line break, or nil at the end of input.
    func nextLine(prompt: String) async -> String?
}

/// The kinds of player that can be made from specs, each with a one-line description.
public struct PlayerRegistry: Sendable {
    /// One kind of player.
    public struct Entry: Sendable {
        /// The name used in specs: `random`.
        public var name: String
        /// One line for `players` and `help`.
        public var summary: String
        /// The options it takes, for help: `seed=N`.
        public var options: [String]
        /// Where the kind comes from when it is not ttt's own (an engines file), for listings.
        public var source: String?
        /// What the kind runs, as a journal records it (for an engines file's kind, its
        /// command and options), so that a resumed run can tell when the name means another
        /// program; nil for ttt's own kinds.
        public var program: JSONValue?
        /// Makes a fresh instance for one game.
        public var make: @Sendable (PlayerSpec, PlayerContext) throws -> any Player

        public init(
            name: String, summary: String, options: [String] = [], source: String? = nil, program: JSONValue? = nil,
            make: @escaping @Sendable (PlayerSpec, PlayerContext) throws -> any Player
        ) {
            self.name = name
            self.summary = summary
            self.options = options
            self.source = source
            self.program = program
            self.make = make
        }
    }

    /// The kinds, in the order they are listed.
    public private(set) var entries: [Entry]
    /// Tried, in order, for specs no entry names (paths of external bots, say).
    public private(set) var fallbacks: [@Sendable (PlayerSpec, PlayerContext) throws -> (any Player)?]

    public init(entries: [Entry] = []) {
        self.entries = entries
        self.fallbacks = []
    }

    /// Adds a kind; a kind with the same name (for one from an engines file, in any case)
    /// is replaced.
    public mutating func register(_ entry: Entry) {
        entries.removeAll { $0.name == entry.name || (entry.source != nil && $0.name.lowercased() == entry.name.lowercased()) }
        entries.append(entry)
    }

    /// Adds kinds whose names differ from each other, as ``register(_:)`` adds one, in one pass.
    /// - Complexity: O(*n* + *m*) for *n* kinds and *m* added, where adding them one by one
    ///   is O(*n* × *m*): an engines file of 100,000 engines is added at once.
    public mutating func register(contentsOf added: [Entry]) {
        // NB: the sets are of the kinds there are (a dozen), not of those added (maybe 100,000).
        let names = Set(entries.map(\.name)), folded = Set(entries.map { $0.name.lowercased() })
        var exact = Set<String>(), anyCase = Set<String>()
        for entry in added {
            if names.contains(entry.name) { exact.insert(entry.name) }
            if entry.source != nil, case let name = entry.name.lowercased(), folded.contains(name) { anyCase.insert(name) }
        }
        if !exact.isEmpty || !anyCase.isEmpty {
            entries.removeAll { exact.contains($0.name) || anyCase.contains($0.name.lowercased()) }
        }
        entries.append(contentsOf: added)
    }

    /// Adds a maker for specs that no entry names; it returns nil when the spec is not its.
    public mutating func registerFallback(_ make: @escaping @Sendable (PlayerSpec, PlayerContext) throws -> (any Player)?) {
        fallbacks.append(make)
    }

    /// A fresh player for `spec`.
    /// - Throws: ``PlayerError`` for an unknown name, with a suggestion where one is near.
    public func makePlayer(_ spec: PlayerSpec, context: PlayerContext = PlayerContext()) throws -> any Player {
        if let entry = entry(named: spec.name) {
            return try entry.make(spec, context)
        }
        for fallback in fallbacks {
            if let player = try fallback(spec, context) { return player }
        }
        let names = entries.map(\.name)
        if let suggestion = closestWord(to: spec.name, in: names) {
            throw PlayerError("Unknown player '\(spec.name)'. Did you mean '\(suggestion)'?")
        }
        throw PlayerError("Unknown player '\(spec.name)'. Players: \(names.joined(separator: ", ")).")
    }

    /// The kind named `name`: by its exact name, or, for a kind from an engines file (one
    /// with a ``Entry/source``), in any case.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
            ?? entries.first { $0.source != nil && $0.name.lowercased() == name.lowercased() }
    }

    /// The spec written as `text`, with a bare name of an engines file's kind spelt as the
    /// file spells it (`RAPFI` is `Rapfi`), so that it is shown so; any other text as it is.
    public func canonicalSpec(_ text: String) -> String {
        guard let spec = try? PlayerSpec(parsing: text), spec.options.isEmpty, spec.argument == nil,
              let entry = entry(named: spec.name), entry.source != nil else { return text }
        return entry.name
    }

    /// A fresh player for the spec written as `text`.
    public func makePlayer(_ text: String, context: PlayerContext = PlayerContext()) throws -> any Player {
        try makePlayer(PlayerSpec(parsing: text), context: context)
    }
}
