#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GameCore

/// Fits ``EvaluationWeights`` to game results by Texel's method: the error between
/// sigmoid(K × evaluation) and each position's result (0, ½ or 1 for the side to move),
/// squared and averaged, is what is minimised; first over K with the starting weights, then
/// over the weights with K fixed.
///
/// The evaluation is linear in the weights but for the opponent's share (``EvaluationWeights/Name/defence``),
/// its clamp and one integer division, so each position is read once into counts,
/// ``features``: how many of each line pattern and cell threat the side to move has on its
/// empty cells, and how many the opponent has, summed over the positions before and after
/// the last stone, and which horizon terms apply. The evaluation with any weights is then
/// two dot products and two look-ups (the pair of threat sets now and before the last stone,
/// ``EvaluationWeights/threatValues`` and ``EvaluationWeights/threatValuesBefore``),
/// and the fit a gradient descent over the counts: a few hundred thousand positions take
/// seconds a pass.
///
/// Only quiet positions are kept: those where the search would call the evaluation. A five
/// to play or to block, a straight four to play (not under caro) and a win in three (see
/// ``PatternSearch/quickWin(_:ply:)``) are answered before it.
public struct EvaluationTuner {
    /// The counts per position, ``width`` a position: the side to move's counts of each
    /// cell weight (those before ``cellWeightCount`` in ``EvaluationWeights/Name/allCases``),
    /// the opponent's, the horizon terms (``terms``), then the index of the pair of threat
    /// sets (``ThreatSet/pairIndex(mine:theirs:)``), now and before the last stone.
    public private(set) var features: [Int32] = []
    /// Each position's result for the side to move (0, 0.5 or 1), or the target given instead.
    public private(set) var targets: [Double] = []
    /// Positions given that were not quiet, and so left out.
    public private(set) var skipped = 0
    /// The weights of line patterns and cell threats: those before the first term.
    static let cellWeightCount = EvaluationWeights.index(.tempo)
    /// The terms added as they are, when they apply (their counts are 1, -1 or 0).
    static let terms: [EvaluationWeights.Name] = [.tempo, .fourThreeThreat, .doubleThreeThreat, .threeToAnswer]
    /// Counts per position.
    public static let width = 2 * cellWeightCount + terms.count + 2
    static let firstTermColumn = 2 * cellWeightCount
    /// The column of the pair of threat sets of `time`.
    static func threatColumn(_ time: EvaluationWeights.ThreatTime) -> Int { time == .now ? width - 2 : width - 1 }
    /// The fewest positions a pair of threat sets must be seen in for the fit to move its
    /// value: rarer pairs keep theirs (a few positions would set it to their results).
    public static let threatMinimum = 50

    /// The board the positions are read on, kept while they share the rules and moves.
    private var patterns: PatternBoard?
    private var placed: [Int] = []

    public init() {}

    /// The positions kept.
    public var count: Int { targets.count }

    /// Whether the tuner reads positions of `rules`: gomoku-like boards, k = 4 or 5, no gravity.
    public static func supports(_ rules: Rules) -> Bool { PatternBoard.supports(rules) }

    /// Reads the position after `moves` (legal, from the empty board of `rules`) with the
    /// game's `result` for the side to move (0 a loss, 1 a draw, 2 a win), or the `target`
    /// to fit instead (the side to move's chance, from 0 to 1); keeps it if quiet.
    /// Positions of one game in order are read fastest: only the new moves are played.
    /// - Returns: whether it was kept.
    /// - Precondition: ``supports(_:)`` holds for `rules`; the moves are on the board.
    @discardableResult
    public mutating func add(moves: [Move], rules: Rules, result: Int, target: Double? = nil) -> Bool {
        let cells = moves.map { $0.column * rules.rows + $0.row }
        if patterns == nil || patterns!.columns != rules.columns || patterns!.rows != rules.rows
            || patterns!.k != rules.k || patterns!.rule != rules.winRule {
            patterns = PatternBoard(rules: rules)
            placed = []
        }
        let board = patterns!
        var shared = 0
        while shared < min(cells.count, placed.count), cells[shared] == placed[shared] { shared += 1 }
        while placed.count > shared {
            board.remove(placed.removeLast(), placed.count % 2 == 0 ? 1 : 2)
        }
        for cell in cells[shared...] {
            board.place(cell, placed.count % 2 == 0 ? 1 : 2)
            placed.append(cell)
        }
        let side: UInt8 = cells.count % 2 == 0 ? 1 : 2
        guard let row = Self.features(board, side: side, last: cells.last) else {
            skipped += 1
            return false
        }
        features += row
        targets.append(target ?? Double(result) / 2)
        return true
    }

