/// The exact search: negamax with alpha-beta pruning over bitboards, run as a sequence of
/// null-window searches that narrow down the score.
///
/// A node is the side to move's stones (`current`), the occupied cells (`mask`) and the number
/// of stones played. Scores follow the solver's convention: 0 for a draw; for a win,
/// `(cells + 1) / 2 + 1` minus the winner's stone count at the win, positive when the side to
/// move wins. The engine is a short-lived value made for one call; the table it writes to
/// belongs to the solver.
struct SearchEngine<Shape: GravityShape> {
    let shape: Shape
    /// The table for positions far from the end of the game.
    let table: TableView
    /// The small table for positions near the end (see ``SearchTuning/nearEmptyCells``).
    let nearTable: TableView
    /// Positions with at least this many stones use `nearTable`.
    let nearMoves: Int
    /// Positions with fewer stones than this are stored under the smaller of their key and
    /// their mirror image's key, so mirror-image positions share one table entry.
    let symmetryDepth: Int
    /// Nodes visited so far.
    var nodes: Int = 0
    /// Bounds to start from, for positions with at most `book.maxMoves` stones.
    let book: OpeningBook?
    /// `book.maxMoves`, or -1 without a book.
    let bookMoves: Int
    /// While building a book: the most stones of a position whose bounds are recorded, or -1.
    let recordMoves: Int
    /// The bounds proved so far for positions with at most `recordMoves` stones, by
    /// canonical key.
    var recorded: [UInt64: (lower: Int8, upper: Int8)] = [:]
    /// When to give up (see ``SearchLimits``); nil never.
    var deadline: ContinuousClock.Instant?
    /// The most nodes to visit before giving up.
    var nodeLimit: Int = .max
    /// The node count at which the limits are next checked: far ahead without limits,
    /// 0 once the search is abandoned (so that every node returns at once).
    var nextCheck: Int = .max
    /// Set once a limit was reached: the search is abandoned and its scores are worthless.
    var aborted = false

    init(shape: Shape, table: TableView, nearTable: TableView, symmetryDepth: Int, book: OpeningBook?, recordMoves: Int) {
        self.shape = shape
        self.table = table
        self.nearTable = nearTable
        nearMoves = shape.cellCount - SearchTuning.nearEmptyCells
        self.symmetryDepth = symmetryDepth
        self.book = book
        bookMoves = book?.maxMoves ?? -1
        self.recordMoves = recordMoves
    }

    /// Notes a proved bound (`lower...upper`) while building a book.
    mutating func record(key: UInt64, moves: Int, lower: Int, upper: Int) {
        let canonical = moves < symmetryDepth ? key : Swift.min(key, shape.mirrored(key))
        var known = recorded[canonical] ?? (lower: -128, upper: 127)
        known.lower = Swift.max(known.lower, Int8(lower))
        known.upper = Swift.min(known.upper, Int8(upper))
        recorded[canonical] = known
    }

    // MARK: Bitboard helpers

    /// The cells where a stone can be played now.
    @inline(__always)
    func playable(_ mask: UInt64) -> UInt64 { (mask &+ shape.bottomMask) & shape.boardMask }

    /// The playable cells that do not hand the opponent an immediate win: 0 when every move
    /// loses at once (the opponent threatens two cells, or every move plays under a threat).
    ///
    /// Only valid when the side to move cannot win at once.
    @inline(__always)
    func nonLosingMoves(mask: UInt64, threats: UInt64) -> UInt64 {
        var moves = playable(mask)
        let forced = moves & threats
        if forced != 0 {
            // NB: two cells to block at once cannot both be blocked.
            if forced & (forced &- 1) != 0 { return 0 }
            moves = forced
        }
        // Never play directly below an opponent's winning cell.
        return moves & ~(threats &>> 1)
    }

    /// The table key: unique for each position (in each column, `current + mask` is at least
    /// 2^height - 1 and below 2^(height+1) - 1, and fits the column's bits with the spare one),
    /// or the smaller of it and its mirror image's when shallow.
    @inline(__always)
    func key(current: UInt64, mask: UInt64, moves: Int) -> UInt64 {
        let key = current &+ mask
        if moves < symmetryDepth {
            return Swift.min(key, shape.mirrored(key))
        }
        return key
    }

