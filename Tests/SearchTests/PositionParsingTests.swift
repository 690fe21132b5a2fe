import GameCore
import Search
import Testing

@Suite("Setting up positions")
struct PositionParsingTests {
    @Test("A move sequence counts its stones and its columns")
    func readsMoves() throws {
        let position = try GravityPosition(moves: "4455")
        #expect(position.moveCount == 4)
        #expect(position.height(ofColumn: 3) == 2)
        #expect(position.height(ofColumn: 4) == 2)
        #expect(position.height(ofColumn: 0) == 0)
        #expect(try GravityPosition(moves: "44 55") == position)
        #expect(try GravityPosition(moves: "ddee") == position)
        #expect(try GravityPosition(moves: "") == GravityPosition())
    }

    @Test("An invalid column is named, with the move number")
    func invalidColumn() {
        #expect(throws: PositionError.invalidColumn("8", move: 3, columns: 7)) { try GravityPosition(moves: "448") }
        #expect(throws: PositionError.invalidColumn("0", move: 1, columns: 7)) { try GravityPosition(moves: "0") }
        #expect(throws: PositionError.invalidColumn("x", move: 2, columns: 7)) { try GravityPosition(moves: "4x") }
        let error = PositionError.invalidColumn("8", move: 3, columns: 7)
        #expect(error.message == "Invalid column '8' at move 3: columns are 1 to 7.")
    }

    @Test("A seventh stone in a column is refused")
    func fullColumn() {
        #expect(throws: PositionError.columnFull(column: 4, move: 7)) { try GravityPosition(moves: "4444444") }
        #expect(PositionError.columnFull(column: 4, move: 7).message == "Column 4 is full at move 7.")
    }

    @Test("A sequence that completes four in a row is refused")
    func alreadyWon() {
        // X plays column 1 four times; O answers in column 2.
        #expect(throws: PositionError.alreadyWon(move: 7, extraMoves: 0)) { try GravityPosition(moves: "1212121") }
        #expect(throws: PositionError.alreadyWon(move: 7, extraMoves: 2)) { try GravityPosition(moves: "121212134") }
        #expect(
            PositionError.alreadyWon(move: 7, extraMoves: 2).message
                == "Game already won at move 7: move 8 cannot be played."
        )
        #expect(
            PositionError.alreadyWon(move: 7, extraMoves: 0).message
                == "Game already won at move 7: there is nothing left to solve."
        )
    }

    @Test("Rules the solver cannot handle are refused with the reason")
    func unsupportedRules() throws {
        #expect(throws: PositionError.self) { try GravityPosition(rules: .ticTacToe) }
        let fiveInARow = try Rules(columns: 7, rows: 6, k: 5, gravity: true)
        let tooLarge = try Rules(columns: 10, rows: 10, k: 4, gravity: true)
        #expect(throws: PositionError.self) { try GravityPosition(rules: fiveInARow) }
        #expect(throws: PositionError.self) { try GravityPosition(rules: tooLarge) }
        do {
            _ = try GravityPosition(rules: tooLarge)
        } catch {
            #expect(
                error.message
                    == "The solver cannot play 10x10 k=4 gravity: the board is too large; columns x (rows + 1) must be at most 64, and here it is 110."
            )
        }
        do {
            _ = try GravityPosition(rules: .ticTacToe)
        } catch {
            #expect(error.message == "The solver cannot play tictactoe: it solves gravity games (stones fall), such as connect4.")
        }
        #expect(try GravityPosition(rules: Rules(columns: 8, rows: 7, k: 4, gravity: true)).moveCount == 0)
    }

    @Test("A board converts to the same position as its move sequence")
    func fromBoard() throws {
        var board = Board(rules: .connectFour)
        for column in [3, 3, 4, 4, 2, 6, 6] {
            board = try board.playing(#require(board.landingCell(inColumn: column)))
        }
        #expect(try GravityPosition(board: board) == GravityPosition(moves: "4455377"))

        let small = try Rules(columns: 5, rows: 4, k: 4, gravity: true)
        var smallBoard = Board(rules: small)
        for column in [0, 1, 2] {
            smallBoard = try smallBoard.playing(#require(smallBoard.landingCell(inColumn: column)))
        }
        #expect(try GravityPosition(board: smallBoard) == GravityPosition(moves: "123", rules: small))
    }

    @Test("A won board is refused")
    func wonBoard() throws {
        let board = try Board(
            rules: .connectFour,
            diagram: """
                .......
                .......
                X......
                XO.....
                XO.....
                XO.....
                """
        )
        #expect(throws: PositionError.gameOver(winner: .x)) { try GravityPosition(board: board) }
    }

    @Test("Playing a column checks it")
    func playingColumns() throws {
        let position = try GravityPosition(moves: "121212")
        #expect(position.isWinningMove(column: 0))
        #expect(!position.isWinningMove(column: 2))
        #expect(throws: PositionError.alreadyWon(move: 7, extraMoves: 0)) { try position.playing(column: 0) }
        #expect(try position.playing(column: 2) == GravityPosition(moves: "1212123"))
        let full = try GravityPosition(moves: "444444")
        #expect(!full.canPlay(column: 3))
        #expect(throws: PositionError.columnFull(column: 4, move: 7)) { try full.playing(column: 3) }
    }
}
