public import GameCore

/// The referee: plays one game between two players and says how it ended.
///
/// The coordinator asks the side to move for a move, checks every answer on the board,
/// and ends the game with a ``GameResult``: a line, a full board, or a forfeit (an illegal
/// answer, an error thrown by the player, or an overrun of the time for a move). A forfeit
/// gives the game to the opponent. Observers get the game's ``GameEvent``s synchronously
/// and in order.
///
/// A coordinator is a value with no state of its own; one can play any number of games,
/// one after another or at the same time on several tasks.
///
/// For the least overhead per game (a benchmark's tight loop), use no time limit and no
/// observers (or only observers with `includingMoves: false`, such as a ``ScoreKeeper``'s),
/// and read the returned game's `result` and `moves`, not its `game`, which is rebuilt on
/// demand. Then the work besides the players' is one allocation per game (the move list),
/// an asynchronous call per move, and playing each move on the board; no event is built.
public struct Coordinator {
    /// The rules of the games it plays (unless a game continues an opening with other rules).
    public var rules: Rules
    /// The time each move may take, or nil for no limit.
    public var timeLimit: Duration?
    /// Who hears about each game, in order.
    public var observers: [GameObserver]

    /// A referee for games under `rules`, with `timeLimit` per move, telling `observers`.
    public init(rules: Rules = .ticTacToe, timeLimit: Duration? = nil, observers: [GameObserver] = []) {
        self.rules = rules
        self.timeLimit = timeLimit
        self.observers = observers
    }

    /// Adds an observer after those already there.
    public mutating func observe(_ observer: GameObserver) {
        observers.append(observer)
    }

    /// Adds an observer of every event after those already there.
    public mutating func observe(_ receive: @escaping @Sendable (GameEvent) -> Void) {
        observers.append(GameObserver(receive))
    }

    /// Plays one game, `x` against `o`, and returns how it ended.
    ///
    /// - Parameters:
    ///   - x: the player of the first move.
    ///   - o: the player of the second move.
    ///   - seed: the game's seed, handed to the players in every ``GameState``.
    ///   - opening: a game to continue instead of starting from the empty board; its moves
    ///     are played before any player is asked, and its rules replace ``rules``. The
    ///     names in it are replaced by the players'.
    ///   - abort: asked before every move; when it returns a reason, the game ends at once
    ///     as ``EndReason/aborted(_:)`` with no winner. Cancelling the task that plays
    ///     does the same, at the start or when the player to move stops for it (a player
    ///     waiting for input or thinking under a time limit); a player that answers at once
    ///     is not interrupted, and its game runs to its end.
    /// - Returns: the result with the whole game, which is also sent to the observers.
    public func play(
        x: any Player, o: any Player, seed: UInt64 = 0, opening: Game? = nil,
        abort: (@Sendable () -> String?)? = nil
    ) async -> PlayedGame {
        let rules = opening?.rules ?? rules
        let xName = x.name
        let oName = o.name
        var board = opening?.board ?? Board(rules: rules)
        var moves: [Move] = []
        // NB: the one allocation of the game's moves: appending below never reallocates.
        moves.reserveCapacity(rules.cellCount)
        if let opening { moves.append(contentsOf: opening.moves) }
        let observed = !observers.isEmpty
        // NB: moves are only turned into events when someone wants them.
        let movesObserved = observers.contains { $0.includesMoves }
        if observed {
            emit(.gameStarted(rules: rules, xName: xName, oName: oName, seed: seed))
        }
        if movesObserved {
            // NB: an opening's moves are announced like played ones, so a viewer sees the position.
            var position = Board(rules: rules)
            for move in moves {
                let mark = position.sideToMove
                position = try! position.playing(move)
                emitMove(.moved(mark, move, notation: rules.notation(for: move), board: position))
            }
        }
        let start = GameState(board: board, moves: moves, xName: xName, oName: oName, seed: seed)
        await x.gameStarted(start)
        await o.gameStarted(start)

        // NB: cancellation is checked here and when a player throws, not before every move:
        // asking the task costs more than a fast player's whole move.
        let result = Task.isCancelled ? Self.cancelled : await playMoves(
            board: &board, moves: &moves, x: x, o: o, names: (xName, oName), seed: seed, abort: abort,
            movesObserved: movesObserved)

        await x.gameEnded(result)
        await o.gameEnded(result)
        let played = PlayedGame(
            result: result, rules: rules, moves: moves, xName: xName, oName: oName, seed: seed, timeLimit: timeLimit)
        if observed { emit(.gameEnded(played)) }
        return played
    }