    /// The score of a win by the side to move with the stone played when `moves` stones are
    /// on the board: `(cells + 1) / 2 + 1` minus the winner's stones after it.
    @inline(__always)
    func winScore(atMove moves: Int) -> Int {
        ((shape.cellCount &+ 1) &>> 1) &- (moves &>> 1)
    }

    /// The table that holds positions with `moves` stones.
    @inline(__always)
    func table(forMoves moves: Int) -> TableView { moves >= nearMoves ? nearTable : table }

    // MARK: Table values

    // NB: scores lie within -32...32 on boards of at most 64 cells, so a byte holds an upper
    // bound as 64 + score and a lower bound as 192 + score, and 0 stays "empty".
    @inline(__always) static func encodeUpper(_ score: Int) -> UInt8 { UInt8(truncatingIfNeeded: 64 &+ score) }
    @inline(__always) static func encodeLower(_ score: Int) -> UInt8 { UInt8(truncatingIfNeeded: 192 &+ score) }

    // MARK: Search

    /// The score of the position if it lies in `alpha..<beta`; otherwise a bound on the
    /// wrong side of the window (at most `alpha`, or at least `beta`).
    ///
    /// `threats` are the cells where the opponent would complete four,
    /// `shape.winningCells(of: current ^ mask, mask: mask)`: the parent works them out to
    /// order its moves, and hands them down rather than have the child compute them again.
    ///
    /// Requires `alpha < beta` and that the side to move cannot win at once.
    mutating func negamax(current: UInt64, mask: UInt64, moves: Int, threats: UInt64, alpha: Int, beta: Int) -> Int {
        var alpha = alpha
        var beta = beta
        nodes &+= 1
        if nodes >= nextCheck, limitReached() { return 0 }

        let candidates = nonLosingMoves(mask: mask, threats: threats)
        let cells = shape.cellCount
        // Every move loses: the opponent wins with the next stone.
        if candidates == 0 { return -winScore(atMove: moves &+ 1) }
        // NB: with two or fewer cells left and no immediate win either way, it is a draw.
        if moves >= cells &- 2 { return 0 }

        // The opponent cannot win on its next move, so we lose at the earliest two moves on.
        let lowest = -winScore(atMove: moves &+ 3)
        if alpha < lowest {
            alpha = lowest
            if alpha >= beta { return alpha }
        }
        // We cannot win on this move, so we win at the earliest on our next.
        var highest = winScore(atMove: moves &+ 2)

        let key = key(current: current, mask: mask, moves: moves)
        if moves <= bookMoves, let book {
            let canonical = moves < symmetryDepth ? key : Swift.min(key, shape.mirrored(key))
            if let known = book.bounds(forKey: canonical) {
                if known.lower >= beta { return known.lower }
                if known.upper <= alpha { return known.upper }
                if alpha < known.lower { alpha = known.lower }
                if beta > known.upper { beta = known.upper }
                // NB: an exact score inside the window closes it.
                if alpha >= beta { return alpha }
            }
        }
        let table = table(forMoves: moves)
        let entry = table.entry(for: key)
        let stored = Int(truncatingIfNeeded: entry & 0xFF)
        if stored != 0 {
            if stored >= 128 {
                let bound = stored &- 192
                if alpha < bound {
                    alpha = bound
                    if alpha >= beta { return alpha }
                }
            } else {
                let bound = stored &- 64
                if highest > bound { highest = bound }
            }
        }
        if beta > highest {
            beta = highest
            if alpha >= beta { return beta }
        }

        // Enhanced transposition cutoff: a child already known to score low enough for the
        // opponent refutes this position without a search. Worth its extra probes only far
        // from the end, where subtrees are large.
        if moves < cells &- SearchTuning.etcEmptyCells {
            var remaining = candidates
            while remaining != 0 {
                let move = remaining & (remaining &- 1) ^ remaining
                remaining &= remaining &- 1
                let childMask = mask | move
                let childKey = self.key(current: current ^ mask, mask: childMask, moves: moves &+ 1)
                let childEntry = self.table(forMoves: moves &+ 1).entry(for: childKey)
                let childValue = Int(truncatingIfNeeded: childEntry & 0xFF)
                if childValue != 0 && childValue < 128 {
                    let score = 64 &- childValue
                    if score >= beta {
                        table.store(Self.encodeLower(score), bestColumn: -1, for: key)
                        if moves <= recordMoves { record(key: key, moves: moves, lower: score, upper: 127) }
                        return score
                    }
                }
            }
        }

        // The move that refuted this position before goes first, the others by threats.
        var hinted = Int(truncatingIfNeeded: (entry &>> 8) & 0x3F) &- 1
        if hinted >= 0 && candidates & shape.columnMask(hinted) == 0 { hinted = -1 }
        var sorter = MoveSorter()
        for rank in 0..<shape.columns {
            let column = shape.column(searchedAt: rank)
            let move = candidates & shape.columnMask(column)
            if move != 0 {
                let threats = shape.winningCells(of: current | move, mask: mask | move)
                let score = column == hinted ? 127 : threats.nonzeroBitCount
                sorter.add(column: column, rank: rank, score: score, threats: threats)
            }
        }

        while let column = sorter.next() {
            let move = candidates & shape.columnMask(column)
            let score = -negamax(
                current: current ^ mask, mask: mask | move, moves: moves &+ 1,
                threats: sorter.threats(ofColumn: column), alpha: -beta, beta: -alpha
            )
            // NB: an abandoned search's scores are worthless; nothing of it may reach the table.
            if aborted { return 0 }
            if score >= beta {
                table.store(Self.encodeLower(score), bestColumn: column, for: key)
                if moves <= recordMoves { record(key: key, moves: moves, lower: score, upper: 127) }
                return score
            }
            if score > alpha { alpha = score }
        }
        table.store(Self.encodeUpper(alpha), bestColumn: -1, for: key)
        if moves <= recordMoves { record(key: key, moves: moves, lower: -128, upper: alpha) }
        return alpha
    }

