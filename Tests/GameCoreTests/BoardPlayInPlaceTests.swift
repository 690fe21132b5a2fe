import GameCore
import TestSupport
import Testing

/// `Board.play(_:)`, the referee's step, must agree with `playing(_:)` then `winner` on every
/// way a board is stored, for legal and illegal answers alike.
@Suite(.cpuHeavy) struct BoardPlayInPlaceTests {
    /// Boards of one word, of four, and of more, with and without gravity; boards set up
    /// from a diagram (no last move) are covered by the tic-tac-toe test below.
    static let shapes = ["tictactoe", "connect4", "8x7 k=4", "13x4 k=3 gravity", "gomoku", "10x25 k=4 gravity", "26x26 k=5"]

    @Test("play(_:) gives the board and the win of playing(_:), and refuses what validate(_:) refuses", arguments: shapes)
    func playMatchesPlaying(_ text: String) throws {
        let rules = try Rules(parsing: text)
        for seed in UInt64(1)...3 {
            var generator = SplitMix64(seed: seed)
            var board = Board(rules: rules)
            var moves = 0
            while let move = board.randomLegalMove(using: &generator) {
                // NB: a cell off the board, an occupied cell and (with gravity) a floating cell
                // are refused with the error of validate(_:), and change nothing.
                var illegal = [Move(column: rules.columns, row: 0)]
                if let last = board.lastMove { illegal.append(last) }
                if rules.gravity, move.row + 1 < rules.rows { illegal.append(Move(column: move.column, row: move.row + 1)) }
                for answer in illegal {
                    let refusal = Self.refusal { () throws(MoveError) in try board.validate(answer) }
                    var copy = board
                    #expect(refusal != nil && Self.refusal { () throws(MoveError) in _ = try copy.play(answer) } == refusal)
                    #expect(copy == board && copy.lastMove == board.lastMove)
                }
                let next = try board.playing(move)
                let won = try board.play(move)
                moves += 1
                #expect(board == next && board.lastMove == move, "\(text) seed \(seed) move \(moves)")
                #expect(won == (next.winner != nil), "\(text) seed \(seed) move \(moves)")
                if won { break }
            }
            #expect(board.isOver)
        }
    }

    /// The error `body` throws, or nil.
    static func refusal(_ body: () throws(MoveError) -> Void) -> MoveError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("Every game of tic-tac-toe played in place ends where playing(_:) ends it, from an empty board or a diagram")
    func everyTicTacToeGame() throws {
        var games = 0
        var wins = 0
        func walk(_ board: Board) throws {
            for move in board.legalMoves {
                var inPlace = board
                let won = try inPlace.play(move)
                let next = try board.playing(move)
                #expect(inPlace == next && won == (next.winner != nil))
                if next.isOver {
                    games += 1
                    if won { wins += 1 }
                } else {
                    try walk(next)
                }
            }
        }
        try walk(Board(rules: .ticTacToe))
        #expect(games == 255_168 && wins == 255_168 - 46_080)
        // NB: a board read from a diagram has no last move; the side to move comes from the counts.
        var read = try Board(rules: .ticTacToe, diagram: """
            X O .
            . X .
            O . .
            """)
        #expect(try read.play(Move(column: 2, row: 0)) == true)
        #expect(read.winner == .x)
    }
}
