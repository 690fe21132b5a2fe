/// One command of the language: its name, how to call it, what it does.
public struct ReplCommand: Sendable {
    public var name: String
    public var aliases: [String]
    /// How to call it: `new [RULES] [x=SPEC] [o=SPEC]`.
    public var usage: String
    /// One line for the list in `help`.
    public var summary: String
    /// More for `help COMMAND`, with examples.
    public var details: String
    var run: @Sendable (Session, [String]) async throws(CommandError) -> Void

    init(
        _ name: String, aliases: [String] = [], usage: String, summary: String, details: String = "",
        run: @escaping @Sendable (Session, [String]) async throws(CommandError) -> Void
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.details = details
        self.run = run
    }
}
