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
/// observers: then the only work besides the players' is playing each move on the board.
/// Events are not even built.
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
    public mutating func observe(_ observer: @escaping GameObserver) {
        observers.append(observer)
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
    ///     does the same.
    /// - Returns: the result with the whole game, which is also sent to the observers.
    public func play(
        x: any Player, o: any Player, seed: UInt64 = 0, opening: Game? = nil,
        abort: (@Sendable () -> String?)? = nil
    ) async -> PlayedGame {
        var game = opening ?? Game(rules: rules)
        game.xName = x.name
        game.oName = o.name
        let observed = !observers.isEmpty
        if observed {
            emit(.gameStarted(rules: game.rules, xName: game.xName, oName: game.oName, seed: seed))
            // NB: an opening's moves are announced like played ones, so a viewer sees the position.
            var board = Board(rules: game.rules)
            for move in game.moves {
                let mark = board.sideToMove
                board = try! board.playing(move)
                emit(.moved(mark, move, notation: game.rules.notation(for: move), board: board))
            }
        }
        let start = GameState(game: game, seed: seed)
        await x.gameStarted(start)
        await o.gameStarted(start)

        let result = await playMoves(of: &game, x: x, o: o, seed: seed, abort: abort, observed: observed)

        await x.gameEnded(result)
        await o.gameEnded(result)
        let played = PlayedGame(result: result, game: game, seed: seed, timeLimit: timeLimit)
        if observed { emit(.gameEnded(played)) }
        return played
    }

    /// Asks for and plays moves until the game ends; returns the result.
    private func playMoves(
        of game: inout Game, x: any Player, o: any Player, seed: UInt64,
        abort: (@Sendable () -> String?)?, observed: Bool
    ) async -> GameResult {
        // NB: made once per game: `MoveBudget()` reads the clock.
        let unlimited = MoveBudget.unlimited
        while true {
            let board = game.board
            if board.isOver { return Self.result(of: board) }
            if let abort, let reason = abort() { return GameResult(winner: nil, reason: .aborted(reason)) }
            if Task.isCancelled { return Self.cancelled }
            let mark = board.sideToMove
            let player = mark == .x ? x : o
            let state = GameState(game: game, seed: seed)
            let move: Move
            if let timeLimit {
                switch await Self.ask(player, in: state, within: timeLimit) {
                case let .move(answer): move = answer
                case let .failed(error): return Self.forfeit(of: mark, for: error)
                case let .overran(overrun): return GameResult(winner: mark.opponent, reason: .timeout(overrun))
                }
            } else {
                do {
                    move = try await player.move(in: state, budget: unlimited)
                } catch {
                    return Self.forfeit(of: mark, for: error)
                }
            }
            do {
                game = try game.playing(move)
            } catch {
                let text = move.cellName
                if observed { emit(.illegalMove(mark, text: text, message: error.message)) }
                return GameResult(winner: mark.opponent, reason: .illegalMove(text, error))
            }
            if observed {
                emit(.moved(mark, move, notation: game.rules.notation(for: move), board: game.board))
            }
        }
    }

    /// Tells every observer, in order.
    @inline(__always)
    func emit(_ event: GameEvent) {
        for observer in observers { observer(event) }
    }

    /// The result of a board whose game is over.
    static func result(of board: Board) -> GameResult {
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
