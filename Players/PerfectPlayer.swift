public import GameCore
public import Referee
public import Search
import Synchronization

/// Plays the game-theoretic best move: the fastest win, else a draw, else the slowest loss.
///
/// Where the board is too big to solve within the time for a move (connect four from the
/// start, 5x5 and up, gomoku), it plays the best move found by iterative deepening and
/// says so in its ``Analysis``: a proven value is never claimed unless proven. See
/// ``PerfectSearch`` for the search itself. Options: `time=500ms` (the most it thinks
/// about a move; default 1s, or until its node or depth limit when it has one, and never
/// past the game's own limit), `tt=64mb` (the size of its transposition table), `vct=on|off`
/// (on big boards, whether the threat search plays threes as well as fours; default
/// ``defaultThrees``), `nodes=20000` (the most positions it looks at for a move: a budget the
/// same on every machine, so that its games can be played again move for move), `depth=N`
/// (the deepest pass of its search), `weights=FILE` (on
/// gomoku-like boards, the evaluation's weights from a weights file, as `ttt tune` writes
/// it: ``EvaluationWeights``; the defaults when not given).
///
/// Its score (``lastMoveScore``) is the value it found for the position it moved in: a
/// proven win as a mate in its own moves (`mate 1`: it wins with this move), a proven loss
/// as a negative mate in its opponent's moves, a proven draw as 0, and an unproven value as
/// the search's evaluation (in its own units, positive good for the player).
public struct PerfectPlayer: Player {
    /// The table size when none is given: 32 MiB.
    public static let defaultTableBytes = PerfectSearch.defaultTableBytes
    /// The thinking time per move when none is given.
    public static let defaultTimeLimit = Duration.seconds(1)
    /// The thinking time per move when none is given but a node or depth limit is: that
    /// limit decides (as UCI's `go nodes` and `go depth` do), so the same games are played
    /// on any machine; an hour is only a bound on a mistake.
    public static let limitedSearchTimeLimit = Duration.seconds(3600)
    /// Whether the threat search plays threes (VCT) when not told: on. At 100ms a move on
    /// gomoku, search with threes against search without scored 50 of 100, and against the
    /// heuristic player 99 of 100 where search without scored 95.
    public static let defaultThrees = true

    /// The moves a game clock's time is shared over when the clock has no periods.
    static let movesToShareOver = 20

    public let name: String
    /// The most it thinks about one move.
    public let timeLimit: Duration
    /// The size of its transposition table, in bytes.
    public let tableBytes: Int
    /// Whether the threat search on big boards plays threes as well as fours (VCT).
    public let searchesThrees: Bool
    /// The most positions looked at for one move (nil: as many as time allows).
    public let nodeLimit: Int?
    /// The deepest pass of its iterative deepening, in plies (nil: as deep as time allows);
    /// with it, boards are searched, not solved by the exact solver.
    public let depthLimit: Int?
    /// Whether big gomoku-like boards are searched over line patterns (see
    /// ``PerfectSearch/usesPatterns``; on by default); off for `search-v1`, the earlier
    /// search, and set by the option `patterns=on|off`.
    public let usesPatterns: Bool
    /// The evaluation's weights on boards searched over line patterns.
    public let weights: EvaluationWeights
    /// Which edition of the search over line patterns plays: today's, or `search-v2`'s.
    public let edition: SearchEdition
    private let cache: SearchCache

    /// A perfect player thinking at most `timeLimit` per move, with a table of `tableBytes`,
    /// whose threat search on big boards plays threes when `threes` is set, and which looks
    /// at no more than `nodeLimit` positions a move on big boards when it is set.
    public init(
        timeLimit: Duration = defaultTimeLimit, tableBytes: Int = defaultTableBytes, threes: Bool = defaultThrees,
        nodeLimit: Int? = nil, depthLimit: Int? = nil, usesPatterns: Bool = true, edition: SearchEdition = .current, weights: EvaluationWeights? = nil,
        name: String = "perfect"
    ) {
        self.name = name
        self.edition = edition
        self.weights = weights ?? edition.weights
        self.usesPatterns = usesPatterns
        self.timeLimit = timeLimit
        self.tableBytes = tableBytes
        searchesThrees = threes
        self.nodeLimit = nodeLimit
        self.depthLimit = depthLimit
        cache = SearchCache()
    }

