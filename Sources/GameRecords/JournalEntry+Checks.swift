import GameCore
import Referee

extension JournalEntry {
    /// Whether two entries record the same game (moves and result), whatever the times: a
    /// game in two journals (or twice in one) counts once when they agree.
    public func sameGame(as other: JournalEntry) -> Bool {
        index == other.index && x == other.x && o == other.o && rules == other.rules && seed == other.seed
            && moves == other.moves && winner == other.winner && reason == other.reason
            && openingLength == other.openingLength
    }

    /// The reasons the referee gives a game its moves do not end: the loser's forfeit.
    static let forfeitReasons = ["illegal move", "player error", "timeout"]

    /// Why a recorded result does not follow from the game's moves, or nil when it does.
    ///
    /// The referee ends a game at the first line (the mover wins, with reason `line ...`)
    /// or at a full board (a draw, `board full`); before that, only a forfeit ends it, and a
    /// forfeit is the side to move's, so the win is its opponent's; or an adjudication
    /// (`adjudicated: ...`, naming its rule), which may end a game any way its rule does:
    /// ``AdjudicationCheck`` holds it against the tournament's rules. A journal edited by
    /// hand, or written by something else, is checked against this before it is counted.
    /// - Parameter board: the board after every move of the game.
    static func contradiction(winner: Mark?, reason: String, board: Board) -> String? {
        let result = GameResult(winner: winner, reason: .boardFull).score
        // NB: a function, not a string: most games have no contradiction to word.
        func quotedReason() -> String { "The reason '\(reason)' does not follow from the moves" }
        if let lineWinner = board.winner {
            let line = board.winningLine(of: lineWinner).map(\.cellName).joined(separator: " ")
            if winner != lineWinner {
                return "The result '\(result)' does not follow from the moves: \(lineWinner) has a line (\(line))."
            }
            if !reason.hasPrefix("line") {
                return "\(quotedReason()): \(lineWinner)'s line (\(line)) ended the game."
            }
            return nil
        }
        if board.moveCount == board.rules.cellCount {
            if winner != nil {
                return "The result '\(result)' does not follow from the moves: the board is full with no line."
            }
            return reason == "board full" ? nil : "\(quotedReason()): the board is full with no line."
        }
        if reason.hasPrefix("line") || reason == "board full" {
            return "\(quotedReason()): the game is not over after them."
        }
        // NB: the referee may end a game its moves do not end, for either side or drawn.
        let adjudicated = "adjudicated: "
        if reason.hasPrefix(adjudicated) {
            guard AdjudicationNote.kind(of: reason.dropFirst(adjudicated.count)) != nil else {
                return "The reason '\(reason)' names no rule: an adjudication ends with (solver), (score) or (move limit)."
            }
            return nil
        }
        guard let winner else {
            return "The result '\(result)' does not follow from the moves: the game is not over after them, and only a full board is a draw."
        }
        guard forfeitReasons.contains(where: reason.hasPrefix) else {
            return "The reason '\(reason)' is not a forfeit: a game its moves do not end is lost by an illegal move, a player error or a timeout."
        }
        if winner == board.sideToMove {
            return "The result '\(result)' does not follow from the moves: \(winner) was to move, so a forfeit is \(winner)'s loss."
        }
        return nil
    }
}