    /// The counts of `board` for `side` to move, whose last stone was on `last`; nil when
    /// the position is not quiet.
    static func features(_ board: PatternBoard, side: UInt8, last: Int?) -> [Int32]? {
        let them = 3 - side
        let theirFours = board.count(them, .four) + board.count(them, .fourThree) + board.count(them, .flexFour)
        if board.count(side, .five) > 0 || board.count(them, .five) > 0 { return nil }
        if board.count(side, .flexFour) > 0, board.rule != .caro { return nil }
        let quickWinRule = board.rule != .caro && (board.rule != .renju || side == 2)
        if quickWinRule, theirFours == 0, board.count(side, .fourThree) > 0 || board.count(side, .doubleThree) > 0 { return nil }
        var row = [Int32](repeating: 0, count: width)
        addCellCounts(board, side: side, to: &row)
        row[threatColumn(.now)] = Int32(ThreatSet.pairIndex(side, on: board))
        if let last {
            let lastSide = board.stone(last)
            board.remove(last, lastSide)
            addCellCounts(board, side: side, to: &row)
            row[threatColumn(.beforeLastStone)] = Int32(ThreatSet.pairIndex(side, on: board))
            board.place(last, lastSide)
        } else {
            addCellCounts(board, side: side, to: &row)
            row[threatColumn(.beforeLastStone)] = row[threatColumn(.now)]
        }
        func term(_ name: EvaluationWeights.Name) -> Int { firstTermColumn + terms.firstIndex(of: name)! }
        row[term(.tempo)] = 1
        if board.count(them, .flexFour) == 0 {
            if board.count(side, .fourThree) > 0, theirFours == 0 {
                row[term(.fourThreeThreat)] = 1
            } else if board.count(side, .doubleThree) > 0, theirFours == 0 {
                row[term(.doubleThreeThreat)] = 1
            }
        } else if board.count(side, .four) + board.count(side, .fourThree) == 0 {
            row[term(.threeToAnswer)] = -1
        }
        return row
    }

    /// The raw value of each pattern's weight, and of each threat's bonus, in a row.
    private static let patternIndex: [Int] = LinePattern.allCases.map { pattern in
        EvaluationWeights.Name.allCases.firstIndex { $0.linePattern == pattern } ?? -1
    }

    /// Adds `side`'s line patterns and cell threats over the empty cells to the first
    /// columns of `row`, the opponent's to the next (X's forbidden points under renju count
    /// nothing).
    private static func addCellCounts(_ board: PatternBoard, side: UInt8, to row: inout [Int32]) {
        let flexFour = EvaluationWeights.index(.flexFourCell), fourThree = EvaluationWeights.index(.fourThreeCell)
        let doubleThree = EvaluationWeights.index(.doubleThreeCell)
        for cell in 0..<board.cellCount where board.stone(cell) == 0 {
            for owner in [UInt8(1), 2] {
                let base = owner == side ? 0 : cellWeightCount
                let threat = board.threat(owner, at: cell)
                switch threat {
                case .forbidden: continue
                case .flexFour: row[base + flexFour] += 1
                case .fourThree: row[base + fourThree] += 1
                case .doubleThree: row[base + doubleThree] += 1
                default: break
                }
                var key = 0
                for direction in 0..<4 {
                    let pattern = board.pattern(owner, at: cell, direction: direction)
                    key |= Int(pattern.rawValue) << (4 * direction)
                    let index = patternIndex[Int(pattern.rawValue)]
                    if index >= 0 { row[base + index] += 1 }
                }
                let pair = ComboTable.bestPair(key)
                if let index = EvaluationWeights.pairIndex(LinePattern(rawValue: UInt8(pair / 16))!, LinePattern(rawValue: UInt8(pair % 16))!) {
                    row[base + index] += 1
                }
            }
        }
    }

