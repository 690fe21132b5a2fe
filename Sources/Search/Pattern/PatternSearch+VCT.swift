import GameCore

/// Victory by continuous threats: like the chain of fours, but the attacker may also play
/// threes (moves after which it makes a straight four or two fours next), each answered by
/// every defence that stops it, the defender's own fours among them. A win is reported
/// only when every defence was answered, so it is proven; it is not complete (the threes
/// tried are the best few by score, within a node budget).
extension PatternSearch {
    /// The most threes tried at one node.
    static let vctWidth = 8

    /// A first move of a win by fours and threes for `side` within `depth` of its moves, or
    /// nil; it looks at no more than `nodeLimit` positions.
    func victoryByThreats(_ side: UInt8, depth: Int, nodeLimit: Int) -> Int? {
        let limit = nodes &+ vcfNodes &+ nodeLimit
        var first: Int?
        return vct(side, depth: depth, limit: limit, first: &first) ? first : nil
    }

    private func vct(_ side: UInt8, depth: Int, limit: Int, first: inout Int?) -> Bool {
        nodes &+= 1
        if nodes & 15 == 0 { stop.check() }
        if nodes &+ vcfNodes >= nodeStop { stop.abort() }
        if stop.aborted || nodes &+ vcfNodes >= limit { return false }
        let defender = 3 - side
        if let chain = victoryByFours(side, depth: Self.leafFours &+ 2), let move = chain.first {
            first = move
            return true
        }
        guard depth > 0 else { return false }
        let key = board.hash ^ (side == 1 ? 0x3C3C_3C3C_3C3C_3C3C : 0xC3C3_C3C3_C3C3_C3C3)
        if let failed = vctFailures[key], failed >= depth { return false }
        // NB: their five must be blocked first; the chain goes on only if that is ours to play.
        let theirFives = board.count(defender, .five) > 0
        var moves: [Int]
        if theirFives {
            moves = blocks(against: defender, by: side)
            if moves.isEmpty { return false }
        } else {
            moves = board.cells(side, with: [.fourThree, .four])
            moves += orderedMoves(side, among: board.cells(side, with: [.doubleThree, .three]), limit: Self.vctWidth)
        }
        for move in moves {
            board.place(move, side)
            let proven = defended(side, depth: depth, limit: limit)
            board.remove(move, side)
            if proven {
                first = move
                return true
            }
            if stop.aborted || nodes &+ vcfNodes >= limit { return false }
        }
        if !theirFives { vctFailures[key] = depth }
        return false
    }

    /// After the attacker's move: whether every defence still loses.
    private func defended(_ side: UInt8, depth: Int, limit: Int) -> Bool {
        let defender = 3 - side
        // NB: a defender that can make five at once wins first; one that can make a straight
        // four, when the attacker has no five to make, too.
        if board.count(defender, .five) > 0 { return false }
        if board.count(side, .five) == 0, board.count(defender, .flexFour) > 0, board.rule != .caro { return false }
        var replies: [Int]
        if board.count(side, .five) > 0 {
            replies = blocks(against: side, by: defender)
            if replies.isEmpty { return true }
        } else if board.count(side, .flexFour) > 0 {
            replies = defences(defender)
            if replies.isEmpty { return true }
        } else {
            // NB: not a threat after all (their stone already blocks it): no win here.
            return false
        }
        for reply in replies {
            board.place(reply, defender)
            var next: Int?
            let won = vct(side, depth: depth &- 1, limit: limit, first: &next)
            board.remove(reply, defender)
            if !won { return false }
        }
        return true
    }
}
