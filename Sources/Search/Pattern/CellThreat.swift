import Synchronization

/// What a move on an empty cell makes for one side, from its four lines' patterns together:
/// the ordering of threats that gomoku search turns on. Greater is more urgent.
enum CellThreat: UInt8, CaseIterable, Comparable {
    /// Nothing worth naming (twos and less).
    case none = 0
    /// A three of any kind, or a two that can become an open three.
    case minor
    /// One open three.
    case three
    /// One four (its five cell must be blocked at once), no open three with it.
    case four
    /// Two open threes or more, no four.
    case doubleThree
    /// A four and an open three.
    case fourThree
    /// A straight four or two fours: five next move whatever the opponent blocks.
    case flexFour
    /// Five: the game is won.
    case five
    /// Not playable: X's forbidden point under renju (an overline, a double four or a
    /// double three, seen along the lines; the root checks the exact rule).
    case forbidden

    static func < (lhs: CellThreat, rhs: CellThreat) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the move makes a four (forcing the reply) without winning at once.
    var makesFour: Bool { self == .four || self == .fourThree || self == .flexFour }
}

/// The value of a cell for one side from its four lines' patterns (4 bits each, 16 in all):
/// its ``CellThreat``, a score to order moves by, and a value for the static evaluation.
/// One table per way of counting a run, and one more for X under renju, whose double
/// threes, double fours and overlines are forbidden.
final class ComboTable: Sendable {
    /// One cell's worth for one side, read in one load.
    struct Entry {
        var threat: UInt8 = 0
        var score: Int32 = 0
        var value: Int32 = 0
    }

    nonisolated(unsafe) let entries: UnsafeMutablePointer<Entry>

    /// Move-ordering weight of one line's pattern, by raw value.
    static let lineScore: [Int32] = [0, 2, 4, 8, 20, 24, 80, 90, 400, 400, 0, 10_000]
    /// The evaluation's weights the values were made with (the line values and the cell
    /// bonuses: ``EvaluationWeights``).
    let weights: EvaluationWeights

    private init(forbidding: Bool, weights: EvaluationWeights) {
        self.weights = weights
        let lineValue = weights.lineValues
        let flexFourBonus = Int32(weights[.flexFourCell]), fourThreeBonus = Int32(weights[.fourThreeCell])
        let doubleThreeBonus = Int32(weights[.doubleThreeCell])
        // NB: by the key of the best pair (16 × first + second), 0 where no weight values it.
        var pairBonus = [Int32](repeating: 0, count: 256)
        for first in LinePattern.allCases {
            for second in LinePattern.allCases {
                if let index = EvaluationWeights.pairIndex(first, second) {
                    pairBonus[Int(first.rawValue) * 16 + Int(second.rawValue)] = Int32(weights.values[index])
                }
            }
        }
        entries = .allocate(capacity: 1 << 16)
        for key in 0..<(1 << 16) {
            var fives = 0, fours = 0, flexFours = 0, flexThrees = 0, threes = 0, overlines = 0
            var score: Int32 = 0, value: Int32 = 0
            for line in 0..<4 {
                let raw = (key >> (4 * line)) & 15
                guard let pattern = LinePattern(rawValue: UInt8(raw)) else { continue }
                score += Self.lineScore[raw]
                value += lineValue[raw]
                switch pattern {
                case .five: fives += 1
                case .flex4: flexFours += 1
                case .block4: fours += 1
                case .doubleFour: fours += 2
                case .flex3: flexThrees += 1
                case .block3, .flex2: threes += 1
                case .overline: overlines += 1
                default: break
                }
            }
            let threat: CellThreat
            if fives > 0 {
                threat = .five
            } else if forbidding, overlines > 0 || fours + flexFours >= 2 || flexThrees >= 2 {
                threat = .forbidden
            } else if flexFours > 0 || fours >= 2 {
                threat = .flexFour
            } else if fours > 0, flexThrees > 0 {
                threat = .fourThree
            } else if flexThrees >= 2 {
                threat = .doubleThree
            } else if fours > 0 {
                threat = .four
            } else if flexThrees > 0 {
                threat = .three
            } else if threes > 0 {
                threat = .minor
            } else {
                threat = .none
            }
            value += pairBonus[Self.bestPair(key)]
            switch threat {
            case .flexFour: score += 1_000; value += flexFourBonus
            case .fourThree: score += 600; value += fourThreeBonus
            case .doubleThree: score += 300; value += doubleThreeBonus
            case .forbidden: score = 0; value = 0
            default: break
            }
            entries.advanced(by: key).initialize(to: Entry(threat: threat.rawValue, score: score, value: value))
        }
    }

    deinit { entries.deallocate() }

    /// The key (16 × first + second) of the two best line patterns of a cell whose four
    /// lines' patterns are `key`'s four nibbles.
    static func bestPair(_ key: Int) -> Int {
        var first = 0, second = 0
        for line in 0..<4 {
            let raw = (key >> (4 * line)) & 15
            guard raw < LinePattern.allCases.count else { continue }
            if raw > first {
                second = first
                first = raw
            } else if raw > second {
                second = raw
            }
        }
        return first * 16 + second
    }

    /// The table for a side with forbidden points (X under renju) and for every other,
    /// with the default weights.
    static let plain = ComboTable(forbidding: false, weights: .default)
    static let forbidding = ComboTable(forbidding: true, weights: .default)

    /// Tables built for other weights, the last few kept (each is 768 KiB).
    private static let built = Mutex<[(forbidding: Bool, table: ComboTable)]>([])
    private static let keptTables = 8

    /// The table for a side with forbidden points (`forbidding`) or without, valued by
    /// `weights`: built on first use (a few milliseconds), then shared.
    static func shared(forbidding: Bool, weights: EvaluationWeights) -> ComboTable {
        if weights == .default { return forbidding ? Self.forbidding : plain }
        return built.withLock { tables in
            if let found = tables.first(where: { $0.forbidding == forbidding && $0.table.weights == weights }) { return found.table }
            let table = ComboTable(forbidding: forbidding, weights: weights)
            if tables.count >= keptTables { tables.removeFirst() }
            tables.append((forbidding, table))
            return table
        }
    }
}
