import GameCore

/// A board copied into a mutable grid, with what the heuristic player and the wide search
/// need: runs through a cell, the cells that can be played, threats, and line scores.
///
/// Cells are numbered `column * rows + row`; a cell holds 0 when empty, else a side
/// (1 for X, 2 for O). Works on every board of the family, gravity included.
struct LineGrid {
    let columns: Int
    let rows: Int
    let k: Int
    let gravity: Bool
    private(set) var cells: [UInt8]
    /// Stones per column (where the next stone lands in gravity games).
    private(set) var heights: [Int]
    private(set) var stoneCount: Int
    /// A hash of the stones (Zobrist: the exclusive or of a random key per cell and side),
    /// kept up to date by ``place(_:_:)`` and ``remove(_:)``.
    private(set) var hash: UInt64 = 0

    /// The side numbers: 1 for X, 2 for O.
    static func side(_ mark: Mark) -> UInt8 { mark == .x ? 1 : 2 }

    /// The four directions of a line: up, right, up-right, down-right.
    static let directions: [(column: Int, row: Int)] = [(0, 1), (1, 0), (1, 1), (1, -1)]

    init(_ board: Board) {
        let rules = board.rules
        columns = rules.columns
        rows = rules.rows
        k = rules.k
        gravity = rules.gravity
        cells = Array(repeating: 0, count: rules.cellCount)
        heights = Array(repeating: 0, count: rules.columns)
        stoneCount = 0
        for column in 0..<columns {
            for row in 0..<rows {
                if let mark = board.mark(at: Move(column: column, row: row)) {
                    cells[column * rows + row] = Self.side(mark)
                    heights[column] = row + 1
                    stoneCount += 1
                    hash ^= Self.key(column * rows + row, Self.side(mark))
                }
            }
        }
    }

    // MARK: Cells

    @inline(__always) func cell(_ column: Int, _ row: Int) -> Int { column &* rows &+ row }
    @inline(__always) func column(of cell: Int) -> Int { cell / rows }
    @inline(__always) func row(of cell: Int) -> Int { cell % rows }
    func move(of cell: Int) -> Move { Move(column: cell / rows, row: cell % rows) }
    func cell(of move: Move) -> Int { cell(move.column, move.row) }

    /// The content of (column, row): 0 empty, 1 or 2 a side, 3 off the board.
    @inline(__always)
    func content(_ column: Int, _ row: Int) -> UInt8 {
        guard column >= 0, column < columns, row >= 0, row < rows else { return 3 }
        return cells[column &* rows &+ row]
    }

    /// Whether a stone may go on `cell` now: empty, and in gravity games the landing cell.
    @inline(__always)
    func isPlayable(_ cell: Int) -> Bool {
        guard cells[cell] == 0 else { return false }
        return !gravity || cell % rows == heights[cell / rows]
    }

    /// The cells a stone may go on now, in column-major order.
    var playableCells: [Int] {
        if gravity {
            return (0..<columns).compactMap { heights[$0] < rows ? cell($0, heights[$0]) : nil }
        }
        return cells.indices.filter { cells[$0] == 0 }
    }

    /// How many cells may be played now.
    var playableCount: Int {
        gravity ? heights.count { $0 < rows } : cells.count - stoneCount
    }

    /// The cells worth considering for a quiet move: on small and gravity boards every
    /// playable cell; on big boards the empty cells within two steps of a stone (the
    /// centre on an empty board).
    var candidateCells: [Int] {
        guard !gravity, cells.count > 64, stoneCount > 0 else { return candidateCells(near: { _ in true }) }
        var near = [Bool](repeating: false, count: cells.count)
        for stone in cells.indices where cells[stone] != 0 {
            let c = column(of: stone), r = row(of: stone)
            for dc in -2...2 {
                for dr in -2...2 where content(c + dc, r + dr) == 0 {
                    near[cell(c + dc, r + dr)] = true
                }
            }
        }
        return candidateCells(near: { near[$0] })
    }

    /// ``candidateCells``, given which cells lie within two steps of a stone.
    @inline(__always)
    func candidateCells(near isNear: (Int) -> Bool) -> [Int] {
        if gravity || cells.count <= 64 { return playableCells }
        if stoneCount == 0 { return [cell(columns / 2, rows / 2)] }
        var found: [Int] = []
        found.reserveCapacity(64)
        for cell in cells.indices where cells[cell] == 0 && isNear(cell) { found.append(cell) }
        return found
    }

