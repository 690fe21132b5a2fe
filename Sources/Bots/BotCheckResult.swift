/// The outcome of one check of ``BotCheck``.
public struct BotCheckResult: Sendable, Hashable, CustomStringConvertible {
    /// What was checked, in a few words: `handshake`, `gravity 7x6`.
    public var name: String
    /// Whether the bot passed.
    public var passed: Bool
    /// What happened: what the bot did right, or exactly what is wrong.
    public var message: String

    public init(name: String, passed: Bool, message: String) {
        self.name = name
        self.passed = passed
        self.message = message
    }

    /// `PASS handshake: ...` or `FAIL ping: ...`.
    public var description: String { "\(passed ? "PASS" : "FAIL") \(name): \(message)" }
}