    /// Whether the search must stop now: checked every ``checkInterval`` nodes when there
    /// are limits, and on every node once it has stopped.
    mutating func limitReached() -> Bool {
        if aborted { return true }
        if nodes >= nodeLimit || Task.isCancelled || deadline.map({ ContinuousClock.now >= $0 }) == true {
            aborted = true
            nextCheck = 0
            return true
        }
        nextCheck = Swift.min(nodes &+ Self.checkInterval, nodeLimit)
        return false
    }

    /// How many nodes go between two looks at the clock.
    static var checkInterval: Int { 4_096 }

    /// Sets the limits of the next search: it gives up past `deadline` or after
    /// `nodeLimit` more nodes, or when the task is cancelled.
    mutating func limit(deadline: ContinuousClock.Instant?, nodeLimit: Int?) {
        self.deadline = deadline
        self.nodeLimit = nodeLimit.map { nodes &+ Swift.max($0, 1) } ?? .max
        aborted = false
        nextCheck = deadline == nil && nodeLimit == nil ? .max : nodes
    }

    /// The exact score of the position, or nil when a limit set by
    /// ``limit(deadline:nodeLimit:)`` stopped the search first.
    ///
    /// Requires a position still in play (no four in a row yet).
    mutating func solveWithinLimits(current: UInt64, mask: UInt64, moves: Int) -> Int? {
        let score = solve(current: current, mask: mask, moves: moves)
        return aborted ? nil : score
    }

    /// The exact score of the position (worthless if a limit stopped the search: see
    /// ``solveWithinLimits(current:mask:moves:)``).
    ///
    /// Requires a position still in play (no four in a row yet).
    mutating func solve(current: UInt64, mask: UInt64, moves: Int) -> Int {
        let cells = shape.cellCount
        if moves >= cells { return 0 }
        if shape.winningCells(of: current, mask: mask) & playable(mask) != 0 {
            return winScore(atMove: moves)
        }
        let threats = shape.winningCells(of: current ^ mask, mask: mask)
        var low = -winScore(atMove: moves &+ 1)
        var high = winScore(atMove: moves &+ 2)
        while low < high {
            // Probe the middle of the window, but nearer zero: short wins and losses are
            // quicker to prove or refute than long ones.
            var probe = low + (high - low) / 2
            if probe <= 0 && low / 2 < probe {
                probe = low / 2
            } else if probe >= 0 && high / 2 > probe {
                probe = high / 2
            }
            let result = negamax(
                current: current, mask: mask, moves: moves, threats: threats, alpha: probe, beta: probe + 1
            )
            if aborted { return 0 }
            if result <= probe { high = result } else { low = result }
        }
        return low
    }
}

