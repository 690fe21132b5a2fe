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
/// For the least overhead per game (a benchmark's tight loop), use players that answer at
/// once (``Player/immediateMove(in:)``), and read the returned game's `result` and `moves`,
/// not its `game`, which is rebuilt on demand. Then the work besides the players' is one
/// allocation per game (the move list, plus the winning line), no suspension between
/// moves, and per move playing it on the board in place with one line check and, for
/// observers of moves, one small event that shares the move list (``PlayedMove``).
public struct Coordinator {
    /// The rules of the games it plays (unless a game continues an opening with other rules).
    public var rules: Rules
    /// The time each move may take, or nil for no limit.
    public var timeLimit: Duration?
    /// Each side's own time limit per move, when the players keep time of their own (a
    /// spec's `time=` or `clock=`, which win over the run's): replaces ``timeLimit`` for
    /// both sides, nil for a side with none. Nil (the default): ``timeLimit`` for both.
    public var sideTimeLimits: (x: Duration?, o: Duration?)?
    /// How far past the time limit (or a clock) an answer is still accepted: slack for
    /// process bots, whose pipes and schedulers are not free. The player is told the limit
    /// itself; an answer later than limit + margin loses on time, by its time past the limit.
    public var timeMargin: Duration
    /// Who hears about each game, in order.
    public var observers: [GameObserver]
    /// How a game may be ended before its moves end it (each game gets a fresh copy), or nil.
    public var adjudicator: Adjudicator?
    /// Whether each game keeps its ``MoveStory``: each move's time, and the score and depth
    /// its player reported. Off by default: a move's clock reading costs a benchmark's tight
    /// loop of instant players some of its speed.
    public var keepsStory = false
    /// Told of each move as it is played, from the lane that plays it, when the game keeps
    /// its story (``keepsStory``): for tools that watch a run live.
    public var onMoveTold: (@Sendable (MoveStory.Told) -> Void)?

