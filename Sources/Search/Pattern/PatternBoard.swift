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
    // NB: the storage below is internal, not private, only because the board's extensions
    // in other files (`PatternBoard+Reading`, `+Cells`, `+Placing`) read it; only `place`
    // and `remove` (`PatternBoard+Placing`) change it.
    /// The padded column's length, and the steps of the four directions.
    let height: Int
    private let steps: (Int, Int, Int, Int)
    private let paddedCount: Int
    /// Per padded cell: 0 empty, 1 or 2 a stone, 3 the wall.
    let content: UnsafeMutablePointer<UInt8>
    /// Per padded cell and direction (`cell * 4 + direction`): the key of its line, as X
    /// sees it (``PatternPairTable`` reads both sides' patterns from it).
    let keys: UnsafeMutablePointer<Int32>
    /// Per padded cell and side (`cell * 2 + side - 1`): its four patterns, 4 bits each.
    let combos: UnsafeMutablePointer<UInt16>
    /// Per padded cell and side: its threat, score and value (read from `combos`); kept
    /// for empty cells only (a stone's are read again when it is taken off).
    let infos: UnsafeMutablePointer<ComboTable.Entry>
    /// The tables' memory, read directly in the hot loop.
    let pairs: UnsafeMutablePointer<UInt8>
    let entriesX: UnsafeMutablePointer<ComboTable.Entry>
    let entriesO: UnsafeMutablePointer<ComboTable.Entry>
    /// Per padded cell: how many stones lie within two steps.
    let near: UnsafeMutablePointer<Int16>
    /// Per side and threat (`(side - 1) * 16 + threat`): how many empty cells have it.
    let threatCounts: UnsafeMutablePointer<Int32>
    /// Per side (`(side - 1) * bitWords + word`): the empty cells, by padded index, that make
    /// a four or a five (``cells(_:with:)`` reads these instead of scanning the board).
    let fourBits: UnsafeMutablePointer<UInt64>
    let bitWords: Int
    /// Per side (at 0 and 1): the sum of the empty cells' values.
    let valueSums: UnsafeMutablePointer<Int>
    /// X's and O's sums of values before each stone, two a stone, in the order they were placed.
    /// NB: two a stone on the board, so `2 * stoneCount` of them.
    let earlier: UnsafeMutablePointer<Int>
    /// X's and O's threat sets before each stone (``ThreatSet``, X's in the low five bits),
    /// one a stone, in the order they were placed.
    let earlierThreats: UnsafeMutablePointer<Int32>
    private let table: PatternPairTable
    private let comboX: ComboTable
    private let comboO: ComboTable
    /// The weights its cells are valued by.
    var weights: EvaluationWeights { comboO.weights }
    let zobrist: [UInt64]
    /// The position's hash (Zobrist), the same for the same stones.
    var hash: UInt64 = 0
    var stoneCount = 0
    /// The columns and rows every stone so far lies within (it grows, never shrinks: a
    /// cell outside, past k steps, can make nothing).
    var box = (minColumn: Int.max, maxColumn: Int.min, minRow: Int.max, maxRow: Int.min)
    /// The undo log: per stone placed (a frame), its padded cell and where its entries
    /// begin; per entry, an empty cell whose patterns the stone changed, with its combos and
    /// infos from before. Taking off the last stone placed restores them instead of reading
    /// the tables again.
    let frameCells: UnsafeMutablePointer<Int32>
    let frameStarts: UnsafeMutablePointer<Int32>
    var frameCount = 0
    let logCells: UnsafeMutablePointer<Int32>
    let logCombos: UnsafeMutablePointer<UInt16>
    let logInfos: UnsafeMutablePointer<ComboTable.Entry>
    /// Per frame, the threat counts from before its stone (the value sums are in `earlier`).
    let logCounts: UnsafeMutablePointer<Int32>
    var logCount = 0
    /// Whether `changeKey` writes to the log (while a stone is placed).
    var logging = false
    /// The board's cells in LineGrid numbering, by padded index, and back.
    let paddedOf: [Int32]
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
    func step(_ direction: Int) -> Int {
        switch direction {
        case 0: steps.0
        case 1: steps.1
        case 2: steps.2
        default: steps.3
        }
    }
}
