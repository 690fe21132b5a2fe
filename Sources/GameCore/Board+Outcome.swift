extension Board {
    /// The side with k in a row, if any.
    ///
    /// Only the side that moved last can have a line: play stops at the first win, and
    /// diagrams are checked for this when they are read.
    /// - Complexity: O(k) with no allocation.
    @inlinable
    public var winner: Mark? {
        let mover = sideToMove.opponent
        return hasLine(mover) ? mover : nil
    }

    /// How the game stands, with the winning line when there is one.
    public var outcome: Outcome {
        if let winner { return .win(winner, line: winningLine(of: winner)) }
        return moveCount == rules.cellCount ? .draw : .ongoing
    }

    /// Whether `mark` has k or more in a row anywhere.
    @inlinable
    func hasLine(_ mark: Mark) -> Bool {
        let stones = stones(of: mark)
        let used = usedWords
        if used == 1 {
            return Self.hasLine(in: stones.words[0], stride: stride, k: rules.k)
        }
        if lastIndex >= 0 {
            // NB: a played board can only hold a line through its last stone.
            let last = Int(lastIndex)
            guard stones.contains(last) else { return false }
            for (dc, dr) in Self.directions where runThrough(last, dc, dr, in: stones).count >= rules.k {
                return true
            }
            return false
        }
        return Self.hasLine(in: stones, stride: stride, k: rules.k, used: used)
    }

    /// The four directions of a line: up, right, up-right, down-right.
    @usableFromInline static let directions: [(Int, Int)] = [(0, 1), (1, 0), (1, 1), (1, -1)]

    /// k in a row in a one-word bitboard, by shifting the stones along each direction.
    @inlinable
    static func hasLine(in stones: UInt64, stride: Int, k: Int) -> Bool {
        if k == 1 { return stones != 0 }
        for step in [1, stride, stride &+ 1, stride &- 1] {
            let shift = UInt64(step)
            var run = stones
            for _ in 1..<k {
                run &= run &>> shift
                if run == 0 { break }
            }
            if run != 0 { return true }
        }
        return false
    }

    /// k in a row in a many-word bitboard.
    @usableFromInline
    static func hasLine(in stones: CellSet, stride: Int, k: Int, used: Int) -> Bool {
        if k == 1 { return !stones.isEmpty(used: used) }
        for step in [1, stride, stride + 1, stride - 1] {
            var run = stones
            for _ in 1..<k {
                run = run & run.shiftedDown(by: step, used: used)
                if run.isEmpty(used: used) { break }
            }
            if !run.isEmpty(used: used) { return true }
        }
        return false
    }

    /// The bounds of the run of `stones` through bit `index` along (dc, dr): how far it goes
    /// back and forward, and its length.
    @inlinable
    func runThrough(_ index: Int, _ dc: Int, _ dr: Int, in stones: CellSet) -> (back: Int, count: Int) {
        let column = index / stride
        let row = index % stride
        var back = 0
        var c = column &- dc
        var r = row &- dr
        while c >= 0, c < rules.columns, r >= 0, r < rules.rows, stones.contains(c &* stride &+ r) {
            back &+= 1
            c &-= dc
            r &-= dr
        }
        var forward = 0
        c = column &+ dc
        r = row &+ dr
        while c >= 0, c < rules.columns, r >= 0, r < rules.rows, stones.contains(c &* stride &+ r) {
            forward &+= 1
            c &+= dc
            r &+= dr
        }
        return (back, back &+ forward &+ 1)
    }

    /// The cells of `mark`'s winning run, in order along the line; the run through the last
    /// move when there is one. Empty when `mark` has no line.
    public func winningLine(of mark: Mark) -> [Move] {
        let stones = stones(of: mark)
        var candidates: [Int] = []
        if lastIndex >= 0, stones.contains(Int(lastIndex)) { candidates.append(Int(lastIndex)) }
        stones.forEach(used: usedWords) { candidates.append($0) }
        for index in candidates {
            for (dc, dr) in Self.directions {
                let run = runThrough(index, dc, dr, in: stones)
                guard run.count >= rules.k else { continue }
                let start = move(atIndex: index)
                return (0..<run.count).map { step in
                    Move(column: start.column + (step - run.back) * dc, row: start.row + (step - run.back) * dr)
                }
            }
        }
        return []
    }
}
