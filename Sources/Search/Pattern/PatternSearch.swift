#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    var stop = SearchStop()
    var nodeStop = Int.max
    var aborted: Bool { stop.aborted }
    /// What the search did, for people measuring it (the root fills in its passes; the
    /// counters are read from ``counters``).
    var statistics = SearchStatistics()
    /// The counters of ``statistics`` kept in the hot loop: table probes, hits and
    /// cut-offs, nodes that searched moves, moves searched, cut-offs, first-move cut-offs.
    private let counters: UnsafeMutablePointer<Int>
    /// Per ply, room for its moves (``moveStride`` each), and scratch room for their scores:
    /// NB: no list is made per node.
    private let moveStack: UnsafeMutablePointer<Int>
    private let scoreScratch: UnsafeMutablePointer<Int32>
    /// Scratch room for the cells ``defences(_:into:)`` has looked at.
    private let triedScratch: UnsafeMutablePointer<Int>
    private let moveStride: Int
    /// Chains of fours already searched without a win: the depth they were searched to.
    var vcfFailures: [UInt64: Int] = [:]
    /// Likewise for chains of fours and threes.
    var vctFailures: [UInt64: Int] = [:]
    /// Two moves per ply that caused cut-offs.
    private let killers: UnsafeMutablePointer<Int>
    /// Per cell and side: how often a move there caused a cut-off, weighted by depth.
    private let history: UnsafeMutablePointer<Int32>

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
    /// games each (Sources/Search/README.md).
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

    /// The static value for `side` to move, kept well inside the evaluation range.
    func evaluate(_ side: UInt8) -> Int32 {
        let them = 3 - side
        // NB: the mean of the values before and after the last stone: a lone position's value
        // swings with the side to move (measured: +266 Elo against the window search at
        // equal positions, from -98 to +168).
        let values = board.values(for: side)
        var value = (100 &* values.own &- defence &* values.opponent) / 400 &+ tempo
        // NB: the side to move plays first: a four with an open three, or two open threes,
        // win unless the opponent can answer with fours of its own.
        let theirFours = fourCells(them)
        if board.count(them, .flexFour) == 0 {
            if board.count(side, .fourThree) > 0, theirFours == 0 {
                value += fourThreeThreat
            } else if board.count(side, .doubleThree) > 0, theirFours == 0 {
                value += doubleThreeThreat
            }
        } else if board.count(side, .four) + board.count(side, .fourThree) == 0 {
            // NB: their open three must be answered, and it keeps the initiative.
            value -= threeToAnswer
        }
        value += threatValues[ThreatSet.pairIndex(side, on: board)] &+ threatValuesBefore[ThreatSet.pairIndexBefore(side, on: board)]
        return Int32(max(-Int(Self.evaluationLimit), min(Int(Self.evaluationLimit), value)))
    }

    /// A win in three moves for `side` to move, when the opponent has no five cell and
    /// `side` no straight four to make: a four with an open three, or two open threes,
    /// where the opponent cannot make a four of its own to interrupt (nor, for two threes,
    /// a straight four). Not under caro (a straight four can be stopped) nor for X under
    /// renju (its next move may be forbidden).
    @inline(__always)
    func quickWin(_ side: UInt8, ply: Int) -> Int32? {
        guard board.rule != .caro, board.rule != .renju || side == 2 else { return nil }
        let them = 3 - side
        guard fourCells(them) == 0 else { return nil }
        if board.count(side, .fourThree) > 0 || board.count(side, .doubleThree) > 0 { return Score.win &- Int32(ply &+ 5) }
        return nil
    }

    /// How many empty cells make a four (of any kind, short of five) for `side`.
    @inline(__always)
    func fourCells(_ side: UInt8) -> Int {
        board.count(side, .four) &+ board.count(side, .fourThree) &+ board.count(side, .flexFour)
    }

    /// The evaluation's terms beyond the cells' values (``EvaluationWeights``): the side to
    /// move's edge; what a threat that wins next unless answered by fours is worth (far
    /// below a proven win); what an open three of theirs to answer costs.
    private let tempo: Int
    private let fourThreeThreat: Int
    private let doubleThreeThreat: Int
    private let threeToAnswer: Int
    /// What the opponent's cell values count for, in hundredths of the side to move's.
    private let defence: Int
    /// What each pair of threat sets adds (``EvaluationWeights/threatValues``).
    private let threatValues: [Int]
    /// What each pair of threat sets before the last stone adds (``EvaluationWeights/threatValuesBefore``).
    private let threatValuesBefore: [Int]

    /// The cells where `side` stops the opponent's threats of a straight four or two fours
    /// next move, with `side`'s own fours (which force a reply first); empty when nothing
    /// stops them.
    func defences(_ side: UInt8) -> [Int] {
        let list = UnsafeMutablePointer<Int>.allocate(capacity: moveStride)
        defer { list.deallocate() }
        let count = defences(side, into: list)
        return Array(UnsafeBufferPointer(start: list, count: count))
    }

    /// As ``defences(_:)``, written to `list` (room for ``moveStride`` cells): how many.
    func defences(_ side: UInt8, into list: UnsafeMutablePointer<Int>) -> Int {
        let them = 3 - side
        // NB: a few dozen cells at most: a list is cheaper to search than a set to hash; and
        // no list is made (the search calls this at every node facing an open three).
        let tried = triedScratch
        var triedCount = 0, count = 0
        let threats = board.cells(them, with: .flexFour)
        // NB: under renju a stone of O can undo X's forbidden point and make it a straight
        // four: there the stone is placed; elsewhere a stone only takes away from their lines.
        let placing = board.rule == .renju && them == 1
        func wasTried(_ cell: Int) -> Bool {
            for at in 0..<triedCount where tried[at] == cell { return true }
            return false
        }
        for (index, threat) in threats.enumerated() {
            func consider(_ cell: Int) {
                if wasTried(cell) { return }
                tried[triedCount] = cell
                triedCount &+= 1
                let mine = board.threat(side, at: cell)
                if mine == .forbidden { return }
                if mine.makesFour {
                    list[count] = cell
                    count &+= 1
                    return
                }
                // NB: a stone that stops every threat stops the first: it is that cell or on
                // one of its lines of four, so is tried with it.
                guard index == 0 else { return }
                let stopped: Bool
                if placing {
                    board.place(cell, side)
                    stopped = board.count(them, .flexFour) == 0
                    board.remove(cell, side)
                } else {
                    // NB: read along the lines: placing and taking off a stone costs far more.
                    stopped = threats.allSatisfy { $0 == cell || board.threat(them, at: $0, afterStoneOf: side, at: cell) != .flexFour }
                }
                if stopped {
                    list[count] = cell
                    count &+= 1
                }
            }
            // NB: only the lines where their move would make a four can be stopped on.
            var lines = 0
            for direction in 0..<4 where board.pattern(them, at: threat, direction: direction).isFour { lines |= 1 &<< direction }
            consider(threat)
            board.forEachLineCell(around: threat, reach: board.k, directions: lines, consider)
        }
        for threat in [CellThreat.fourThree, .four] where board.count(side, threat) > 0 {
            for cell in board.cells(side, with: threat) where !wasTried(cell) {
                list[count] = cell
                count &+= 1
            }
        }
        return count
    }

    /// Sorts the first `count` cells of `list` as ``orderedMoves(_:among:limit:)`` orders
    /// them (best first, ties in the order given), leaving out `side`'s forbidden points:
    /// how many are left.
    @inline(__always)
    func order(_ side: UInt8, _ list: UnsafeMutablePointer<Int>, count: Int) -> Int {
        var kept = 0
        // NB: a cell is written at or before its own place, after it was read.
        for index in 0..<count where board.threat(side, at: list[index]) != .forbidden {
            keep(list[index], side, in: list, count: &kept, limit: count)
        }
        return kept
    }

    /// The moves of `side` that leave `them` no five cell (empty when none does, or when
    /// none is allowed to `side`): the five cell itself, and under caro also a stone past
    /// the end of the five to be, which blocks it at both ends.
    func blocks(against them: UInt8, by side: UInt8) -> [Int] {
        let fives = board.cells(them, with: .five)
        guard board.rule == .caro else {
            return fives.count == 1 && board.threat(side, at: fives[0]) != .forbidden ? fives : []
        }
        var found: [Int] = []
        var tried = Set<Int>()
        for five in fives {
            for cell in [five] + board.lineCells(around: five, reach: board.k) where tried.insert(cell).inserted {
                board.place(cell, side)
                let stopped = board.count(them, .five) == 0
                board.remove(cell, side)
                if stopped { found.append(cell) }
            }
        }
        return found
    }

    /// The quiet moves of `side` worth searching, best first: attack and defence by pattern
    /// score, then history; at most `limit`.
    func orderedMoves(_ side: UInt8, among cells: [Int], limit: Int) -> [Int] {
        let them = 3 - side
        // NB: the best `limit` kept in order as they come (ties to the earlier cell, for the
        // same moves on every machine), no full sort.
        var kept: [Int] = [], scores: [Int32] = []
        let room = min(limit, cells.count)
        kept.reserveCapacity(room + 1)
        scores.reserveCapacity(room + 1)
        for cell in cells {
            if board.threat(side, at: cell) == .forbidden { continue }
            let score = board.score(side, at: cell) &* 2 &+ board.score(them, at: cell) &+ min(history[cell &* 2 &+ Int(side) &- 1], 60)
            if kept.count == room, score <= scores[room &- 1] { continue }
            var at = kept.count
            while at > 0, scores[at &- 1] < score { at &-= 1 }
            kept.insert(cell, at: at)
            scores.insert(score, at: at)
            if kept.count > room {
                kept.removeLast()
                scores.removeLast()
            }
        }
        return kept
    }

    /// The best `limit` quiet moves of `side` among the empty cells near a stone, as
    /// ``orderedMoves(_:among:limit:)`` orders them, written to `list`: how many, and how
    /// many near cells there are.
    @inline(__always)
    func orderedNearMoves(_ side: UInt8, into list: UnsafeMutablePointer<Int>, limit: Int) -> (count: Int, near: Int) {
        var count = 0, near = 0
        board.forEachNearCell { cell in
            near &+= 1
            if board.threat(side, at: cell) == .forbidden { return }
            keep(cell, side, in: list, count: &count, limit: limit)
        }
        return (count, near)
    }

    /// Puts `cell` among the first `count` of `list`, kept best first by the move-ordering
    /// score (attack, defence, history) with ties to the earlier cell, as
    /// ``orderedMoves(_:among:limit:)`` keeps them; at most `limit` (`list` has room for one
    /// more).
    @inline(__always)
    private func keep(_ cell: Int, _ side: UInt8, in list: UnsafeMutablePointer<Int>, count: inout Int, limit: Int) {
        let scores = scoreScratch
        let score = board.score(side, at: cell) &* 2 &+ board.score(3 &- side, at: cell) &+ min(history[cell &* 2 &+ Int(side) &- 1], 60)
        if count == limit, score <= scores[limit &- 1] { return }
        var at = count
        while at > 0, scores[at &- 1] < score {
            list[at] = list[at &- 1]
            scores[at] = scores[at &- 1]
            at &-= 1
        }
        list[at] = cell
        scores[at] = score
        if count < limit { count &+= 1 }
    }

    /// How many plies shallower a quiet move is searched first (late-move reductions), by
    /// the depth left and the move's place in the order.
    @inline(__always)
    func reduction(depth: Int, index: Int) -> Int {
        guard edition >= .v3 else { return depth >= 3 && index >= 3 ? (index >= 8 ? 2 : 1) : 0 }
        guard depth >= 3, index >= 2 else { return 0 }
        return Int(Self.reductions[min(depth, 63) &* 64 &+ min(index, 63)])
    }

    /// Late-move reductions by depth and move index (64 × 64): they grow with the logarithm
    /// of each, so the deeper the search the more a late quiet move is reduced.
    static let reductions: [UInt8] = (0..<64 * 64).map { key in
        let depth = Double(key / 64), index = Double(key % 64)
        guard depth >= 1, index >= 1 else { return 0 }
        return UInt8(max(0, min(depth - 1, (0.5 + log(depth) * log(index) / 2.0).rounded(.down))))
    }

    /// The score of the position for `side` to move, `depth` plies deep; with `excluded`, of
    /// its moves but that one (the singular extension's test: neither read from the table
    /// nor stored, nor pruned or reduced before its moves).
    func negamax(_ side: UInt8, depth: Int, ply: Int, alpha alphaIn: Int32, beta: Int32, excluded: Int = -1) -> Int32 {
        nodes &+= 1
        if nodes & 15 == 0 { stop.check() }
        if nodes &+ vcfNodes >= nodeStop { stop.abort() }
        if aborted { return 0 }
        let them = 3 - side
        if board.count(side, .five) > 0 { return Score.win &- Int32(ply &+ 1) }
        if board.stoneCount == board.cellCount { return 0 }
        var forced: [Int]?
        if board.count(them, .five) > 0 {
            let stops = blocks(against: them, by: side)
            if stops.isEmpty { return -(Score.win &- Int32(ply &+ 2)) }
            forced = stops
        } else if board.count(side, .flexFour) > 0, board.rule != .caro {
            // NB: under caro a straight four between two of their stones can be stopped.
            return Score.win &- Int32(ply &+ 3)
        } else if let win = quickWin(side, ply: ply) {
            return win
        }
        if ply >= Self.maximumPly { return evaluate(side) }
        if depth <= 0, forced == nil {
            // NB: a short chain of fours at the horizon: a win the evaluation would not see.
            // NB: only where a four with an open three is there to play: the chains from two
            // fours cost two thirds of the positions and, measured, lost strength.
            if board.count(side, .fourThree) > 0,
               let chain = victoryByFours(side, depth: Self.leafFours) {
                return Score.win &- Int32(ply &+ chain.count &+ 2)
            }
            return evaluate(side)
        }
        var alpha = alphaIn
        let key = Self.tableKey(board.hash, side)
        var tableMove = -1
        var tableEntry: GridTable.Entry?
        counters[0] &+= 1
        if let entry = table.probe(key) {
            counters[1] &+= 1
            tableMove = entry.move
            tableEntry = entry
            if excluded < 0, let score = entry.settles(depth: depth, ply: ply, alpha: alpha, beta: beta) {
                counters[2] &+= 1
                return score
            }
        }
        // NB: near the horizon, away from the principal variation, with no threat to answer
        // and no mate in sight: a position whose evaluation is far above beta, or far below
        // alpha with no four-three of ours to turn it, is not searched (reverse futility
        // pruning and razoring; not in `search-v2`; measured in Sources/Search/README.md).
        if edition >= .v3, excluded < 0, forced == nil, beta &- alpha == 1, depth <= Self.marginDepth,
           beta < Self.marginBound, alpha > -Self.marginBound, board.count(them, .flexFour) == 0 {
            let value = evaluate(side)
            if value &- Self.futilityMargin &* Int32(depth) >= beta { return value }
            if value &+ Self.razorMargin &* Int32(depth) < alpha, board.count(side, .fourThree) == 0 { return value }
        }
        // NB: a node the table knows no move for is searched a ply shallower (internal
        // iterative reduction; not in `search-v2`): its moves come in a worse order, and a
        // node that matters is met again in the next pass with the move it found.
        var depth = depth
        if edition >= .v3, excluded < 0, depth >= Self.iterativeReductionDepth, tableMove < 0, forced == nil { depth &-= 1 }
        // NB: the table's move, when every other move searched half as deep stays below its
        // stored score (less a margin), is searched a ply deeper (singular extension; not in
        // `search-v2`); when even without it the node fails high, it is cut off at once.
        var singular = -1
        if edition >= .v3, excluded < 0, forced == nil, depth >= Self.singularDepth, let entry = tableEntry, tableMove >= 0,
           entry.bound != .upper, entry.depth &+ 2 >= depth, board.count(them, .flexFour) == 0 {
            let stored = Score.fromTable(entry.score, ply)
            if stored < Self.marginBound, stored > -Self.marginBound {
                let singularBeta = stored &- Self.singularMargin &* Int32(depth)
                let value = negamax(side, depth: depth / 2, ply: ply, alpha: singularBeta &- 1, beta: singularBeta, excluded: tableMove)
                if aborted { return 0 }
                if value < singularBeta {
                    singular = tableMove
                } else if singularBeta >= beta {
                    return singularBeta
                }
            }
        }
        let moves = moveStack + ply &* moveStride
        var count = 0
        var complete = true
        if let forced {
            for cell in forced {
                moves[count] = cell
                count &+= 1
            }
        } else if board.count(them, .flexFour) > 0 {
            count = order(side, moves, count: defences(side, into: moves))
            if count == 0 { return board.rule == .caro ? Self.likelyLost : -(Score.win &- Int32(ply &+ 4)) }
            promote(tableMove, side, in: moves, count: &count, adding: false)
        } else {
            let found = orderedNearMoves(side, into: moves, limit: beam)
            count = found.count
            complete = found.count >= found.near
            // NB: the table's move, then the killers, first.
            promote(killers[ply &* 2 &+ 1], side, in: moves, count: &count, adding: true)
            promote(killers[ply &* 2], side, in: moves, count: &count, adding: true)
            promote(tableMove, side, in: moves, count: &count, adding: true)
        }
        let alphaStart = alpha
        var best = -Score.infinity
        var bestMove = -1
        counters[3] &+= 1
        var index = 0
        var widened = false
        while true {
            if index == count {
                // NB: every move of the beam loses, or is likely lost (a node below left moves
                // out; needed since the pruning near the horizon: a test's answer was missed
                // without it): before the node is called lost, the moves the beam left out
                // that make a threat of its own or stop one of theirs are searched too (an open
                // three that turns the block of their next four into a four of ours, say: the
                // answer to a chain of fours that its own cells do not hold).
                guard !widened, !complete, best <= Self.likelyLost, edition >= .v3 else { break }
                widened = true
                board.forEachNearCell { cell in
                    let own = board.threat(side, at: cell)
                    guard own != .forbidden, own >= .three || board.threat(them, at: cell) >= .three else { return }
                    for listed in 0..<count where moves[listed] == cell { return }
                    moves[count] = cell
                    count &+= 1
                }
                if index == count { break }
            }
            let cell = moves[index]
            if cell == excluded {
                index &+= 1
                continue
            }
            counters[4] &+= 1
            let threat = board.threat(side, at: cell)
            let tactical = forced != nil || threat >= .three || board.threat(them, at: cell) >= .three
            // NB: a forced block costs no depth: a chain of fours is seen to its end.
            let next = (forced != nil ? depth : depth &- 1) &+ (cell == singular ? 1 : 0)
            // NB: the reply's bucket is fetched while the stone's patterns are updated: the
            // table's cache miss was three quarters of this function's own time.
            table.prefetch(Self.tableKey(board.hash(placing: cell, side), them))
            board.place(cell, side)
            var score: Int32
            if index == 0 {
                score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -beta, beta: -alpha)
            } else {
                let reduction = tactical ? 0 : reduction(depth: depth, index: index)
                score = -negamax(them, depth: next &- reduction, ply: ply &+ 1, alpha: -alpha &- 1, beta: -alpha)
                if score > alpha, reduction > 0, !aborted {
                    score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -alpha &- 1, beta: -alpha)
                }
                if score > alpha, score < beta, !aborted {
                    score = -negamax(them, depth: next, ply: ply &+ 1, alpha: -beta, beta: -alpha)
                }
            }
            board.remove(cell, side)
            if aborted { return 0 }
            if score > best {
                best = score
                bestMove = cell
                if score > alpha { alpha = score }
                if alpha >= beta {
                    counters[5] &+= 1
                    if index == 0 { counters[6] &+= 1 }
                    if !tactical, killers[ply &* 2] != cell {
                        killers[ply &* 2 &+ 1] = killers[ply &* 2]
                        killers[ply &* 2] = cell
                    }
                    history[cell &* 2 &+ Int(side) &- 1] &+= Int32(depth &* depth)
                    break
                }
            }
            index &+= 1
        }
        if !complete, best <= -Score.proven { best = Self.likelyLost }
        if excluded >= 0 { return best }
        let bound: GridTable.Bound = best <= alphaStart ? .upper : best >= beta ? .lower : .exact
        table.store(key, .init(score: Score.toTable(best, ply), bound: bound, depth: depth, move: bestMove))
        return best
    }

    /// The table's key of the position with `hash` and `side` to move.
    @inline(__always)
    static func tableKey(_ hash: UInt64, _ side: UInt8) -> UInt64 {
        hash ^ (side == 1 ? 0 : 0xA5A5_A5A5_A5A5_A5A5)
    }

    /// Moves `cell` to the front of the node's `moves`; with `adding`, puts it there when
    /// it is not among them but is an empty cell near a stone that `side` may play.
    @inline(__always)
    private func promote(_ cell: Int, _ side: UInt8, in moves: UnsafeMutablePointer<Int>, count: inout Int, adding: Bool) {
        guard cell >= 0 else { return }
        var index = 0
        while index < count, moves[index] != cell { index &+= 1 }
        if index == count {
            guard adding, board.stone(cell) == 0, board.isNear(cell), board.threat(side, at: cell) != .forbidden else { return }
            count &+= 1
        }
        while index > 0 {
            moves[index] = moves[index &- 1]
            index &-= 1
        }
        moves[0] = cell
    }

    /// Each root move searched with its score, `depth` plies deep, in the order given, and
    /// whether every move was: when interrupted, the moves searched before, whose scores
    /// hold (the first's exactly; a later one's as a bound no better than the best before it
    /// unless searched again in full). `moves` are the legal root moves to search. Without
    /// `allMoves`, a move that is not the best may have only a bound for its score (a null
    /// window).
    func rootScores(_ side: UInt8, depth: Int, moves: [Int], allMoves: Bool) -> (scores: [(cell: Int, score: Int32)], complete: Bool) {
        let them = 3 - side
        var results: [(cell: Int, score: Int32)] = []
        var alpha = -Score.infinity
        for (index, cell) in moves.enumerated() {
            let score: Int32
            if board.threat(side, at: cell) == .five {
                score = Score.win &- 1
            } else {
                board.place(cell, side)
                if index == 0 || allMoves {
                    score = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: Score.infinity)
                } else {
                    var found = -negamax(them, depth: depth &- 1, ply: 1, alpha: -alpha &- 1, beta: -alpha)
                    if found > alpha, !aborted {
                        found = -negamax(them, depth: depth &- 1, ply: 1, alpha: -Score.infinity, beta: -alpha)
                    }
                    score = found
                }
                board.remove(cell, side)
            }
            if aborted { return (results, false) }
            alpha = max(alpha, score)
            results.append((cell, score))
        }
        return (results, true)
    }
}
