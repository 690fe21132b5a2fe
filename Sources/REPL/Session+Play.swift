import BotProcesses
import GameCore
import Referee
import Synchronization

extension Session {
    /// The referee for the session's games: the per-move time limit (a seated player's own
    /// `time=` or `clock=` wins over `set time`; its clock is kept by ``livePlayer(for:)``),
    /// and JSON for each event.
    var coordinator: Coordinator {
        let sink = EventSink(output, names: (game.xName, game.oName))
        var coordinator = Coordinator(rules: game.rules, timeLimit: settings.moveTime, timeMargin: settings.timeMargin, observers: [
            GameObserver { event in sink.write(event) },
        ])
        let own = (x: seats[.x].flatMap { try? $0.limits() }, o: seats[.o].flatMap { try? $0.limits() })
        if own.x?.ownsTime == true || own.o?.ownsTime == true {
            func limit(_ limits: PlayerLimits?) -> Duration? { limits?.ownsTime == true ? limits?.time : settings.moveTime }
            coordinator.sideTimeLimits = (x: limit(own.x), o: limit(own.o))
        }
        return coordinator
    }

    /// Plays a move typed by a person, then lets the computer reply.
    func playHumanMove(_ move: Move, text: String) async throws(CommandError) {
        if let result = currentResult {
            throw CommandError("The game is over: \(played(result).announcement) Type 'new' for another game.")
        }
        let mark = sideToMove
        guard isHuman(mark) else {
            throw CommandError("It is \(game.name(of: mark)) (\(mark))'s turn, not a person's. Type 'play' to let it move, or '\(mark == .x ? "x" : "o") human' to take the seat.")
        }
        do { game = try game.playing(move) } catch { throw CommandError(error.message) }
        coordinator.emit(.moved(PlayedMove(lastMoveOf: game)))
        await playComputerMoves(untilHuman: true)
        // NB: a person at a terminal sees the board after every move (unless watching drew
        // it already); a script draws it with 'show'.
        if isInteractive, !watch.drewLatest(renderedBoard) { output.text(renderedBoard) }
        await finishIfOver()
    }

    /// Plays a line of moves typed or pasted at the prompt (`i10 f7 e9`), for both sides
    /// whoever is seated, each checked in turn; then the game goes on from there, as after a
    /// person's move (a computer to move replies).
    func playLineOfMoves(_ words: [String]) async throws(CommandError) {
        if let result = currentResult {
            throw CommandError("The game is over: \(played(result).announcement) Type 'new' for another game.")
        }
        var line = game
        for (place, word) in words.enumerated() {
            do {
                let move = try line.board.move(parsing: word)
                line = try line.playing(move)
            } catch {
                throw CommandError("Move \(place + 1) '\(word)' of the line: \(error.message) No move of the line was played.")
            }
            if line.board.isOver && place + 1 < words.count {
                throw CommandError("The game is over after move \(place + 1) '\(word)' of the line, before '\(words[place + 1])'. No move of the line was played.")
            }
        }
        let before = game.moves.count
        game = line
        for count in (before + 1)...game.moves.count {
            var upTo = game
            while upTo.moves.count > count, let previous = upTo.undoing() { upTo = previous }
            coordinator.emit(.moved(PlayedMove(lastMoveOf: upTo)))
        }
        await playComputerMoves(untilHuman: true)
        if isInteractive, !watch.drewLatest(renderedBoard) { output.text(renderedBoard) }
        await finishIfOver()
    }

    /// Lets the seated players move until the game ends, or (with `untilHuman`) until a
    /// person is to move. Ctrl-C stops it between moves.
    func playComputerMoves(untilHuman: Bool) async {
        Ending.interrupted.store(false, ordering: .relaxed)
        let coordinator = coordinator
        watch.begin()
        while currentResult == nil {
            let mark = sideToMove
            if isHuman(mark) && untilHuman { return }
            if Ending.interrupted.load(ordering: .relaxed) {
                output.text("Interrupted.")
                return
            }
            let player: any Player
            do {
                player = try await livePlayer(for: mark)
            } catch {
                result = GameResult(winner: mark.opponent, reason: .playerError("\(error)"))
                return
            }
            var board = game.board
            var moves = game.moves
            if var forfeit = await coordinator.playTurn(
                of: player, as: mark, board: &board, moves: &moves, names: (game.xName, game.oName), seed: gameSeed)
            {
                // NB: a player whose own clock ran out lost on time, as in a match.
                if case .playerError = forfeit.reason, let overrun = (player as? ClockedPlayer)?.overrun {
                    forfeit.reason = .timeout(overrun)
                }
                result = forfeit
                return
            }
            // NB: the coordinator has checked the move.
            game = try! game.playing(moves.last!)
            scoredMove = player.lastMoveScore.map { (game.moves.count, $0, player.lastMoveScoreIsProven) }
            if watching {
                await drawWatchedMove()
            } else if isInteractive, let line = lastMoveScoreLine {
                output.text(line)
            }
        }
    }