    /// Asks for and plays moves until the game ends; returns the result.
    ///
    /// The hot loop of every game: per move it builds the player's state (no allocation:
    /// it shares `moves`, which is unique again once the player returns) and plays the
    /// answer on the board.
    private func playMoves(
        board: inout Board, moves: inout [Move], x: any Player, o: any Player, names: (String, String),
        seed: UInt64, abort: (@Sendable () -> String?)?, movesObserved: Bool
    ) async -> GameResult {
        // NB: made once per game: `MoveBudget()` reads the clock.
        let unlimited = MoveBudget.unlimited
        let cellCount = board.rules.cellCount
        // NB: the side to move alternates; kept here rather than counted from the stones.
        var mark = board.sideToMove
        while true {
            // NB: `isOver`, with the move count known.
            if moves.count == cellCount || board.winner != nil { return Self.result(of: board) }
            if let abort, let reason = abort() { return GameResult(winner: nil, reason: .aborted(reason)) }
            let player = mark == .x ? x : o
            if let forfeit = await playTurn(
                of: player, as: mark, board: &board, moves: &moves, names: names, seed: seed,
                budget: unlimited, movesObserved: movesObserved)
            {
                return forfeit
            }
            mark = mark.opponent
        }
    }

    /// Asks `player`, whose side is `mark`, for one move and referees it: a legal answer is
    /// played on `board`, appended to `moves` and announced; anything else ends the game.
    ///
    /// ``play(x:o:seed:opening:abort:)`` runs its games with this; a REPL that stops when a
    /// person is to move calls it one turn at a time.
    /// - Returns: nil when the move was played, else the result of the forfeit.
    public func playTurn(
        of player: any Player, as mark: Mark, board: inout Board, moves: inout [Move],
        names: (String, String), seed: UInt64, budget unlimited: MoveBudget = .unlimited,
        movesObserved: Bool = true
    ) async -> GameResult? {
        let move: Move
        if let timeLimit {
            let state = GameState(board: board, moves: moves, xName: names.0, oName: names.1, seed: seed)
            switch await Self.ask(player, in: state, within: timeLimit) {
            case let .move(answer): move = answer
            case let .failed(error): return Self.forfeit(of: mark, for: error)
            case let .overran(overrun): return GameResult(winner: mark.opponent, reason: .timeout(overrun))
            }
        } else {
            do {
                move = try await player.move(
                    in: GameState(board: board, moves: moves, xName: names.0, oName: names.1, seed: seed),
                    budget: unlimited)
            } catch {
                return Self.forfeit(of: mark, for: error)
            }
        }
        do {
            board = try board.playing(move)
        } catch {
            let text = move.cellName
            if movesObserved { emitMove(.illegalMove(mark, text: text, message: error.message)) }
            return GameResult(winner: mark.opponent, reason: .illegalMove(text, error))
        }
        moves.append(move)
        if movesObserved {
            emitMove(.moved(mark, move, notation: board.rules.notation(for: move), board: board))
        }
        return nil
    }

    /// Tells every observer, in order: for games played a turn at a time, whose start and
    /// end the caller announces.
    public func emit(_ event: GameEvent) {
        for observer in observers { observer.receive(event) }
    }

    /// Tells the observers of moves, in order.
    func emitMove(_ event: GameEvent) {
        for observer in observers where observer.includesMoves { observer.receive(event) }
    }

    /// The result of a board whose game is over.
    public static func result(of board: Board) -> GameResult {
        if let winner = board.winner {
            return GameResult(winner: winner, reason: .line(board.winningLine(of: winner)))
        }
        return GameResult(winner: nil, reason: .boardFull)
    }

    /// The result when `mark`'s player throws `error`: a forfeit, or an abort when the
    /// error is the cancellation of the game itself.
    static func forfeit(of mark: Mark, for error: any Error) -> GameResult {
        if Task.isCancelled { return cancelled }
        let message = (error as? any CustomStringConvertible)?.description ?? "\(error)"
        return GameResult(winner: mark.opponent, reason: .playerError(message))
    }

    /// The result of a game whose task was cancelled.
    static let cancelled = GameResult(winner: nil, reason: .aborted("The game was cancelled."))
}

extension Coordinator: Sendable {}
