public import BotProcesses
import BotProtocols
import Engines
import FoundationEssentials
public import Referee
import TextAndFiles

extension PlayerRegistry {
    /// Adds every engine of `file` as a kind of player under its name (in any case), which
    /// then works wherever a spec does and is listed by `players` under the file.
    ///
    /// Each engine is run as the entry says, by the player of its protocol (native, Gomocup
    /// or UCI), under the entry's name and with its options. The file's reader has made sure
    /// that no name is ttt's own (a built-in player or a spec prefix).
    /// - Complexity: O(*n*) in the number of engines.
    /// - Parameters:
    ///   - logs: the prepared directory for the bots' logs (`--bot-logs DIR`), or nil.
    public mutating func addEngines(_ file: EnginesFile, logs: BotLogDirectory? = nil) {
        register(contentsOf: file.engines.map { engine in
            Entry(
                name: engine.name, summary: "\(engine.program) (\(engine.engineProtocol.rawValue) protocol).",
                options: ["name=NAME", "time=", "clock=", "nodes=", "depth="], source: file.path, program: engine.journalRecord
            ) { spec, context in
                if let other = spec.options.first(where: { $0.key != "name" && !PlayerLimits.keys.contains($0.key) }) {
                    throw PlayerError(
                        "Option '\(other.key)' in '\(spec.text)': an engine takes only name= and its limits (time=, clock=, nodes=, depth=); its own options go in the engines file.")
                }
                let limits = try spec.limits()
                let name = spec.option("name") ?? engine.name
                var configuration = engine.configuration(name: name, logs: logs)
                configuration.searchLimits = BotSearchLimits(nodes: limits.nodes, depth: limits.depth)
                configuration.onRemark = context.remarks
                switch engine.engineProtocol {
                case .uci: return UCIPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .gomocup: return GomocupPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .ttt: return ExternalPlayer(configuration: configuration, betweenGames: context.betweenGames)
                }
            }
        })
    }
}

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
