public import Arena
public import Bots
import FoundationEssentials

extension PlayerRegistry {
    /// Adds every engine of `file` as a kind of player under its name (in any case), which
    /// then works wherever a spec does and is listed by `players` under the file.
    ///
    /// Each engine is run as the entry says, by the player of its protocol (native, Gomocup
    /// or UCI), under the entry's name and with its options. An engine's name replaces a
    /// kind of the same name.
    /// - Parameters:
    ///   - logs: the prepared directory for the bots' logs (`--bot-logs DIR`), or nil.
    public mutating func addEngines(_ file: EnginesFile, logs: BotLogDirectory? = nil) {
        for engine in file.engines {
            register(Entry(
                name: engine.name, summary: "\(engine.program) (\(engine.engineProtocol.rawValue) protocol).",
                options: ["name=NAME"], source: file.path
            ) { spec, context in
                try spec.checkOptions([])
                let name = spec.option("name") ?? engine.name
                var configuration = engine.configuration(name: name, logs: logs)
                configuration.onRemark = context.remarks
                switch engine.engineProtocol {
                case .uci: return UCIPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .gomocup: return GomocupPlayer(configuration: configuration, betweenGames: context.betweenGames)
                case .ttt: return ExternalPlayer(configuration: configuration, betweenGames: context.betweenGames)
                }
            })
        }
    }
}

extension EngineEntry {
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
