import GameCore
import Testing

@Suite struct RenderingTests {
    @Test func lastMoveBetweenBrackets() throws {
        let board = try Board(rules: .ticTacToe, diagram: """
            X . O
            . . .
            O . X
            """).playing(Move(column: 1, row: 0))
        #expect(board.rendered() == """
               a b c
            3  X . O 3
            2  . . . 2
            1  O[X]X 1
               a b c

            """)
    }

    @Test func winningLineBetweenStars() throws {
        let board = try Board(rules: .ticTacToe, diagram: """
            X . O
            . . .
            O . X
            """).playing(Move(column: 1, row: 1))
        #expect(board.rendered() == """
               a b c
            3 *X*. O 3
            2  .*X*. 2
            1  O .*X*1
               a b c

            """)
        let row = try Board(rules: Rules(parsing: "10x10 k=3"), diagram: """
            .........O
            .........O
            ..........
            ..........
            ..........
            ..........
            ..........
            ..........
            ..........
            XX........
            """).playing(Move(column: 2, row: 0))
        #expect(row.rendered() == """
                a b c d e f g h i j
            10  . . . . . . . . . O 10
             9  . . . . . . . . . O 9
             8  . . . . . . . . . . 8
             7  . . . . . . . . . . 7
             6  . . . . . . . . . . 6
             5  . . . . . . . . . . 5
             4  . . . . . . . . . . 4
             3  . . . . . . . . . . 3
             2  . . . . . . . . . . 2
             1 *X*X*X*. . . . . . . 1
                a b c d e f g h i j

            """)
    }

    @Test func gravityBoardFromADiagramHasNoMarks() throws {
        let board = try Board(rules: .connectFour, diagram: """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . O . . .
            . . X X O . .
            """)
        #expect(board.lastMove == nil)
        #expect(board.rendered() == """
               a b c d e f g
            6  . . . . . . . 6
            5  . . . . . . . 5
            4  . . . . . . . 4
            3  . . . . . . . 3
            2  . . . O . . . 2
            1  . . X X O . . 1
               a b c d e f g

            """)
    }

    @Test func colourOnlyWhenAsked() throws {
        let board = try Board(rules: .ticTacToe, diagram: "X . . / . O . / . . .").playing(Move(column: 2, row: 0))
        #expect(!board.rendered().contains("\u{1B}"))
        #expect(!board.rendered(.plain).contains("\u{1B}"))
        let coloured = board.rendered(.init(color: true))
        #expect(coloured.contains("\u{1B}[1;31mX\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;34mO\u{1B}[0m"))
        #expect(coloured.contains("[\u{1B}[1;31;4mX\u{1B}[0m]"))
        // Without the escape codes, the same text.
        #expect(coloured.replacing(/\x1B\[[0-9;]*m/, with: "") == board.rendered())
    }

    @Test func diagramRoundTrip() throws {
        let board = try Board(rules: .connectFour, diagram: """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . O . . .
            . . X X O . .
            """)
        #expect(board.diagram == ". . . . . . . / . . . . . . . / . . . . . . . / . . . . . . . / . . . O . . . / . . X X O . .")
        #expect(try Board(rules: .connectFour, diagram: board.diagram) == board)
        #expect(try Board(rules: .ticTacToe, diagram: "x o . / - _ 0 / . . X").diagram == "X O . / . . O / . . X")
        #expect(try Board(rules: .ticTacToe, diagram: "X O .\r\n. . .\r\n. . .").diagram == "X O . / . . . / . . .")
    }

    static func diagramError(_ rules: Rules, _ text: String) -> String? {
        do {
            _ = try Board(rules: rules, diagram: text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func unreachableDiagramsAreRefused() {
        #expect(Self.diagramError(.ticTacToe, "X . . / . . .") == "Expected 3 rows for tictactoe, found 2.")
        #expect(Self.diagramError(.ticTacToe, "X . . . / . . . / . . .") == "Row 1 from the top has 4 cells; expected 3.")
        #expect(Self.diagramError(.ticTacToe, "X . ? / . . . / . . .") == "Unexpected '?' in row 1 from the top: use X, O or '.'.")
        #expect(Self.diagramError(.ticTacToe, "X X . / . . . / . . .")
            == "X moves first, so X has as many stones as O or one more; here X has 2 and O 0.")
        #expect(Self.diagramError(.ticTacToe, "X X X / O O O / X . .") == "Both X and O have 3 in a row; a game stops at the first.")
        #expect(Self.diagramError(.ticTacToe, "X X X / O O . / O . .") == "X has 3 in a row, yet O moved after it.")
        #expect(Self.diagramError(.ticTacToe, "O O O / X X . / X . X") == "O has 3 in a row, yet X moved after it.")
        #expect(Self.diagramError(.fourByFour, "X X X X / O O O . / X X X X / O O O O")
            == "Both X and O have 4 in a row; a game stops at the first.")
        #expect(Self.diagramError(Rules(unchecked: 5, 5, 3), "X X X . . / O O . . . / . . O . . / O O . . . / X X X . .")
            == "X has lines that no single last move could make; the game would have stopped at the first.")
        #expect(Self.diagramError(.connectFour, ". . . . . . . / . . . . . . . / . . . . . . . / . . . . . . . / . . . X . . . / . . . . O . .")
            == "Stones fall in connect4: d2 floats over an empty cell.")
        // Two lines through one last stone are one move, and fine.
        #expect(Self.diagramError(.ticTacToe, "X X X / O X O / O X O") == nil)
    }
}

extension Rules {
    /// Rules known to be valid, for fixtures.
    init(unchecked columns: Int, _ rows: Int, _ k: Int, gravity: Bool = false) {
        self = try! Rules(columns: columns, rows: rows, k: k, gravity: gravity)
    }
}
