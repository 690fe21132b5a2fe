/// The numbers of the gomoku search's static evaluation, by name: what each line pattern on
/// an empty cell is worth, what a cell's combination of threats adds, the side to move's
/// edge, the winning threats it sees at the horizon, and what the threats on the board are
/// worth together (``threatValues``).
///
/// ``handSet`` holds the values set by hand before tuning (`search-v2` plays with them);
/// ``default`` the values the search plays with. `ttt tune` fits them to game results
/// (Texel's method, ``EvaluationTuner``); `search:weights=FILE` plays with a fitted set.
///
/// The evaluation of a position for the side to move (``PatternSearch/evaluate(_:)``) is
///
///     (Σ over empty cells of [line values + cell bonus] for the side, less the opponent's
///      times defence / 100, now and before the last stone) / 4
///     + tempo + the horizon's threat terms
///     + the value of the pair (the side to move's threat set, the opponent's)
///
/// where a cell's line values are the values of its four lines' patterns and its bonus is
/// that of its threat (a straight four or two fours, a four with an open three, two open
/// threes) or, short of those, of the pair its two best lines make (a four and a three, a
/// three and a two...); X's forbidden points under renju are worth nothing. A side's threat
/// set (``ThreatSet``) is which kinds of threat it could make with one stone somewhere on
/// the board (an open three, a four, two open threes, a four with an open three, a straight
/// four); a value for each of the 1,024 pairs says what they are worth together, which the
/// sum over the cells, one by one, cannot.
public struct EvaluationWeights: Sendable, Hashable {
    /// A weight's name, as the weights file and `ttt tune` write it.
    public enum Name: String, CaseIterable, Sendable, Hashable {
        /// The value of one line's pattern on an empty cell: what the side could make there.
        case block1, flex1, block2, flex2, block3, flex3, block4, flex4, doubleFour, overline, five
        /// What an empty cell's threat adds to its line values.
        case flexFourCell, fourThreeCell, doubleThreeCell
        /// What an empty cell adds when its two best lines (of four) make this pair of
        /// patterns, short of the threats above: the combinations that turn into them.
        case block4Block3 = "block4+block3", block4Flex2 = "block4+flex2", block4Block2 = "block4+block2"
        case flex3Block3 = "flex3+block3", flex3Flex2 = "flex3+flex2", flex3Block2 = "flex3+block2"
        case block3Block3 = "block3+block3", block3Flex2 = "block3+flex2", block3Block2 = "block3+block2"
        case flex2Flex2 = "flex2+flex2", flex2Block2 = "flex2+block2", block2Block2 = "block2+block2"
        /// The side to move's edge.
        case tempo
        /// The side to move can make a four with an open three (or, for ``doubleThreeThreat``,
        /// two open threes) and the opponent has no four to answer with.
        case fourThreeThreat, doubleThreeThreat
        /// Taken off when the opponent's open three must be answered and the side to move
        /// has no four to play first.
        case threeToAnswer
        /// Attack against defence: what the opponent's cell values count for, in hundredths
        /// of the side to move's (100: as much).
        case defence

        /// The line pattern this weight values, for the line values.
        var linePattern: LinePattern? {
            switch self {
            case .block1: .block1
            case .flex1: .flex1
            case .block2: .block2
            case .flex2: .flex2
            case .block3: .block3
            case .flex3: .flex3
            case .block4: .block4
            case .flex4: .flex4
            case .doubleFour: .doubleFour
            case .overline: .overline
            case .five: .five
            default: nil
            }
        }

        /// The pair of line patterns (the better first) this weight values, for the pair bonuses.
        var linePair: (LinePattern, LinePattern)? {
            switch self {
            case .block4Block3: (.block4, .block3)
            case .block4Flex2: (.block4, .flex2)
            case .block4Block2: (.block4, .block2)
            case .flex3Block3: (.flex3, .block3)
            case .flex3Flex2: (.flex3, .flex2)
            case .flex3Block2: (.flex3, .block2)
            case .block3Block3: (.block3, .block3)
            case .block3Flex2: (.block3, .flex2)
            case .block3Block2: (.block3, .block2)
            case .flex2Flex2: (.flex2, .flex2)
            case .flex2Block2: (.flex2, .block2)
            case .block2Block2: (.block2, .block2)
            default: nil
            }
        }
    }

