public import Arena

extension PlayerRegistry {
    /// Every kind of player ttt knows: the built-in ones, and external bots (by path, short
    /// name, `cmd:"..."`, `gomocup:...` or `uci:...`).
    /// - Parameter botLogs: a directory for a log file per external bot, or nil.
    public static func standard(botLogs: String? = nil) -> PlayerRegistry {
        var registry = builtIn
        registry.addExternalPlayers(logDirectory: botLogs)
        return registry
    }
}
