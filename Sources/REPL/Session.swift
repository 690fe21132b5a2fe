import BotProcesses
import GameCore
import Players
import Referee

/// The REPL's interpreter: the current game, the seats, the settings and the scores, and the
/// commands that act on them. Lines typed at a terminal, script files, piped lines and
/// `ttt -c` all come here, so they do the same thing.
public final class Session {
    /// Where text, JSON and errors go.
    public let output: any Output
    /// How players are made from specs.
    public internal(set) var registry: PlayerRegistry
    /// Makes the registry again with the bots' logs in a directory (`set bot-logs`), or nil
    /// when the session's players cannot be remade so (a test's registry).
    public var makeRegistry: (@Sendable (BotLogDirectory?) -> PlayerRegistry)?
    /// What `set` changes.
    public var settings = Settings()
    /// The game in progress (or just finished).
    public internal(set) var game: Game
    /// The specs seated as X and O.
    public internal(set) var seats: [Mark: PlayerSpec]
    /// How the current game ended, once it has; a forfeit is recorded here too.
    public internal(set) var result: GameResult?
    /// The score per player name, across games.
    public internal(set) var scoreboard = Scoreboard()
    /// What players are made with besides their spec (where a person's moves come from, say).
    public var playerContext = PlayerContext()
    /// Set by `quit`.
    public internal(set) var wantsToQuit = false
    /// Whether a person is at the keyboard (then the computer replies at once and boards are drawn).
    public var isInteractive = false

    /// The seed of the current game.
    var gameSeed: UInt64 = 0
    /// How many games this session has started; each derives its seed from this.
    var gamesStarted: UInt64 = 0
    /// How many matches this session has started; each derives its seed from this.
    var matchesStarted: UInt64 = 0
    /// The players of the current game, made when first asked for a move.
    var livePlayers: [Mark: any Player] = [:]
    /// The boards drawn while watching the computer play (`set watch`).
    let watch = WatchFrames()
    /// Whether the current game's result has been counted on the scoreboard.
    var counted = false
    /// The comments of the record being replayed, by move (a tournament's stories).
    var replayComments: [String?] = []
    /// The perfect player behind `hint` and `analyze`, kept for its table.
    var analysisPlayer: PerfectPlayer?
    /// How deep `source` has nested.
    var sourceDepth = 0
    /// The columns `help` wraps its text to: the terminal's width, else 80.
    public var helpWidth = 80
    /// The shutting down of players of earlier games (their bots' programs ending).
    var retiring: [Task<Void, Never>] = []
    /// The score a computer player reported with the last move of the game, when it did:
    /// the number of moves then, so it is shown only while that move is the last.
    var scoredMove: (moves: Int, score: MoveScore, proven: Bool)?

    public init(output: any Output, registry: PlayerRegistry) {
        self.output = output
        self.registry = registry
        game = Game(rules: .ticTacToe, xName: "human", oName: "perfect")
        seats = [.x: try! PlayerSpec(parsing: "human"), .o: try! PlayerSpec(parsing: "perfect")]
        if !registry.entries.contains(where: { $0.name == "perfect" }) {
            seats[.o] = try! PlayerSpec(parsing: registry.entries.first?.name ?? "human")
            game.oName = seats[.o]!.displayName
        }
        startNewGame(rules: .ticTacToe, announced: false)
    }

    /// The greeting on a terminal: the game, how to move, and the board.
    public func welcome() async {
        let keypad = game.rules == .ticTacToe ? " (or 1-9 as on a keypad)" : ""
        output.text("ttt: \(game.rules.summary). \(game.xName) (X) against \(game.oName) (O).")
        output.text("Type a move such as 'b2'\(keypad), 'new' for a new game, 'help' for the commands, 'quit' to leave.")
        await showPosition()
    }

    // MARK: Running lines

    /// Runs one line: commands separated by `;`.
    public func run(line: String) async throws(CommandError) {
        for command in Tokenizer.commands(line) {
            try await run(words: Tokenizer.words(command))
            if wantsToQuit { return }
        }
    }

    /// Runs one command given as words.
    public func run(words: [String]) async throws(CommandError) {
        guard let first = words.first else { return }
        let name = first.lowercased()
        if let command = Self.commands.first(where: { $0.name == name || $0.aliases.contains(name) }) {
            try await command.run(self, Array(words.dropFirst()))
            return
        }
        if words.count == 1, let move = try? game.board.move(parsing: first) {
            try await playHumanMove(move, text: first)
            return
        }
        // NB: a line of moves (a sample's position, a record's line) is played, both sides.
        if words.count > 1, words.allSatisfy({ (try? Board(rules: game.rules).move(parsing: $0)) != nil }) {
            try await playLineOfMoves(words)
            return
        }
        if words.count == 1, !game.board.isOver, let hint = moveMistake(first) {
            throw CommandError(hint)
        }
        let names = Self.commands.map(\.name)
        if let suggestion = closestWord(to: name, in: names) {
            throw CommandError("Unknown command '\(first)'. Did you mean '\(suggestion)'?")
        }
        throw CommandError("Unknown command '\(first)'. Type 'help' for the commands.")
    }

    /// For a word that is almost a move, what is wrong with it.
    func moveMistake(_ word: String) -> String? {
        do {
            _ = try game.board.move(parsing: word)
            return nil
        } catch {
            if case .unreadable = error {
                let looksLikeMove = word.count <= 4 && word.first.map { $0.isLetter || $0.isNumber } == true
                    && word.dropFirst().allSatisfy(\.isNumber)
                return looksLikeMove ? error.message : nil
            }
            return error.message
        }
    }

    // MARK: Games

    /// Starts a new game under `rules` with the current seats.
    func startNewGame(rules: Rules, announced: Bool = true) {
        retirePlayers()
        gamesStarted += 1
        gameSeed = SplitMix64.derived(from: settings.seed, index: gamesStarted).state
        // NB: the players' short names, as PROTOCOL.md's Names says: `greedy` for Players/bots/greedy.py.
        game = Game(rules: rules, xName: seats[.x]!.displayName, oName: seats[.o]!.displayName)
        result = nil
        counted = false
        scoredMove = nil
        replayComments = []
        if announced {
            coordinator.emit(.gameStarted(rules: rules, xName: game.xName, oName: game.oName, seed: gameSeed))
        }
    }

    /// Starts shutting down the current game's players (a bot's program ends), without
    /// waiting for it; ``close()`` waits.
    func retirePlayers() {
        guard !livePlayers.isEmpty else { return }
        let players = Array(livePlayers.values)
        livePlayers = [:]
        retiring.removeAll { $0.isCancelled }
        retiring.append(Task.detached {
            for player in players { await player.shutDown() }
        })
    }

    /// Ends every player the session seated (their bots' programs end) and waits until
    /// they have: the last thing a session does, whether its input ended, `quit` was typed
    /// or a script failed.
    public func close() async {
        retirePlayers()
        let tasks = retiring
        retiring = []
        for task in tasks { await task.value }
    }

    /// Whether the seat of `mark` is typed in by a person.
    func isHuman(_ mark: Mark) -> Bool { seats[mark]?.name == "human" }

    var sideToMove: Mark { game.board.sideToMove }

    /// The result of the current game, when it is over.
    var currentResult: GameResult? {
        if let result { return result }
        return game.board.isOver ? Coordinator.result(of: game.board) : nil
    }

    /// The board as drawn for people.
    var renderedBoard: String {
        String(game.board.rendered(Board.RenderStyle(color: settings.color)).dropLast())
    }
}