    /// The last move and the score its player reported with it, when it did: `search (X)
    /// played h8 (score +35).`, or a proven one in the words `hint` uses: `perfect (O) played
    /// b2 (win in 3).`, `(draw)`.
    var lastMoveScoreLine: String? {
        guard let (count, score, proven) = scoredMove, count == game.moves.count, let last = game.moves.last else { return nil }
        let mark: Mark = count % 2 == 1 ? .x : .o
        let said = proven ? score.inWords : score.shownInBrackets
        return "\(game.name(of: mark).shownAsName) (\(mark)) played \(game.rules.notation(for: last)) (\(said))."
    }

    /// Whether games the computer plays are drawn move by move: at a terminal, for people,
    /// with `set watch on`.
    var watching: Bool { isInteractive && settings.watch && !output.isJSON }

    /// Draws the position after a watched move, over the previous one (and the remarks shown
    /// under it), then pauses for `set delay`, or less if Ctrl-C comes.
    func drawWatchedMove() async {
        let board = renderedBoard
        output.text(watch.frame(board, caption: lastMoveScoreLine))
        var left = settings.delay
        while left > .zero, !Ending.interrupted.load(ordering: .relaxed) {
            let step = min(left, .milliseconds(50))
            try? await Task.sleep(for: step)
            left -= step
        }
    }

    /// The player in the seat of `mark` for this game, made on first use and told the game
    /// has started, as `match` tells its players before the first move: a bot's program
    /// starts and shakes hands then, so its start-up is not timed as its first move.
    func livePlayer(for mark: Mark) async throws -> any Player {
        if let player = livePlayers[mark] { return player }
        var context = playerContext
        context.seed = SplitMix64.derived(from: gameSeed, index: UInt64(mark.rawValue) + 1).state
        if watching, settings.verbose {
            let name = seats[mark]?.displayName ?? game.name(of: mark)
            let remarks = RemarkSink(output, name: name.shownAsName, frames: watch)
            context.remarks = { line in remarks.write(line) }
        }
        var player = try registry.makePlayer(seats[mark]!, context: context)
        // NB: a clock of the player's own (its spec's clock=) runs over the whole game.
        if let clock = try? seats[mark]!.limits().clock {
            player = ClockedPlayer(player, clock: clock, margin: settings.timeMargin)
        }
        livePlayers[mark] = player
        // NB: a bot that fails to start or to shake hands here says so at its first move,
        // with that reason, not as a loss on time.
        if player.wantsGameHooks { await player.gameStarted(GameState(game: game, seed: gameSeed)) }
        return player
    }

    /// The current game as a finished game, for announcements and records.
    func played(_ result: GameResult) -> PlayedGame {
        PlayedGame(result: result, game: game, seed: gameSeed, timeLimit: settings.moveTime)
    }

    /// Draws the board (for people, unless watching drew it already) and, when the game has
    /// just ended, announces and counts it.
    func showPosition() async {
        if !watch.drewLatest(renderedBoard) { output.text(renderedBoard) }
        await finishIfOver()
    }

    /// Announces and counts the game once it has ended, and tells its players, as a match
    /// tells them (a bot's log notes the end with its time).
    func finishIfOver() async {
        guard let result = currentResult, !counted else { return }
        counted = true
        let finished = played(result)
        scoreboard.record(finished)
        output.text(finished.announcement)
        if isInteractive { output.text("Type 'new' to play again (or 'new connect4', 'new gomoku'), 'score' for the scores, 'quit' to leave.") }
        coordinator.emit(.gameEnded(finished))
        for mark in [Mark.x, .o] {
            if let player = livePlayers[mark], player.wantsGameHooks { await player.gameEnded(result) }
        }
    }
}

extension MoveScore {
    /// As the REPL shows it after a move: `score +35`, `score 0`, `mate 3`, `mate -2`.
    var shownInBrackets: String {
        switch self {
        case .units: "score \(self)"
        case .mate: "\(self)"
        }
    }

    /// A proven score in the words `hint` uses for the same value: `draw`, `win in 3`,
    /// `loss in 2`.
    var inWords: String {
        switch self {
        case let .units(value): value == 0 ? "draw" : shownInBrackets
        case let .mate(moves): moves > 0 ? "win in \(moves)" : "loss in \(-moves)"
        }
    }
}

/// Writes events as JSON lines.
// NB: the coordinator calls observers synchronously on the session's own task, so the
// output is never used from two places at once.
final class EventSink: @unchecked Sendable {
    private let output: any Output
    /// The players of the game under way (the session's, or a match game's from its
    /// `game_started`): a `move` names its player.
    private var names: (x: String, o: String)
    init(_ output: any Output, names: (x: String, o: String)) {
        self.output = output
        self.names = names
    }
    func write(_ event: GameEvent) {
        if case let .gameStarted(_, xName, oName, _) = event { names = (xName, oName) }
        output.json(event.json(names: names))
    }
}
