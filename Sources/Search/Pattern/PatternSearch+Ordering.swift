#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of a node's moves (pattern score and history; the table's move and the
/// killers first), the beam of quiet moves, and how much shallower a late quiet move is
/// searched first.
extension PatternSearch {
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

    /// Moves `cell` to the front of the node's `moves`; with `adding`, puts it there when
    /// it is not among them but is an empty cell near a stone that `side` may play.
    @inline(__always)
    func promote(_ cell: Int, _ side: UInt8, in moves: UnsafeMutablePointer<Int>, count: inout Int, adding: Bool) {
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
}
