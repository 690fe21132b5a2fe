import FoundationEssentials

/// One engine of the engines file (in the spirit of cutechess-cli's `engines.json`): a name
/// usable wherever a player spec is, and how to run the program.
///
/// ```json
/// {"name": "rapfi", "command": "./pbrain-rapfi", "protocol": "gomocup",
///  "workingDirectory": "engines/rapfi", "options": {"THREAD_NUM": 1}, "timeMargin": "50ms"}
/// ```
public struct EngineEntry: Sendable, Hashable {
    /// The name in specs, listings and standings.
    public var name: String
    /// A command line, run by /bin/sh in ``workingDirectory``; or nil when ``path`` is given.
    public var command: String?
    /// A program (or a script, run as a bot file is), when no ``command`` is given.
    public var path: String?
    /// The protocol it speaks; `ttt` when the file does not say.
    public var engineProtocol: EngineProtocol
    /// Where it runs; nil: a fresh directory (a path) or the current one (a command).
    public var workingDirectory: String?
    /// Sent at the start: to a Gomocup engine as `INFO key value` lines, to a UCI engine as
    /// `setoption`s; a native bot finds them in its environment as `TTT_OPTION_KEY=value`.
    /// In the order of their keys.
    public var options: [String: String]
    /// How long past its time the engine's answer is still waited for, in milliseconds.
    public var timeMargin: Int?
    /// The line of the file where the entry starts.
    public var line: Int

    public init(
        name: String, command: String? = nil, path: String? = nil, engineProtocol: EngineProtocol = .ttt,
        workingDirectory: String? = nil, options: [String: String] = [:], timeMargin: Int? = nil, line: Int = 1
    ) {
        self.name = name
        self.command = command
        self.path = path
        self.engineProtocol = engineProtocol
        self.workingDirectory = workingDirectory
        self.options = options
        self.timeMargin = timeMargin
        self.line = line
    }

    /// What the program is, as a person reads it: the command, or the path.
    public var program: String { command ?? path ?? "" }

    /// The options in the order they are sent.
    public var orderedOptions: [(key: String, value: String)] {
        options.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }
}
