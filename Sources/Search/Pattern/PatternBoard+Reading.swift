import GameCore

/// Reading the board: what lies on a cell, what a stone there would make for each side (and
/// what it would make once another stone stood nearby), the threat counts and the sums of
/// the cells' values the evaluation reads.
extension PatternBoard {
    /// The padded index of `cell` (LineGrid numbering).
    @inline(__always)
    func padded(_ cell: Int) -> Int { Int(paddedOf[cell]) }

    /// The LineGrid cell of the padded index `p`.
    @inline(__always)
    func cell(ofPadded p: Int) -> Int { (p / height - k) * rows + p % height - k }

    /// What lies on `cell`: 0 empty, 1 X, 2 O.
    @inline(__always)
    func stone(_ cell: Int) -> UInt8 { content[padded(cell)] }

    /// The threat `side` makes by playing on the empty `cell`.
    @inline(__always)
    func threat(_ side: UInt8, at cell: Int) -> CellThreat {
        CellThreat(rawValue: infos[padded(cell) &* 2 &+ Int(side) &- 1].threat) ?? .none
    }

    /// The move-ordering score of `cell` for `side`.
    @inline(__always)
    func score(_ side: UInt8, at cell: Int) -> Int32 { infos[padded(cell) &* 2 &+ Int(side) &- 1].score }

    /// The threat `owner` would make on the empty `cell` once `placer`'s stone stood on the
    /// empty `stone` (another cell), read from the lines without placing it: only the line
    /// through both changes, and only when `stone` is within k steps of `cell`. The same as
    /// placing the stone and reading ``threat(_:at:)``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func threat(_ owner: UInt8, at cell: Int, afterStoneOf placer: UInt8, at stone: Int) -> CellThreat {
        let pf = padded(cell), ps = padded(stone)
        let dc = ps / height &- pf / height, dr = ps % height &- pf % height
        let direction: Int, distance: Int
        if dr == 0 {
            (direction, distance) = (0, dc)
        } else if dc == 0 {
            (direction, distance) = (1, dr)
        } else if dc == dr {
            (direction, distance) = (2, dc)
        } else if dc == -dr {
            (direction, distance) = (3, dc)
        } else {
            return threat(owner, at: cell)
        }
        guard distance != 0, abs(distance) <= k else { return threat(owner, at: cell) }
        // NB: as `update` shifts a stone's code into the key of a cell on its line.
        let shift = distance < 0 ? 2 &* (k &+ distance) : 2 &* (k &+ distance &- 1)
        let key = keys[pf &* 4 &+ direction] &+ (Int32(placer == 1 ? 1 : 2) &<< Int32(shift))
        let pair = UInt16(pairs[Int(key)])
        let pattern = owner == 1 ? pair & 15 : pair &>> 4
        let at = UInt16(4 &* direction)
        let combo = (combos[pf &* 2 &+ Int(owner) &- 1] & ~(UInt16(15) &<< at)) | (pattern &<< at)
        let entry = owner == 1 ? entriesX[Int(combo)] : entriesO[Int(combo)]
        return CellThreat(rawValue: entry.threat) ?? .none
    }

    /// The pattern `side` makes on `cell` along `direction` (0 across, 1 up, 2 and 3 the diagonals).
    func pattern(_ side: UInt8, at cell: Int, direction: Int) -> LinePattern {
        let combo = Int(combos[padded(cell) * 2 + Int(side) - 1])
        return LinePattern(rawValue: UInt8((combo >> (4 * direction)) & 15)) ?? .dead
    }

    /// How many empty cells give `side` the threat `threat`.
    @inline(__always)
    func count(_ side: UInt8, _ threat: CellThreat) -> Int {
        Int(threatCounts[(Int(side) &- 1) &* 16 &+ Int(threat.rawValue)])
    }

    /// Whether a stone lies within two steps of `cell`.
    @inline(__always)
    func isNear(_ cell: Int) -> Bool { near[padded(cell)] > 0 }

    /// The static value for `side`: its empty cells' values less the opponent's.
    @inline(__always)
    func evaluation(for side: UInt8) -> Int { side == 1 ? valueSums[0] - valueSums[1] : valueSums[1] - valueSums[0] }

    /// The sums of the empty cells' values of `side` and of the opponent, now and before
    /// the last stone was placed (now again on an empty board), added up.
    @inline(__always)
    func values(for side: UInt8) -> (own: Int, opponent: Int) {
        var x = valueSums[0], o = valueSums[1]
        if stoneCount > 0 {
            x &+= earlier[2 &* stoneCount &- 2]
            o &+= earlier[2 &* stoneCount &- 1]
        } else {
            x &+= x
            o &+= o
        }
        return side == 1 ? (x, o) : (o, x)
    }

    /// X's and O's threat sets before the last stone was placed (now, on an empty board).
    @inline(__always)
    func threatSetsBefore() -> (x: Int, o: Int) {
        guard stoneCount > 0 else { return (ThreatSet.of(1, on: self), ThreatSet.of(2, on: self)) }
        let both = Int(earlierThreats[stoneCount &- 1])
        return (both & 31, both &>> 5)
    }
}
