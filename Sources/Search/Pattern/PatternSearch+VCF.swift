import GameCore
/// Victory by continuous fours: a chain of moves that each make a four (the opponent must
/// block its one five cell) and end in a straight four, two fours at once, or a four whose
/// block the opponent may not play (X's forbidden point under renju). Exact: every reply is
/// forced, so a chain found is a proven win.
///
/// A block that gives the defender a four of its own must be answered at once: the chain
/// goes on only if that answer is itself a four. Lines searched without success are kept
/// in a table of their own (by position and depth), so transpositions of the same fours are
/// not searched twice.
extension PatternSearch {
    /// The moves of a winning chain of at most `depth` fours by `side`, or nil: the
    /// attacker's and the defender's in turn, ending with the attacker's move that wins or
    /// leaves a threat that cannot be stopped (the five follows next move). When the
    /// defender has a five cell, the chain starts there (and only if that move is a four).
    func victoryByFours(_ side: UInt8, depth: Int) -> [Int]? {
        var line: [Int] = []
        return vcf(side, depth: depth, line: &line) ? line : nil
    }

    private func vcf(_ side: UInt8, depth: Int, line: inout [Int]) -> Bool {
        vcfNodes &+= 1
        if vcfNodes & 63 == 0 { stop.check() }
        if nodes &+ vcfNodes >= nodeStop { stop.abort() }
        if stop.aborted { return false }
        let board = self.board
        let defender = 3 - side
        if board.count(side, .five) > 0 {
            if let win = board.cells(side, with: .five).first { line.append(win) }
            return true
        }
        let theirFives = board.count(defender, .five) > 0
        let stops = theirFives ? blocks(against: defender, by: side) : []
        if theirFives, stops.isEmpty { return false }
        // NB: under caro a straight four between two of their stones can still be stopped:
        // it is played out like any four.
        let flexWins = board.rule != .caro
        if !theirFives, flexWins, board.count(side, .flexFour) > 0 {
            if let win = board.cells(side, with: .flexFour).first { line.append(win) }
            return true
        }
        guard depth > 0 else { return false }
        let key = board.hash ^ (side == 1 ? 0x5555_5555_5555_5555 : 0)
        if let failed = vcfFailures[key], failed >= depth { return false }
        // NB: their five must be stopped, and only a stop that is also a four keeps the chain.
        let moves = theirFives ? stops.filter { board.threat(side, at: $0).makesFour } : board.cells(side, with: [.flexFour, .fourThree, .four])
        for move in moves {
            let threat = board.threat(side, at: move)
            if threat == .five || (flexWins && threat == .flexFour) {
                line.append(move)
                return true
            }
            guard threat.makesFour else { continue }
            board.place(move, side)
            // NB: every stop of the five must lose (one cell but under caro).
            let stops = blocks(against: side, by: defender)
            let mark = line.count
            line.append(move)
            var won = true
            if let first = stops.first {
                line.append(first)
                for reply in stops where won {
                    board.place(reply, defender)
                    var rest: [Int] = []
                    won = vcf(side, depth: depth - 1, line: &rest)
                    board.remove(reply, defender)
                    if won, reply == first { line += rest }
                }
            }
            if !won { line.removeSubrange(mark...) }
            board.remove(move, side)
            if won { return true }
            if stop.aborted { return false }
        }
        vcfFailures[key] = depth
        return false
    }
}
