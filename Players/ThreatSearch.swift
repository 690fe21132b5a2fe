/// Threat-space search on a ``LineGrid``: sequences of forcing moves that win whatever the
/// defender does, for the boards too big to search to the end (gomoku and the like).
///
/// - A *four* is a move after which the attacker would win at the next move on one cell;
///   the defender must take that cell. Two such cells at once (an open four, a double four)
///   win outright.
/// - ``victoryByContinuousFours(for:depth:)`` (VCF) looks for a chain of fours that ends in
///   a double threat, each block answered by the next four.
/// - ``victoryByThreat(for:)`` (VCT) also lets the attacker start with a quiet threat (an
///   open three): a move after which it has a VCF, such that every defence among the cells
///   near the stones still leaves it one.
///
/// Both are sound: a sequence is reported only when every defence considered was refuted,
/// and a block that gives the defender a four of its own ends the line (the search does not
/// claim to see through counter-attacks). They are not complete: a win they miss is left to
/// the alpha-beta search.
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

    init(grid: LineGrid, nodeLimit: Int = 200_000, deadline: ContinuousClock.Instant? = nil) {
        self.grid = grid
        self.nodeLimit = nodeLimit
        self.deadline = deadline
    }

    private mutating func visit() -> Bool {
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

    /// A quiet first move for `side` (not a four) after which it wins by fours against
    /// every defence near the stones, or a VCF; nil when none is found.
    ///
    /// Requires that the defender cannot win at once.
    mutating func victoryByThreat(for side: UInt8, fourDepth: Int = 8) -> Int? {
        if let vcf = victoryByContinuousFours(for: side, depth: fourDepth) { return vcf }
        guard grid.k <= 5, visit() else { return nil }
        let defender = 3 - side
        // NB: a defender's move far from every stone touches no line of k cells that holds
        // k - 2 stones when k <= 5, so the candidates are every defence that matters.
        for cell in grid.candidateCells where grid.isPlayable(cell) && mayMakeThree(side, at: cell) {
            grid.place(cell, side)
            defer { grid.remove(cell) }
            // The threat: after it, a VCF if the defender passes.
            guard victoryByContinuousFours(for: side, depth: fourDepth) != nil else { continue }
            var refuted = false
            for defence in grid.candidateCells where grid.isPlayable(defence) {
                if grid.wouldWin(defender, at: defence) { refuted = true; break }
                // NB: a defence that makes a four forces the attacker's hand: counted as refuting.
                if grid.threats(of: defender, after: defence).count > 0 { refuted = true; break }
                grid.place(defence, defender)
                let still = victoryByContinuousFours(for: side, depth: fourDepth) != nil
                grid.remove(defence)
                if !still { refuted = true; break }
                if aborted { return nil }
            }
            if aborted { return nil }
            if !refuted { return cell }
        }
        return nil
    }

    /// Whether `side` may make an open three (or better) by playing `cell`: along some line
    /// through it, at least k - 3 of its stones within k - 2 steps and none of the other's
    /// next to it on that side.
    func mayMakeThree(_ side: UInt8, at cell: Int) -> Bool {
        let c = grid.column(of: cell), r = grid.row(of: cell)
        let reach = grid.k - 2
        for direction in LineGrid.directions {
            var count = 0
            for step in 1...max(reach, 1) {
                if grid.content(c + direction.column * step, r + direction.row * step) == side { count += 1 }
                if grid.content(c - direction.column * step, r - direction.row * step) == side { count += 1 }
            }
            if count >= max(grid.k - 3, 1) { return true }
        }
        return false
    }
}
