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
    /// The most threes in a winning sequence of fours and threes looked for.
    static let threeChainThrees = 2
    /// The most attacker moves in a winning sequence of fours and threes looked for.
    static let threeChainPlies = 7
    /// The most positions the search with threes looks at in one move.
    static let threeChainNodes = 2_000

    /// Threat-space search on `grid` for `side` to move, within about a third of the time
    /// left before `deadline`: a win by fours for `side`, else (with `threes`) a win by
    /// fours and threes within a small share of that time, else the defences against the
    /// opponent's win by fours.
    ///
    /// With `nodeLimit`, the whole plan looks at about that many positions at most.
    func threatPlan(_ grid: LineGrid, side: UInt8, deadline: ContinuousClock.Instant, threes: Bool = false, nodeLimit: Int? = nil) -> SearchThreatPlan {
        var plan = SearchThreatPlan()
        let opponent = 3 - side
        let playable = grid.playableCells
        // NB: an immediate win or a forced block is the alpha-beta search's to play.
        if playable.contains(where: { grid.wouldWin(side, at: $0) || grid.wouldWin(opponent, at: $0) }) { return plan }
        let now = ContinuousClock.now
        let budget = deadline > now ? (deadline - now) / 3 : .zero
        // NB: with a node limit, half for the fours (ours, then theirs), half for the threes.
        let fourNodes = nodeLimit.map { max($0 / 2, 1) } ?? ThreatSearch.defaultNodeLimit
        var threats = ThreatSearch(grid: grid, nodeLimit: fourNodes, deadline: now + budget)
        defer { plan.nodes += threats.nodes }
        if let win = threats.victoryByContinuousFours(for: side, depth: Self.fourChainDepth) {
            plan.win = win
            plan.depth = 2 * Self.fourChainDepth + 1
            return plan
        }
        if threes {
            // NB: at most half the threat budget, so that the opponent's fours are still looked at.
            let threeNodes = min(Self.threeChainNodes, nodeLimit.map { max($0 / 2, 1) } ?? Self.threeChainNodes)
            var ours = ThreatSearch(grid: grid, nodeLimit: threeNodes, deadline: now + budget / 2)
            let win = ours.victoryByContinuousThreats(for: side, threes: Self.threeChainThrees, plies: Self.threeChainPlies)
            plan.nodes += ours.nodes
            if let win {
                plan.win = win
                plan.depth = 2 * Self.threeChainPlies + 1
                return plan
            }
        }
        // The opponent's threats, as if it were to move: the moves that leave it no VCF.
        if threats.victoryByContinuousFours(for: opponent, depth: Self.fourChainDepth) != nil {
            plan.defences = defences(&threats, side: side) { threats in
                threats.victoryByContinuousFours(for: opponent, depth: Self.fourChainDepth) == nil
            }
            return plan
        }
        // NB: the opponent's wins with threes are left to the alpha-beta search: the moves
        // that stop them cost a search each, more than a move's time allows.
        return plan
    }

    /// The candidate moves of `side` after which `stops` holds (the opponent has no win by
    /// threats), or that make a four (which forces the reply, so defends for now); nil if
    /// the search ran out of time (or no move defends).
    private func defences(_ threats: inout ThreatSearch, side: UInt8, stops: (inout ThreatSearch) -> Bool) -> [Int]? {
        var defences: [Int] = []
        for cell in threats.grid.candidateCells where threats.grid.isPlayable(cell) {
            let ours = threats.grid.threats(of: side, after: cell).count
            threats.grid.place(cell, side)
            let stopped = stops(&threats)
            threats.grid.remove(cell)
            if threats.aborted { return nil }
            if stopped || ours > 0 { defences.append(cell) }
        }
        return defences.isEmpty ? nil : defences
    }
}