    /// A referee for games under `rules`, with `timeLimit` per move (accepting answers up
    /// to `timeMargin` late), telling `observers`.
    public init(rules: Rules = .ticTacToe, timeLimit: Duration? = nil, timeMargin: Duration = .zero, observers: [GameObserver] = []) {
        self.rules = rules
        self.timeLimit = timeLimit
        self.timeMargin = timeMargin
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
    ///   - names: the names shown for X and O instead of the players' own (short, distinct).
    ///   - abort: asked before every move; when it returns a reason, the game ends at once
    ///     as ``EndReason/aborted(_:)`` with no winner. Cancelling the task that plays
    ///     does the same, at the start or when the player to move stops for it (a player
    ///     waiting for input or thinking under a time limit); a player that answers at once
    ///     is not interrupted, and its game runs to its end.
    /// - Returns: the result with the whole game, which is also sent to the observers.
    public func play(
        x: any Player, o: any Player, seed: UInt64 = 0, opening: Game? = nil,
        names: (x: String, o: String)? = nil, abort: (@Sendable () -> String?)? = nil
    ) async -> PlayedGame {
        let rules = opening?.rules ?? rules
        let (xName, oName) = (names?.x ?? x.name, names?.o ?? o.name)
        // NB: one state for the whole game, grown in place: the players are shown it
        // without a copy, and its move list is the game's one allocation (appending below
        // never reallocates).
        var state = GameState(
            board: opening?.board ?? Board(rules: rules), moves: [], xName: xName, oName: oName, seed: seed)
        state.moves.reserveCapacity(rules.cellCount)
        if let opening { state.moves.append(contentsOf: opening.moves) }
        let observed = !observers.isEmpty
        // NB: moves are only turned into events when someone wants them.
        let movesObserved = observers.contains { $0.includesMoves }
        if observed {
            emit(.gameStarted(rules: rules, xName: xName, oName: oName, seed: seed))
        }
        if movesObserved {
            // NB: an opening's moves are announced like played ones, so a viewer sees the position.
            for count in state.moves.indices {
                emitMove(.moved(PlayedMove(rules: rules, moves: Array(state.moves[...count]))))
            }
        }
        // NB: asked once a game: an asynchronous call costs more than a fast player's move.
        let xHooks = x.wantsGameHooks
        let oHooks = o.wantsGameHooks
        if xHooks { await x.gameStarted(state) }
        if oHooks { await o.gameStarted(state) }

        // NB: cancellation is checked here and when a player throws, not before every move:
        // asking the task costs more than a fast player's whole move. The moves that answer
        // at once are played before any asynchronous call, which a fast game never makes.
        let result: GameResult
        var story: MoveStory?
        // NB: two specialisations: a game without a story pays nothing for stories.
        // NB: the moves that answer at once are played by a synchronous call; the
        // asynchronous one, which costs a frame from the task's allocator (some 5% of a fast
        // game), is made only when a player must be awaited.
        var mark = state.board.sideToMove
        var judge = adjudicator
        if keepsStory {
            var teller = StoryKeeping(opening: state.moves.count, telling: onMoveTold, names: (xName, oName))
            if let end = playAtOnce(
                state: &state, mark: &mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge, teller: &teller)
            {
                result = end
            } else {
                result = await playMoves(
                    state: &state, mark: mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge, teller: &teller)
            }
            story = teller.story
        } else {
            var teller = NoStory()
            if let end = playAtOnce(
                state: &state, mark: &mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge, teller: &teller)
            {
                result = end
            } else {
                result = await playMoves(
                    state: &state, mark: mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge, teller: &teller)
            }
        }

        if xHooks { await x.gameEnded(result) }
        if oHooks { await o.gameEnded(result) }
        var finished = PlayedGame(
            result: result, rules: rules, moves: state.moves, xName: xName, oName: oName, seed: seed, timeLimit: timeLimit)
        finished.story = story
        let ended = GameEvent.gameEnded(finished)
        if observed { emit(ended) }
        // NB: the game is taken back out of the event, not copied into it.
        guard case let .gameEnded(played) = consume ended else { preconditionFailure() }
        return played
    }

    /// Plays the game from `state` while its players answer at once, telling `teller` of each
    /// move played; returns the result when the game ends, nil when a player must be awaited
    /// (``playMoves(state:mark:x:o:abort:movesObserved:judge:teller:)`` goes on from there).
    private func playAtOnce<Teller: MoveTeller>(
        state: inout GameState, mark: inout Mark, x: any Player, o: any Player, abort: (@Sendable () -> String?)?,
        movesObserved: Bool, judge: inout Adjudicator?, teller: inout Teller
    ) -> GameResult? {
        if Task.isCancelled { return Self.cancelled }
        // NB: checked once: from here on the referee knows from each move whether it ended the game.
        if state.board.isOver { return Self.result(of: state.board) }
        return playImmediateMoves(
            state: &state, mark: &mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge, teller: &teller)
    }

    /// Asks for and plays moves until the game ends, starting with a player that must be
    /// awaited; returns the result.
    ///
    /// A move costs no allocation (the state is updated in place), and no suspension while
    /// the players answer at once (``Player/immediateMove(in:)``): only a player that must
    /// be awaited is.
    private func playMoves<Teller: MoveTeller>(
        state: inout GameState, mark: Mark, x: any Player, o: any Player, abort: (@Sendable () -> String?)?,
        movesObserved: Bool, judge: inout Adjudicator?, teller: inout Teller
    ) async -> GameResult {
        // NB: the side to move alternates; kept here rather than read from the board.
        var mark = mark
        while true {
            let answer = await askedAnswer(of: mark == .x ? x : o, in: state, budget: .unlimited, limit: timeLimit(of: mark))
            // NB: a failure may be a wait cut short for the abort (the task cancelled on
            // Ctrl-C): the game is then aborted, not forfeited.
            if case .move = answer {} else if let abort, let reason = abort() {
                return GameResult(winner: nil, reason: .aborted(reason))
            }
            let before = state.moves.count
            let end = referee(answer, of: mark, in: &state, movesObserved: movesObserved)
            if Teller.keeps, state.moves.count > before { teller.played(by: mark == .x ? x : o, timed: true, moves: state.moves) }
            if let end { return end }
            if judge != nil, let end = adjudicate(&judge, state, mover: mark, player: mark == .x ? x : o) { return end }
            mark = mark.opponent
            if let end = playImmediateMoves(
                state: &state, mark: &mark, x: x, o: o, abort: abort, movesObserved: movesObserved, judge: &judge,
                teller: &teller)
            {
                return end
            }
        }
    }

    /// Plays moves while the side to move, `mark`, answers at once: the hot loop of every
    /// game.
    /// - Precondition: the game is not over.
    /// - Returns: the result when the game ends; nil when the player to move has no
    ///   immediate answer and must be asked with ``Player/move(in:budget:)``.
    private func playImmediateMoves<Teller: MoveTeller>(
        state: inout GameState, mark: inout Mark, x: any Player, o: any Player,
        abort: (@Sendable () -> String?)?, movesObserved: Bool, judge: inout Adjudicator?, teller: inout Teller
    ) -> GameResult? {
        while true {
            if let abort, let reason = abort() { return GameResult(winner: nil, reason: .aborted(reason)) }
            // NB: the players are passed on, not copied into a local: copying an existential
            // retains what it holds.
            guard let answer = mark == .x
                    ? immediateAnswer(of: x, in: state, limit: timeLimit(of: .x))
                    : immediateAnswer(of: o, in: state, limit: timeLimit(of: .o))
            else { return nil }
            if !Teller.keeps {
                if let end = referee(answer, of: mark, in: &state, movesObserved: movesObserved) { return end }
            } else {
                // NB: a move answered at once is timed only where a time limit had it timed.
                let before = state.moves.count
                let end = referee(answer, of: mark, in: &state, movesObserved: movesObserved)
                // NB: each player passed as it is: a choice between the two copies the existential.
                if state.moves.count > before {
                    if mark == .x {
                        teller.played(by: x, timed: timeLimit(of: .x) != nil, moves: state.moves)
                    } else {
                        teller.played(by: o, timed: timeLimit(of: .o) != nil, moves: state.moves)
                    }
                }
                if let end { return end }
            }
            if judge != nil, let end = adjudicate(&judge, state, mover: mark, player: mark == .x ? x : o) { return end }
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
        // NB: the caller's moves are moved into the state and back, not copied.
        var state = GameState(board: board, moves: [], xName: names.0, oName: names.1, seed: seed)
        swap(&state.moves, &moves)
        let answer: Answer
        if let immediate = immediateAnswer(of: player, in: state, limit: timeLimit(of: mark)) {
            answer = immediate
        } else {
            answer = await askedAnswer(of: player, in: state, budget: unlimited, limit: timeLimit(of: mark))
        }
        let played = state.moves.count
        // NB: read once the move is in: a player keeps the score of the move it gave last.
        let score: MoveScore? = if case .move = answer, movesObserved { player.lastMoveScore } else { nil }
        let end = referee(answer, of: mark, in: &state, movesObserved: movesObserved, checkingOver: true, score: score)
        swap(&state.moves, &moves)
        board = state.board
        // NB: a move played is no forfeit, even one that ends the game.
        return moves.count > played ? nil : end
    }

    /// The time limit per move of `mark`'s player: its own (``sideTimeLimits``), else ``timeLimit``.
    func timeLimit(of mark: Mark) -> Duration? {
        guard let sideTimeLimits else { return timeLimit }
        return mark == .x ? sideTimeLimits.x : sideTimeLimits.o
    }

    /// The player's answer at once (``Player/immediateMove(in:)``), or nil when it has none.
    /// Under a time limit, `limit`, an answer that took longer than the limit is an overrun.
    func immediateAnswer(of player: any Player, in state: GameState, limit timeLimit: Duration?) -> Answer? {
        guard let timeLimit else {
            do {
                guard let move = try player.immediateMove(in: state) else { return nil }
                return .move(move)
            } catch {
                return .failed(error)
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let answer: Answer
        do {
            guard let move = try player.immediateMove(in: state) else { return nil }
            answer = .move(move)
        } catch {
            answer = .failed(error)
        }
        // NB: as with an asked move, a late answer, even an error, is an overrun.
        let elapsed = clock.now - start
        guard elapsed > timeLimit + timeMargin else { return answer }
        return .overran(TimeOverrun(limit: timeLimit, answeredLate: elapsed - timeLimit, margin: timeMargin))
    }

    /// The player's answer to ``Player/move(in:budget:)``, raced against the time limit,
    /// `limit`, when there is one.
    func askedAnswer(of player: any Player, in state: GameState, budget unlimited: MoveBudget, limit timeLimit: Duration?) async -> Answer {
        if let timeLimit { return await Self.ask(player, in: state, within: timeLimit, margin: timeMargin) }
        do {
            return .move(try await player.move(in: state, budget: unlimited))
        } catch {
            return .failed(error)
        }
    }

    /// Referees `mark`'s answer: a legal move is played on the state and announced;
    /// anything else ends the game.
    /// - Parameter checkingOver: whether the game may be over already (else the caller
    ///   knows it is not); an answer in a game over is illegal.
    /// - Parameter score: what the player reported with the move, for the observers.
    /// - Returns: nil when the move was played and the game goes on; else the result: the
    ///   line or full board the move made, or the forfeit.
    func referee(
        _ answer: Answer, of mark: Mark, in state: inout GameState, movesObserved: Bool, checkingOver: Bool = false,
        score: MoveScore? = nil
    ) -> GameResult? {
        let move: Move
        switch answer {
        case let .move(answer): move = answer
        case let .failed(error): return Self.forfeit(of: mark, for: error)
        case let .overran(overrun): return GameResult(winner: mark.opponent, reason: .timeout(overrun))
        }
        let won: Bool
        do throws(MoveError) {
            if checkingOver, state.board.isOver { throw MoveError.gameOver(state.board.outcome) }
            won = try state.board.play(move)
        } catch {
            let text = move.cellName
            if movesObserved { emitMove(.illegalMove(mark, text: text, message: error.message)) }
            return GameResult(winner: mark.opponent, reason: .illegalMove(text, error))
        }
        state.moves.append(move)
        if movesObserved { emitMove(.moved(PlayedMove(rules: state.board.rules, moves: state.moves, score: score))) }
        if won { return GameResult(winner: mark, reason: .line(state.board.winningLine(of: mark))) }
        // NB: the moves, not the board, are counted: a call on the board would copy it.
        if state.moves.count == state.board.rules.cellCount { return GameResult(winner: nil, reason: .boardFull) }
        return nil
    }

    /// Asks the game's adjudicator whether the game ends after `mover`'s move (played, the
    /// game not over); the player's score is read only for a rule that needs it.
    @inline(never)
    private func adjudicate(_ judge: inout Adjudicator?, _ state: GameState, mover: Mark, player: any Player) -> GameResult? {
        let score = judge!.rules.readsScores ? player.lastMoveScore : nil
        return judge!.judge(state.board, moveCount: state.moves.count, mover: mover, score: score)
    }

    /// Tells every observer, in order: for games played a turn at a time, whose start and
    /// end the caller announces.
    public func emit(_ event: GameEvent) {
        for observer in observers { observer.receive(event) }
    }

    /// Tells the observers of moves, in order.
    @inline(never)
    func emitMove(_ event: GameEvent) {
        for index in observers.indices where observers[index].includesMoves { observers[index].receive(event) }
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
