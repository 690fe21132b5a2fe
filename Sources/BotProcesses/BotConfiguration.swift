import Foundation
public import BotProtocols

/// How to run a bot and how long to wait for it.
public struct BotConfiguration: Sendable {
    /// The name in announcements and on the scoreboard (the bot's file name without
    /// its extension, say).
    public var name: String
    /// How to start it.
    public var command: BotCommand
    /// The bot's working directory; nil: a fresh temporary directory for each start,
    /// removed when the bot ends (but ttt's current directory for a command line, whose
    /// words name files relative to it).
    public var workingDirectory: String?
    /// A directory for a log per bot (`NAME.log`: its stderr and the lines exchanged),
    /// or nil for none. The CLI's `--bot-logs DIR`.
    public var logDirectory: String?
    /// The prepared log directory that names each bot's log uniquely in the run (the
    /// CLI's `--bot-logs DIR`); when set, it is used instead of ``logDirectory``.
    public var logs: BotLogDirectory?
    /// Variables added to the environment the bot inherits. `PYTHONUNBUFFERED=1` is
    /// always there, so a Python bot that forgets to flush still answers.
    public var environment: [String: String]
    /// Options from the engines file, in order: a Gomocup engine is sent them as `INFO key
    /// value` lines with what prepares it for each game; a native bot gets them in its
    /// environment (``environment``, filled by the engines file's reader).
    public var engineOptions: [(key: String, value: String)] = []
    /// The search limits of the bot's spec (`nodes=`, `depth=`), told through its protocol.
    public var searchLimits = BotSearchLimits.none
    /// Called with each remark the bot makes during a move (`info ...`, a Gomocup
    /// `MESSAGE`, a UCI `info`), for a person watching; never part of a verdict.
    public var onRemark: (@Sendable (String) -> Void)?
    /// How long the bot has to start and finish the handshake.
    public var handshakeTimeout: Duration
    /// The time sent with a move request when the game has no time limit.
    public var defaultMoveTime: Duration
    /// How long after its time a bot's answer is still waited for: this much plus a
    /// tenth of the time (pipes and start-up are not free).
    public var margin: Duration
    /// How long past its own allowance a bot is still waited for when the referee times
    /// the move (a time limit or clock): the referee's verdict comes first, always.
    public var refereeSlack: Duration = .seconds(1)
    /// How long the bot has to exit after `quit` before SIGTERM.
    public var quitGrace: Duration
    /// How long it has after SIGTERM before SIGKILL.
    public var terminateGrace: Duration
    /// The longest line accepted, in bytes.
    public var maximumLineLength: Int
    /// How many lines without a move make an output flood.
    public var floodLimit: Int

    public init(
        name: String, command: BotCommand, workingDirectory: String? = nil,
        logDirectory: String? = nil, environment: [String: String] = [:],
        handshakeTimeout: Duration = .seconds(5), defaultMoveTime: Duration = .seconds(30),
        margin: Duration = .milliseconds(100), quitGrace: Duration = .milliseconds(500),
        terminateGrace: Duration = .milliseconds(500), maximumLineLength: Int = 64 * 1024,
        floodLimit: Int = 1000
    ) {
        self.name = name
        self.command = command
        self.workingDirectory = workingDirectory
        self.logDirectory = logDirectory
        self.environment = environment
        self.handshakeTimeout = handshakeTimeout
        self.defaultMoveTime = defaultMoveTime
        self.margin = margin
        self.quitGrace = quitGrace
        self.terminateGrace = terminateGrace
        self.maximumLineLength = maximumLineLength
        self.floodLimit = floodLimit
    }

    /// The time a move's answer is waited for, given the bot's `time` for it and the
    /// referee's `grace` past it (how far past the deadline it still takes an answer): the
    /// longer of the two slacks.
    public func allowance(for time: Duration, grace: Duration = .zero) -> Duration {
        time + max(margin + time / 10, grace)
    }

    /// The options for one run of the bot's program.
    package var processOptions: BotProcess.Options {
        BotProcess.Options(
            command: command,
            workingDirectory: workingDirectory ?? (command.runsInCurrentDirectory ? FileManager.default.currentDirectoryPath : nil),
            logFile: logs?.file(for: name, key: command.description + "\u{1}" + (workingDirectory ?? ""))
                ?? logDirectory.map { "\($0)/\(BotLogDirectory.safeFileName(for: name)).log" },
            environment: ["PYTHONUNBUFFERED": "1"].merging(environment) { $1 }, maximumLineLength: maximumLineLength,
            floodLimit: floodLimit, quitGrace: quitGrace, terminateGrace: terminateGrace
        )
    }

    /// What tells apart the running programs of two configurations: a bot left running
    /// after one game is reused only by a player with the same key.
    // NB: made from the fields that make ``processOptions``, not from the options
    // themselves (a merged environment and a claimed log name): a player is made for every
    // game, and the options' making was most of its cost.
    package var reuseKey: String {
        let directory = workingDirectory ?? (command.runsInCurrentDirectory ? FileManager.default.currentDirectoryPath : "")
        let graces = [quitGrace, terminateGrace].map { "\($0.components.seconds).\($0.components.attoseconds)" }
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([name, command.description, directory, logs?.path ?? logDirectory ?? "",
                 "\(maximumLineLength)", "\(floodLimit)"] + graces + variables)
            .joined(separator: "\u{1}")
    }
}
