import GameCore
import Testing

@Suite struct GameTests {
    static func moves(_ texts: [String], on rules: Rules) throws -> [Move] {
        var board = Board(rules: rules)
        return try texts.map { text in
            let move = try board.move(parsing: text)
            board = try board.playing(move)
            return move
        }
    }

    @Test func playUndoRedo() throws {
        var game = Game(rules: .ticTacToe, xName: "alice", oName: "bob")
        for move in try Self.moves(["b2", "a1", "c3"], on: .ticTacToe) { game = try game.playing(move) }
        #expect(game.moveText == "b2 a1 c3")
        #expect(game.board.sideToMove == .o)
        #expect(game.name(of: .o) == "bob")

        let undone = try #require(game.undoing())
        #expect(undone.moveText == "b2 a1")
        #expect(undone.undone.map(\.cellName) == ["c3"])
        #expect(undone.board == game.board(afterMoves: 2))
        #expect(undone.board.lastMove?.cellName == "a1")

        let twice = try #require(undone.undoing()?.undoing())
        #expect(twice.moves.isEmpty && twice.board == Board(rules: .ticTacToe))
        #expect(twice.undoing() == nil)

        let redone = try #require(twice.redoing()?.redoing()?.redoing())
        #expect(redone == game)
        #expect(redone.redoing() == nil)

        // A new move after undo clears what could be redone.
        let branched = try undone.playing(Move(column: 2, row: 0))
        #expect(branched.undone.isEmpty)
        #expect(branched.moveText == "b2 a1 c1")
    }

    @Test func replayingMovesGivesTheSameBoard() throws {
        let moves = try Self.moves(["d", "d", "e", "c", "f", "g", "c"], on: .connectFour)
        let game = try Game(rules: .connectFour, moves: moves)
        #expect(game.moveText == "d d e c f g c")
        var board = Board(rules: .connectFour)
        for move in moves { board = try board.playing(move) }
        #expect(game.board == board)
        #expect(game.board.lastMove == board.lastMove)
        #expect((0...moves.count).map { game.board(afterMoves: $0).moveCount } == Array(0...moves.count))
    }

    @Test func replayStopsAtTheFirstBadMove() throws {
        let moves = try Self.moves(["a1", "a2", "b1", "b2", "c1"], on: .ticTacToe) + [Move(column: 2, row: 2)]
        #expect(throws: MoveError.gameOver(.win(.x, line: try Self.moves(["a1", "b1", "c1"], on: .ticTacToe)))) {
            try Game(rules: .ticTacToe, moves: moves)
        }
        #expect(throws: MoveError.occupied(Move(column: 0, row: 0), by: .x)) {
            try Game(rules: .ticTacToe, moves: [Move(column: 0, row: 0), Move(column: 0, row: 0)])
        }
    }
}
