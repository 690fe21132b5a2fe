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
    /// At a terminal, whether a game the computer plays is drawn move by move, the board
    /// redrawn in place (`set watch`).
    public var watch: Bool = true
    /// The pause after each move drawn while watching (`set delay`).
    public var delay: Duration = .zero
    /// Whether, while watching, a bot's remarks (`info` lines, Gomocup `MESSAGE`s) are shown
    /// under the board as they come (`set verbose`).
    public var verbose: Bool = false

    public init() {}
}

