/// Placing and taking off stones: each stone updates the keys and patterns of the cells
/// along its lines and writes what it changed to the undo log, which taking off the last
/// stone placed reads back instead of the tables.
extension PatternBoard {
    /// The position's hash once `side`'s stone is on the empty `cell` (nothing placed).
    @inline(__always)
    func hash(placing cell: Int, _ side: UInt8) -> UInt64 {
        hash ^ zobrist[padded(cell) &* 2 &+ Int(side) &- 1]
    }

    /// Puts `side`'s stone on the empty `cell`.
    func place(_ cell: Int, _ side: UInt8) {
        let p = padded(cell)
        earlier[2 &* stoneCount] = valueSums[0]
        earlier[2 &* stoneCount &+ 1] = valueSums[1]
        earlierThreats[stoneCount] = Int32(ThreatSet.of(1, on: self) | ThreatSet.of(2, on: self) &<< 5)
        let column = cell / rows, row = cell % rows
        box = (min(box.minColumn, column), max(box.maxColumn, column), min(box.minRow, row), max(box.maxRow, row))
        frameCells[frameCount] = Int32(p)
        frameStarts[frameCount] = Int32(logCount)
        (logCounts + frameCount &* 32).update(from: threatCounts, count: 32)
        frameCount &+= 1
        count(p, by: -1)
        content[p] = side
        hash ^= zobrist[p &* 2 &+ Int(side) &- 1]
        stoneCount &+= 1
        logging = true
        update(p, side, by: 1)
        logging = false
    }

    /// Takes `side`'s stone off `cell`.
    func remove(_ cell: Int, _ side: UInt8) {
        let p = padded(cell)
        content[p] = 0
        hash ^= zobrist[p &* 2 &+ Int(side) &- 1]
        stoneCount &-= 1
        if frameCount > 0, frameCells[frameCount &- 1] == Int32(p) {
            // NB: the last stone placed: every change since has been undone, so the cells it
            // changed get their patterns back from the log, its own are as they were, and
            // the counts and sums are those from before it.
            frameCount &-= 1
            undo(p, side, from: Int(frameStarts[frameCount]))
            threatCounts.update(from: logCounts + frameCount &* 32, count: 32)
            valueSums[0] = earlier[2 &* stoneCount]
            valueSums[1] = earlier[2 &* stoneCount &+ 1]
        } else {
            // NB: another stone (tests take off stones in any order): read afresh, and the
            // log no longer holds.
            frameCount = 0
            logCount = 0
            update(p, side, by: -1)
            for direction in 0..<4 { refreshLine(p, direction) }
            refreshCell(p)
            count(p, by: 1)
        }
    }

    /// Takes the stone on `p` off the keys along its lines and gives the cells it changed
    /// their patterns from before it, from entry `start` of the log on.
    private func undo(_ p: Int, _ side: UInt8, from start: Int) {
        let codeX = Int32(side == 1 ? 1 : 2)
        for direction in 0..<4 {
            let step = self.step(direction)
            for distance in 1...k {
                let q = p &+ distance &* step
                if content[q] == 3 { break }
                keys[q &* 4 &+ direction] &-= codeX &<< Int32(2 &* (k &- distance))
            }
            for distance in 1...k {
                let q = p &- distance &* step
                if content[q] == 3 { break }
                keys[q &* 4 &+ direction] &-= codeX &<< Int32(2 &* (k &+ distance &- 1))
            }
        }
        var entry = logCount
        while entry > start {
            entry &-= 1
            let q = Int(logCells[entry])
            combos[q &* 2] = logCombos[entry &* 2]
            combos[q &* 2 &+ 1] = logCombos[entry &* 2 &+ 1]
            infos[q &* 2] = logInfos[entry &* 2]
            infos[q &* 2 &+ 1] = logInfos[entry &* 2 &+ 1]
            markBits(q)
        }
        logCount = start
        markBits(p)
        changeNear(p, by: -1)
    }

    private func update(_ p: Int, _ side: UInt8, by delta: Int32) {
        let codeX = Int32(side == 1 ? 1 : 2) &* delta
        for direction in 0..<4 {
            let step = self.step(direction)
            for distance in 1...k {
                // NB: p lies `distance` before q, at slot k - distance of q's key.
                let q = p &+ distance &* step
                if content[q] == 3 { break }
                let shift = Int32(2 &* (k &- distance))
                changeKey(q, direction, codeX &<< shift)
            }
            for distance in 1...k {
                let q = p &- distance &* step
                if content[q] == 3 { break }
                let shift = Int32(2 &* (k &+ distance &- 1))
                changeKey(q, direction, codeX &<< shift)
            }
        }
        changeNear(p, by: Int16(delta))
    }