    /// The values, in the order of ``Name/allCases``.
    public private(set) var values: [Int]

    /// What each pair of threat sets is worth, the side to move's and the opponent's
    /// (``ThreatSet``), added to the evaluation as it is: ``ThreatSet/count`` squared values,
    /// by ``ThreatSet/pairIndex(mine:theirs:)``; 0 for pairs not valued.
    public private(set) var threatValues: [Int]

    /// What each pair of threat sets was worth before the last stone was placed (the side
    /// to move's then, the opponent's then), added too, as the cells' values are averaged
    /// over the position now and before: by the same index.
    public private(set) var threatValuesBefore: [Int]

    /// Which of the two tables of threat values: the pair on the board now, or before the
    /// last stone.
    public enum ThreatTime: CaseIterable, Sendable {
        case now, beforeLastStone

        /// The table's name in a weights file and in `ttt tune --fix`.
        public var key: String { self == .now ? "threats" : "threatsBefore" }
    }

    /// The table of threat values of `time`.
    public func threatValues(_ time: ThreatTime) -> [Int] { time == .now ? threatValues : threatValuesBefore }

    /// The value of the side to move having the threats `mine` while the opponent has
    /// `theirs`, now or before the last stone.
    public func threatValue(mine: ThreatSet, theirs: ThreatSet, _ time: ThreatTime = .now) -> Int {
        threatValues(time)[ThreatSet.pairIndex(mine: mine.rawValue, theirs: theirs.rawValue)]
    }

    /// Sets the value of the pair (`mine`, `theirs`), now or before the last stone.
    /// - Precondition: `value` is within ±``limit``.
    public mutating func setThreatValue(_ value: Int, mine: ThreatSet, theirs: ThreatSet, _ time: ThreatTime = .now) {
        precondition(abs(value) <= Self.limit, "Threat value \(mine)/\(theirs) \(value) is outside ±\(Self.limit).")
        let index = ThreatSet.pairIndex(mine: mine.rawValue, theirs: theirs.rawValue)
        if time == .now { threatValues[index] = value } else { threatValuesBefore[index] = value }
    }

    /// Every pair of threat sets, by index: the side to move's and the opponent's.
    public static let threatPairs: [(mine: ThreatSet, theirs: ThreatSet)] = (0..<(ThreatSet.count * ThreatSet.count)).map {
        (ThreatSet(rawValue: $0 % ThreatSet.count), ThreatSet(rawValue: $0 / ThreatSet.count))
    }

