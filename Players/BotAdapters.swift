public import BotProcesses
public import BotProtocols
public import Referee

// Where the referee's values meet the bots': the bots' modules know no player, no spec and
// no budget, so the players translate here, and every message reads the same on both sides.

extension BotFiles {
    /// How to run the bot that `spec` names, or nil when the spec is not an external bot
    /// (``resolve(kind:argument:text:searchPaths:)`` with the spec's parts).
    ///
    /// Forms: a path (`Players/bots/greedy.py`), a short name of a bot on the search path
    /// (`greedy`, `greedy.py`), `cmd:"python3 my_bot.py"` (run by /bin/sh -c), and
    /// `gomocup:PATH-OR-NAME` (the Gomocup adapter; `pbrain-*` files use it anyway), and
    /// `uci:PATH-OR-NAME` (a UCI engine that plays variants, as Fairy-Stockfish does).
    /// - Throws: ``PlayerError`` for a path with no file, or an empty command.
    public static func resolve(_ spec: PlayerSpec, searchPaths: [String]) throws(PlayerError) -> (name: String, command: BotCommand, speaks: BotProtocol)? {
        do {
            // NB: a bot's spec may carry options (`greedy.py:name=Greedy`): the file is its name.
            let text = spec.options.isEmpty ? spec.text : spec.name
            return try resolve(kind: spec.name, argument: spec.argument, text: text, searchPaths: searchPaths)
        } catch {
            throw PlayerError(error)
        }
    }
}

extension PlayerError {
    /// The same message as a player's error.
    init(_ error: BotError) {
        self.init(error.message)
    }
}

extension BotClock {
    /// The clock a budget carries, as the protocols tell it to a bot.
    init(_ clock: MoveBudget.Clock) {
        self.init(base: clock.base, increment: clock.increment, left: clock.left, movesToGo: clock.movesToGo)
    }
}

extension MoveScore {
    /// The referee's score of what a bot printed.
    init(_ score: BotScore) {
        switch score {
        case let .units(value): self = .units(value)
        case let .mate(moves): self = .mate(moves)
        }
    }
}