    /// Adds `delta` to the stone counts of the cells within two steps of `p`.
    @inline(__always)
    private func changeNear(_ p: Int, by delta: Int16) {
        let column = p / height, row = p % height
        for dc in -2...2 {
            for dr in -2...2 { near[(column &+ dc) &* height &+ row &+ dr] &+= delta }
        }
    }

    @inline(__always)
    private func changeKey(_ q: Int, _ direction: Int, _ deltaX: Int32) {
        let slot = q &* 4 &+ direction
        keys[slot] &+= deltaX
        // NB: a stone's patterns are read again when it is taken off.
        guard content[q] == 0 else { return }
        let before = (combos[q &* 2], combos[q &* 2 &+ 1])
        refreshLine(q, direction)
        // NB: most stones change no pattern of the cells a few steps away.
        guard combos[q &* 2] != before.0 || combos[q &* 2 &+ 1] != before.1 else { return }
        if logging {
            logCells[logCount] = Int32(q)
            logCombos[logCount &* 2] = before.0
            logCombos[logCount &* 2 &+ 1] = before.1
            logInfos[logCount &* 2] = infos[q &* 2]
            logInfos[logCount &* 2 &+ 1] = infos[q &* 2 &+ 1]
            logCount &+= 1
        }
        count(q, by: -1)
        refreshCell(q)
        count(q, by: 1)
    }

    /// Reads the patterns of `p`'s line in `direction` from the tables into its combos.
    @inline(__always)
    func refreshLine(_ p: Int, _ direction: Int) {
        let slot = p &* 4 &+ direction
        let shift = UInt16(4 &* direction)
        let mask = ~(UInt16(15) &<< shift)
        let pair = UInt16(pairs[Int(keys[slot])])
        let x = pair & 15, o = pair &>> 4
        combos[p &* 2] = (combos[p &* 2] & mask) | (x &<< shift)
        combos[p &* 2 &+ 1] = (combos[p &* 2 &+ 1] & mask) | (o &<< shift)
    }

    /// Reads `p`'s threats, scores and values from its combos.
    @inline(__always)
    func refreshCell(_ p: Int) {
        infos[p &* 2] = entriesX[Int(combos[p &* 2])]
        infos[p &* 2 &+ 1] = entriesO[Int(combos[p &* 2 &+ 1])]
    }

    /// Adds (or takes away) the empty cell `p`'s threats and values to the totals.
    @inline(__always)
    func count(_ p: Int, by delta: Int32) {
        let x = infos[p &* 2], o = infos[p &* 2 &+ 1]
        threatCounts[Int(x.threat)] &+= delta
        threatCounts[16 &+ Int(o.threat)] &+= delta
        valueSums[0] &+= Int(x.value) &* Int(delta)
        valueSums[1] &+= Int(o.value) &* Int(delta)
        if delta > 0 { markBits(p) } else { clearBits(p) }
    }

    /// Whether a threat (its raw value) is kept in `fourBits`: four, four-three, straight
    /// four or two fours, five.
    @inline(__always)
    static func keepsBit(_ threat: UInt8) -> Bool { (0b1110_1000 &>> UInt16(threat)) & 1 != 0 }

    /// Sets the empty cell `p`'s bits in `fourBits` from its threats.
    @inline(__always)
    private func markBits(_ p: Int) {
        let word = p &>> 6, bit = UInt64(1) &<< UInt64(p & 63)
        let x = Self.keepsBit(infos[p &* 2].threat), o = Self.keepsBit(infos[p &* 2 &+ 1].threat)
        fourBits[word] = (fourBits[word] & ~bit) | (x ? bit : 0)
        fourBits[bitWords &+ word] = (fourBits[bitWords &+ word] & ~bit) | (o ? bit : 0)
    }

    /// Clears the cell `p`'s bits in `fourBits`.
    @inline(__always)
    private func clearBits(_ p: Int) {
        let word = p &>> 6, bit = UInt64(1) &<< UInt64(p & 63)
        fourBits[word] &= ~bit
        fourBits[bitWords &+ word] &= ~bit
    }
}
