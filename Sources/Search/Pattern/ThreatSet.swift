/// The kinds of threat one side has somewhere on the board: which of an open three, a four,
/// two open threes, a four with an open three and a straight four (or two fours) it could
/// make with one stone. The evaluation adds a value for each pair of these sets, the side to
/// move's and the opponent's (``EvaluationWeights/threatValue(mine:theirs:)``): what the
/// threats on the board are worth together, which the cells' values, summed one by one,
/// cannot say.
public struct ThreatSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let three = ThreatSet(rawValue: 1)
    public static let four = ThreatSet(rawValue: 2)
    public static let doubleThree = ThreatSet(rawValue: 4)
    public static let fourThree = ThreatSet(rawValue: 8)
    public static let flexFour = ThreatSet(rawValue: 16)

    /// How many sets there are (every subset of the five kinds).
    public static let count = 32

    /// Each kind with its name, in the order of its bit.
    static let kinds: [(set: ThreatSet, name: String)] = [
        (.three, "three"), (.four, "four"), (.doubleThree, "doubleThree"), (.fourThree, "fourThree"), (.flexFour, "flexFour"),
    ]

    /// The kinds' names, in the order of their bits.
    public static var kindNames: [String] { kinds.map(\.name) }

    /// The kinds' names joined by `+`, or `-` for none: `three+four`.
    public var description: String {
        let names = Self.kinds.filter { contains($0.set) }.map(\.name)
        return names.isEmpty ? "-" : names.joined(separator: "+")
    }

    /// The set named `text` as ``description`` writes it (the kinds in any order), or nil.
    public init?(_ text: some StringProtocol) {
        guard text != "-" else {
            self = []
            return
        }
        var found: ThreatSet = []
        for word in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let kind = Self.kinds.first(where: { $0.name == word }), !found.contains(kind.set) else { return nil }
            found.insert(kind.set)
        }
        self = found
    }

    /// The threats `side` has on `board`'s empty cells.
    @inline(__always)
    static func of(_ side: UInt8, on board: PatternBoard) -> Int {
        (board.count(side, .three) > 0 ? 1 : 0) | (board.count(side, .four) > 0 ? 2 : 0)
            | (board.count(side, .doubleThree) > 0 ? 4 : 0) | (board.count(side, .fourThree) > 0 ? 8 : 0)
            | (board.count(side, .flexFour) > 0 ? 16 : 0)
    }

    /// The index of the pair (`mine`, `theirs`) in ``EvaluationWeights/threatValues``.
    public static func pairIndex(mine: Int, theirs: Int) -> Int { mine | theirs << 5 }

    /// The index of the pair on `board` with `side` to move: its threats, the opponent's.
    /// The search and the tuner both read it here, so that they value the same pair.
    @inline(__always)
    static func pairIndex(_ side: UInt8, on board: PatternBoard) -> Int {
        pairIndex(mine: of(side, on: board), theirs: of(3 &- side, on: board))
    }

    /// The index of the pair on `board` before its last stone was placed, `side` to move
    /// now: its threats then, the opponent's then (now again on an empty board).
    @inline(__always)
    static func pairIndexBefore(_ side: UInt8, on board: PatternBoard) -> Int {
        let before = board.threatSetsBefore()
        return side == 1 ? pairIndex(mine: before.x, theirs: before.o) : pairIndex(mine: before.o, theirs: before.x)
    }
}
