/// Threat-space search on a ``LineGrid``: sequences of forcing moves that win whatever the
/// defender does, for the boards too big to search to the end (gomoku and the like).
///
/// - A *four* is a move after which the attacker would win at the next move on one cell;
///   the defender must take that cell. Two such cells at once (an open four, a double four)
///   win outright.
/// - A *three* is a move after which the attacker, if left alone, would make two winning
///   cells at once (an open four, or a four and a four): the defender must stop that, on
///   one of a few cells, or make a four of its own.
/// - ``victoryByContinuousFours(for:depth:)`` (VCF) looks for a chain of fours that ends in
///   a double threat, each block answered by the next four.
/// - ``victoryByContinuousThreats(for:threes:plies:)`` (VCT) lets the attacker play threes
///   too, and answers each three with every defence that stops it (see
///   ``ThreatSearch+Threes``).
///
/// Both are sound: a sequence is reported only when every defence was answered. The VCF
/// ends a line at a block that gives the defender a four of its own (it does not claim to
/// see through counter-attacks); the VCT follows such fours (the attacker must block them)
/// within its depth. Neither is complete: a win they miss is left to the alpha-beta search.
struct ThreatSearch {
    var grid: LineGrid
    /// Positions looked at so far.
    private(set) var nodes = 0
    /// The most positions to look at before giving up.
    let nodeLimit: Int
    /// When to give up, if ever.
    let deadline: ContinuousClock.Instant?
    /// Set once a limit was reached: later searches report nothing.
    private(set) var aborted = false
    /// What the threat search with threes proved, by position (see ``ThreatSearch+Threes``).
    var proofs: [UInt64: ThreatProof] = [:]

    /// The node limit when none is given.
    static let defaultNodeLimit = 200_000

    init(grid: LineGrid, nodeLimit: Int = defaultNodeLimit, deadline: ContinuousClock.Instant? = nil) {
        self.grid = grid
        self.nodeLimit = nodeLimit
        self.deadline = deadline
    }

    mutating func visit() -> Bool {
        nodes &+= 1
        if nodes >= nodeLimit { aborted = true }
        if nodes & 63 == 0, let deadline, ContinuousClock.now >= deadline { aborted = true }
        if nodes & 63 == 0, Task.isCancelled { aborted = true }
        return !aborted
    }

    /// Whether `side` may have a four by playing `cell`: along some line through it, at
    /// least k - 2 of its stones within k - 1 steps (a cheap filter before the exact test).
    func mayMakeFour(_ side: UInt8, at cell: Int) -> Bool {
        let c = grid.column(of: cell), r = grid.row(of: cell)
        let reach = grid.k - 1
        for direction in LineGrid.directions {
            var count = 0
            for step in 1...reach {
                if grid.content(c + direction.column * step, r + direction.row * step) == side { count += 1 }
                if grid.content(c - direction.column * step, r - direction.row * step) == side { count += 1 }
            }
            if count >= grid.k - 2 { return true }
        }
        return false
    }

    /// The cells where `side` makes a four, with the cells it would then win on (how many,
    /// and the first).
    mutating func fours(of side: UInt8, among candidates: [Int]) -> [(cell: Int, count: Int, block: Int)] {
        var found: [(cell: Int, count: Int, block: Int)] = []
        for cell in candidates where grid.isPlayable(cell) && mayMakeFour(side, at: cell) {
            let threat = grid.threats(of: side, after: cell)
            if threat.count > 0 { found.append((cell, threat.count, threat.first)) }
        }
        // NB: double threats first: they win at once.
        return found.sorted { $0.count > $1.count }
    }

    /// A first move of a chain of at most `depth` fours by `side` that wins, or nil.
    ///
    /// Requires that the defender cannot win at once.
    mutating func victoryByContinuousFours(for side: UInt8, depth: Int) -> Int? {
        guard depth > 0, visit() else { return nil }
        let defender = 3 - side
        for four in fours(of: side, among: grid.candidateCells) {
            if four.count >= 2 { return four.cell }
            grid.place(four.cell, side)
            // NB: a block that makes a four for the defender turns the tables: not followed.
            let counter = grid.threats(of: defender, after: four.block)
            var wins = false
            if counter.count == 0 {
                grid.place(four.block, defender)
                wins = victoryByContinuousFours(for: side, depth: depth - 1) != nil
                grid.remove(four.block)
            }
            grid.remove(four.cell)
            if wins { return four.cell }
            if aborted { return nil }
        }
        return nil
    }
}
