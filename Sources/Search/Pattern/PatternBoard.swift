import GameCore

/// A gomoku board that knows, for every empty cell and each side, what a stone there would
/// make along each of its four lines (a ``LinePattern``, from a ``PatternTable``) and
/// together (a ``CellThreat``, a move-ordering score and an evaluation value, from a
/// ``ComboTable``), kept up to date stone by stone under the game's rule.
///
/// Each cell keeps, per line and per side, the key of the 2k cells around it; a stone
/// changes the keys of the 8k cells within k steps along its lines, and only their
/// patterns are looked up again: 80 lookups a move on a gomoku board, where reading the
/// lines afresh would read thousands of cells. Taking off the last stone placed (as a
/// search does) reads no table: the cells it changed get their patterns back from an undo
/// log, and the counts their values from before it.
///
/// Sides are 1 (X) and 2 (O). Cells are numbered as ``LineGrid``'s (`column * rows + row`);
/// inside, the board is padded with k cells of wall on every side.
final class PatternBoard {
    let columns: Int
    let rows: Int
    let k: Int
    let rule: Rules.WinRule
    /// The padded column's length, and the steps of the four directions.
    private let height: Int
    private let steps: (Int, Int, Int, Int)
    private let paddedCount: Int
    /// Per padded cell: 0 empty, 1 or 2 a stone, 3 the wall.
    private let content: UnsafeMutablePointer<UInt8>
    /// Per padded cell and direction (`cell * 4 + direction`): the key of its line, as X
    /// sees it (``PatternPairTable`` reads both sides' patterns from it).
    private let keys: UnsafeMutablePointer<Int32>
    /// Per padded cell and side (`cell * 2 + side - 1`): its four patterns, 4 bits each.
    private let combos: UnsafeMutablePointer<UInt16>
    /// Per padded cell and side: its threat, score and value (read from `combos`); kept
    /// for empty cells only (a stone's are read again when it is taken off).
    private let infos: UnsafeMutablePointer<ComboTable.Entry>
    /// The tables' memory, read directly in the hot loop.
    private let pairs: UnsafeMutablePointer<UInt8>
    private let entriesX: UnsafeMutablePointer<ComboTable.Entry>
    private let entriesO: UnsafeMutablePointer<ComboTable.Entry>
    /// Per padded cell: how many stones lie within two steps.
    private let near: UnsafeMutablePointer<Int16>
    /// Per side and threat (`(side - 1) * 16 + threat`): how many empty cells have it.
    private let threatCounts: UnsafeMutablePointer<Int32>
    /// Per side (`(side - 1) * bitWords + word`): the empty cells, by padded index, that make
    /// a four or a five (``cells(_:with:)`` reads these instead of scanning the board).
    private let fourBits: UnsafeMutablePointer<UInt64>
    private let bitWords: Int
    /// Per side (at 0 and 1): the sum of the empty cells' values.
    private let valueSums: UnsafeMutablePointer<Int>
    private let table: PatternPairTable
    private let comboX: ComboTable
    private let comboO: ComboTable
    /// The weights its cells are valued by.
    var weights: EvaluationWeights { comboO.weights }
    private let zobrist: [UInt64]
    /// The position's hash (Zobrist), the same for the same stones.
    private(set) var hash: UInt64 = 0
    private(set) var stoneCount = 0
    /// The columns and rows every stone so far lies within (it grows, never shrinks: a
    /// cell outside, past k steps, can make nothing).
    private var box = (minColumn: Int.max, maxColumn: Int.min, minRow: Int.max, maxRow: Int.min)
    /// The undo log: per stone placed (a frame), its padded cell and where its entries
    /// begin; per entry, an empty cell whose patterns the stone changed, with its combos and
    /// infos from before. Taking off the last stone placed restores them instead of reading
    /// the tables again.
    private let frameCells: UnsafeMutablePointer<Int32>
    private let frameStarts: UnsafeMutablePointer<Int32>
    private var frameCount = 0
    private let logCells: UnsafeMutablePointer<Int32>
    private let logCombos: UnsafeMutablePointer<UInt16>
    private let logInfos: UnsafeMutablePointer<ComboTable.Entry>
    /// Per frame, the threat counts from before its stone (the value sums are in `earlier`).
    private let logCounts: UnsafeMutablePointer<Int32>
    private var logCount = 0
    /// Whether `changeKey` writes to the log (while a stone is placed).
    private var logging = false
    /// The board's cells in LineGrid numbering, by padded index, and back.
    private let paddedOf: [Int32]
    let cellCount: Int

    /// Whether boards of `rules` have pattern tables: no gravity, k from 4 to ``PatternTable/maximumK``.
    static func supports(_ rules: Rules) -> Bool {
        !rules.gravity && rules.k >= 4 && rules.k <= PatternTable.maximumK
    }

    /// The board of `board`'s rules with its stones, its cells valued by `weights`.
    convenience init(_ board: Board, weights: EvaluationWeights = .default) {
        self.init(rules: board.rules, weights: weights)
        for column in 0..<columns {
            for row in 0..<rows {
                if let mark = board.mark(at: Move(column: column, row: row)) {
                    place(column * rows + row, mark == .x ? 1 : 2)
                }
            }
        }
    }

