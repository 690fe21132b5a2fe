import GameCore

/// What one line through an empty cell becomes for a side that plays there: the shape the
/// new stone makes with that side's stones along the line, from nothing to five.
///
/// The definitions are recursive, as gomoku players count them (and as the renju rules
/// define a three): a *four* is a shape with one cell left that makes five with the new
/// stone (a *straight four*, `flex4`, has two, at the ends of four in a row; two such cells
/// that are not, as in `X.XXX.X`, make a `doubleFour` in one line); a *three* is a shape one
/// move from a four (`flex3` when that four can be a straight four, `block3` when only a
/// four), and so on down to `block1`. A five is k in a row as the rule counts it (exactly k
/// under standard, and for X under renju; not blocked at both ends under caro); k or more
/// that the rule does not count is an `overline` (forbidden for X under renju).
///
/// Raw values fit in four bits: four lines' patterns make one 16-bit key.
enum LinePattern: UInt8, CaseIterable, Comparable {
    case dead = 0, block1, flex1, block2, flex2, block3, flex3, block4, flex4, doubleFour, overline, five

    static func < (lhs: LinePattern, rhs: LinePattern) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the pattern leaves one cell (or more) that makes five with the new stone.
    var isFour: Bool { self == .block4 || self == .flex4 || self == .doubleFour }
}

/// How a rule counts a run of one side's stones, for that side.
enum LineWin: UInt8, CaseIterable, Sendable {
    /// k or more (freestyle; O under renju).
    case orMore
    /// Exactly k (standard; X under renju).
    case exactly
    /// k or more, unless an opposing stone lies just past each end (caro; the edge is no block).
    case unblocked

    /// A rule and a side that count runs this way: the referee's count (``Rules/WinRule``)
    /// is the one the tables use.
    var counting: (rule: Rules.WinRule, mark: Mark) {
        switch self {
        case .orMore: (.freestyle, .x)
        case .exactly: (.standard, .x)
        case .unblocked: (.caro, .x)
        }
    }

    /// How `rule` counts `side`'s runs (1 is X, 2 is O).
    init(_ rule: Rules.WinRule, side: UInt8) {
        switch rule {
        case .freestyle: self = .orMore
        case .standard: self = .exactly
        case .renju: self = side == 1 ? .exactly : .orMore
        case .caro: self = .unblocked
        }
    }
}

/// The plain classification of one line, read cell by cell: the reference the pattern
/// tables are built from (and checked against in the tests).
///
/// A line is 2k + 1 cells centred on the cell played, each `LineScan.empty`, `own`,
/// `opponent` or `wall` (off the board); the centre holds the new own stone.
struct LineScan {
    static let empty: UInt8 = 0, own: UInt8 = 1, opponent: UInt8 = 2, wall: UInt8 = 3

    let k: Int
    let win: LineWin

    /// The run of own stones through `index`: its first and last index.
    @inline(__always)
    private func run(_ line: UnsafeMutablePointer<UInt8>, through index: Int) -> (first: Int, last: Int) {
        var first = index, last = index
        while first > 0, line[first - 1] == Self.own { first -= 1 }
        while last < 2 * k, line[last + 1] == Self.own { last += 1 }
        return (first, last)
    }

    /// Whether the run of own stones through `index` is k or more long, and whether it wins.
    @inline(__always)
    private func fiveness(_ line: UnsafeMutablePointer<UInt8>, through index: Int) -> (long: Bool, wins: Bool, covers: ClosedRange<Int>) {
        let (first, last) = run(line, through: index)
        let length = last - first + 1
        guard length >= k else { return (false, false, first...last) }
        // NB: past the window's ends nothing is known: no block is assumed.
        let before = first > 0 ? line[first - 1] : Self.empty
        let after = last < 2 * k ? line[last + 1] : Self.empty
        let (rule, mark) = win.counting
        let wins = rule.wins(mark, length: length, k: k, blockedAtBothEnds: before == Self.opponent && after == Self.opponent)
        return (true, wins, first...last)
    }

    /// The pattern of `line` (2k + 1 cells, own stone at the centre), where `memo` (when
    /// given) caches patterns by ``key(_:)``.
    func classify(_ line: UnsafeMutablePointer<UInt8>, memo: UnsafeMutablePointer<UInt8>? = nil) -> LinePattern {
        if let memo {
            let stored = memo[key(line)]
            if stored != 0xFF { return LinePattern(rawValue: stored) ?? .dead }
        }
        let pattern = classifyAfresh(line, memo: memo)
        if let memo { memo[key(line)] = pattern.rawValue }
        return pattern
    }

    private func classifyAfresh(_ line: UnsafeMutablePointer<UInt8>, memo: UnsafeMutablePointer<UInt8>?) -> LinePattern {
        let centre = k
        let own = fiveness(line, through: centre)
        if own.wins { return .five }
        if own.long { return own.covers.count > k ? .overline : .dead }
        // NB: no window of k cells through the centre free of the opponent and the wall: dead.
        var open = false
        for start in max(0, centre - k + 1)...centre where start + k - 1 <= 2 * k {
            if (start..<(start + k)).allSatisfy({ line[$0] == Self.own || line[$0] == Self.empty }) { open = true; break }
        }
        guard open else { return .dead }
        // The cells that make five with the centre.
        var fives: [Int] = []
        for x in 0...(2 * k) where line[x] == Self.empty {
            line[x] = Self.own
            let made = fiveness(line, through: x)
            line[x] = Self.empty
            if made.wins, made.covers.contains(centre) { fives.append(x) }
        }
        if fives.count >= 2 {
            let (first, last) = run(line, through: centre)
            let straight = last - first + 1 == k - 1 && fives.contains(first - 1) && fives.contains(last + 1)
            return straight ? .flex4 : .doubleFour
        }
        if fives.count == 1 { return .block4 }
        var best = LinePattern.dead
        for x in 0...(2 * k) where line[x] == Self.empty && abs(x - centre) < k {
            line[x] = Self.own
            let child = classify(line, memo: memo)
            line[x] = Self.empty
            let mine: LinePattern = switch child {
            case .flex4: .flex3
            case .block4, .doubleFour: .block3
            case .flex3: .flex2
            case .block3: .block2
            case .flex2: .flex1
            case .block2: .block1
            default: .dead
            }
            if mine > best { best = mine }
            if best == .flex3 { break }
        }
        return best
    }

    /// The line's cells other than the centre, two bits each, nearest the start first: the
    /// index into a pattern table.
    @inline(__always)
    func key(_ line: UnsafeMutablePointer<UInt8>) -> Int {
        var key = 0
        for index in 0...(2 * k) where index != k {
            let slot = index < k ? index : index - 1
            key |= Int(line[index]) << (2 * slot)
        }
        return key
    }
}