    /// The values the search plays with: the fit to Rapfi's evaluations with the threat values.
    /// `ttt tune` (1,500 passes) from the fit to Rapfi's evaluations without them
    /// (`Scripts/tuning/weights-3.json`, which the search played with before) to the same
    /// 121,629 quiet positions of 4,000 games of Rapfi against itself, each with Rapfi's own
    /// evaluation as the target (its recipe in Sources/Search/README.md): the error 0.0604 ->
    /// 0.0550. Against weights-3 at 100,000 positions a move: +55 ± 27 Elo (600 games).
    public static let `default` = EvaluationWeights(defaultValues: [
        .block1: 1, .flex1: 3, .block2: 6, .flex2: 2, .block3: 14, .flex3: 66, .block4: 222, .flex4: 660,
        .doubleFour: -461, .overline: 0, .five: 1_465,
        .flexFourCell: 59, .fourThreeCell: 795, .doubleThreeCell: -84,
        .block4Block3: 263, .block4Flex2: 281, .block4Block2: 41, .flex3Block3: 172, .flex3Flex2: 113, .flex3Block2: 28,
        .block3Block3: 99, .block3Flex2: 77, .block3Block2: 19, .flex2Flex2: 28, .flex2Block2: 16, .block2Block2: -1,
        .tempo: -18, .fourThreeThreat: 4_000, .doubleThreeThreat: 2_000, .threeToAnswer: 44, .defence: 96,
    ], threats: [
        "-/-": -22, "three/-": -193, "four/-": -392, "three+four/-": -420, "-/three": -30, "three/three": -34,
        "four/three": -353, "three+four/three": -138, "-/four": 103, "three/four": 168, "four/four": -132,
        "three+four/four": 10, "three+four+doubleThree/four": 274, "-/three+four": 104, "three/three+four": 134,
        "four/three+four": -226, "three+four/three+four": -14, "three+doubleThree/three+four": 298,
        "three+four+doubleThree/three+four": 444, "three+four+fourThree/three+four": 303,
        "three+four+doubleThree+fourThree/three+four": 762, "-/three+doubleThree": -118,
        "three/three+doubleThree": -39, "four/three+doubleThree": -397, "three+four/three+doubleThree": -5,
        "three/three+four+doubleThree": -14, "four/three+four+doubleThree": -388,
        "three+four/three+four+doubleThree": -26, "three+doubleThree/three+four+doubleThree": -12,
        "three+four+doubleThree/three+four+doubleThree": 423, "three+four+fourThree/three+four+doubleThree": 346,
        "three+four+doubleThree+fourThree/three+four+doubleThree": 764, "-/three+four+fourThree": 183,
        "three/three+four+fourThree": -35, "four/three+four+fourThree": -101, "three+four/three+four+fourThree": -94,
        "three+doubleThree/three+four+fourThree": -99, "three+four+doubleThree/three+four+fourThree": -1,
        "three+four+fourThree/three+four+fourThree": 437, "three/three+four+doubleThree+fourThree": -643,
        "four/three+four+doubleThree+fourThree": -624, "three+four/three+four+doubleThree+fourThree": -303,
        "three+doubleThree/three+four+doubleThree+fourThree": -668,
        "three+four+doubleThree/three+four+doubleThree+fourThree": -149, "-/four+flexFour": 431,
        "three/four+flexFour": 308, "four/four+flexFour": 33, "three+four/four+flexFour": 102,
        "three+doubleThree/four+flexFour": 224, "three+four+doubleThree/four+flexFour": 114,
        "-/three+four+flexFour": 339, "three/three+four+flexFour": 5, "four/three+four+flexFour": -252,
        "three+four/three+four+flexFour": -201, "three+doubleThree/three+four+flexFour": -181,
        "three+four+doubleThree/three+four+flexFour": -139, "three+four+fourThree/three+four+flexFour": 493,
        "three+four+doubleThree+fourThree/three+four+flexFour": 907, "three/three+four+doubleThree+flexFour": -677,
        "four/three+four+doubleThree+flexFour": -366, "three+four/three+four+doubleThree+flexFour": -347,
        "three+doubleThree/three+four+doubleThree+flexFour": -597,
        "three+four+doubleThree/three+four+doubleThree+flexFour": -211,
        "three+four+fourThree/three+four+doubleThree+flexFour": 737,
        "three+four+doubleThree+fourThree/three+four+doubleThree+flexFour": 849,
        "three/three+four+fourThree+flexFour": -298, "four/three+four+fourThree+flexFour": -228,
        "three+four/three+four+fourThree+flexFour": -257, "three+doubleThree/three+four+fourThree+flexFour": -699,
        "three+four+doubleThree/three+four+fourThree+flexFour": -283,
        "three+four+fourThree/three+four+fourThree+flexFour": 920,
        "three+four+doubleThree+fourThree/three+four+fourThree+flexFour": 787,
        "three/three+four+doubleThree+fourThree+flexFour": -643,
        "three+four/three+four+doubleThree+fourThree+flexFour": -115,
        "three+doubleThree/three+four+doubleThree+fourThree+flexFour": -531,
        "three+four+doubleThree/three+four+doubleThree+fourThree+flexFour": -123,
        "three+four+fourThree/three+four+doubleThree+fourThree+flexFour": 878,
    ])

