public import GameCore

/// Whether `mark` would have k in a row with a stone on `move`, counted cell by cell with
/// the public board API (an oracle independent of the searches' code; PlayersTests has the same one).
public func wouldWin(_ board: Board, _ mark: Mark, at move: Move) -> Bool {
    let rules = board.rules
    for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
        var length = 1
        for sign in [1, -1] {
            var c = move.column + sign * dc, r = move.row + sign * dr
            while c >= 0, r >= 0, c < rules.columns, r < rules.rows, board.mark(at: Move(column: c, row: r)) == mark {
                length += 1
                c += sign * dc
                r += sign * dr
            }
        }
        if length >= rules.k { return true }
    }
    return false
}