    /// An empty board of `rules`, its cells valued by `weights`.
    /// - Precondition: ``supports(_:)``.
    init(rules: Rules, weights: EvaluationWeights = .default) {
        precondition(Self.supports(rules), "No pattern board for \(rules.name).")
        columns = rules.columns
        rows = rules.rows
        k = rules.k
        rule = rules.winRule
        cellCount = columns * rows
        height = rows + 2 * k
        steps = (height, 1, height + 1, height - 1)
        paddedCount = (columns + 2 * k) * height
        table = PatternPairTable.shared(k: k, rule: rule)
        comboX = ComboTable.shared(forbidding: rule == .renju, weights: weights)
        comboO = ComboTable.shared(forbidding: false, weights: weights)
        content = .allocate(capacity: paddedCount)
        content.initialize(repeating: 3, count: paddedCount)
        keys = .allocate(capacity: paddedCount * 4)
        keys.initialize(repeating: 0, count: paddedCount * 4)
        combos = .allocate(capacity: paddedCount * 2)
        combos.initialize(repeating: 0, count: paddedCount * 2)
        infos = .allocate(capacity: paddedCount * 2)
        infos.initialize(repeating: ComboTable.Entry(), count: paddedCount * 2)
        valueSums = .allocate(capacity: 2)
        valueSums.initialize(repeating: 0, count: 2)
        pairs = table.entries
        entriesX = comboX.entries
        entriesO = comboO.entries
        near = .allocate(capacity: paddedCount)
        near.initialize(repeating: 0, count: paddedCount)
        threatCounts = .allocate(capacity: 32)
        threatCounts.initialize(repeating: 0, count: 32)
        bitWords = (paddedCount + 63) / 64
        fourBits = .allocate(capacity: 2 * bitWords)
        fourBits.initialize(repeating: 0, count: 2 * bitWords)
        // NB: a stone changes at most the 8k cells along its lines, and every cell may hold one.
        frameCells = .allocate(capacity: cellCount + 1)
        frameStarts = .allocate(capacity: cellCount + 1)
        let logCapacity = (cellCount + 1) * 8 * k
        logCells = .allocate(capacity: logCapacity)
        logCombos = .allocate(capacity: logCapacity * 2)
        logInfos = .allocate(capacity: logCapacity * 2)
        logCounts = .allocate(capacity: (cellCount + 1) * 32)
        earlier = .allocate(capacity: 2 * (cellCount + 1))
        earlierThreats = .allocate(capacity: cellCount + 1)
        var padded: [Int32] = []
        for column in 0..<columns {
            for row in 0..<rows { padded.append(Int32((column + k) * height + row + k)) }
        }
        paddedOf = padded
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        zobrist = (0..<(paddedCount * 2)).map { _ in
            random &+= 0x9E37_79B9_7F4A_7C15
            var z = random
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }
        for p in padded { content[Int(p)] = 0 }
        // NB: the wall in every key, then each empty cell's patterns and counts.
        for p32 in padded {
            let p = Int(p32)
            for direction in 0..<4 {
                let step = self.step(direction)
                var keyX: Int32 = 0
                for offset in 1...k {
                    if content[p - offset * step] == 3 {
                        keyX |= 3 << (2 * (k - offset))
                    }
                    if content[p + offset * step] == 3 {
                        keyX |= 3 << (2 * (k + offset - 1))
                    }
                }
                keys[p * 4 + direction] = keyX
            }
            for direction in 0..<4 { refreshLine(p, direction) }
            refreshCell(p)
            count(p, by: 1)
        }
    }

    deinit {
        content.deallocate()
        keys.deallocate()
        combos.deallocate()
        infos.deallocate()
        valueSums.deallocate()
        near.deallocate()
        threatCounts.deallocate()
        fourBits.deallocate()
        frameCells.deallocate()
        frameStarts.deallocate()
        logCells.deallocate()
        logCombos.deallocate()
        logInfos.deallocate()
        logCounts.deallocate()
        earlier.deallocate()
        earlierThreats.deallocate()
    }

    @inline(__always)
    private func step(_ direction: Int) -> Int {
        switch direction {
        case 0: steps.0
        case 1: steps.1
        case 2: steps.2
        default: steps.3
        }
    }

    // MARK: Reading

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

    /// X's and O's sums of values before each stone, two a stone, in the order they were placed.
    /// NB: two a stone on the board, so `2 * stoneCount` of them.
    private let earlier: UnsafeMutablePointer<Int>

    /// X's and O's threat sets before each stone (``ThreatSet``, X's in the low five bits),
    /// one a stone, in the order they were placed.
    private let earlierThreats: UnsafeMutablePointer<Int32>

    /// X's and O's threat sets before the last stone was placed (now, on an empty board).
    @inline(__always)
    func threatSetsBefore() -> (x: Int, o: Int) {
        guard stoneCount > 0 else { return (ThreatSet.of(1, on: self), ThreatSet.of(2, on: self)) }
        let both = Int(earlierThreats[stoneCount &- 1])
        return (both & 31, both &>> 5)
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

    // MARK: Changing

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
    private func refreshLine(_ p: Int, _ direction: Int) {
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
    private func refreshCell(_ p: Int) {
        infos[p &* 2] = entriesX[Int(combos[p &* 2])]
        infos[p &* 2 &+ 1] = entriesO[Int(combos[p &* 2 &+ 1])]
    }

    /// Adds (or takes away) the empty cell `p`'s threats and values to the totals.
    @inline(__always)
    private func count(_ p: Int, by delta: Int32) {
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
