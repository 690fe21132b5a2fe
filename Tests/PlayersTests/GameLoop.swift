import GameCore

/// Plays one game from `board` to the end, asking `chooser` for each side's move, and
/// returns the finished board.
func playOut(from board: Board, _ chooser: (Board) -> Move) -> Board {
    var board = board
    while !board.isOver {
        let move = chooser(board)
        do {
            board = try board.playing(move)
        } catch {
            fatalError("Illegal move \(move.cellName) on \(board.diagram): \(error)")
        }
    }
    return board
}

/// Whether `mark` would have k in a row with a stone on `move`, counted cell by cell with
/// the public board API (an oracle independent of the players' code).
func wouldWin(_ board: Board, _ mark: Mark, at move: Move) -> Bool {
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
