public import GameCore

/// What the perfect player found about a position: its value and the value of each
/// legal move, for the REPL's `hint` and `analyze`.
///
/// Values are from the side to move's point of view. A value is proven (a win, a draw or a
/// loss, with the distance) only when the search saw every line to its end; otherwise it
/// is an ``Value/estimate(depth:score:)``.
public struct Analysis: Sendable, Hashable {
    /// The value of a position or a move for the side to move.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// The side to move wins with perfect play; `inMoves` counts its own moves, the
        /// winning one included (1: it wins now).
        case win(inMoves: Int)
        /// Neither side can force a win.
        case draw
        /// The opponent wins with perfect play; `inMoves` counts the opponent's moves,
        /// the winning one included (0: the game is already lost).
        case loss(inMoves: Int)
        /// Unproven: the best found by a search `depth` moves deep, scored by the
        /// evaluation (positive is good for the side to move).
        case estimate(depth: Int, score: Int)

        /// Whether the value is proven by search to the end of every line.
        public var isProven: Bool {
            if case .estimate = self { return false }
            return true
        }

        /// For people: `win in 3`, `draw`, `loss in 2`, `best found at depth 8, eval +12`.
        public var description: String {
            switch self {
            case let .win(moves): "win in \(moves)"
            case .draw: "draw"
            case let .loss(moves): moves == 0 ? "lost" : "loss in \(moves)"
            case let .estimate(depth, score): "best found at depth \(depth), eval \(score > 0 ? "+" : "")\(score)"
            }
        }

        /// An order where better is greater: faster wins first, slower losses last.
        var rank: Int {
            switch self {
            case let .win(moves): 3_000_000 - moves
            case .draw: 0
            case let .loss(moves): -3_000_000 + moves
            case let .estimate(_, score): score
            }
        }
    }

    /// The rules of the position analysed (for writing moves in their notation).
    public var rules: Rules
    /// The value of the position.
    public var value: Value
    /// Each legal move with its value, best first (ties in the order the search tried them).
    public var moves: [(move: Move, value: Value)]
    /// The deepest search that finished, in plies (moves of either side).
    public var depth: Int
    /// The positions searched.
    public var nodes: Int
    /// The line behind a proven win, when a threat search found it: the winner's moves and
    /// the forced replies in turn (empty otherwise).
    public var line: [Move]
    /// How the win in ``line`` was proven (`VCF`: victory by continuous fours), or nil.
    public var proof: String?

    /// The move the perfect player would play, or nil once the game is over.
    public var bestMove: Move? { moves.first?.move }

    public init(
        rules: Rules, value: Value, moves: [(move: Move, value: Value)], depth: Int, nodes: Int,
        line: [Move] = [], proof: String? = nil
    ) {
        self.rules = rules
        self.value = value
        self.moves = moves
        self.depth = depth
        self.nodes = nodes
        self.line = line
        self.proof = proof
    }

    /// The value for people, with the proof when there is one: `win by VCF in 4: h8 h9 i8 ...`.
    public var valueDescription: String {
        guard let proof, !line.isEmpty, case let .win(inMoves) = value else { return value.description }
        return "win by \(proof) in \(inMoves): " + line.map { rules.notation(for: $0) }.joined(separator: " ")
    }

    /// One line for people: the value and the best move, as in `win in 3 (b2)`,
    /// `draw (d)` or `best found at depth 8, eval +12 (h8)`.
    public var summary: String {
        guard let best = moves.first else { return value.description }
        return "\(valueDescription) (\(rules.notation(for: best.move)))"
    }

    public static func == (lhs: Analysis, rhs: Analysis) -> Bool {
        lhs.rules == rhs.rules && lhs.value == rhs.value && lhs.depth == rhs.depth && lhs.nodes == rhs.nodes
            && lhs.moves.map(\.move) == rhs.moves.map(\.move) && lhs.moves.map(\.value) == rhs.moves.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(depth)
        for (move, value) in moves {
            hasher.combine(move)
            hasher.combine(value)
        }
    }
}

/// Search scores: a win at ply p from the root is `win - p`, a loss `-(win - p)`; the
/// evaluation stays far below `proven`.
enum Score {
    static let win: Int32 = 30_000
    static let infinity: Int32 = 32_000
    /// Scores at or past this (either sign) are proven wins or losses.
    static let proven: Int32 = 29_000

    /// The value of `score` (from the root's point of view) for people, where `exact`
    /// says the search reached the end of every line.
    static func value(_ score: Int32, depth: Int, exact: Bool) -> Analysis.Value {
        if score >= proven { return .win(inMoves: Int(win - score + 1) / 2) }
        if score <= -proven { return .loss(inMoves: Int(win + score) / 2) }
        return exact ? .draw : .estimate(depth: depth, score: Int(score))
    }

    /// A score relative to a node `ply` plies from the root, for the table.
    @inline(__always)
    static func toTable(_ score: Int32, _ ply: Int) -> Int32 {
        score >= proven ? score &+ Int32(ply) : score <= -proven ? score &- Int32(ply) : score
    }

    @inline(__always)
    static func fromTable(_ score: Int32, _ ply: Int) -> Int32 {
        score >= proven ? score &- Int32(ply) : score <= -proven ? score &+ Int32(ply) : score
    }
}
