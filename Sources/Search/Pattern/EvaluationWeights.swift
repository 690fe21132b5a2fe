/// The numbers of the gomoku search's static evaluation, by name: what each line pattern on
/// an empty cell is worth, what a cell's combination of threats adds, the side to move's
/// edge, and the winning threats it sees at the horizon.
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
///
/// where a cell's line values are the values of its four lines' patterns and its bonus is
/// that of its threat (a straight four or two fours, a four with an open three, two open
/// threes) or, short of those, of the pair its two best lines make (a four and a three, a
/// three and a two...); X's forbidden points under renju are worth nothing.
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

    /// The value of the side to move having the threats `mine` while the opponent has `theirs`.
    public func threatValue(mine: ThreatSet, theirs: ThreatSet) -> Int {
        threatValues[ThreatSet.pairIndex(mine: mine.rawValue, theirs: theirs.rawValue)]
    }

    /// Sets the value of the pair (`mine`, `theirs`).
    /// - Precondition: `value` is within ±``limit``.
    public mutating func setThreatValue(_ value: Int, mine: ThreatSet, theirs: ThreatSet) {
        precondition(abs(value) <= Self.limit, "Threat value \(mine)/\(theirs) \(value) is outside ±\(Self.limit).")
        threatValues[ThreatSet.pairIndex(mine: mine.rawValue, theirs: theirs.rawValue)] = value
    }

    /// Every pair of threat sets, by index: the side to move's and the opponent's.
    public static let threatPairs: [(mine: ThreatSet, theirs: ThreatSet)] = (0..<(ThreatSet.count * ThreatSet.count)).map {
        (ThreatSet(rawValue: $0 % ThreatSet.count), ThreatSet(rawValue: $0 / ThreatSet.count))
    }

    /// The values the search plays with: the fit to Rapfi's evaluations. `ttt tune`
    /// (400 passes) from the second fit's values (`Scripts/tuning/weights-2.json`, which the
    /// search played with before) to the 121,629 quiet positions of 4,000 games of Rapfi
    /// against itself, each with Rapfi's own evaluation as the target (its recipe in
    /// Sources/Search/README.md): the error 0.0641 -> 0.0604. Against the second fit at
    /// 100,000 positions a move: +42 ± 27 Elo (600 games).
    public static let `default` = EvaluationWeights(defaultValues: [
        .block1: 1, .flex1: 2, .block2: 6, .flex2: 3, .block3: 15, .flex3: 78, .block4: 179, .flex4: 604,
        .doubleFour: -307, .overline: 0, .five: 1_631,
        .flexFourCell: 182, .fourThreeCell: 1_139, .doubleThreeCell: -76,
        .block4Block3: 271, .block4Flex2: 273, .block4Block2: 60, .flex3Block3: 140, .flex3Flex2: 101, .flex3Block2: 21,
        .block3Block3: 80, .block3Flex2: 66, .block3Block2: 13, .flex2Flex2: 20, .flex2Block2: 14, .block2Block2: -3,
        .tempo: -21, .fourThreeThreat: 4_000, .doubleThreeThreat: 2_000, .threeToAnswer: -53, .defence: 98,
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

    private init(defaultValues: [Name: Int], threats: [String: Int] = [:]) {
        values = Name.allCases.map { defaultValues[$0]! }
        threatValues = Array(repeating: 0, count: ThreatSet.count * ThreatSet.count)
        for (pair, value) in threats {
            let sets = pair.split(separator: "/").map { ThreatSet($0)! }
            setThreatValue(value, mine: sets[0], theirs: sets[1])
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
