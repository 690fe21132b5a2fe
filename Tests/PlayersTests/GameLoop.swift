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
