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
///     + the value of that pair before the last stone (``threatValuesBefore``)
///
/// where a cell's line values are the values of its four lines' patterns and its bonus is
/// that of its threat (a straight four or two fours, a four with an open three, two open
/// threes) or, short of those, of the pair its two best lines make (a four and a three, a
/// three and a two...); X's forbidden points under renju are worth nothing. A side's threat
/// set (``ThreatSet``) is which kinds of threat it could make with one stone somewhere on
/// the board (an open three, a four, two open threes, a four with an open three, a straight
/// four); a value for each of the 1,024 pairs says what they are worth together, which the
/// sum over the cells, one by one, cannot, and a second table what the pair before the last
/// stone says (what that stone made or stopped).
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

        /// The table named `key` (``key``), or nil.
        public init?(key: some StringProtocol) {
            guard let time = Self.allCases.first(where: { $0.key == key }) else { return nil }
            self = time
        }
    }

    /// Every name a weights file and `ttt tune --fix` know: the weights', then the tables'.
    public static let keys = Name.allCases.map(\.rawValue) + ThreatTime.allCases.map(\.key)

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

    /// The values the search plays with: the fit to Rapfi's evaluations with both tables of
    /// threat values. `ttt tune` (1,500 passes) from the fit with the first table only
    /// (`Scripts/tuning/weights-4.json`, which the search played with before) to the same
    /// 121,629 quiet positions of 4,000 games of Rapfi against itself, each with Rapfi's own
    /// evaluation as the target (its recipe in Sources/Search/README.md, "Tuning the
    /// evaluation"; the fits measured in docs/SEARCH-EXPERIMENTS.md): the error 0.0550 ->
    /// 0.0535. Against weights-4 (600 games each): +24 ± 28 Elo at 20,000 positions a move,
    /// +19 ± 27 at 100,000; under renju +1 ± 28 at 20,000.
    public static let `default` = EvaluationWeights(defaultValues: [
        .block1: 1, .flex1: 3, .block2: 6, .flex2: 2, .block3: 13, .flex3: 71, .block4: 218, .flex4: 641,
        .doubleFour: -465, .overline: 0, .five: 1_645, .flexFourCell: -13, .fourThreeCell: 1_155,
        .doubleThreeCell: -103, .block4Block3: 262, .block4Flex2: 279, .block4Block2: 40, .flex3Block3: 176,
        .flex3Flex2: 115, .flex3Block2: 27, .block3Block3: 100, .block3Flex2: 81, .block3Block2: 20, .flex2Flex2: 32,
        .flex2Block2: 17, .block2Block2: -1, .tempo: 37, .fourThreeThreat: 4_000, .doubleThreeThreat: 2_000,
        .threeToAnswer: 76, .defence: 95,
    ], threats: [
        "-/-": -149, "three/-": -238, "four/-": -319, "three+four/-": -326, "-/three": -138, "three/three": -127,
        "four/three": -276, "three+four/three": -199, "-/four": -54, "three/four": 24, "four/four": -177,
        "three+four/four": -90, "three+four+doubleThree/four": 123, "-/three+four": -47, "three/three+four": 8,
        "four/three+four": -213, "three+four/three+four": -80, "three+doubleThree/three+four": 112,
        "three+four+doubleThree/three+four": 292, "three+four+fourThree/three+four": 154,
        "three+four+doubleThree+fourThree/three+four": 1643, "-/three+doubleThree": -244,
        "three/three+doubleThree": -180, "four/three+doubleThree": -388, "three+four/three+doubleThree": -163,
        "three/three+four+doubleThree": -101, "four/three+four+doubleThree": -351,
        "three+four/three+four+doubleThree": -93, "three+doubleThree/three+four+doubleThree": -95,
        "three+four+doubleThree/three+four+doubleThree": 289, "three+four+fourThree/three+four+doubleThree": 164,
        "three+four+doubleThree+fourThree/three+four+doubleThree": 1930, "-/three+four+fourThree": 156,
        "three/three+four+fourThree": -67, "four/three+four+fourThree": -16, "three+four/three+four+fourThree": -68,
        "three+doubleThree/three+four+fourThree": -190, "three+four+doubleThree/three+four+fourThree": -50,
        "three+four+fourThree/three+four+fourThree": 375, "three/three+four+doubleThree+fourThree": -733,
        "four/three+four+doubleThree+fourThree": -564, "three+four/three+four+doubleThree+fourThree": -284,
        "three+doubleThree/three+four+doubleThree+fourThree": -996,
        "three+four+doubleThree/three+four+doubleThree+fourThree": -245, "-/four+flexFour": 270,
        "three/four+flexFour": 166, "four/four+flexFour": -28, "three+four/four+flexFour": 9,
        "three+doubleThree/four+flexFour": 76, "three+four+doubleThree/four+flexFour": -15,
        "-/three+four+flexFour": 194, "three/three+four+flexFour": -121, "four/three+four+flexFour": -270,
        "three+four/three+four+flexFour": -290, "three+doubleThree/three+four+flexFour": -369,
        "three+four+doubleThree/three+four+flexFour": -324, "three+four+fourThree/three+four+flexFour": -21,
        "three+four+doubleThree+fourThree/three+four+flexFour": 111, "three/three+four+doubleThree+flexFour": -1007,
        "four/three+four+doubleThree+flexFour": -429, "three+four/three+four+doubleThree+flexFour": -497,
        "three+doubleThree/three+four+doubleThree+flexFour": -1026,
        "three+four+doubleThree/three+four+doubleThree+flexFour": -554,
        "three+four+fourThree/three+four+doubleThree+flexFour": 292,
        "three+four+doubleThree+fourThree/three+four+doubleThree+flexFour": -68,
        "three/three+four+fourThree+flexFour": -287, "four/three+four+fourThree+flexFour": -94,
        "three+four/three+four+fourThree+flexFour": -256, "three+doubleThree/three+four+fourThree+flexFour": -1959,
        "three+four+doubleThree/three+four+fourThree+flexFour": -463,
        "three+four+fourThree/three+four+fourThree+flexFour": 1194,
        "three+four+doubleThree+fourThree/three+four+fourThree+flexFour": 595,
        "three/three+four+doubleThree+fourThree+flexFour": -944,
        "three+four/three+four+doubleThree+fourThree+flexFour": -207,
        "three+doubleThree/three+four+doubleThree+fourThree+flexFour": -960,
        "three+four+doubleThree/three+four+doubleThree+fourThree+flexFour": -363,
        "three+four+fourThree/three+four+doubleThree+fourThree+flexFour": 3804,
    ], threatsBefore: [
        "-/-": 77, "three/-": -1, "four/-": -55, "three+four/-": -124, "three+doubleThree/-": 6,
        "three+four+fourThree/-": -282, "four+flexFour/-": -257, "three+four+flexFour/-": -233, "-/three": 127,
        "three/three": 61, "four/three": -89, "three+four/three": -28, "three+doubleThree/three": 129,
        "three+four+doubleThree/three": 108, "three+four+fourThree/three": -62,
        "three+four+doubleThree+fourThree/three": 397, "four+flexFour/three": -115, "three+four+flexFour/three": 89,
        "three+four+doubleThree+flexFour/three": 759, "three+four+fourThree+flexFour/three": 112,
        "three+four+doubleThree+fourThree+flexFour/three": 553, "-/four": 181, "three/four": 90, "four/four": 13,
        "three+four/four": 39, "three+doubleThree/four": 142, "three+four+doubleThree/four": 138,
        "three+four+fourThree/four": -266, "four+flexFour/four": -89, "three+four+flexFour/four": 37,
        "three+four+doubleThree+flexFour/four": -19, "three+four+fourThree+flexFour/four": -172, "-/three+four": 171,
        "three/three+four": 48, "four/three+four": -56, "three+four/three+four": -34,
        "three+doubleThree/three+four": 118, "three+four+doubleThree/three+four": -7,
        "three+four+fourThree/three+four": -192, "three+four+doubleThree+fourThree/three+four": -41,
        "four+flexFour/three+four": -122, "three+four+flexFour/three+four": 70,
        "three+four+doubleThree+flexFour/three+four": 184, "three+four+fourThree+flexFour/three+four": -255,
        "three+four+doubleThree+fourThree+flexFour/three+four": -155, "three+four/three+doubleThree": 107,
        "three+four+doubleThree/three+doubleThree": 238, "three+four+fourThree/three+doubleThree": 112,
        "three+four+doubleThree+fourThree/three+doubleThree": 816, "four+flexFour/three+doubleThree": -22,
        "three+four+flexFour/three+doubleThree": 335, "three+four+doubleThree+flexFour/three+doubleThree": 752,
        "three+four+fourThree+flexFour/three+doubleThree": 445,
        "three+four+doubleThree+fourThree+flexFour/three+doubleThree": 758, "three/three+four+doubleThree": -673,
        "four/three+four+doubleThree": -188, "three+four/three+four+doubleThree": -135,
        "three+doubleThree/three+four+doubleThree": -712, "three+four+doubleThree/three+four+doubleThree": -199,
        "three+four+fourThree/three+four+doubleThree": -241,
        "three+four+doubleThree+fourThree/three+four+doubleThree": 6, "four+flexFour/three+four+doubleThree": -154,
        "three+four+flexFour/three+four+doubleThree": 112,
        "three+four+doubleThree+flexFour/three+four+doubleThree": 338,
        "three+four+fourThree+flexFour/three+four+doubleThree": -61, "four/three+four+fourThree": -57,
        "three+four/three+four+fourThree": 19, "three+four+doubleThree/three+four+fourThree": 167,
        "three+four+flexFour/three+four+fourThree": 51, "three+four/three+four+doubleThree+fourThree": -11,
        "three+four+doubleThree/three+four+doubleThree+fourThree": 246, "three+four/four+flexFour": -117,
        "three+four+doubleThree/four+flexFour": -97, "three+four+flexFour/four+flexFour": -82,
        "three/three+four+flexFour": -173, "four/three+four+flexFour": -151, "three+four/three+four+flexFour": -129,
        "three+four+doubleThree/three+four+flexFour": 63, "three+four+fourThree/three+four+flexFour": 368,
        "three+four+doubleThree+fourThree/three+four+flexFour": 745, "three+four+flexFour/three+four+flexFour": -75,
        "three+four+doubleThree+flexFour/three+four+flexFour": -39, "three+four/three+four+doubleThree+flexFour": 16,
        "three+four+doubleThree/three+four+doubleThree+flexFour": 364,
        "three+four+fourThree/three+four+doubleThree+flexFour": 361,
        "three+four+doubleThree+fourThree/three+four+doubleThree+flexFour": 936,
        "three+four+flexFour/three+four+doubleThree+flexFour": -44, "four/three+four+fourThree+flexFour": -498,
        "three+four/three+four+fourThree+flexFour": -142, "three+four+doubleThree/three+four+fourThree+flexFour": 554,
        "three+four+flexFour/three+four+fourThree+flexFour": -200,
        "three+four/three+four+doubleThree+fourThree+flexFour": 363,
        "three+four+doubleThree/three+four+doubleThree+fourThree+flexFour": 432,
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
