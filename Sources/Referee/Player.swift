public import GameCore

/// Anything that can answer "your move, in this position".
///
/// The coordinator asks the side to move's player for a move and checks the answer on the
/// board; it never knows which kind of player it is talking to. Each game gets its own
/// player instances, made from a ``PlayerSpec`` by a ``PlayerRegistry``.
public protocol Player: Sendable {
    /// The name used in announcements and on the scoreboard, such as `heuristic`.
    var name: String { get }

    /// The move to play in `state`, within `budget`.
    ///
    /// A player that throws forfeits the game with the error as its reason. A player that
    /// overruns a per-move limit is cancelled and loses on time, so long searches should
    /// check `Task.isCancelled` or the budget's deadline.
    func move(in state: GameState, budget: MoveBudget) async throws -> Move

    /// The move to play in `state` when the player can answer at once, without waiting for
    /// anything (input, a process, a clock); nil to be asked with ``move(in:budget:)``.
    ///
    /// The coordinator tries this first, on the task that plays the game, and calls
    /// ``move(in:budget:)`` only when it returns nil. A player that implements it answers
    /// the same here as there (a random or rule-of-thumb player); the default returns nil.
    /// An answer is checked like any other, and under a time limit one that took longer
    /// than the limit loses on time. Throwing forfeits the game, as from `move(in:budget:)`.
    func immediateMove(in state: GameState) throws -> Move?

    /// Whether the player gives up waiting for its answer by itself when the referee stops
    /// waiting (``MoveBudget/stopWaiting``), so that the referee need not race its move
    /// against a timer; false unless the player says otherwise.
    ///
    /// Under a time limit or a clock, the referee sets ``MoveBudget/stopWaiting`` for such a
    /// player and awaits its move directly; the player must then throw `CancellationError`
    /// once that instant passes without an answer, as it would if its task were cancelled
    /// (an external bot's player, whose every read has a deadline). The referee judges the
    /// answer by the clock, with the same verdicts as for a raced player. A player that
    /// reads no deadline (a search, a person) keeps the default, and is raced.
    var keepsItsOwnDeadline: Bool { get }

    /// Whether the coordinator tells the player when games start and end
    /// (``gameStarted(_:)``, ``gameEnded(_:)``); true unless the player says otherwise.
    ///
    /// A player that keeps nothing from game to game and implements neither hook (a random
    /// player) may return false, which saves two asynchronous calls a game.
    var wantsGameHooks: Bool { get }

    /// Told once when a game starts, before any move is asked for.
    func gameStarted(_ state: GameState) async

    /// Told once when a game ends, with its result.
    func gameEnded(_ result: GameResult) async

    /// Releases what the player holds (an external process, say). Called once, last.
    func shutDown() async

    /// The score the player reported with its last move, from its own point of view, or
    /// nil (the default) when it reports none: what score adjudication reads
    /// (``AdjudicationRules/draw``, ``AdjudicationRules/resign``).
    var lastMoveScore: MoveScore? { get }

    /// The depth the player reported with its last move (a search's depth, as an engine's
    /// `info depth` says it), or nil (the default) when it reports none.
    var lastMoveDepth: Int? { get }

    /// Whether the last move's score (``lastMoveScore``) is a proof, not an evaluation: a
    /// mate or a draw (score 0) found by search to the end of every line, as a solver's.
    /// False by default.
    var lastMoveScoreIsProven: Bool { get }
}

extension Player {
    public func immediateMove(in state: GameState) throws -> Move? { nil }
    public var wantsGameHooks: Bool { true }
    public var keepsItsOwnDeadline: Bool { false }
    public func gameStarted(_ state: GameState) async {}
    public func gameEnded(_ result: GameResult) async {}
    public func shutDown() async {}
    public var lastMoveScore: MoveScore? { nil }
    public var lastMoveDepth: Int? { nil }
    public var lastMoveScoreIsProven: Bool { false }
}

