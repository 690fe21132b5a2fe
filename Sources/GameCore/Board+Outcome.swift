extension Board {
    /// The side with a winning line, if any: k in a row, as the rules' win rule counts it.
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

    /// Whether `mark` has a winning line anywhere: k or more in a row under freestyle.
    @inlinable
    func hasLine(_ mark: Mark) -> Bool {
        guard rules.isFreestyle else { return hasLineUnderWinRule(mark) }
        if isPacked {
            let stones = mark == .x ? xWord : oWord
            return PackedGeometry.hasLine(stones, stride: UInt64(stride), k: rules.k)
        }
        return hasLineInManyWords(mark)
    }

    @usableFromInline @inline(never)
    func hasLineInManyWords(_ mark: Mark) -> Bool {
        if fitsIn256Bits, lastIndex >= 0 {
            // NB: a played board can only hold a line through its last stone.
            let last = Int(lastIndex)
            let stones = mark == .x ? xStones256 : oStones256
            guard stones.contains(last) else { return false }
            return Self.hasLine(through: last, in: stones, stride: stride, limit: rules.columns &* stride, k: rules.k)
        }
        let stones = stones(of: mark)
        if lastIndex >= 0 {
            // NB: a played board can only hold a line through its last stone.
            let last = Int(lastIndex)
            guard stones.contains(last) else { return false }
            return Self.hasLine(through: last, in: stones, stride: stride, limit: rules.columns &* stride, k: rules.k)
        }
        return Self.hasLine(in: stones, stride: stride, k: rules.k, used: usedWords)
    }

    /// Whether `stones` hold a run of k or more through the stone at bit `index`.
    ///
    /// NB: stepping by 1, stride, stride + 1 or stride - 1 bits moves one cell along a line;
    /// a step off the top or bottom of a column lands on a spare bit, which is always empty,
    /// so only the two ends of the bit range need a check.
    /// - Complexity: O(k); no allocation.
    @inlinable
    static func hasLine(through index: Int, in stones: some StoneBits, stride: Int, limit: Int, k: Int) -> Bool {
        runLength(through: index, step: 1, in: stones, limit: limit, k: k) >= k
            || runLength(through: index, step: stride, in: stones, limit: limit, k: k) >= k
            || runLength(through: index, step: stride &+ 1, in: stones, limit: limit, k: k) >= k
            || runLength(through: index, step: stride &- 1, in: stones, limit: limit, k: k) >= k
    }

    /// The length of the run through bit `index` moving `step` bits a cell, counted up to k.
    @inlinable
    static func runLength(through index: Int, step: Int, in stones: some StoneBits, limit: Int, k: Int) -> Int {
        var length = 1
        var cell = index &- step
        while length < k, cell >= 0, stones.contains(cell) {
            length &+= 1
            cell &-= step
        }
        cell = index &+ step
        while length < k, cell < limit, stones.contains(cell) {
            length &+= 1
            cell &+= step
        }
        return length
    }

    /// k in a row in a one-word bitboard, by shifting the stones along each direction.
    @inlinable
    static func hasLine(in stones: UInt64, stride: Int, k: Int) -> Bool {
        PackedGeometry.hasLine(stones, stride: UInt64(stride), k: k)
    }

    /// k in a row in a many-word bitboard.
    @usableFromInline
    static func hasLine(in stones: CellSet, stride: Int, k: Int, used: Int) -> Bool {
        if k == 1 { return !stones.isEmpty(used: used) }
        let steps: InlineArray<4, Int> = [1, stride, stride + 1, stride - 1]
        for direction in 0..<4 {
            let step = steps[direction]
            var run = stones
            for _ in 1..<k {
                run = run.intersection(run.shiftedDown(by: step, used: used), used: used)
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
        if lastIndex >= 0, stones.contains(Int(lastIndex)), let line = line(through: Int(lastIndex), of: mark) {
            return line
        }
        // NB: no list of candidates: the first stone found on a line ends the scan.
        var found: [Move]? = nil
        stones.forEach(used: usedWords) { index in
            if found == nil { found = line(through: index, of: mark) }
        }
        return found ?? []
    }

    /// The cells of the first winning run of `mark`'s stones through bit `index` (k or more
    /// under freestyle), trying the directions in order, or nil when there is none.
    func line(through index: Int, of mark: Mark) -> [Move]? {
        let stones = stones(of: mark)
        for direction in 0..<4 {
            let (dc, dr) = Self.lineStep(direction)
            let run = runThrough(index, dc, dr, in: stones)
            guard rules.isFreestyle ? run.count >= rules.k : wins(mark, run: run, through: index, dc, dr) else { continue }
            let start = move(atIndex: index)
            return (0..<run.count).map { step in
                Move(column: start.column + (step - run.back) * dc, row: start.row + (step - run.back) * dr)
            }
        }
        return nil
    }

    /// The cell step (columns, rows) of each direction of a line: up, right, up-right,
    /// down-right, for `direction` in 0...3.
    @inlinable
    static func lineStep(_ direction: Int) -> (Int, Int) {
        switch direction {
        case 0: (0, 1)
        case 1: (1, 0)
        case 2: (1, 1)
        default: (1, -1)
        }
    }
}
