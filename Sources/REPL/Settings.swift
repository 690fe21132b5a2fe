/// What `set` changes.
public struct Settings: Sendable, Hashable {
    /// The base seed; each game's seed derives from it and the game's number.
    public var seed: UInt64 = 1
    /// The per-move time limit for players, or nil for none.
    public var moveTime: Duration?
    /// How late past the time limit (or a clock) an answer is still accepted.
    public var timeMargin: Duration = .zero
    /// ANSI colour in boards.
    public var color: Bool = false
    /// Stop a script at its first error.
    public var bail: Bool = true
    /// The directory of the bots' logs, or nil for none (`set bot-logs`).
    public var botLogs: String?

    public init() {}
}

