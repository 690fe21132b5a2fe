import ArgumentParser
import BotProcesses
import BotProtocols
import Engines
import Players
import Referee

/// What `play`, `match`, `tournament` and `check-bot` share in making players: the bots'
/// log directory (`--bot-logs DIR`, made ready before anything runs) and the engines file
/// (`--engines FILE`, else `ttt-engines.json`, else `~/.config/ttt/engines.json`).
struct PlayerSetup {
    /// The prepared log directory, if asked for.
    var logs: BotLogDirectory?
    /// The engines file, if one was given or found.
    var engines: EnginesFile?

    /// Prepares both; a directory that cannot be used or a broken engines file is an error
    /// on standard error and exit status 2, before any game. The engines file read, if any,
    /// is named on standard error (never on standard output, so transcripts stay the same).
    init(botLogs: String?, engines path: String?) throws {
        do {
            logs = try botLogs.map { (path) throws(BotError) in try BotLogDirectory(preparing: path) }
        } catch {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        }
        do {
            engines = try EnginesFile.locate(explicit: path)
        } catch {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        }
        // NB: a file found by itself changes what names mean; say which one it was.
        if let engines { printError(engines.announcement()) }
    }

    /// Every kind of player, with the engines and the logs.
    var registry: PlayerRegistry { .standard(logs: logs, engines: engines) }
}
