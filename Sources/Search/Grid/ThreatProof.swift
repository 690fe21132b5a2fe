/// What the threat search with threes learnt about one position with one side attacking:
/// a proven win, or that no win was found within so many threes and attacker moves.
///
/// Kept by ``ThreatSearch`` by position (the grid's hash, mixed with whose turn it is and
/// who attacks), so that each pass of the iterative deepening reuses the last one's work.
struct ThreatProof {
    /// Whether the attacker wins (whatever the budget: a proof stays a proof).
    var won: Bool
    /// The attacker's winning move, when it is the attacker's turn and it wins; else -1.
    var move: Int
    /// With no win: the most threes searched without finding one.
    var threes: Int
    /// With no win: the most attacker moves searched without finding one.
    var plies: Int

    /// A win, by `move` where it is the attacker's turn.
    static func win(_ move: Int = -1) -> ThreatProof {
        ThreatProof(won: true, move: move, threes: 0, plies: 0)
    }

    /// No win within `threes` threes and `plies` attacker moves.
    static func noWin(threes: Int, plies: Int) -> ThreatProof {
        ThreatProof(won: false, move: -1, threes: threes, plies: plies)
    }

    /// Whether this settles a search with `threes` threes and `plies` attacker moves: a
    /// win always does; a failure does when it was searched at least as far.
    func settles(threes: Int, plies: Int) -> Bool {
        won || (threes <= self.threes && plies <= self.plies)
    }
}