    // MARK: Evaluating

    /// The evaluation of position `index` with `weights`, exactly as the search computes
    /// it (``PatternSearch/evaluate(_:)``).
    public func evaluation(at index: Int, with weights: EvaluationWeights) -> Int {
        let base = index * Self.width
        var own = 0, opponent = 0, terms = 0
        for j in 0..<Self.cellWeightCount {
            own += weights.values[j] * Int(features[base + j])
            opponent += weights.values[j] * Int(features[base + Self.cellWeightCount + j])
        }
        for (k, name) in Self.terms.enumerated() { terms += weights[name] * Int(features[base + Self.firstTermColumn + k]) }
        terms += weights.threatValues[Int(features[base + Self.threatColumn(.now)])]
        terms += weights.threatValuesBefore[Int(features[base + Self.threatColumn(.beforeLastStone)])]
        let limit = Int(PatternSearch.evaluationLimit)
        return max(-limit, min(limit, (100 * own - weights[.defence] * opponent) / 400 + terms))
    }

    /// The mean squared error of sigmoid(`scale` × evaluation) against the results, with
    /// `weights` exactly as the search evaluates.
    public func error(of weights: EvaluationWeights, scale: Double) -> Double {
        guard count > 0 else { return 0 }
        var total = 0.0
        for index in 0..<count {
            let difference = Self.sigmoid(scale * Double(evaluation(at: index, with: weights))) - targets[index]
            total += difference * difference
        }
        return total / Double(count)
    }

    static func sigmoid(_ x: Double) -> Double { 1 / (1 + exp(-x)) }

    // MARK: Fitting

    /// The K that makes `weights`' error least (a golden-section search over log K, from
    /// 10^-6 to 1).
    public func fitScale(for weights: EvaluationWeights) -> Double {
        var low = -6.0, high = 0.0
        let ratio = (5.0.squareRoot() - 1) / 2
        func errorAt(_ exponent: Double) -> Double { error(of: weights, scale: pow(10, exponent)) }
        var a = high - ratio * (high - low), b = low + ratio * (high - low)
        var errorA = errorAt(a), errorB = errorAt(b)
        for _ in 0..<40 {
            if errorA < errorB {
                high = b; b = a; errorB = errorA
                a = high - ratio * (high - low); errorA = errorAt(a)
            } else {
                low = a; a = b; errorA = errorB
                b = low + ratio * (high - low); errorB = errorAt(b)
            }
        }
        return pow(10, (low + high) / 2)
    }

    /// How many positions each pair of threat sets is seen in, now or before the last stone,
    /// by ``ThreatSet/pairIndex(mine:theirs:)``.
    public func threatPairCounts(_ time: EvaluationWeights.ThreatTime = .now) -> [Int] {
        var counts = [Int](repeating: 0, count: ThreatSet.count * ThreatSet.count)
        let column = Self.threatColumn(time)
        for index in 0..<count { counts[Int(features[index * Self.width + column])] += 1 }
        return counts
    }

