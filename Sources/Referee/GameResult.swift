public import GameCore

/// How a game ended: the winner (nil for a draw) and why.
public struct GameResult: Sendable, Hashable {
    /// The side that won, or nil for a draw.
    public var winner: Mark?
    /// Why the game ended.
    public var reason: EndReason

    public init(winner: Mark?, reason: EndReason) {
        self.winner = winner
        self.reason = reason
    }

    /// The result in the usual notation: `1-0`, `0-1`, `1/2-1/2`.
    public var score: String {
        switch winner {
        case .x: "1-0"
        case .o: "0-1"
        case nil: "1/2-1/2"
        }
    }
}

/// Why a game ended. A forfeit is a result, not an error.
public enum EndReason: Sendable, Hashable {
    /// k in a row, with the cells of the line.
    case line([Move])
    /// The board filled up with no line.
    case boardFull
    /// The loser answered a move that cannot be played.
    case illegalMove(String, MoveError?)
    /// The loser's player threw an error instead of answering.
    case playerError(String)
    /// The loser ran out of time for a move: no answer in time, or one that came too late.
    case timeout(TimeOverrun)
    /// The game was stopped from outside (a user's interrupt, say).
    case aborted(String)
    /// The referee ended the game before its moves did (see ``AdjudicationRules``).
    case adjudicated(AdjudicationNote)
}


extension EndReason {
    /// A short, stable phrase for records and JSON: `line a1 b2 c3`, `board full`,
    /// `illegal move c3: c3 is taken by X.`, `player error: ...`, `timeout: no move within 200ms`,
    /// `timeout: answered 30ms past the 200ms limit`,
    /// `aborted: ...`, `adjudicated: X wins with perfect play in 7 plies (solver)`.
    public var summary: String {
        switch self {
        case let .line(line): "line " + line.map(\.cellName).joined(separator: " ")
        case .boardFull: "board full"
        case let .illegalMove(move, error): "illegal move \(move)" + (error.map { ": \($0.message)" } ?? "")
        case let .playerError(message): "player error: \(message)"
        case let .timeout(overrun): "timeout: \(overrun.text)"
        case let .aborted(why): "aborted: \(why)"
        case let .adjudicated(note): "adjudicated: \(note.text)"
        }
    }
}
