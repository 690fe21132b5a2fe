import GameCore

/// The gomoku search: principal variation search over a ``PatternBoard``, for m,n,k boards
/// with k from 4 to 5 and every rule (freestyle, standard, renju, caro).
///
/// - Threats first, exactly: a five wins; the opponent's five cell must be blocked (two
///   lose, and so does one that is X's forbidden point under renju); a straight four or two
///   fours win in two; so do a four with an open three, or two open threes, when the
///   opponent has no four to answer with (not under caro, nor for X under renju); when the
///   opponent can make a straight four next move (an open three), only the moves that stop
///   it and our own fours are searched.
/// - Moves in order: the table's move, two killers, then by pattern score (attack and
///   defence) and history; after the first two, quiet moves are searched shallower, by
///   the logarithms of depth and move number (late-move reductions; `search-v2`: one ply
///   from the fourth move, two from the ninth), and again at full depth if they surprise;
///   only the best ``beam`` quiet moves are searched at all. When they all lose (or are
///   likely lost), the node's other moves that make a threat or stop one are searched
///   before it is called lost (not in `search-v2`): the beam alone once missed an open
///   three that answered a chain of fours, and called a lost position won.
/// - A null window for every move but the first, searched again in full when it proves
///   better (principal variation search), and a transposition table.
/// - Within three plies of the horizon, in a null window with no threat to answer, a
///   position whose evaluation is a margin a ply above beta is cut off (reverse futility
///   pruning), and one a margin a ply below alpha is not searched unless a four with an
///   open three could turn it (razoring; neither in `search-v2`).
/// - A node three plies or more from the horizon whose position the table has no move for
///   is searched a ply shallower (internal iterative reduction; not in `search-v2`).
/// - Six plies or more from the horizon, the table's move is searched a ply deeper when
///   every other move, searched half as deep, stays below its stored score (singular
///   extension; not in `search-v2`).
/// - At the horizon, where the side to move has a four with an open three, a short search
///   for a victory by continuous fours (VCF); then the evaluation: what each side's empty
///   cells would make, summed, as the mean of the positions before and after the last
///   stone, and the side to move's winning threats, valued by the board's
///   ``EvaluationWeights``.
/// - Under renju X's forbidden points, as seen along the lines, are never X's moves; O may
///   aim at them. The root's moves are checked against the exact rule by the caller.
///
/// Deterministic: the same position and node limit give the same move.
final class PatternSearch {
    let board: PatternBoard
    let table: GridTable
    var nodes = 0
    var vcfNodes = 0
    var nodeStop = Int.max
    var aborted: Bool { stop.aborted }
    /// What the search did, for people measuring it (the root fills in its passes; the
    /// counters are read from ``counters``).
    var statistics = SearchStatistics()
    // NB: the scratch room, killers, history and the evaluation's terms below are internal,
    // not private, only because the search's extensions in other files use them
    // (`PatternSearch+Negamax`, `+Ordering`, `+Blocks`, `+Evaluation`).
    /// The counters of ``statistics`` kept in the hot loop: table probes, hits and
    /// cut-offs, nodes that searched moves, moves searched, cut-offs, first-move cut-offs.
    let counters: UnsafeMutablePointer<Int>
    /// Per ply, room for its moves (``moveStride`` each), and scratch room for their scores:
    /// NB: no list is made per node.
    let moveStack: UnsafeMutablePointer<Int>
    let scoreScratch: UnsafeMutablePointer<Int32>
    /// Scratch room for the cells ``defences(_:into:)`` has looked at.
    let triedScratch: UnsafeMutablePointer<Int>
    let moveStride: Int
    /// Chains of fours already searched without a win: the depth they were searched to.
    var vcfFailures: [UInt64: Int] = [:]
    /// Likewise for chains of fours and threes.
    var vctFailures: [UInt64: Int] = [:]
    /// Two moves per ply that caused cut-offs.
    let killers: UnsafeMutablePointer<Int>
    /// Per cell and side: how often a move there caused a cut-off, weighted by depth.
    let history: UnsafeMutablePointer<Int32>

