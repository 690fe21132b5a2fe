import GameCore
import Testing

@Suite struct NotationTests {
    static let shapes = ["tictactoe", "4x4", "connect4", "gomoku", "26x26", "9x4 k=4", "1x1", "26x3 k=3 gravity"]

    @Test(arguments: shapes)
    func everyCellRoundTrips(_ text: String) throws {
        let rules = try Rules(parsing: text)
        let board = Board(rules: rules)
        for column in 0..<rules.columns {
            for row in 0..<rules.rows {
                let move = Move(column: column, row: row)
                #expect(board.move(parsingOrNil: move.cellName) == move || rules.gravity, "\(move)")
                #expect(board.move(parsingOrNil: move.cellName.uppercased()) == move || rules.gravity, "\(move)")
                #expect(board.move(parsingOrNil: "  \(move.cellName)\t") == move || rules.gravity, "\(move)")
            }
        }
        // Gravity: the notation is the column, which lands on the lowest empty cell.
        if rules.gravity {
            for column in 0..<rules.columns {
                let bottom = Move(column: column, row: 0)
                #expect(rules.notation(for: bottom) == Move.columnName(column))
                #expect(board.move(parsingOrNil: rules.notation(for: bottom)) == bottom)
                #expect(board.move(parsingOrNil: rules.notation(for: bottom).uppercased()) == bottom)
                #expect(board.move(parsingOrNil: String(column + 1)) == bottom)
            }
        } else {
            #expect(rules.notation(for: Move(column: 1, row: 1)) == "b2")
        }
    }

    @Test func cellNames() {
        #expect(Move(column: 0, row: 0).cellName == "a1")
        #expect(Move(column: 1, row: 1).cellName == "b2")
        #expect(Move(column: 25, row: 25).cellName == "z26")
        #expect(Move(column: 14, row: 14).description == "o15")
        #expect(Move(column: 0, row: 1) < Move(column: 1, row: 0))
    }

    @Test func keypadDigitsOnTicTacToe() throws {
        let board = Board(rules: .ticTacToe)
        let cells = (1...9).map { board.move(parsingOrNil: String($0))?.cellName }
        #expect(cells == ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"])
        #expect(board.move(parsingOrNil: "0") == nil)
        // Only tic-tac-toe has a keypad.
        #expect(Board(rules: .fourByFour).move(parsingOrNil: "5") == nil)
        // On a 3x3 gravity board a digit is a column, as on every gravity board (docs/PROTOCOL.md).
        let gravity = Board(rules: try Rules(parsing: "3x3 k=3 gravity"))
        #expect((1...3).map { gravity.move(parsingOrNil: String($0))?.cellName } == ["a1", "b1", "c1"])
        #expect(gravity.move(parsingOrNil: "5") == nil)
    }

    @Test func gravityColumnsAndCells() throws {
        let board = try Board(rules: .connectFour, diagram: """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . X . . .
            . . . O . . .
            . . . X O . .
            """)
        #expect(board.move(parsingOrNil: "d")?.cellName == "d4")
        #expect(board.move(parsingOrNil: "D")?.cellName == "d4")
        #expect(board.move(parsingOrNil: "4")?.cellName == "d4")
        #expect(board.move(parsingOrNil: "e")?.cellName == "e2")
        #expect(board.move(parsingOrNil: "7")?.cellName == "g1")
        // A cell is read as written; playing it checks where it would land.
        #expect(board.move(parsingOrNil: "d6")?.cellName == "d6")
        #expect(throws: MoveError.floating(Move(column: 3, row: 5), landsOn: Move(column: 3, row: 3))) {
            try board.playing(Move(column: 3, row: 5))
        }
    }

    static func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as MoveError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func moveErrorMessages() throws {
        let ticTacToe = try Board(rules: .ticTacToe, diagram: ". . . / . X . / . . .")
        #expect(Self.message { try ticTacToe.move(parsing: "b9") } == "Cell 'b9' is off the 3x3 board.")
        #expect(Self.message { try ticTacToe.move(parsing: "D1") } == "Cell 'd1' is off the 3x3 board.")
        #expect(Self.message { try ticTacToe.playing(ticTacToe.move(parsing: "b2")) } == "b2 is taken by X.")
        #expect(Self.message { try ticTacToe.move(parsing: "hello") }
            == "Cannot read 'hello' as a move. Expected a cell such as 'b2' (columns a-c, rows 1-3) or a digit 1-9 as on a numeric keypad.")
        #expect(Self.message { try ticTacToe.move(parsing: "") }?.hasPrefix("Cannot read '' as a move.") == true)
        #expect(Self.message { try ticTacToe.move(parsing: "a0") }?.hasPrefix("Cannot read 'a0' as a move.") == true)
        #expect(Self.message { try ticTacToe.move(parsing: "a999") }?.hasPrefix("Cannot read 'a999' as a move.") == true)

        let connectFour = try Board(rules: .connectFour, diagram: """
            . . . X . . .
            . . . O . . .
            . . . X . . .
            . . . O . . .
            . . . X . . .
            . . . O . . X
            """)
        #expect(Self.message { try connectFour.move(parsing: "d") } == "Column 'd' is full.")
        #expect(Self.message { try connectFour.move(parsing: "4") } == "Column 'd' is full.")
        #expect(Self.message { try connectFour.move(parsing: "h") } == "Column 'h' is off the 7x6 board.")
        #expect(Self.message { try connectFour.move(parsing: "8") } == "Column 'h' is off the 7x6 board.")
        #expect(Self.message { try connectFour.move(parsing: "0") }
            == "Cannot read '0' as a move. Expected a column such as 'd' or '4' (a-g or 1-7).")
        #expect(Self.message { try connectFour.playing(Move(column: 3, row: 6)) } == "Cell 'd7' is off the 7x6 board.")

        let won = try Board(rules: .ticTacToe, diagram: "X X X / O O . / . . .")
        #expect(Self.message { try won.playing(Move(column: 2, row: 1)) } == "The game is over: X won (a3 b3 c3).")
        let drawn = try Board(rules: .ticTacToe, diagram: "X O X / X O O / O X X")
        #expect(Self.message { try drawn.playing(Move(column: 0, row: 0)) } == "The game is over: a draw.")
        #expect(throws: MoveError.gameOver(.draw)) { try drawn.validate(Move(column: 0, row: 0)) }
    }
}

extension Board {
    /// The move `text` reads as, or nil when it cannot be read.
    func move(parsingOrNil text: String) -> Move? { try? move(parsing: text) }
}
