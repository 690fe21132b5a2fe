import GameCore
import Synchronization

/// Every line's pattern, precomputed: for k in a row and one way of counting a run
/// (``LineWin``), the ``LinePattern`` of each arrangement of the 2k cells around a centre,
/// indexed by ``LineScan/key(_:)`` (two bits a cell: empty, own, opponent, wall).
///
/// Built once per process for each k and count, by ``LineScan`` over the arrangements a
/// board can show (the wall only past the board's edge), and shared: 4^(2k) bytes, 1 MiB
/// for k = 5. Only k up to ``maximumK`` has tables.
final class PatternTable: Sendable {
    /// The longest row with a table (5: 4^10 entries).
    static let maximumK = 5

    let k: Int
    let win: LineWin
    /// The patterns, by key; read-only once built.
    nonisolated(unsafe) let patterns: UnsafeMutablePointer<UInt8>

    private init(k: Int, win: LineWin) {
        self.k = k
        self.win = win
        let size = 1 << (4 * k)
        patterns = .allocate(capacity: size)
        patterns.initialize(repeating: 0xFF, count: size)
        let scan = LineScan(k: k, win: win)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * k + 1)
        defer { line.deallocate() }
        line.initialize(repeating: LineScan.empty, count: 2 * k + 1)
        line[k] = LineScan.own
        // NB: every arrangement of each side, outward from the centre, the wall only as a tail.
        func fill(_ distance: Int, side: Int) {
            // NB: one side done: the other side next, or (both done) the arrangement classified.
            func finish() {
                if side < 0 { fill(1, side: 1) } else { _ = scan.classify(line, memo: patterns) }
            }
            guard distance <= k else { return finish() }
            let index = k + side * distance
            for cell in [LineScan.empty, LineScan.own, LineScan.opponent] {
                line[index] = cell
                fill(distance + 1, side: side)
            }
            for d in distance...k { line[k + side * d] = LineScan.wall }
            finish()
            for d in distance...k { line[k + side * d] = LineScan.empty }
        }
        fill(1, side: -1)
    }

    deinit { patterns.deallocate() }

    /// The pattern of the arrangement `key`.
    @inline(__always)
    subscript(key: Int) -> LinePattern {
        LinePattern(rawValue: patterns[key]) ?? .dead
    }

    /// The raw pattern of the arrangement `key` (a ``LinePattern`` raw value).
    @inline(__always)
    func raw(_ key: Int) -> UInt8 { patterns[key] }

    private static let built = Mutex<[Int: PatternTable]>([:])

    /// The table for k in a row counted as `win`, built on first use.
    /// - Precondition: `k` is at most ``maximumK``.
    static func shared(k: Int, win: LineWin) -> PatternTable {
        precondition(k >= 2 && k <= maximumK, "No pattern table for \(k) in a row.")
        return built.withLock { tables in
            let id = k * 8 + Int(win.rawValue)
            if let table = tables[id] { return table }
            let table = PatternTable(k: k, win: win)
            tables[id] = table
            return table
        }
    }
}

/// Both sides' patterns in one table, for a rule: indexed by a line's key as X sees it
/// (X's stones own, O's the opponent's), each entry X's pattern in its low four bits and O's
/// in its high four (O's read from the key with the two sides swapped, counted as the rule
/// counts O's runs). One key a line and one lookup serve both sides.
final class PatternPairTable: Sendable {
    nonisolated(unsafe) let entries: UnsafeMutablePointer<UInt8>

    private init(k: Int, rule: Rules.WinRule) {
        let x = PatternTable.shared(k: k, win: LineWin(rule, side: 1))
        let o = PatternTable.shared(k: k, win: LineWin(rule, side: 2))
        let size = 1 << (4 * k)
        entries = .allocate(capacity: size)
        var low = 0
        for _ in 0..<(2 * k) { low = low << 2 | 1 }
        for key in 0..<size {
            let mine = x.raw(key)
            guard mine != 0xFF else { entries[key] = 0; continue }
            // NB: a cell of 1 or 2 (its two bits differ) becomes the other.
            let differ = (key & low) ^ ((key >> 1) & low)
            let theirs = o.raw(key ^ (differ | differ << 1))
            entries[key] = mine | (theirs == 0xFF ? 0 : theirs) << 4
        }
    }

    deinit { entries.deallocate() }

    private static let built = Mutex<[Int: PatternPairTable]>([:])

    /// The table for k in a row under `rule`, built on first use.
    static func shared(k: Int, rule: Rules.WinRule) -> PatternPairTable {
        built.withLock { tables in
            let id = k * 8 + Int(rule.rawValue)
            if let table = tables[id] { return table }
            let table = PatternPairTable(k: k, rule: rule)
            tables[id] = table
            return table
        }
    }
}
