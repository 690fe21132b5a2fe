public import BotProcesses
import FoundationEssentials
public import TextAndFiles

// An engine of the file as ttt runs it (a bot process's configuration) and as a journal's
// header records it.

extension EngineEntry {
    /// The entry as a journal's header records it: the command (or path), the protocol, and
    /// the working directory, options and time margin when given.
    ///
    ///     {"command":"./pbrain-rapfi","protocol":"gomocup","options":{"THREAD_NUM":"1"}}
    public var journalRecord: JSONValue {
        var members: [JSONValue.Member] = [command.map { .init("command", .string($0)) } ?? .init("path", .string(path ?? ""))]
        members.append(.init("protocol", .string(engineProtocol.rawValue)))
        if let workingDirectory { members.append(.init("working_directory", .string(workingDirectory))) }
        if !options.isEmpty {
            members.append(.init("options", .object(orderedOptions.map { .init($0.key, .string($0.value)) })))
        }
        if let timeMargin { members.append(.init("time_margin", .int(timeMargin))) }
        return .object(members)
    }

    /// How to run this engine's program, shown as `name`, as a native or Gomocup bot.
    public func configuration(name: String, logs: BotLogDirectory? = nil) -> BotConfiguration {
        let botCommand: BotCommand
        if let command {
            botCommand = .shell(command)
        } else {
            let given = path ?? ""
            // NB: absolute, as the bot may run in a directory of its own.
            let absolute = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
            botCommand = BotFiles.command(forFile: absolute)
        }
        var configuration = BotConfiguration(name: name, command: botCommand, workingDirectory: workingDirectory)
        configuration.logs = logs
        if let timeMargin { configuration.margin = .milliseconds(timeMargin) }
        switch engineProtocol {
        case .gomocup, .uci:
            configuration.engineOptions = orderedOptions
        case .ttt:
            for (key, value) in orderedOptions {
                let variable = key.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" }
                configuration.environment["TTT_OPTION_" + String(variable)] = value
            }
        }
        return configuration
    }
}
