public import BotProcesses
import Engines
public import Referee


extension PlayerRegistry {
    /// Every kind of player ttt knows: the built-in ones, and external bots (by path, short
    /// name, `cmd:"..."`, `gomocup:...` or `uci:...`), with no logs and no engines file.
    public static var standard: PlayerRegistry { standard(logs: nil) }

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
