import BotProcesses

/// A conformance suite of `ttt check-bot`, for the bots of one protocol (`Codec`): it starts
/// the bot and says, check by check, what is right and what is wrong, in the same words and
/// format for every protocol. A check that leaves the bot broken (dead, or late) gets the
/// bot started afresh for the next.
///
/// Its three suites: ``BotCheck`` (the native protocol), ``GomocupCheck`` and ``UCICheck``,
/// each with its own `run()`; ``CheckSession`` is what they share while they run.
public struct BotCheckSuite<Codec>: Sendable {
    /// How the bot is run (its name, command, working directory, environment).
    public var configuration: BotConfiguration
    /// The time given to the move of the budget check, which the answer must keep to.
    public var budget: Duration
    /// How long other checks wait for an answer.
    public var patience: Duration

    public init(configuration: BotConfiguration, budget: Duration = .milliseconds(200), patience: Duration = .seconds(5)) {
        self.configuration = configuration
        self.budget = budget
        self.patience = patience
    }
}
