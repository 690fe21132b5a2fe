import Arena
import GameCore
import Testing

/// Openings files: ttt's move lists, and the Gomocup's stones counted from the centre.
@Suite struct OpeningBookReadingTests {
    func cells(_ book: OpeningBook) -> [[String]] {
        guard case let .list(openings) = book else { return [] }
        return openings.map { $0.map(\.cellName) }
    }

    @Test("Gomocup lines are stones from the centre, x to the right and y downward, X first")
    func gomocupFormat() throws {
        let text = """
            # Gomocup openings
            0,0, 1,0, 0,1
            -1, -1,  1, 1
            h8 i9
            """
        #expect(cells(try OpeningBook.parsing(text, rules: .gomoku)) == [["h8", "i8", "h7"], ["g9", "i7"], ["h8", "i9"]])
        // The centre of an even board is the cell right and below of the middle: k10 on 20x20.
        #expect(cells(try OpeningBook.parsing("0,0, -1,0", rules: try Rules(parsing: "20x20 k=5"))) == [["k10", "j10"]])
    }

    @Test("A Gomocup stone off the board is refused with its line and the centre named")
    func gomocupOffTheBoard() {
        #expect(throws: RecordError(line: 2, "Move 2 '9,9' is off the 15x15 board (Gomocup openings count x and y from its centre, h8).")) {
            try OpeningBook.parsing("h8\n0,0, 9,9\n", rules: .gomoku)
        }
    }

    @Test("An opening that holds a move forbidden under renju is refused with its line and the reason")
    func forbiddenOpening() throws {
        // NB: X's f8 g8 h7 h6, then h8 makes two open threes: forbidden for X under renju.
        let line = "f8 a15 g8 o15 h7 a1 h6 o1 h8"
        #expect(cells(try OpeningBook.parsing(line, rules: .gomoku)).first?.last == "h8")
        do {
            _ = try OpeningBook.parsing("h8 a1\n" + line + "\n", rules: .renju)
            Issue.record("a forbidden move was read as an opening")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.hasPrefix("Move 9 'h8': h8 is forbidden for X: double three"), "\(error.message)")
        }
    }

    @Test("Tic-tac-toe's keypad digits and gravity columns are never read as Gomocup stones")
    func keypadAndColumns() throws {
        #expect(cells(try OpeningBook.parsing("5,1", rules: .ticTacToe)) == [["b2", "a1"]])
        #expect(cells(try OpeningBook.parsing("4,4", rules: .connectFour)) == [["d1", "d2"]])
    }
}
