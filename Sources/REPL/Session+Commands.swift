import BotProcesses
import GameCore
import Referee
import Synchronization
import TextAndFiles

extension Session {
    /// Every command, in the order `help` lists them.
    public static let commands: [ReplCommand] = gameCommands + analysisCommands + playerCommands + [expectCommand] + fileCommandsWithSGF + [replayCommand] + settingCommands

    static let gameCommands: [ReplCommand] = [
        ReplCommand(
            "new", usage: "new [RULES] [x=SPEC] [o=SPEC]",
            summary: "Start a new game, optionally with other rules or players.",
            details: """
            RULES is a preset (tictactoe, 4x4, gomoku, connect4, gomoku-standard, renju, caro)
            or MxN with options k=K, gravity and rule=R: 'new 5x5 k=4', 'new 7x6 k=4 gravity',
            'new 19x19 rule=caro'. R is freestyle (k or more wins; the default), standard
            (exactly k), renju (15x15 k=5: X wins by exactly five and may not play a double
            three, double four or overline) or caro (k or more, not blocked at both ends).
            Without RULES the rules stay as they are. x=SPEC and o=SPEC seat players:
            'new connect4 x=human o=perfect'.
            """
        ) { session, words throws(CommandError) in
            try session.newGame(words)
            // NB: against a person, the computer opens at once when it plays X.
            if session.isHuman(.o) && !session.isHuman(.x) {
                await session.playComputerMoves(untilHuman: true)
                session.output.text(session.renderedBoard)
            } else if session.isInteractive {
                session.output.text(session.renderedBoard)
            }
        },
        ReplCommand(
            "move", usage: "move CELL", summary: "Play a move for the person to move (a bare move works too; a line of moves plays them all).",
            details: """
            Cells are a letter and a number, a1 bottom-left: 'b2'. On 3x3 the digits 1-9 work
            as a numeric keypad (1 = a1, 5 = b2, 9 = c3). In gravity games give a column: 'd' or '4'.
            """
        ) { session, words throws(CommandError) in
            guard words.count == 1 else { throw CommandError("Usage: move CELL, as in 'move b2'.") }
            try await session.playHumanMove(session.parseMove(words[0]), text: words[0])
        },
        ReplCommand(
            "play", usage: "play", summary: "Let the seated players play until the game ends or a person is to move."
        ) { session, words throws(CommandError) in
            try session.expectNoArguments(words, "play")
            if let result = session.currentResult {
                throw CommandError("The game is over: \(session.played(result).announcement) Type 'new' for another game.")
            }
            await session.playComputerMoves(untilHuman: true)
            await session.showPosition()
        },
        ReplCommand("undo", usage: "undo", summary: "Take back the last move (and the computer's reply).") { session, words throws(CommandError) in
            try session.expectNoArguments(words, "undo")
            try session.undo()
        },
        ReplCommand("redo", usage: "redo", summary: "Play again a move taken back (and the computer's reply).") { session, words throws(CommandError) in
            try session.expectNoArguments(words, "redo")
            try await session.redo()
        },
        ReplCommand("show", aliases: ["board"], usage: "show", summary: "Draw the board.") { session, words throws(CommandError) in
            try session.expectNoArguments(words, "show")
            session.output.text(session.renderedBoard)
            session.output.text(session.statusLine)
            session.output.json(.fields([("type", "board"), ("diagram", .string(session.game.board.diagram)), ("moves", .string(session.game.moveText))]))
        },
        ReplCommand("rules", usage: "rules", summary: "Show the rules of the current game.") { session, words throws(CommandError) in
            try session.expectNoArguments(words, "rules")
            let rules = session.game.rules
            let explanation = rules.winRule.explanation(k: rules.k)
            session.output.text(rules.summary + (rules.gravity ? ". Stones fall to the lowest empty cell of their column." : ".")
                                + (explanation.isEmpty ? "" : " " + explanation))
            // NB: `rule` only where it is not freestyle, so the object of every other rules stays the same.
            var fields: [(String, JSONValue)] = [("type", "rules"), ("name", .string(rules.name)), ("columns", .int(rules.columns)),
                                                 ("rows", .int(rules.rows)), ("k", .int(rules.k)), ("gravity", .bool(rules.gravity))]
            if rules.winRule != .freestyle { fields.append(("rule", .string(rules.winRule.name))) }
            session.output.json(.fields(fields))
        },
        ReplCommand(
            "perft", usage: "perft N", summary: "Count the move sequences of length N from this position.",
            details: """
            The engine authors' check of move generation: 'new connect4; perft 7' prints 823536.
            A terminal shows how many first moves are counted; Ctrl-C stops the count.
            """
        ) { session, words throws(CommandError) in
            guard words.count == 1, let depth = Int(words[0]), depth >= 0 else {
                throw CommandError("Usage: perft N, with N a depth such as 5.")
            }
            let board = session.game.board
            // NB: past the number of cells nothing is left to count, and the depth stays small.
            guard depth <= board.rules.cellCount else {
                throw CommandError("perft \(depth) is deeper than any game of \(board.rules.summary): at most \(board.rules.cellCount) moves.")
            }
            let output = session.output
            Ending.interrupted.store(false, ordering: .relaxed)
            let count = board.perft(
                depth, stoppingWhen: { Ending.interrupted.load(ordering: .relaxed) },
                progress: { done, total in
                    if total > 0 { output.progress("perft \(depth): \(done) of \(total) first moves counted") }
                })
            output.progress(nil)
            guard let count else { throw CommandError("perft \(depth) stopped: interrupted by the user.") }
            output.text(String(count))
            output.json(.fields([("type", "perft"), ("depth", .int(depth)), ("count", .int(count))]))
        },
    ]

