import BotProcesses

/// The outcome of one check of ``BotCheck``.
public struct BotCheckResult: Sendable, Hashable, CustomStringConvertible {
    /// What was checked, in a few words: `handshake`, `gravity 7x6`.
    public var name: String
    /// Whether the bot passed.
    public var passed: Bool
    /// What happened: what the bot did right, or exactly what is wrong.
    public var message: String
    /// Whether a passed check comes with a warning: the bot did not take something optional
    /// (a Gomocup engine ignoring `RECTSTART`), which limits what it can play, not whether
    /// it plays right.
    public var warns: Bool

    public init(name: String, passed: Bool, message: String, warns: Bool = false) {
        self.name = name
        self.passed = passed
        self.message = message
        self.warns = passed && warns
    }

    /// `PASS handshake: ...`, `WARN RECTSTART: ...` or `FAIL ping: ...`.
    public var description: String { "\(warns ? "WARN" : passed ? "PASS" : "FAIL") \(name): \(message)" }
}

extension BotCheckResult {
    /// The check of a bot's exit after `word` (`quit`, `END`), once its output closed.
    ///
    /// NB: status 0 passes, even when the exit grace ran out first: a signal ends a process
    /// with its own status, so status 0 was the bot's own exit, which a busy machine can be
    /// slow to report.
    static func exited(_ name: String, after word: String, _ exit: BotProcess.Exit?) -> BotCheckResult {
        guard let exit else {
            return BotCheckResult(name: name, passed: false, message: "Closed its output after '\(word)', but how it ended could not be told.")
        }
        if exit.succeeded { return BotCheckResult(name: name, passed: true, message: "Exited after '\(word)'.") }
        if !exit.byItself {
            return BotCheckResult(name: name, passed: false, message: "Closed its output after '\(word)' but did not exit within 1s.")
        }
        return BotCheckResult(name: name, passed: false, message: "After '\(word)' it \(exit.status); expected status 0.")
    }
}