    /// How many quiet moves a node searches at most.
    let beam: Int
    /// Measured under freestyle at equal positions against the window search: 10 scored
    /// 72.5%, 8 79.2%, 7 75.0%, 6 77.1% (120 games each); renju, standard and caro gained too.
    static let defaultBeam = 8
    /// The fours looked at, at the horizon.
    static let leafFours = 2
    /// The deepest ply forced moves are followed to.
    static let maximumPly = 60
    static let evaluationLimit: Int32 = 20_000
    static let likelyLost: Int32 = -(Score.proven - 100)
    /// The pruning near the horizon: the depths it applies at, its margins a ply (in the
    /// evaluation's units), and how far from 0 the window must lie (inside the evaluation's
    /// range, so that no proven score is pruned). Measured at 20,000 positions a move, 600
    /// games each (docs/SEARCH-EXPERIMENTS.md, "Pruning near the horizon").
    static let marginDepth = 3
    static let futilityMargin: Int32 = 100
    static let razorMargin: Int32 = 120
    static let marginBound: Int32 = 15_000
    /// The least depth at which a node with no move from the table is searched a ply
    /// shallower (internal iterative reduction).
    static let iterativeReductionDepth = 3
    /// Singular extension: the least depth at which the table's move is tested, and how far
    /// (a ply, in the evaluation's units) below its stored score every other move must stay
    /// for it to be searched a ply deeper. Measured at 100,000 positions a move.
    static let singularDepth = 6
    static let singularMargin: Int32 = 2

    /// Which edition plays (``SearchEdition``): `.v2` searches as `search-v2` does.
    let edition: SearchEdition

    init(board: PatternBoard, table: GridTable, beam: Int = PatternSearch.defaultBeam, edition: SearchEdition = .current) {
        self.board = board
        self.table = table
        self.beam = beam
        self.edition = edition
        let weights = board.weights
        tempo = weights[.tempo]
        fourThreeThreat = weights[.fourThreeThreat]
        doubleThreeThreat = weights[.doubleThreeThreat]
        threeToAnswer = weights[.threeToAnswer]
        defence = weights[.defence]
        threatValues = weights.threatValues
        threatValuesBefore = weights.threatValuesBefore
        killers = .allocate(capacity: 2 * (Self.maximumPly + 2))
        killers.initialize(repeating: -1, count: 2 * (Self.maximumPly + 2))
        history = .allocate(capacity: board.cellCount * 2)
        history.initialize(repeating: 0, count: board.cellCount * 2)
        counters = .allocate(capacity: 7)
        counters.initialize(repeating: 0, count: 7)
        // NB: a node's moves: at most every cell, and the table's move and two killers.
        moveStride = board.cellCount + 4
        moveStack = .allocate(capacity: moveStride * (Self.maximumPly + 2))
        moveStack.initialize(repeating: -1, count: moveStride * (Self.maximumPly + 2))
        scoreScratch = .allocate(capacity: moveStride)
        scoreScratch.initialize(repeating: 0, count: moveStride)
        triedScratch = .allocate(capacity: moveStride)
        triedScratch.initialize(repeating: -1, count: moveStride)
    }

    deinit {
        killers.deallocate()
        history.deallocate()
        counters.deallocate()
        moveStack.deallocate()
        scoreScratch.deallocate()
        triedScratch.deallocate()
    }

    /// ``statistics`` with the hot loop's counters.
    var currentStatistics: SearchStatistics {
        var result = statistics
        result.tableProbes = counters[0]
        result.tableHits = counters[1]
        result.tableCutoffs = counters[2]
        result.expandedNodes = counters[3]
        result.movesSearched = counters[4]
        result.cutoffs = counters[5]
        result.firstMoveCutoffs = counters[6]
        return result
    }

    /// Starts a search that stops at `deadline`, or once it has looked at `nodeLimit`
    /// more positions.
    func begin(deadline: ContinuousClock.Instant?, nodeLimit: Int? = nil) {
        stop.begin(deadline: deadline)
        nodeStop = nodeLimit.map { nodes &+ vcfNodes &+ $0 } ?? .max
    }

    /// The evaluation's terms beyond the cells' values (``EvaluationWeights``): the side to
    /// move's edge; what a threat that wins next unless answered by fours is worth (far
    /// below a proven win); what an open three of theirs to answer costs.
    let tempo: Int
    let fourThreeThreat: Int
    let doubleThreeThreat: Int
    let threeToAnswer: Int
    /// What the opponent's cell values count for, in hundredths of the side to move's.
    let defence: Int
    /// What each pair of threat sets adds (``EvaluationWeights/threatValues``).
    let threatValues: [Int]
    /// What each pair of threat sets before the last stone adds (``EvaluationWeights/threatValuesBefore``).
    let threatValuesBefore: [Int]
    // NB: declared last: it holds a `ContinuousClock.Instant`, whose size the compiler does
    // not know before run time, and every field declared after it would have its offset read
    // from memory at each use (one instruction more in the other files of the type).
    /// When the search must stop: its deadline, or a limit reached.
    var stop = SearchStop()

    /// The table's key of the position with `hash` and `side` to move.
    @inline(__always)
    static func tableKey(_ hash: UInt64, _ side: UInt8) -> UInt64 {
        hash ^ (side == 1 ? 0 : 0xA5A5_A5A5_A5A5_A5A5)
    }
}
