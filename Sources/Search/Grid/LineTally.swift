/// Running totals over every window of k cells of a ``LineGrid``, kept up to date stone by
/// stone, so that the wide search reads in constant time what the grid would count cell by
/// cell: each empty cell's line score for either side, where a side would win at once, the
/// static value of the position, and which cells are near a stone.
///
/// A window is k cells in a row that lie on the board. Placing or removing a stone changes
/// only the windows through its cell (at most 4k of them), and each of those changes the
/// totals of its k cells: about 200 additions on 15x15, where counting afresh reads every
/// window of the board.
///
/// The values equal the grid's own: ``score(_:for:)`` is ``LineGrid/lineScore(at:for:)`` on
/// an empty cell, ``wins(_:at:)`` is ``LineGrid/wouldWin(_:at:)``, and ``evaluation(for:)``
/// is ``LineGrid/evaluation(for:)``.
final class LineTally {
    let columns: Int
    let rows: Int
    let k: Int
    let cellCount: Int
    /// How many windows there are.
    let windowCount: Int
    /// Per window: its first cell and the step from one cell to the next.
    private let first: UnsafeMutablePointer<Int32>
    private let step: UnsafeMutablePointer<Int32>
    /// Per window: how many stones of side 1 and of side 2 it holds.
    private let ones: UnsafeMutablePointer<UInt8>
    private let twos: UnsafeMutablePointer<UInt8>
    /// The windows through each cell: `through[throughStart[cell] ..< throughStart[cell + 1]]`.
    private let throughStart: UnsafeMutablePointer<Int32>
    private let through: UnsafeMutablePointer<Int32>
    /// Per cell and side (index `cell * 2 + side - 1`): the line score of the cell.
    private let scores: UnsafeMutablePointer<Int>
    /// Per cell and side: how many windows through the cell `side` would complete there.
    private let winWindows: UnsafeMutablePointer<Int32>
    /// Per cell and side: how many windows through the cell hold k - 2 of `side`'s stones
    /// and none of the other's (a stone there makes them fours).
    private let threeWindows: UnsafeMutablePointer<Int32>
    /// Per cell: how many stones lie within two steps (the cells worth a quiet move).
    private let near: UnsafeMutablePointer<Int32>
    /// Per side: how many windows hold k - 1 of its stones and none of the other's.
    private var fours: (Int, Int) = (0, 0)
    /// The static value for side 1 (side 2's is its negation).
    private var balance = 0
    /// What a window holding x of side 1's stones and o of side 2's is worth, at `x * (k + 1) + o`.
    private let worths: UnsafeMutablePointer<WindowWorth>

    /// What one window is worth: to an empty cell in it, for side 1 and for side 2; to the
    /// static value for side 1; and whether it is a four or a three of either side (k - 1
    /// or k - 2 of its stones, none of the other's), as 1 or 0.
    private struct WindowWorth {
        var one = 0, two = 0, value = 0
        var four1: Int32 = 0, four2: Int32 = 0, three1: Int32 = 0, three2: Int32 = 0
    }

    /// Empty totals for the board of `grid`, then `grid`'s stones placed.
    init(_ grid: LineGrid) {
        columns = grid.columns
        rows = grid.rows
        k = grid.k
        cellCount = grid.cells.count
        var firsts: [Int32] = [], steps: [Int32] = []
        var lists = [[Int32]](repeating: [], count: cellCount)
        for direction in LineGrid.directions {
            let cellStep = direction.column * rows + direction.row
            for c in 0..<columns {
                for r in 0..<rows {
                    let endColumn = c + direction.column * (k - 1), endRow = r + direction.row * (k - 1)
                    guard endColumn < columns, endRow >= 0, endRow < rows else { continue }
                    let window = Int32(firsts.count)
                    firsts.append(Int32(c * rows + r))
                    steps.append(Int32(cellStep))
                    for i in 0..<k { lists[c * rows + r + i * cellStep].append(window) }
                }
            }
        }
        windowCount = firsts.count
        first = .allocate(capacity: max(windowCount, 1))
        step = .allocate(capacity: max(windowCount, 1))
        ones = .allocate(capacity: max(windowCount, 1))
        twos = .allocate(capacity: max(windowCount, 1))
        for w in 0..<windowCount {
            first[w] = firsts[w]
            step[w] = steps[w]
        }
        ones.initialize(repeating: 0, count: max(windowCount, 1))
        twos.initialize(repeating: 0, count: max(windowCount, 1))
        throughStart = .allocate(capacity: cellCount + 1)
        let total = lists.reduce(0) { $0 + $1.count }
        through = .allocate(capacity: max(total, 1))
        var at = 0
        for cell in 0..<cellCount {
            throughStart[cell] = Int32(at)
            for window in lists[cell] {
                through[at] = window
                at += 1
            }
        }
        throughStart[cellCount] = Int32(at)
        scores = .allocate(capacity: cellCount * 2)
        scores.initialize(repeating: 0, count: cellCount * 2)
        winWindows = .allocate(capacity: cellCount * 2)
        winWindows.initialize(repeating: 0, count: cellCount * 2)
        threeWindows = .allocate(capacity: cellCount * 2)
        threeWindows.initialize(repeating: 0, count: cellCount * 2)
        near = .allocate(capacity: cellCount)
        near.initialize(repeating: 0, count: cellCount)
        worths = .allocate(capacity: (k + 1) * (k + 1))
        for x in 0...k {
            for o in 0...k {
                let worth = Self.worth(x, o)
                worths.advanced(by: x * (k + 1) + o).initialize(to: WindowWorth(
                    one: worth.one, two: worth.two, value: worth.value,
                    four1: x == k - 1 && o == 0 ? 1 : 0, four2: o == k - 1 && x == 0 ? 1 : 0,
                    three1: x == k - 2 && o == 0 ? 1 : 0, three2: o == k - 2 && x == 0 ? 1 : 0))
            }
        }
        // NB: an empty window is worth weight(1) to every cell in it, for either side.
        for cell in 0..<cellCount {
            let count = Int(throughStart[cell + 1] - throughStart[cell])
            scores[cell * 2] = count * LineGrid.weight(1)
            scores[cell * 2 + 1] = count * LineGrid.weight(1)
        }
        for cell in 0..<cellCount where grid.cells[cell] != 0 {
            place(cell, grid.cells[cell])
        }
    }

