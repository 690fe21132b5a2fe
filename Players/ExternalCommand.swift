/// How to start a bot: a program with its arguments, or a C source that ttt compiles first.
public struct ExternalCommand: Sendable, Hashable, CustomStringConvertible {
    /// The program and its arguments (for a C source: the arguments after the program).
    public var arguments: [String]
    /// A C source file to compile with `cc` into ttt's cache before the first start.
    public var cSource: String?
    /// The command as people wrote it, for messages.
    public var description: String

    /// A program and its arguments, run directly.
    public init(arguments: [String], description: String? = nil) {
        self.arguments = arguments
        self.cSource = nil
        self.description = description ?? arguments.joined(separator: " ")
    }

    /// A command line run by `/bin/sh -c`.
    public static func shell(_ commandLine: String) -> ExternalCommand {
        ExternalCommand(arguments: ["/bin/sh", "-c", commandLine], description: commandLine)
    }

    /// A C source, compiled with `cc -O2` on first use and cached by its content.
    public static func compiled(_ source: String) -> ExternalCommand {
        var command = ExternalCommand(arguments: [], description: source)
        command.cSource = source
        return command
    }
}
