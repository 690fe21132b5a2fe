import GameCore

/// What the threat-space search says about a big board before the alpha-beta search: a
/// winning first move, or the moves that stop the opponent's winning threats.
struct SearchThreatPlan {
    /// A move that starts a forced win by threats, if one was found.
    var win: Int?
    /// The plies of the winning sequence looked for.
    var depth = 0
    /// When the opponent has a forced win by threats: the moves after which it has none
    /// (all the candidates when none stops it: the game is then likely lost).
    var defences: [Int]?
    /// Positions looked at.
    var nodes = 0
}

extension PerfectSearch {
    /// The longest chain of fours looked for.
    static let fourChainDepth = 10

    /// Threat-space search on `grid` for `side` to move, within about a third of the time
    /// left before `deadline`: a win by fours for `side`, else the defences
    /// against the opponent's win by fours.
    func threatPlan(_ grid: LineGrid, side: UInt8, deadline: ContinuousClock.Instant) -> SearchThreatPlan {
        var plan = SearchThreatPlan()
        let opponent = 3 - side
        let playable = grid.playableCells
        // NB: an immediate win or a forced block is the alpha-beta search's to play.
        if playable.contains(where: { grid.wouldWin(side, at: $0) || grid.wouldWin(opponent, at: $0) }) { return plan }
        let now = ContinuousClock.now
        let budget = deadline > now ? (deadline - now) / 3 : .zero
        var threats = ThreatSearch(grid: grid, deadline: now + budget)
        defer { plan.nodes = threats.nodes }
        if let win = threats.victoryByContinuousFours(for: side, depth: Self.fourChainDepth) {
            plan.win = win
            plan.depth = 2 * Self.fourChainDepth + 1
            return plan
        }
        // The opponent's threats, as if it were to move: the moves that leave it no VCF.
        guard threats.victoryByContinuousFours(for: opponent, depth: Self.fourChainDepth) != nil else { return plan }
        var defences: [Int] = []
        for cell in grid.candidateCells where grid.isPlayable(cell) {
            // NB: a move that makes our own four forces the reply, so it defends for now.
            let ours = threats.grid.threats(of: side, after: cell).count
            threats.grid.place(cell, side)
            let stops = threats.victoryByContinuousFours(for: opponent, depth: Self.fourChainDepth) == nil
            threats.grid.remove(cell)
            if threats.aborted { return plan }
            if stops || ours > 0 { defences.append(cell) }
        }
        if !defences.isEmpty { plan.defences = defences }
        return plan
    }
}
