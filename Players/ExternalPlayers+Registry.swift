public import BotProcesses
import BotProtocols
public import Referee


extension PlayerRegistry {
    /// Adds the external players: `cmd:"..."`, `gomocup:...` and `uci:...` as kinds, and, for specs no
    /// kind names, bot files by path (`Players/bots/greedy.py`) or by short name (`greedy`)
    /// on `searchPaths`.
    ///
    /// - Parameters:
    ///   - searchPaths: where short names are looked up (see ``BotFiles/defaultSearchPaths(environment:currentDirectory:)``).
    ///   - logDirectory: a directory for a log per bot, or nil.
    ///   - logs: a prepared directory for a log per bot (the CLI's `--bot-logs DIR`), which
    ///     names each log uniquely in the run; used instead of `logDirectory`.
    ///   - configure: a last change to each bot's configuration (time-outs, say).
    public mutating func addExternalPlayers(
        searchPaths: [String] = BotFiles.defaultSearchPaths(),
        logDirectory: String? = nil,
        logs: BotLogDirectory? = nil,
        configure: (@Sendable (inout ExternalPlayer.Configuration) -> Void)? = nil
    ) {
        let make: @Sendable (PlayerSpec, PlayerContext) throws -> (any Player)? = { spec, context in
            // NB: found once a series, not once a game: a look-up reads the bot's directory and file.
            let lookUp = { () throws(PlayerError) in try BotFiles.resolve(spec, searchPaths: searchPaths) }
            guard let found = try context.betweenGames?.remembered("bot file\u{1}\(spec.text)", lookUp) ?? lookUp()
            else { return nil }
            // NB: an option ttt does not pass on is a mistake, not something to drop unseen.
            if let other = spec.options.first(where: { $0.key != "name" && !PlayerLimits.keys.contains($0.key) }) {
                throw PlayerError(
                    "Option '\(other.key)' in '\(spec.text)': a bot takes only name= and its limits (time=, clock=, nodes=, depth=); an engine's own options go in the engines file.")
            }
            let limits = try spec.limits()
            var configuration = ExternalPlayer.Configuration(
                name: spec.option("name") ?? found.name, command: found.command, logDirectory: logDirectory)
            configuration.searchLimits = BotSearchLimits(nodes: limits.nodes, depth: limits.depth)
            configuration.logs = logs
            configuration.onRemark = context.remarks
            configure?(&configuration)
            switch found.speaks {
            case .gomocup: return GomocupPlayer(configuration: configuration, betweenGames: context.betweenGames)
            case .uci: return UCIPlayer(configuration: configuration, betweenGames: context.betweenGames)
            case .native: return ExternalPlayer(configuration: configuration, betweenGames: context.betweenGames)
            }
        }
        register(Entry(
            name: "cmd", summary: "A program speaking the ttt bot protocol, run by /bin/sh: cmd:\"python3 my_bot.py\".",
            options: ["\"COMMAND\""]
        ) { spec, context in try make(spec, context)! })
        register(Entry(
            name: "gomocup", summary: "A Gomocup (piskvork) engine, unmodified: gomocup:./pbrain-x.",
            options: ["PATH", "then its limits: time=DURATION (INFO timeout_turn), clock=[MOVES/]BASE+INC (timeout_match, time_left), nodes=N (INFO max_node), depth=N (INFO max_depth), as gomocup:./pbrain-x:time=50ms,depth=4"]
        ) { spec, context in try make(spec, context)! })
        register(Entry(
            name: "uci", summary: "A UCI engine that plays variants, as Fairy-Stockfish does: uci:/usr/games/fairy-stockfish.",
            options: ["PATH", "then its limits: time=DURATION (go movetime), clock=[MOVES/]BASE+INC (go wtime btime winc binc movestogo), nodes=N (go nodes), depth=N (go depth), as uci:PATH:clock=40/60s+600ms"]
        ) { spec, context in try make(spec, context)! })
        registerFallback { spec, context in try make(spec, context) }
    }
}