    /// A perfect player from a spec such as `perfect:time=500ms,tt=64mb,vct=on,nodes=20000`.
    /// - Throws: ``PlayerError`` for an unknown or unreadable option, or a weights file
    ///   that cannot be read.
    ///
    /// With `usesPatterns` false, big boards are searched as before line patterns came
    /// (`search-v1`); with `edition` `.v2`, as before the search was tuned (`search-v2`).
    public init(spec: PlayerSpec, usesPatterns: Bool? = nil, edition: SearchEdition = .current) throws(PlayerError) {
        // NB: a player that says which search it is (search-v1, search-v2) takes no 'patterns'.
        let known = ["time", "tt", "vct", "nodes", "depth"] + (usesPatterns == nil ? ["patterns"] : []) + (usesPatterns == false ? [] : ["weights"])
        try spec.checkOptions(known)
        let limits = try spec.limits()
        let patterns = try spec.switchOption("patterns")
        var weights: EvaluationWeights?
        if let path = spec.option("weights") {
            guard !path.isEmpty else { throw PlayerError("Option 'weights' needs a weights file, as in 'weights=tuned.json'.") }
            weights = try EvaluationWeights.load(path: path)
        }
        self.init(
            timeLimit: try spec.durationOption("time")
                ?? (limits.nodes != nil || limits.depth != nil ? Self.limitedSearchTimeLimit : Self.defaultTimeLimit),
            tableBytes: try spec.sizeOption("tt") ?? Self.defaultTableBytes,
            threes: try spec.switchOption("vct") ?? Self.defaultThrees,
            nodeLimit: limits.nodes,
            depthLimit: limits.depth,
            usesPatterns: usesPatterns ?? patterns ?? true,
            edition: edition,
            weights: weights,
            name: spec.playerName
        )
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        guard !state.board.isOver else { throw PlayerError("The game is over: there is no move to play.") }
        let analysis = search(state.board, deadline: deadline(for: budget), allMoves: false)
        try Task.checkCancellation()
        guard let best = analysis.bestMove else { throw PlayerError("No move found in a game not over.") }
        cache.lastScore.set(MoveScore(analysis.value), depth: analysis.depth, proven: analysis.value.isProven)
        return best
    }

    /// The analysis of `board` with every legal move's value, thinking within `budget`
    /// and this player's time limit; reuses what this player's earlier searches found.
    public func analyze(_ board: Board, budget: MoveBudget = .unlimited) -> Analysis {
        search(board, deadline: deadline(for: budget), allMoves: true)
    }

    /// The analysis of `board` with every legal move's value, thinking at most the
    /// budget's time (one second when it has none; small boards are solved regardless
    /// of time only if they can be in it).
    public static func analyze(board: Board, budget: MoveBudget = .unlimited) -> Analysis {
        PerfectPlayer().analyze(board, budget: budget)
    }

    /// The value of the position of its last move, as a score (see the type's description).
    public var lastMoveScore: MoveScore? { cache.lastScore.value }

    /// The depth its search reached for its last move.
    public var lastMoveDepth: Int? { cache.lastScore.depth }

    /// Whether the last move's score is proven: a win, a loss or a draw by search to the end.
    public var lastMoveScoreIsProven: Bool { cache.lastScore.isProven }

    /// The time to stop: the time limit from now, or a little before the budget's
    /// deadline if that comes first; under a game clock, no later than its share of what is
    /// left (the moves to go in the period, or 20 moves, plus most of the increment).
    func deadline(for budget: MoveBudget) -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        var deadline = now + timeLimit
        if let clock = budget.clock {
            deadline = min(deadline, now + clock.left / (clock.movesToGo ?? Self.movesToShareOver) + clock.increment * 3 / 4)
        }
        if let limit = budget.deadline, let perMove = budget.perMove {
            // NB: leave a tenth of the move's time (at least 10ms, at most 50ms, never more
            // than half) to hand the move back: a per-move limit is refereed.
            deadline = min(deadline, limit - min(max(perMove / 10, .milliseconds(10)), perMove / 2, .milliseconds(50)))
        }
        return deadline
    }

    /// Makes the search for the game's rules (its table allocated) before the game's first
    /// move is asked for, and builds the tables a search builds once a process (by a search
    /// of its own, with a small table, that stops at once), so that this is done off the
    /// clock of that move, as an engine prepares inside its handshake. The player's own
    /// table is left empty: its moves are the same as without the preparation.
    public func gameStarted(_ state: GameState) async {
        let fresh = cache.searches.withLock { search in
            defer { prepare(&search, for: state.rules) }
            return search?.rules != state.rules
        }
        if fresh, !state.board.isOver {
            _ = PerfectSearch(rules: state.rules, tableBytes: Self.warmUpTableBytes).analyze(state.board, deadline: .now, allMoves: false)
        }
    }

    /// The table of the search that builds the process's tables before a game: small.
    static let warmUpTableBytes = 64 << 10

    private func search(_ board: Board, deadline: ContinuousClock.Instant, allMoves: Bool) -> Analysis {
        cache.searches.withLock { search in
            prepare(&search, for: board.rules)
            return search!.analyze(board, deadline: deadline, allMoves: allMoves)
        }
    }

    /// Makes `search` a search for `rules`, unless it is one already.
    private func prepare(_ search: inout PerfectSearch?, for rules: Rules) {
        guard search?.rules != rules else { return }
        search = PerfectSearch(rules: rules, tableBytes: tableBytes)
        search!.searchesThrees = searchesThrees
        search!.nodeLimit = nodeLimit
        search!.depthLimit = depthLimit
        search!.usesPatterns = usesPatterns
        search!.weights = weights
        search!.edition = edition
    }
}

/// The player's search, kept between moves behind a lock.
final class SearchCache: Sendable {
    let searches = Mutex<PerfectSearch?>(nil)
    /// The score of the last move played.
    let lastScore = ReportedScore()
}

extension MoveScore {
    /// A search's value as a score for the side to move: a proven win or loss as a mate in
    /// moves, a proven draw as 0, an estimate as its evaluation.
    init(_ value: Analysis.Value) {
        switch value {
        case let .win(moves): self = .mate(moves)
        // NB: lost already (0) reads as a loss to the opponent's next move.
        case let .loss(moves): self = .mate(-max(moves, 1))
        case .draw: self = .units(0)
        case let .estimate(_, score): self = .units(score)
        }
    }
}
