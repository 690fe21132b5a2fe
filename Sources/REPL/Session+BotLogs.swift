import BotProcesses
import BotProtocols
import GameCore
import Players
import Referee

extension Session {
    /// The names `set` takes, for its errors and completion.
    static let settingNames = ["seed", "time", "margin", "color", "bail", "bot-logs", "watch", "delay", "verbose"]

    /// `set bot-logs DIR` (or nil for `set bot-logs off`): the players made from now on log
    /// to DIR, which is created now if missing.
    /// - Throws: ``CommandError`` with the reason when DIR cannot be used (a file in the
    ///   way, no permission), or when this session cannot remake its players.
    func setBotLogs(_ path: String?) throws(CommandError) {
        guard let makeRegistry else {
            throw CommandError("This session's players cannot be given logs; run ttt with '--bot-logs DIR'.")
        }
        guard let path else {
            registry = makeRegistry(nil)
            settings.botLogs = nil
            return
        }
        let logs = try Self.prepareBotLogs(path)
        registry = makeRegistry(logs)
        settings.botLogs = path
        if isInteractive { output.text("Bot logs go to '\(path)'.") }
    }

    /// The registry for one run with its own `--bot-logs DIR`, or the session's when nil.
    func registry(botLogs path: String?) throws(CommandError) -> PlayerRegistry {
        guard let path else { return registry }
        guard let makeRegistry else {
            throw CommandError("This session's players cannot be given logs; run ttt with '--bot-logs DIR'.")
        }
        return makeRegistry(try Self.prepareBotLogs(path))
    }

    /// The directory `path`, made ready for logs.
    static func prepareBotLogs(_ path: String) throws(CommandError) -> BotLogDirectory {
        do {
            return try BotLogDirectory(preparing: path)
        } catch {
            throw CommandError(error.message)
        }
    }
}

extension Session {
    /// The seated bots that have shaken hands, each with the name it announced beside the
    /// name it is shown by: `X: greedy, announces itself as 'Greedy'`.
    func listSeatedBots() async {
        var lines: [String] = []
        for mark in [Mark.x, .o] {
            guard let player = livePlayers[mark], let spec = seats[mark] else { continue }
            let announced: String?
            if let bot = player as? ExternalPlayer {
                announced = bot.announcedName
            } else if let engine = player as? GomocupPlayer {
                announced = await engine.announcedName
            } else {
                announced = nil
            }
            guard let announced else { continue }
            lines.append("  \(mark): \(spec.displayName.shownAsName), announces itself as '\(announced.shownAsName)'")
        }
        guard !lines.isEmpty else { return }
        output.text("Seated bots:")
        for line in lines { output.text(line) }
    }
}