    /// The weights fitted from `start` with K = `scale`: `passes` steps of gradient descent
    /// (Adam, each weight stepping by a share of its starting size, or of 50 for one smaller)
    /// over the real-valued evaluation, then rounded. The weights in `fixed` keep their
    /// values, and so do the threat values of the tables in `fixThreats`, and always those of
    /// pairs seen in fewer than ``threatMinimum`` positions; the others stay within their
    /// ``EvaluationWeights/range(of:)`` (the threat values within ±``EvaluationWeights/limit``).
    public func fit(
        from start: EvaluationWeights, scale: Double, passes: Int = 400, fixed: Set<EvaluationWeights.Name> = [],
        fixThreats: Set<EvaluationWeights.ThreatTime> = [], progress: (Int, Double) -> Void = { _, _ in }
    ) -> EvaluationWeights {
        let names = EvaluationWeights.Name.allCases
        let cells = Self.cellWeightCount, width = Self.width
        let termIndex = Self.terms.map(EvaluationWeights.index)
        let defenceIndex = EvaluationWeights.index(.defence)
        // NB: one vector: the named weights, then each table of threat values (now, then
        // before the last stone), a pair's value at its table's start + the pair's index.
        let pairCount = ThreatSet.count * ThreatSet.count
        let tables = EvaluationWeights.ThreatTime.allCases.enumerated().map { (time: $1, start: names.count + $0 * pairCount) }
        let tableStart = tables[0].start, beforeStart = tables[1].start
        let startValues = start.values + tables.flatMap { start.threatValues($0.time) }
        let parameters = startValues.count
        var weights = startValues.map(Double.init)
        let steps = startValues.map { Double(max(abs($0), 50)) * 0.02 }
        let frozen = names.map { fixed.contains($0) } + tables.flatMap { table in
            threatPairCounts(table.time).map { fixThreats.contains(table.time) || $0 < Self.threatMinimum }
        }
        let ranges = names.map(EvaluationWeights.range(of:))
            + Array(repeating: -EvaluationWeights.limit...EvaluationWeights.limit, count: tables.count * pairCount)
        var first = [Double](repeating: 0, count: parameters), second = [Double](repeating: 0, count: parameters)
        let limit = Double(PatternSearch.evaluationLimit)
        let beta1 = 0.9, beta2 = 0.999
        var gradient = [Double](repeating: 0, count: parameters)
        for pass in 1...max(passes, 1) {
            for j in 0..<parameters { gradient[j] = 0 }
            var total = 0.0
            let share = weights[defenceIndex] / 100
            features.withUnsafeBufferPointer { rows in
                for index in 0..<count {
                    let base = index * width
                    var own = 0.0, opponent = 0.0, terms = 0.0
                    for j in 0..<cells {
                        own += weights[j] * Double(rows[base + j])
                        opponent += weights[j] * Double(rows[base + cells + j])
                    }
                    for (k, weight) in termIndex.enumerated() { terms += weights[weight] * Double(rows[base + Self.firstTermColumn + k]) }
                    let pair = tableStart + Int(rows[base + Self.threatColumn(.now)])
                    let pairBefore = beforeStart + Int(rows[base + Self.threatColumn(.beforeLastStone)])
                    terms += weights[pair] + weights[pairBefore]
                    let value = (own - share * opponent) / 4 + terms
                    let clamped = abs(value) >= limit
                    let predicted = Self.sigmoid(scale * max(-limit, min(limit, value)))
                    let difference = predicted - targets[index]
                    total += difference * difference
                    guard !clamped else { continue }
                    let slope = 2 * difference * predicted * (1 - predicted) * scale
                    for j in 0..<cells {
                        let counted = Double(rows[base + j]) - share * Double(rows[base + cells + j])
                        if counted != 0 { gradient[j] += slope * counted / 4 }
                    }
                    for (k, weight) in termIndex.enumerated() { gradient[weight] += slope * Double(rows[base + Self.firstTermColumn + k]) }
                    gradient[pair] += slope
                    gradient[pairBefore] += slope
                    gradient[defenceIndex] -= slope * opponent / 400
                }
            }
            progress(pass, total / Double(max(count, 1)))
            let corrected1 = 1 - pow(beta1, Double(pass)), corrected2 = 1 - pow(beta2, Double(pass))
            for j in 0..<parameters where !frozen[j] {
                let g = gradient[j] / Double(max(count, 1))
                first[j] = beta1 * first[j] + (1 - beta1) * g
                second[j] = beta2 * second[j] + (1 - beta2) * g * g
                let step = (first[j] / corrected1) / ((second[j] / corrected2).squareRoot() + 1e-12)
                weights[j] -= steps[j] * step
                weights[j] = max(Double(ranges[j].lowerBound), min(Double(ranges[j].upperBound), weights[j]))
            }
        }
        var fitted = start
        for (index, name) in names.enumerated() where !frozen[index] {
            fitted[name] = Int(weights[index].rounded())
        }
        for table in tables {
            for (pair, sets) in EvaluationWeights.threatPairs.enumerated() where !frozen[table.start + pair] {
                fitted.setThreatValue(Int(weights[table.start + pair].rounded()), mine: sets.mine, theirs: sets.theirs, table.time)
            }
        }
        return fitted
    }
}
