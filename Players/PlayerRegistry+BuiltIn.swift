public import Referee
import Search

extension PlayerRegistry {
    /// The limits the referee keeps for any player, as its spec's options list them.
    static let referee = [
        "time=DURATION (the time for each move; wins over --time)",
        clockOption,
    ]
    /// A game clock of the player's own, as the options list it.
    static let clockOption = "clock=[MOVES/]BASE+INC (its own game clock, as '40/60s+600ms'; wins over --clock)"

    /// A search's time, as perfect, search and search-v1 list it.
    static let searchTime = "time=DURATION (the time for each move, kept by the referee; default: thinks 1s, unrefereed, or until its nodes= or depth=)"
    /// A search's own limits, as the options of perfect, search and search-v1 list them.
    static let searchLimits = [
        "nodes=N (the most positions a move, the same games on any machine; default no limit)",
        "depth=N (the deepest pass of its search, in plies; default no limit)", clockOption,
    ]

    /// The built-in players: random, heuristic, perfect, search and human.
    public static let builtIn = PlayerRegistry(entries: [
        Entry(name: "random", summary: "Plays a uniformly random legal move.", options: ["seed=N"] + referee) { spec, context throws(PlayerError) in
            try spec.checkOptions(["seed"])
            return RandomPlayer(seed: try spec.unsignedOption("seed") ?? context.seed, name: spec.playerName)
        },
        Entry(
            name: "heuristic",
            summary: "Wins if it can, blocks if it must, else takes the square on the most open lines.",
            options: ["seed=N"] + referee
        ) { spec, context throws(PlayerError) in
            try spec.checkOptions(["seed"])
            return HeuristicPlayer(seed: try spec.unsignedOption("seed") ?? context.seed, name: spec.playerName)
        },
        Entry(
            name: "perfect",
            summary: "Searches for the best move: perfect where the board can be solved in time, else the best found.",
            options: [
                searchTime, "tt=SIZE (default 32mb)", "vct=on|off (big boards: threes in the threat search; default on)",
            ] + searchLimits + [
                "patterns=on|off (gomoku-like boards: line patterns under the rule; default on)",
                "weights=FILE (gomoku-like boards: the evaluation's weights, as 'ttt tune' writes them)",
            ]
        ) { spec, _ throws(PlayerError) in
            try PerfectPlayer(spec: spec)
        },
        Entry(
            name: "search",
            summary: "Threats, then alpha-beta within its time: for big boards such as gomoku (solves small ones).",
            options: [
                searchTime, "tt=SIZE (default 32mb)", "vct=on|off (threes in the threat search; default on)",
            ] + searchLimits + [
                "patterns=on|off (line patterns and the rule inside the search; default on)",
                "weights=FILE (the evaluation's weights, as 'ttt tune' writes them; default those fitted to games)",
            ]
        ) { spec, _ throws(PlayerError) in
            try SearchPlayer(spec: spec)
        },
        Entry(
            name: "search-v1",
            summary: "The search over open windows on every rule (k or more wins inside its tree): kept as a yardstick.",
            options: [searchTime, "tt=SIZE (default 32mb)", "vct=on|off (threes in the threat search; default on)"] + searchLimits
        ) { spec, _ throws(PlayerError) in
            try SearchPlayer(spec: spec, usesPatterns: false)
        },
        Entry(
            name: "search-v2",
            summary: "The pattern search before its evaluation was tuned on games: kept as a yardstick.",
            options: [
                searchTime, "tt=SIZE (default 32mb)", "vct=on|off (threes in the threat search; default on)",
            ] + searchLimits + [
                "weights=FILE (the evaluation's weights, as 'ttt tune' writes them; default the hand-set ones)",
            ]
        ) { spec, _ throws(PlayerError) in
            try SearchPlayer(spec: spec, usesPatterns: true, edition: .v2)
        },
        Entry(name: "human", summary: "A person typing moves at the prompt (or a script's lines).", options: referee) { spec, context throws(PlayerError) in
            try spec.checkOptions([])
            guard let lines = context.lines else {
                throw PlayerError("Player 'human' needs someone to type moves: run it from the REPL or a script.")
            }
            return HumanPlayer(name: spec.playerName, lines: lines, messages: context.messages)
        },
    ])
}
