/// How to start a bot: a program with its arguments, or a C source that ttt compiles first.
public struct BotCommand: Sendable, Hashable, CustomStringConvertible {
    /// The program and its arguments (for a C source: the arguments after the program).
    public var arguments: [String]
    /// A C source file to compile with `cc` into ttt's cache before the first start.
    public var cSource: String?
    /// The command as people wrote it, for messages.
    public var description: String
    /// Whether it runs in ttt's current directory rather than a fresh one (a command line
    /// such as `python3 my_bot.py` names files relative to where it was typed).
    public var runsInCurrentDirectory = false

    /// A program and its arguments, run directly.
    public init(arguments: [String], description: String? = nil) {
        self.arguments = arguments
        self.cSource = nil
        self.description = description ?? arguments.joined(separator: " ")
    }

    /// A command line run by `/bin/sh -c`, in ttt's current directory.
    public static func shell(_ commandLine: String) -> BotCommand {
        var command = BotCommand(arguments: ["/bin/sh", "-c", commandLine], description: commandLine)
        command.runsInCurrentDirectory = true
        return command
    }

    /// A C source, compiled with `cc -O2` on first use and cached by its content.
    public static func compiled(_ source: String) -> BotCommand {
        var command = BotCommand(arguments: [], description: source)
        command.cSource = source
        return command
    }
}
