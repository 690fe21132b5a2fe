/// Victory by continuous threats (VCT): the attacker plays fours and threes, the defender
/// answers each with every move that stops it.
///
/// - After a four the defender must take its winning cell (the only reply).
/// - After a three (a move after which the attacker, left alone, would make two winning
///   cells at once) the defender's replies are every cell that stops all such moves,
///   computed exactly (see ``defences(against:among:)``), and every four of its own. Any
///   other reply leaves the attacker a move to two winning cells while the defender has
///   none: a win, so it need not be searched.
/// - A defender's four is answered by the attacker's forced block, and the search goes on
///   from there (the three may still stand, or the block may make a threat of its own).
///
/// The attacker wins only if it wins against every reply, so a reported win is a forced
/// win on the board (sound). Limits: at most `threes` threes and `plies` attacker moves in
/// all (forced blocks included), and the node limit and deadline of the search. Only on
/// boards without gravity, where a stone never makes another cell playable.
extension ThreatSearch {
    /// A first move for `side` that wins by fours and threes, with at most `threes` threes
    /// among at most `plies` of its moves, or nil when none is found. Iterative deepening
    /// over the number of threes, reusing what earlier passes proved.
    ///
    /// Requires that the defender has at most one winning cell (then blocked first).
    /// - Complexity: exponential in `threes` and `plies`; bounded by the node limit.
    mutating func victoryByContinuousThreats(for side: UInt8, threes: Int, plies: Int) -> Int? {
        guard !grid.gravity, grid.k >= 3 else { return nil }
        for allowed in 1...max(threes, 1) {
            if let move = attack(side, threes: allowed, plies: plies) { return move }
            if aborted { return nil }
        }
        return nil
    }

    // MARK: The AND/OR search

    /// The attacker's winning move in the current position, `side` to move, or nil.
    mutating func attack(_ side: UInt8, threes: Int, plies: Int) -> Int? {
        guard visit() else { return nil }
        let key = grid.hash ^ Self.attackSalt[Int(side)]
        if let proof = proofs[key], proof.settles(threes: threes, plies: plies) { return proof.won ? proof.move : nil }
        let defender = 3 - side
        let cells = grid.candidateCells
        // NB: every winning cell is next to a stone, so among the candidates.
        if let win = cells.first(where: { grid.wouldWin(side, at: $0) }) { return win }
        var block = -1
        for cell in cells where grid.wouldWin(defender, at: cell) {
            if block >= 0 { return nil }
            block = cell
        }
        var found: Int?
        if block >= 0 {
            // NB: the defender's four must be blocked; the block may itself threaten.
            if plies > 0 {
                grid.place(block, side)
                if defend(side, threes: threes, plies: plies - 1) { found = block }
                grid.remove(block)
            }
        } else {
            let fours = newFours(of: side, among: cells)
            if let first = fours.first, first.count >= 2 { return first.cell }
            if plies > 0 {
                for four in fours {
                    grid.place(four.cell, side)
                    let won = defend(side, threes: threes, plies: plies - 1)
                    grid.remove(four.cell)
                    if won { found = four.cell; break }
                    if aborted { return nil }
                }
                if found == nil, threes > 0 {
                    let fourCells = fours.map(\.cell)
                    for three in self.threes(of: side, among: cells) where !fourCells.contains(three) {
                        grid.place(three, side)
                        let won = defend(side, threes: threes - 1, plies: plies - 1)
                        grid.remove(three)
                        if won { found = three; break }
                        if aborted { return nil }
                    }
                }
            }
        }
        if aborted { return nil }
        proofs[key] = found.map { ThreatProof.win($0) } ?? .noWin(threes: threes, plies: plies)
        return found
    }

    /// Whether `side` (the attacker, who just moved) wins against every reply of the
    /// defender, who is to move and has no winning cell.
    mutating func defend(_ side: UInt8, threes: Int, plies: Int) -> Bool {
        guard visit() else { return false }
        let key = grid.hash ^ Self.defendSalt[Int(side)]
        if let proof = proofs[key], proof.settles(threes: threes, plies: plies) { return proof.won }
        let defender = 3 - side
        let cells = grid.candidateCells
        var wins: [Int] = []
        for cell in cells where grid.wouldWin(side, at: cell) {
            wins.append(cell)
            if wins.count >= 2 { return true }
        }
        var replies: [Int]
        if let only = wins.first {
            replies = [only]
        } else {
            guard let stops = defences(against: side, among: cells) else { return false }
            replies = stops
            // NB: a four of the defender's forces the attacker's hand, wherever it is.
            for cell in cells where !replies.contains(cell) && grid.isPlayable(cell) {
                if grid.newWins(of: defender, after: cell).count > 0 { replies.append(cell) }
            }
        }
        var won = true
        for reply in replies {
            grid.place(reply, defender)
            won = attack(side, threes: threes, plies: plies) != nil
            grid.remove(reply)
            if !won || aborted { break }
        }
        if aborted { return false }
        proofs[key] = won ? .win() : .noWin(threes: threes, plies: plies)
        return won
    }

