public import GameCore

/// What each move of a game took and what its player said with it, aligned with the game's
/// moves (the opening's first): the story an engine tester reads to find where a game went
/// wrong, as cutechess-cli's and c-gomoku-cli's records tell it.
///
/// The referee keeps one for a game when asked (``Coordinator/keepsStory``): each move's
/// time as the referee measured it, from the move before it (or the game's start) to the
/// answer, and the score and depth the mover reported with it (``Player/lastMoveScore``,
/// ``Player/lastMoveDepth``). An opening's moves, which nobody played, have none.
public struct MoveStory: Sendable, Hashable {
    /// One move as it is told while the game goes on (``Coordinator/onMoveTold``): its number
    /// (from 1, the opening's counted), the side, its player's name and the cell, and what
    /// the story keeps of it.
    public struct Told: Sendable, Hashable {
        public var number: Int
        public var mark: Mark
        public var player: String
        public var move: Move
        public var milliseconds: Double?
        public var score: MoveScore?
        public var depth: Int?
    }

    /// Each move's time in milliseconds, or nil (an opening's move).
    public var times: [Double?]
    /// The score each mover reported with its move, from its own side, or nil.
    public var scores: [MoveScore?]
    /// The depth each mover reported with its move, or nil.
    public var depths: [Int?]

    public init(times: [Double?] = [], scores: [MoveScore?] = [], depths: [Int?] = []) {
        self.times = times
        self.scores = scores
        self.depths = depths
    }

    /// A story that starts with `count` moves nobody played (an opening's).
    public init(opening count: Int) {
        self.init(
            times: Array(repeating: nil, count: count), scores: Array(repeating: nil, count: count),
            depths: Array(repeating: nil, count: count))
    }

    /// How many moves it tells of.
    public var count: Int { times.count }

    /// Adds a move played: its time, and what its player said with it.
    public mutating func append(milliseconds: Double?, score: MoveScore?, depth: Int?) {
        times.append(milliseconds)
        scores.append(score)
        depths.append(depth)
    }

    /// Whether any move has a score; whether any has a depth (a journal leaves out what no
    /// move has).
    public var hasScores: Bool { scores.contains { $0 != nil } }
    public var hasDepths: Bool { depths.contains { $0 != nil } }

    /// The story of the moves from `start` on, as far as it tells of them.
    public func suffix(from start: Int) -> MoveStory {
        let from = min(start, count)
        return MoveStory(times: Array(times[from...]), scores: Array(scores[from...]), depths: Array(depths[from...]))
    }
}
