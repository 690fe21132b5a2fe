public import Arena
public import Bots

extension PlayerRegistry {
    /// Every kind of player ttt knows: the built-in ones, external bots (by path, short
    /// name, `cmd:"..."` or `gomocup:...`), and the engines of an engines file.
    /// - Parameters:
    ///   - botLogs: a directory for a log file per external bot, or nil; created if missing
    ///     (see ``standard(logs:engines:)`` to be told when it cannot be).
    public static func standard(botLogs: String? = nil) -> PlayerRegistry {
        standard(logs: botLogs.flatMap { try? BotLogDirectory(preparing: $0) })
    }

    /// Every kind of player ttt knows, with the bots' logs in `logs` (prepared, so that a
    /// directory that cannot be used is an error before any game) and the engines of
    /// `engines` added last.
    public static func standard(logs: BotLogDirectory?, engines: EnginesFile? = nil) -> PlayerRegistry {
        var registry = builtIn
        registry.addExternalPlayers(logs: logs)
        if let engines { registry.addEngines(engines, logs: logs) }
        return registry
    }
}