    /// The random key of `side`'s stone on `cell`: one SplitMix64 step from the pair.
    @inline(__always)
    static func key(_ cell: Int, _ side: UInt8) -> UInt64 {
        var z = UInt64(cell &* 2 &+ Int(side)) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }

    mutating func place(_ cell: Int, _ side: UInt8) {
        hash ^= Self.key(cell, side)
        cells[cell] = side
        stoneCount += 1
        if gravity { heights[cell / rows] += 1 }
    }

    mutating func remove(_ cell: Int) {
        hash ^= Self.key(cell, cells[cell])
        cells[cell] = 0
        stoneCount -= 1
        if gravity { heights[cell / rows] -= 1 }
    }

    // MARK: Lines

    /// The length of `side`'s run through `cell` along `direction`, counting `cell` as
    /// `side`'s whatever it holds.
    @inline(__always)
    func run(of side: UInt8, through cell: Int, _ direction: (column: Int, row: Int)) -> Int {
        let c = column(of: cell), r = row(of: cell)
        var length = 1
        var step = 1
        while content(c + direction.column * step, r + direction.row * step) == side { length += 1; step += 1 }
        step = 1
        while content(c - direction.column * step, r - direction.row * step) == side { length += 1; step += 1 }
        return length
    }

    /// Whether `side` playing on `cell` makes k in a row.
    func wouldWin(_ side: UInt8, at cell: Int) -> Bool {
        for direction in Self.directions where run(of: side, through: cell, direction) >= k { return true }
        return false
    }

    /// The playable cells where `side` would win at once.
    func winningCells(of side: UInt8) -> [Int] {
        playableCells.filter { wouldWin(side, at: $0) }
    }

    /// The playable cells where `side` would win after `side` plays `cell`, looking along
    /// the lines through `cell` (where new threats appear): how many, and the first two.
    ///
    /// In gravity games only cells playable after the move count.
    mutating func threats(of side: UInt8, after cell: Int) -> (count: Int, first: Int, second: Int) {
        place(cell, side)
        defer { remove(cell) }
        var count = 0, first = -1, second = -1
        let c = column(of: cell), r = row(of: cell)
        for direction in Self.directions {
            for offset in -(k - 1)...(k - 1) where offset != 0 {
                let tc = c + direction.column * offset, tr = r + direction.row * offset
                guard content(tc, tr) == 0 else { continue }
                let target = self.cell(tc, tr)
                guard target != first, target != second, isPlayable(target), wouldWin(side, at: target) else { continue }
                count += 1
                if first < 0 { first = target } else if second < 0 { second = target }
            }
        }
        return (count, first, second)
    }

    /// The playable cells where `side` would win after playing `cell`, counting only wins
    /// along the line through `cell` in each direction: how many, and the first two.
    ///
    /// The same as ``threats(of:after:)`` when `side` has no winning cell before the move
    /// (then every new winning line passes through `cell`), and cheaper: a direction with
    /// fewer than k - 2 of `side`'s stones within k - 1 steps is skipped.
    /// - Complexity: O(k²) per direction looked at.
    mutating func newWins(of side: UInt8, after cell: Int) -> (count: Int, first: Int, second: Int) {
        var count = 0, first = -1, second = -1
        let c = column(of: cell), r = row(of: cell)
        // NB: the cheap test first, without touching the grid: most cells pass no direction.
        var open = 0
        for (index, direction) in Self.directions.enumerated() {
            var stones = 0
            for step in 1..<k {
                if content(c + direction.column * step, r + direction.row * step) == side { stones += 1 }
                if content(c - direction.column * step, r - direction.row * step) == side { stones += 1 }
            }
            if stones >= k - 2 { open |= 1 << index }
        }
        guard open != 0 else { return (0, -1, -1) }
        place(cell, side)
        defer { remove(cell) }
        for (index, direction) in Self.directions.enumerated() where open & (1 << index) != 0 {
            countWins(of: side, around: c, r, along: direction, count: &count, first: &first, second: &second)
        }
        return (count, first, second)
    }

    /// The cells on the line through `cell` along `direction` where `side` would win after
    /// playing `cell`, counting wins along that line only: how many, and the first two.
    mutating func newWins(of side: UInt8, after cell: Int, along direction: (column: Int, row: Int)) -> (count: Int, first: Int, second: Int) {
        var count = 0, first = -1, second = -1
        place(cell, side)
        defer { remove(cell) }
        countWins(of: side, around: column(of: cell), row(of: cell), along: direction, count: &count, first: &first, second: &second)
        return (count, first, second)
    }

