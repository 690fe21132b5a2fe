/// Which edition of the gomoku search (``PatternSearch``) plays: today's, or the one before,
/// kept as a yardstick to measure today's against (the player `search-v2`).
public enum SearchEdition: Int, Sendable, Hashable, Comparable {
    /// The pattern search as it was before its evaluation was tuned on games: hand-set
    /// weights (``EvaluationWeights/handSet``), and a pass of iterative deepening cut
    /// short by the clock thrown away whole.
    case v2 = 2
    /// Today's: see ``PatternSearch``.
    case v3 = 3

    /// The edition the search plays unless told otherwise.
    public static let current = SearchEdition.v3

    /// The weights this edition plays with unless given others.
    public var weights: EvaluationWeights { self == .v2 ? .handSet : .default }

    public static func < (lhs: SearchEdition, rhs: SearchEdition) -> Bool { lhs.rawValue < rhs.rawValue }
}
