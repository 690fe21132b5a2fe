/// Finding cells: those with a given threat (read from the bits kept for fours and fives,
/// else scanned near the stones), those near a stone, and those along a cell's lines.
extension PatternBoard {
    /// The empty cells where `side`'s threat is `threat`, in cell order.
    func cells(_ side: UInt8, with threat: CellThreat) -> [Int] {
        var left = count(side, threat)
        guard left > 0, stoneCount > 0 || box.minColumn <= box.maxColumn else { return [] }
        var found: [Int] = []
        found.reserveCapacity(left)
        let wanted = threat.rawValue, offset = Int(side) &- 1
        if Self.keepsBit(wanted) {
            // NB: the few cells that make a four or a five are kept as bits, in padded order,
            // which is cell order.
            let bits = fourBits + offset &* bitWords
            for word in 0..<bitWords {
                var set = bits[word]
                while set != 0 {
                    let p = word &* 64 &+ set.trailingZeroBitCount
                    set &= set &- 1
                    if infos[p &* 2 &+ offset].threat == wanted {
                        found.append(cell(ofPadded: p))
                        left &-= 1
                        if left == 0 { return found }
                    }
                }
            }
            return found
        }
        // NB: a cell that makes a three or more for a side has a stone within two steps (a
        // stone of that side next to it, or one empty cell away, along the line); and the
        // count says when every one is found.
        let margin = threat >= .three ? 2 : k
        let lowRow = max(0, box.minRow &- margin), highRow = min(rows &- 1, box.maxRow &+ margin)
        for column in max(0, box.minColumn &- margin)...min(columns &- 1, box.maxColumn &+ margin) {
            for row in lowRow...highRow {
                let p = (column &+ k) &* height &+ row &+ k
                if content[p] == 0, infos[p &* 2 &+ offset].threat == wanted {
                    found.append(column &* rows &+ row)
                    left &-= 1
                    if left == 0 { return found }
                }
            }
        }
        return found
    }

    /// The empty cells where `side`'s threat is one of `threats`: those of the first threat,
    /// then of the next, and so on (the count skips threats no cell has).
    func cells(_ side: UInt8, with threats: [CellThreat]) -> [Int] {
        var found: [Int] = []
        for threat in threats where count(side, threat) > 0 { found += cells(side, with: threat) }
        return found
    }

    /// The empty cells near a stone (every cell when the board is empty: its centre only).
    func nearCells() -> [Int] {
        if stoneCount == 0 { return [(columns / 2) * rows + rows / 2] }
        var found: [Int] = []
        forEachCell(within: 2) { cell, p in
            if content[p] == 0, near[p] > 0 { found.append(cell) }
        }
        return found
    }

    /// Calls `body` with each empty cell near a stone (as ``nearCells()`` lists them, in the
    /// same order), without making a list.
    @inline(__always)
    func forEachNearCell(_ body: (Int) -> Void) {
        if stoneCount == 0 {
            body((columns / 2) * rows + rows / 2)
            return
        }
        forEachCell(within: 2) { cell, p in
            if content[p] == 0, near[p] > 0 { body(cell) }
        }
    }

    /// Calls `body` with each cell (and its padded index) within `margin` of the stones'
    /// box, in cell order.
    @inline(__always)
    private func forEachCell(within margin: Int, _ body: (Int, Int) -> Void) {
        guard stoneCount > 0 || box.minColumn <= box.maxColumn else { return }
        let lowRow = max(0, box.minRow &- margin), highRow = min(rows &- 1, box.maxRow &+ margin)
        for column in max(0, box.minColumn &- margin)...min(columns &- 1, box.maxColumn &+ margin) {
            for row in lowRow...highRow {
                let cell = column &* rows &+ row
                body(cell, (column &+ k) &* height &+ row &+ k)
            }
        }
    }

    /// Calls `body` with each empty cell along the lines through `centre` (the directions
    /// whose bits are set in `directions`, 1 << direction), within `reach` steps: by
    /// direction, then before the centre, then after it, nearest first.
    @inline(__always)
    func forEachLineCell(around centre: Int, reach: Int, directions: Int, _ body: (Int) -> Void) {
        let p = padded(centre)
        for direction in 0..<4 where directions & (1 &<< direction) != 0 {
            let step = self.step(direction)
            for distance in 1...reach {
                let q = p &- distance &* step
                if content[q] == 3 { break }
                if content[q] == 0 { body(cell(ofPadded: q)) }
            }
            for distance in 1...reach {
                let q = p &+ distance &* step
                if content[q] == 3 { break }
                if content[q] == 0 { body(cell(ofPadded: q)) }
            }
        }
    }

    /// The empty cells along the lines through `centre`, within `reach` steps, as
    /// ``forEachLineCell(around:reach:directions:_:)`` gives them.
    func lineCells(around centre: Int, reach: Int) -> [Int] {
        var found: [Int] = []
        forEachLineCell(around: centre, reach: reach, directions: 15) { found.append($0) }
        return found
    }
}