/// What a player is shown when it is asked for a move.
///
/// It holds the position, the moves that led to it and the players' names; ``game`` puts
/// them together as a ``Game``.
// NB: stored as board and moves, not as a `Game`, so that the coordinator can grow one move
// list in place over a whole game: no allocation per move (see `Coordinator`).
public struct GameState: Sendable, Hashable {
    /// The current position.
    // NB: set within Referee so that the coordinator can grow one state over a game.
    public internal(set) var board: Board
    /// The moves played from the empty board, X first.
    public internal(set) var moves: [Move]
    /// The names of the players, by side.
    public var xName: String
    public var oName: String
    /// The seed of this game: players that make random choices derive them from it.
    public var seed: UInt64
    /// The game clock of the player told, when it plays on one (set by ``ClockedPlayer``
    /// for ``Player/gameStarted(_:)``, with the whole base left), so that it can prepare
    /// for the game's time before the first move.
    public var clock: MoveBudget.Clock?

    public init(game: Game, seed: UInt64) {
        board = game.board
        moves = game.moves
        xName = game.xName
        oName = game.oName
        self.seed = seed
    }

    /// A state from parts the caller has checked: `board` is the position after `moves`.
    init(board: Board, moves: [Move], xName: String, oName: String, seed: UInt64) {
        self.board = board
        self.moves = moves
        self.xName = xName
        self.oName = oName
        self.seed = seed
    }

    /// The game so far: rules, players' names, the moves.
    ///
    /// - Complexity: O(moves): the game is rebuilt from the moves. Players that only need
    ///   the position or the move list should read ``board`` or ``moves``.
    public var game: Game {
        get {
            // NB: the moves were checked when they were played.
            try! Game(rules: board.rules, moves: moves, xName: xName, oName: oName)
        }
        set { self = GameState(game: newValue, seed: seed) }
    }

    /// The rules of the game.
    public var rules: Rules { board.rules }
    /// The side to move.
    public var sideToMove: Mark { board.sideToMove }
    /// The name of the player of `mark`.
    public func name(of mark: Mark) -> String { mark == .x ? xName : oName }
}

/// How long a player may think about one move.
public struct MoveBudget: Sendable, Hashable {
    /// The time for this move, or nil for no limit.
    public var perMove: Duration?
    /// When the time for this move runs out, by the continuous clock.
    public var deadline: ContinuousClock.Instant?
    /// The player's game clock, in a game with one: what it started with, what it gains
    /// after each move, and what is left now. ``perMove`` is then at most what is left, and
    /// a player that manages its time shares out `left` over the moves to come.
    public var clock: Clock?
    /// How far past ``deadline`` the referee still accepts an answer (its time margin). The
    /// player should aim for the deadline; one that waits on another (a bot's process)
    /// waits at least this long past it before giving up.
    public var grace: Duration = .zero
    /// When the referee stops waiting for the answer (``deadline`` plus ``grace``), set only
    /// for a player that keeps its own deadline (``Player/keepsItsOwnDeadline``): it must
    /// give up then and throw `CancellationError`, as if its task had been cancelled.
    public var stopWaiting: ContinuousClock.Instant?

    /// A reading of a player's game clock.
    public struct Clock: Sendable, Hashable {
        /// The time it started the game with.
        public var base: Duration
        /// The time added after each of its moves.
        public var increment: Duration
        /// The time it has left for the rest of the game (with moves per period, of the
        /// period), this move included.
        public var left: Duration
        /// With moves per period, the moves left in the period, this one included, after
        /// which ``base`` is added again (UCI's `movestogo`); nil for sudden death.
        public var movesToGo: Int?

        public init(base: Duration, increment: Duration, left: Duration, movesToGo: Int? = nil) {
            self.base = base
            self.increment = increment
            self.left = left
            self.movesToGo = movesToGo
        }
    }

    public init(perMove: Duration? = nil, startingAt start: ContinuousClock.Instant = .now) {
        self.perMove = perMove
        self.deadline = perMove.map { start + $0 }
    }

    /// No limit.
    public static let unlimited = MoveBudget()
}
