import BotProcesses
import GameCore
import Players
import Referee
import TextAndFiles

extension Session {
    static let playerCommands: [ReplCommand] = [
        ReplCommand(
            "x", usage: "x SPEC", summary: "Seat a player as X: 'x perfect', 'x random:seed=7', 'x human'.",
            details: """
            SPEC is a player, then, after a colon, its options as KEY=VALUE separated by commas:
            'random:seed=7', 'search:nodes=20000,vct=off', 'Players/bots/greedy.py:name=Greedy',
            'uci:/usr/games/fairy-stockfish:name=FS', 'gomocup:./pbrain-x:name=X2'. A value holding
            a comma or a space goes in double quotes. A bot takes only name=; a 'cmd:' command line
            takes no options: 'cmd:"python3 my_bot.py"'.
            'players' lists the players and the options of each. A bot is shown by a short name:
            its name= option, else its file's name without directory and extension (greedy),
            else the program of its command line.
            """
        ) { session, words throws(CommandError) in try session.seat(.x, words) },
        ReplCommand(
            "o", usage: "o SPEC", summary: "Seat a player as O: 'o heuristic'.",
            details: "SPEC is a player and its options, as for 'x' (see 'help x')."
        ) { session, words throws(CommandError) in try session.seat(.o, words) },
        ReplCommand("players", usage: "players", summary: "List the kinds of player there are.") { session, words throws(CommandError) in
            try session.expectNoArguments(words, "players")
            session.listPlayers()
            await session.listSeatedBots()
        },
        matchWithOptionsCommand,
        tournamentCommand,
        ReplCommand(
            "score", usage: "score [reset]", summary: "Wins, losses and draws per player name; 'score reset' clears them."
        ) { session, words throws(CommandError) in
            if words.map({ $0.lowercased() }) == ["reset"] {
                session.scoreboard.reset()
                session.output.text("Scores cleared.")
                return
            }
            try session.expectNoArguments(words, "score")
            session.printScores()
        },
    ]

    func checkedSpec(_ text: String) throws(CommandError) -> PlayerSpec {
        let spec: PlayerSpec
        do { spec = try PlayerSpec(parsing: registry.canonicalSpec(text)) } catch { throw CommandError(error.message) }
        if spec.name == "human" { return spec }
        do {
            let player = try registry.makePlayer(spec, context: PlayerContext(seed: 0))
            Task.detached { await player.shutDown() }
        } catch let error as PlayerError {
            throw CommandError(error.message)
        } catch {
            throw CommandError("Cannot make player '\(text)': \(error)")
        }
        return spec
    }

    func seat(_ mark: Mark, _ words: [String]) throws(CommandError) {
        guard words.count == 1 else {
            throw CommandError("Usage: \(mark == .x ? "x" : "o") SPEC, as in '\(mark == .x ? "x" : "o") perfect'. Type 'players' for the list.")
        }
        seats[mark] = try checkedSpec(words[0])
        if let player = livePlayers.removeValue(forKey: mark) {
            retiring.append(Task.detached { await player.shutDown() })
        }
        if mark == .x { game.xName = seats[mark]!.displayName } else { game.oName = seats[mark]!.displayName }
        if isInteractive { output.text("\(seats[mark]!.displayName.shownAsName) plays \(mark).") }
    }

    func listPlayers() {
        let bots = BotFiles.list(searchPaths: BotFiles.defaultSearchPaths())
        let width = max(12, (registry.entries.map(\.name.count) + bots.map(\.name.count)).max()! + 2)
        output.text("Players:")
        var sources: [String] = []
        for entry in registry.entries {
            if let source = entry.source {
                if !sources.contains(source) { sources.append(source) }
                continue
            }
            let options = entry.options.isEmpty ? "" : " Options: \(entry.options.joined(separator: ", "))."
            output.text("  " + entry.name.padding(width) + entry.summary + options)
            output.json(.fields([("type", "player"), ("name", .string(entry.name)), ("summary", .string(entry.summary))]))
        }
        for source in sources {
            output.text("Engines (\(source.escapedForDisplay())):")
            for entry in registry.entries where entry.source == source {
                output.text("  " + entry.name.shownAsName.padding(width) + entry.summary.escapedForDisplay(limit: 120))
                output.json(.fields([("type", "player"), ("name", .string(entry.name)), ("summary", .string(entry.summary)),
                                     ("engines_file", .string(source))]))
            }
        }
        if !bots.isEmpty {
            output.text("Bots (Players/bots, or TTT_PLAYERS):")
        }
        for bot in bots {
            output.text("  " + bot.name.shownAsName.padding(width) + bot.summary.escapedForDisplay(limit: 120))
            output.json(.fields([("type", "player"), ("name", .string(bot.name)), ("summary", .string(bot.summary)),
                                 ("path", .string(bot.path))]))
        }
        output.text(HelpText.wrapped(Self.limitsNote, width: helpWidth))
        output.text(HelpText.wrapped(Self.namesNote, width: helpWidth))
    }

    /// What `players` says last: the name every player's spec may give it.
    static let namesNote = """
        Names: every player takes name=NAME, the name it plays under, as in 'perfect:name=perfect-2'; in a match \
        or a tournament, a player given twice is named so by itself.
        """

    /// What `players` says next to last: the limits every player's spec may give it.
    static let limitsNote = """
        Limits: any player's spec takes time=DURATION (for each move) and clock=[MOVES/]BASE+INC (a game clock \
        of its own, as '40/60s+600ms': 60s for 40 moves, again for the next 40, and 600ms a move), which win over \
        --time and --clock for that player; players that search (search, perfect, bots, engines) also take \
        nodes=N and depth=N, told to bots through their protocol: greedy:depth=4, gomocup:./pbrain-x:time=50ms,depth=4, \
        search:time=200ms, uci:PATH:clock=40/60s+600ms. Durations need a unit: 500ms, 2s, 1m.
        """

    func printScores() {
        guard !scoreboard.names.isEmpty else {
            output.text("No games finished yet.")
            return
        }
        output.text(scoreboard.table)
        for standing in scoreboard.standings {
            let tally = standing.tally
            output.json(.fields([("type", "score"), ("player", .string(standing.name)), ("games", .int(tally.games)),
                                 ("wins", .int(tally.wins)), ("losses", .int(tally.losses)), ("draws", .int(tally.draws)),
                                 ("points", .double(tally.points))]))
        }
    }
}

extension String {
    /// The string padded with spaces on the right to `width`.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    /// The string padded with spaces on the left to `width`.
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
