import GameCore

/// The static evaluation of the gomoku search, and the wins in three it reads from the
/// board's threat counts.
extension PatternSearch {
    /// The static value for `side` to move, kept well inside the evaluation range.
    func evaluate(_ side: UInt8) -> Int32 {
        let them = 3 - side
        // NB: the mean of the values before and after the last stone: a lone position's value
        // swings with the side to move (measured: +266 Elo against the window search at
        // equal positions, from -98 to +168).
        let values = board.values(for: side)
        var value = (100 &* values.own &- defence &* values.opponent) / 400 &+ tempo
        // NB: the side to move plays first: a four with an open three, or two open threes,
        // win unless the opponent can answer with fours of its own.
        let theirFours = fourCells(them)
        if board.count(them, .flexFour) == 0 {
            if board.count(side, .fourThree) > 0, theirFours == 0 {
                value += fourThreeThreat
            } else if board.count(side, .doubleThree) > 0, theirFours == 0 {
                value += doubleThreeThreat
            }
        } else if board.count(side, .four) + board.count(side, .fourThree) == 0 {
            // NB: their open three must be answered, and it keeps the initiative.
            value -= threeToAnswer
        }
        value += threatValues[ThreatSet.pairIndex(side, on: board)] &+ threatValuesBefore[ThreatSet.pairIndexBefore(side, on: board)]
        return Int32(max(-Int(Self.evaluationLimit), min(Int(Self.evaluationLimit), value)))
    }

    /// A win in three moves for `side` to move, when the opponent has no five cell and
    /// `side` no straight four to make: a four with an open three, or two open threes,
    /// where the opponent cannot make a four of its own to interrupt (nor, for two threes,
    /// a straight four). Not under caro (a straight four can be stopped) nor for X under
    /// renju (its next move may be forbidden).
    @inline(__always)
    func quickWin(_ side: UInt8, ply: Int) -> Int32? {
        guard board.rule != .caro, board.rule != .renju || side == 2 else { return nil }
        let them = 3 - side
        guard fourCells(them) == 0 else { return nil }
        if board.count(side, .fourThree) > 0 || board.count(side, .doubleThree) > 0 { return Score.win &- Int32(ply &+ 5) }
        return nil
    }

    /// How many empty cells make a four (of any kind, short of five) for `side`.
    @inline(__always)
    func fourCells(_ side: UInt8) -> Int {
        board.count(side, .four) &+ board.count(side, .fourThree) &+ board.count(side, .flexFour)
    }
}
