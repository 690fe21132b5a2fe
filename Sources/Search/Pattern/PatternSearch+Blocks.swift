import GameCore

/// The moves that answer a threat: the defences against an open three (with our own
/// fours, which force a reply first), and the blocks of a five.
extension PatternSearch {
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
}