    deinit {
        first.deallocate()
        step.deallocate()
        ones.deallocate()
        twos.deallocate()
        throughStart.deallocate()
        through.deallocate()
        scores.deallocate()
        winWindows.deallocate()
        threeWindows.deallocate()
        near.deallocate()
        worths.deallocate()
    }

    // MARK: Reading

    /// The line score of the empty `cell` for `side` (1 or 2): see ``LineGrid/lineScore(at:for:)``.
    @inline(__always)
    func score(_ cell: Int, for side: UInt8) -> Int { scores[cell &* 2 &+ Int(side) &- 1] }

    /// Whether `side` playing on the empty `cell` makes k in a row.
    @inline(__always)
    func wins(_ side: UInt8, at cell: Int) -> Bool { winWindows[cell &* 2 &+ Int(side) &- 1] > 0 }

    /// How many windows through `cell` a stone of `side` there would make fours (k - 1 of
    /// its stones, none of the other's). Two or more are needed for the move to make two
    /// winning cells at once.
    @inline(__always)
    func fourWindows(_ side: UInt8, at cell: Int) -> Int { Int(threeWindows[cell &* 2 &+ Int(side) &- 1]) }

    /// Whether `side` has a cell where it would win at once (on a gravity board the cell
    /// may not be playable yet).
    @inline(__always)
    func hasFour(_ side: UInt8) -> Bool { side == 1 ? fours.0 > 0 : fours.1 > 0 }

    /// Whether a stone lies within two steps of `cell`.
    @inline(__always)
    func isNear(_ cell: Int) -> Bool { near[cell] > 0 }

    /// The static value of the position for `side`: see ``LineGrid/evaluation(for:)``.
    @inline(__always)
    func evaluation(for side: UInt8) -> Int { side == 1 ? balance : -balance }

    // MARK: Changing

    /// What one window is worth: to an empty cell in it for side 1 and for side 2, and to
    /// the static value for side 1.
    @inline(__always)
    private static func worth(_ x: Int, _ o: Int) -> (one: Int, two: Int, value: Int) {
        let one = (o == 0 ? LineGrid.weight(x &+ 1) : 0) &+ (x == 0 && o > 0 ? LineGrid.weight(o) : 0)
        let two = (x == 0 ? LineGrid.weight(o &+ 1) : 0) &+ (o == 0 && x > 0 ? LineGrid.weight(x) : 0)
        let value = (o == 0 ? LineGrid.weight(x) : 0) &- (x == 0 ? LineGrid.weight(o) : 0)
        return (one, two, value)
    }

    /// Records `side`'s stone on `cell`.
    func place(_ cell: Int, _ side: UInt8) { change(cell, side, by: 1) }

    /// Takes `side`'s stone off `cell`.
    func remove(_ cell: Int, _ side: UInt8) { change(cell, side, by: -1) }

    private func change(_ cell: Int, _ side: UInt8, by delta: Int) {
        let width = k &+ 1
        // NB: a stone of side 1 moves the window's entry by a row of the table, side 2's by one.
        let shift = side == 1 ? delta &* width : delta
        for index in Int(throughStart[cell])..<Int(throughStart[cell &+ 1]) {
            let window = Int(through[index])
            let x = Int(ones[window]), o = Int(twos[window])
            let old = x &* width &+ o, new = old &+ shift
            if side == 1 { ones[window] = UInt8(truncatingIfNeeded: x &+ delta) } else { twos[window] = UInt8(truncatingIfNeeded: o &+ delta) }
            let before = worths[old], after = worths[new]
            balance &+= after.value &- before.value
            let d1 = after.one &- before.one, d2 = after.two &- before.two
            let w1 = after.four1 &- before.four1, w2 = after.four2 &- before.four2
            let t1 = after.three1 &- before.three1, t2 = after.three2 &- before.three2
            fours.0 &+= Int(w1)
            fours.1 &+= Int(w2)
            var at = Int(first[window])
            let stride = Int(step[window])
            for _ in 0..<k {
                scores[at &* 2] &+= d1
                scores[at &* 2 &+ 1] &+= d2
                winWindows[at &* 2] &+= w1
                winWindows[at &* 2 &+ 1] &+= w2
                threeWindows[at &* 2] &+= t1
                threeWindows[at &* 2 &+ 1] &+= t2
                at &+= stride
            }
        }
        let c = cell / rows, r = cell % rows
        for dc in -2...2 where c &+ dc >= 0 && c &+ dc < columns {
            for dr in -2...2 where r &+ dr >= 0 && r &+ dr < rows {
                near[(c &+ dc) &* rows &+ r &+ dr] &+= Int32(delta)
            }
        }
    }
}