    /// The values set by hand before tuning, with which `search-v2` plays.
    public static let handSet = EvaluationWeights(defaultValues: [
        .block1: 1, .flex1: 2, .block2: 3, .flex2: 8, .block3: 10, .flex3: 24, .block4: 30, .flex4: 110,
        .doubleFour: 110, .overline: 0, .five: 380,
        .flexFourCell: 200, .fourThreeCell: 120, .doubleThreeCell: 60,
        .block4Block3: 0, .block4Flex2: 0, .block4Block2: 0, .flex3Block3: 0, .flex3Flex2: 0, .flex3Block2: 0,
        .block3Block3: 0, .block3Flex2: 0, .block3Block2: 0, .flex2Flex2: 0, .flex2Block2: 0, .block2Block2: 0,
        .tempo: 20, .fourThreeThreat: 4_000, .doubleThreeThreat: 2_000, .threeToAnswer: 500, .defence: 100,
    ])

    /// The largest magnitude a weight may have: far enough from a proven win
    /// (``Score/proven``) that no evaluation reads as one.
    public static let limit = 100_000

    /// The values a weight may take: ±``limit``, but for ``Name/defence``, a share from
    /// 1 to 1,000 hundredths.
    public static func range(of name: Name) -> ClosedRange<Int> {
        name == .defence ? 1...1_000 : -limit...limit
    }

    private init(defaultValues: [Name: Int], threats: [String: Int] = [:], threatsBefore: [String: Int] = [:]) {
        values = Name.allCases.map { defaultValues[$0]! }
        threatValues = Array(repeating: 0, count: ThreatSet.count * ThreatSet.count)
        threatValuesBefore = threatValues
        for (time, table) in [(ThreatTime.now, threats), (.beforeLastStone, threatsBefore)] {
            for (pair, value) in table {
                let sets = pair.split(separator: "/").map { ThreatSet($0)! }
                setThreatValue(value, mine: sets[0], theirs: sets[1], time)
            }
        }
    }

    /// The default weights with those in `changes` set instead.
    /// - Precondition: every value is within its ``range(of:)``.
    public init(_ changes: [Name: Int] = [:]) {
        self = .default
        for (name, value) in changes { self[name] = value }
    }

    /// The weight named `name`.
    public subscript(name: Name) -> Int {
        get { values[Self.index(name)] }
        set {
            precondition(Self.range(of: name).contains(newValue), "Weight '\(name.rawValue)' \(newValue) is outside \(Self.range(of: name)).")
            values[Self.index(name)] = newValue
        }
    }

    static func index(_ name: Name) -> Int { Name.allCases.firstIndex(of: name)! }

    /// The index of the pair weight for a cell whose two best line patterns are `first`
    /// and `second` (`first` the better), or nil when no weight values that pair.
    static func pairIndex(_ first: LinePattern, _ second: LinePattern) -> Int? {
        pairIndices[Int(first.rawValue) &* 16 &+ Int(second.rawValue)]
    }

    private static let pairIndices: [Int?] = (0..<256).map { key in
        Name.allCases.firstIndex { name in
            guard let pair = name.linePair else { return false }
            return Int(pair.0.rawValue) * 16 + Int(pair.1.rawValue) == key
        }
    }

    /// The value of each line pattern on an empty cell, by the pattern's raw value.
    var lineValues: [Int32] {
        var found = [Int32](repeating: 0, count: LinePattern.allCases.count)
        for name in Name.allCases {
            if let pattern = name.linePattern { found[Int(pattern.rawValue)] = Int32(self[name]) }
        }
        return found
    }
}