    /// Counts the empty playable cells within k - 1 steps of (`c`, `r`) along `direction`
    /// where `side` has k in a row through them, keeping the first two.
    private func countWins(
        of side: UInt8, around c: Int, _ r: Int, along direction: (column: Int, row: Int),
        count: inout Int, first: inout Int, second: inout Int
    ) {
        for offset in -(k - 1)...(k - 1) where offset != 0 {
            let tc = c + direction.column * offset, tr = r + direction.row * offset
            guard content(tc, tr) == 0 else { continue }
            let target = self.cell(tc, tr)
            guard isPlayable(target), run(of: side, through: target, direction) >= k else { continue }
            count += 1
            if first < 0 { first = target } else if second < 0 { second = target }
        }
    }

    /// The weight of a window holding `count` of one side's stones and none of the other's.
    @inline(__always)
    static func weight(_ count: Int) -> Int {
        count <= 0 ? 0 : 1 << (3 * (min(count, 7) - 1))
    }

    /// How good `cell` is for `side`, by open lines: every window of k cells through it
    /// that holds none of the opponent's stones counts for attack, weighted by how many of
    /// `side`'s it would hold; every window that holds only the opponent's counts for
    /// defence, weighted by how many it holds.
    func lineScore(at cell: Int, for side: UInt8) -> Int {
        lineFacts(at: cell, for: side).score
    }

    /// The line score of `cell` for `side` (see ``lineScore(at:for:)``), with the most
    /// stones of `side` in a window through it free of the opponent's (`mine`), and the
    /// most of the opponent's in a window free of `side`'s (`theirs`); -1 when there is no
    /// such window.
    func lineFacts(at cell: Int, for side: UInt8) -> (score: Int, mine: Int, theirs: Int) {
        let c = column(of: cell), r = row(of: cell)
        var score = 0, bestMine = -1, bestTheirs = -1
        for direction in Self.directions {
            // NB: the 2k - 1 cells of the line centred on `cell`, then a sliding window.
            var segment = [51 of UInt8](repeating: 3)
            for i in 0..<(2 * k - 1) where i != k - 1 {
                let offset = i - (k - 1)
                segment[i] = content(c + direction.column * offset, r + direction.row * offset)
            }
            segment[k - 1] = 0
            var mine = 0, theirs = 0, off = 0
            for i in 0..<k { tally(segment[i], side, &mine, &theirs, &off, 1) }
            for start in 0..<k {
                if start > 0 {
                    tally(segment[start - 1], side, &mine, &theirs, &off, -1)
                    tally(segment[start + k - 1], side, &mine, &theirs, &off, 1)
                }
                guard off == 0 else { continue }
                if theirs == 0 {
                    score += Self.weight(mine + 1)
                    bestMine = max(bestMine, mine)
                }
                if mine == 0 {
                    if theirs > 0 { score += Self.weight(theirs) }
                    bestTheirs = max(bestTheirs, theirs)
                }
            }
        }
        return (score, bestMine, bestTheirs)
    }

    @inline(__always)
    private func tally(_ value: UInt8, _ side: UInt8, _ mine: inout Int, _ theirs: inout Int, _ off: inout Int, _ delta: Int) {
        if value == side { mine += delta } else if value == 3 { off += delta } else if value != 0 { theirs += delta }
    }

    /// A static value of the position for `side`: every window of k cells that holds one
    /// side's stones only counts for that side, weighted by how many it holds.
    func evaluation(for side: UInt8) -> Int {
        var total = 0
        for direction in Self.directions {
            for c in 0..<columns {
                for r in 0..<rows {
                    let endColumn = c + direction.column * (k - 1), endRow = r + direction.row * (k - 1)
                    guard endColumn < columns, endRow >= 0, endRow < rows else { continue }
                    var mine = 0, theirs = 0
                    for step in 0..<k {
                        let value = cells[cell(c + direction.column * step, r + direction.row * step)]
                        if value == side { mine += 1 } else if value != 0 { theirs += 1 }
                    }
                    if theirs == 0 { total += Self.weight(mine) } else if mine == 0 { total -= Self.weight(theirs) }
                }
            }
        }
        return total
    }
}