    func parseMove(_ text: String) throws(CommandError) -> Move {
        do { return try game.board.move(parsing: text) } catch { throw CommandError(error.message) }
    }

    func expectNoArguments(_ words: [String], _ name: String) throws(CommandError) {
        guard words.isEmpty else { throw CommandError("'\(name)' takes no arguments; found '\(words.joined(separator: " "))'.") }
    }

    /// The line under the board: whose turn, or how it ended.
    var statusLine: String {
        if let result = currentResult { return played(result).announcement }
        let mark = sideToMove
        let scored = lastMoveScoreLine.map { $0 + " " } ?? ""
        return scored + "\(game.name(of: mark).shownAsName) (\(mark)) to move."
    }

    func newGame(_ words: [String]) throws(CommandError) {
        var rulesWords: [String] = []
        var newSeats = seats
        for word in words {
            let lower = word.lowercased()
            if lower.hasPrefix("x=") || lower.hasPrefix("o=") {
                let mark: Mark = lower.hasPrefix("x=") ? .x : .o
                newSeats[mark] = try checkedSpec(String(word.dropFirst(2)))
            } else {
                rulesWords.append(word)
            }
        }
        var rules = game.rules
        if !rulesWords.isEmpty {
            do { rules = try Rules(parsing: rulesWords.joined(separator: " ")) } catch { throw CommandError(error.message) }
        }
        seats = newSeats
        startNewGame(rules: rules)
        if isInteractive {
            output.text("New game: \(rules.summary). \(game.xName.shownAsName) (X) against \(game.oName.shownAsName) (O).")
        }
    }

    func undo() throws(CommandError) {
        guard var previous = game.undoing() else { throw CommandError("There is no move to take back.") }
        // NB: against the computer, take back its reply too, so the person is to move again.
        if !isHuman(previous.board.sideToMove), isHuman(previous.board.sideToMove.opponent),
           let further = previous.undoing() {
            previous = further
        }
        game = previous
        scoredMove = nil
        // NB: a game counts once on the scoreboard; taking moves back does not uncount it.
        result = nil
        if isInteractive { output.text(renderedBoard) }
    }

    func redo() async throws(CommandError) {
        guard var next = game.redoing() else { throw CommandError("There is no move to redo.") }
        // NB: the mirror of `undo`: against the computer, its reply comes back too, so the
        // person is to move again, as before the `undo`.
        if !next.board.isOver, !isHuman(next.board.sideToMove), isHuman(next.board.sideToMove.opponent),
           let further = next.redoing() {
            next = further
        }
        game = next
        if isInteractive { output.text(renderedBoard) }
        await finishIfOver()
    }
}