    // MARK: Threats and defences

    /// The cells where the defender stops every move of `side` to two winning cells at once
    /// (nil when `side` has no such move; empty when no single cell stops them all).
    ///
    /// Exact: a defender's stone can only take cells away from `side`, so it stops such a
    /// move on `cell` only by taking `cell`, or by taking one of its winning cells when it
    /// has exactly two. Requires that `side` has no winning cell now.
    mutating func defences(against side: UInt8, among cells: [Int]) -> [Int]? {
        var common: [Int]?
        for cell in cells where grid.isPlayable(cell) {
            let threat = grid.newWins(of: side, after: cell)
            guard threat.count >= 2 else { continue }
            let stops = threat.count == 2 ? [cell, threat.first, threat.second] : [cell]
            common = common.map { $0.filter(stops.contains) } ?? stops
            if common!.isEmpty { return [] }
        }
        return common
    }

    /// The fours of `side` among `cells`: the cells where it makes a winning cell, with
    /// how many it makes and the first; two or more (which win) first.
    ///
    /// Requires that `side` has no winning cell now.
    mutating func newFours(of side: UInt8, among cells: [Int]) -> [(cell: Int, count: Int, block: Int)] {
        var found: [(cell: Int, count: Int, block: Int)] = []
        for cell in cells where grid.isPlayable(cell) {
            let threat = grid.newWins(of: side, after: cell)
            if threat.count > 0 { found.append((cell, threat.count, threat.first)) }
        }
        return found.sorted { $0.count > $1.count }
    }

    /// The threes of `side` among `cells`: moves after which `side` could make an open four
    /// (two winning cells on one line), the ones with the fewest defences first. May list
    /// fours too; misses threes of rarer shapes (a move to a double four on two lines),
    /// which only makes the search see less.
    ///
    /// Requires that `side` has no move to two winning cells now.
    mutating func threes(of side: UInt8, among cells: [Int]) -> [Int] {
        var found: [(cell: Int, defences: Int)] = []
        let reach = grid.k - 1
        for cell in cells where grid.isPlayable(cell) && mayMakeThree(side, at: cell) {
            let c = grid.column(of: cell), r = grid.row(of: cell)
            grid.place(cell, side)
            // NB: any open four `side` could now make is on a line through `cell`.
            var common: [Int]?
            for direction in LineGrid.directions {
                var stones = 0
                for step in 1...reach {
                    if grid.content(c + direction.column * step, r + direction.row * step) == side { stones += 1 }
                    if grid.content(c - direction.column * step, r - direction.row * step) == side { stones += 1 }
                }
                guard stones >= grid.k - 3 else { continue }
                for offset in -reach...reach where offset != 0 {
                    let tc = c + direction.column * offset, tr = r + direction.row * offset
                    guard grid.content(tc, tr) == 0 else { continue }
                    let target = grid.cell(tc, tr)
                    let threat = grid.newWins(of: side, after: target, along: direction)
                    guard threat.count >= 2 else { continue }
                    let stops = threat.count == 2 ? [target, threat.first, threat.second] : [target]
                    common = common.map { $0.filter(stops.contains) } ?? stops
                }
            }
            grid.remove(cell)
            if let common { found.append((cell, common.count)) }
        }
        return found.sorted { $0.defences != $1.defences ? $0.defences < $1.defences : $0.cell < $1.cell }.map(\.cell)
    }

    /// Whether `side` may make a three by playing `cell`: along some line through it, at
    /// least k - 3 of its stones (one at least) within k - 2 steps (a cheap filter).
    func mayMakeThree(_ side: UInt8, at cell: Int) -> Bool {
        let c = grid.column(of: cell), r = grid.row(of: cell)
        let reach = max(grid.k - 2, 1), needed = max(grid.k - 3, 1)
        for direction in LineGrid.directions {
            var count = 0
            for step in 1...reach {
                if grid.content(c + direction.column * step, r + direction.row * step) == side { count += 1 }
                if grid.content(c - direction.column * step, r - direction.row * step) == side { count += 1 }
            }
            if count >= needed { return true }
        }
        return false
    }

    /// Keys mixed into the grid's hash for a position with the attacker to move, by side.
    static let attackSalt: [UInt64] = [0, 0x6A09_E667_F3BC_C909, 0xBB67_AE85_84CA_A73B]
    /// Keys mixed into the grid's hash for a position with the defender to move, by side.
    static let defendSalt: [UInt64] = [0, 0x3C6E_F372_FE94_F82B, 0xA54F_F53A_5F1D_36F1]
}
