public import GameCore
public import Referee
public import Search
import Synchronization

/// A time-aware searcher for boards too big to solve (gomoku and any m,n,k): threats first,
/// then alpha-beta within the time for a move.
///
/// Each move: a win at once, else the block of the opponent's; else threat-space search (a
/// chain of fours that wins, VCF; then one of fours and threes, VCT, unless `vct=off`); else
/// iterative deepening with alpha-beta over the cells near the stones, best first by open
/// lines, with a transposition table kept between moves, and only the moves that stop the
/// opponent's winning chain of fours when it has one (on gomoku-like boards, also of fours
/// and threes, unless `vct=off`). On boards it can solve it plays like
/// ``PerfectPlayer``, which falls back to the same search where it cannot.
///
/// Options: `time=200ms` (the most it thinks about a move; default 1s, never past the
/// game's own limit), `tt=64mb` (the size of its table), `vct=on|off` (whether the threat
/// search plays threes as well as fours; default on), `nodes=20000` (the most positions it
/// looks at for a move, besides the time: the same moves on every machine),
/// `patterns=on|off` (on gomoku-like boards, k = 4 or 5: search over line patterns under
/// the rule, ``PatternSearch``; on by default, off plays the earlier search over open
/// windows, as `search-v1` does), `weights=FILE` (the evaluation's weights on those
/// boards, from a weights file that `ttt tune` writes; otherwise the weights fitted to the
/// search's own games, ``EvaluationWeights/default``).
public struct SearchPlayer: Player {
    public let name: String
    /// The most it thinks about one move.
    public var timeLimit: Duration { engine.timeLimit }
    private let engine: PerfectPlayer

    /// Whether its threat search plays threes as well as fours (VCT).
    public var searchesThrees: Bool { engine.searchesThrees }
    /// The most positions it looks at for one move, if limited.
    public var nodeLimit: Int? { engine.nodeLimit }

    /// A search player thinking at most `timeLimit` per move, with a table of `tableBytes`,
    /// whose threat search plays threes when `threes` is set, and which looks at no more
    /// than `nodeLimit` positions a move when it is set.
    public init(
        timeLimit: Duration = PerfectPlayer.defaultTimeLimit, tableBytes: Int = PerfectPlayer.defaultTableBytes,
        threes: Bool = PerfectPlayer.defaultThrees, nodeLimit: Int? = nil, name: String = "search"
    ) {
        self.name = name
        engine = PerfectPlayer(timeLimit: timeLimit, tableBytes: tableBytes, threes: threes, nodeLimit: nodeLimit, name: name)
    }

    /// A search player from a spec such as `search:time=200ms,tt=64mb,vct=on,nodes=20000`.
    /// - Throws: ``PlayerError`` for an unknown or unreadable option.
    ///
    /// With `usesPatterns` false, big boards are searched as before line patterns came
    /// (`search-v1`, kept to measure the new search against); with `edition` `.v2`, as
    /// before the search was tuned on games (`search-v2`).
    public init(spec: PlayerSpec, usesPatterns: Bool? = nil, edition: SearchEdition = .current) throws(PlayerError) {
        // NB: the same options as perfect's, read by its engine.
        engine = try PerfectPlayer(spec: spec, usesPatterns: usesPatterns, edition: edition)
        name = spec.playerName
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await engine.move(in: state, budget: budget)
    }

    /// Prepares its search for the game's rules off the clock (see ``PerfectPlayer/gameStarted(_:)``).
    public func gameStarted(_ state: GameState) async { await engine.gameStarted(state) }

    /// The value it found for the position of its last move, as ``PerfectPlayer`` reports
    /// it: a proven win or loss as a mate in moves, else the search's evaluation.
    public var lastMoveScore: MoveScore? { engine.lastMoveScore }

    /// The depth its search reached for its last move.
    public var lastMoveDepth: Int? { engine.lastMoveDepth }

    /// The analysis of `board`, every legal move with its value, within `budget` and the
    /// time limit.
    public func analyze(_ board: Board, budget: MoveBudget = .unlimited) -> Analysis {
        engine.analyze(board, budget: budget)
    }
}
