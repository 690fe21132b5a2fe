/// What ttt's solver proves about a position, for exact adjudication: the winner and the
/// plies to the end with perfect play, or a draw.
public enum ProvenResult: Sendable, Hashable {
    case win(Mark, plies: Int)
    case draw
}

/// ttt's solver as the referee uses it: a value proven within a time budget, or nil.
///
/// The referee knows no search: Search gives one, `ExactSolver`, made anew for each lane of
/// a tournament, so that searches never share a table across threads.
public protocol PositionSolver: Sendable {
    /// The proven result of `board` (not over), or nil when it is not settled within
    /// `budget` or the solver does not handle these rules (or, without `vcf`, settles them
    /// only by a threat search).
    func prove(_ board: Board, within budget: Duration, vcf: Bool) -> ProvenResult?
}
