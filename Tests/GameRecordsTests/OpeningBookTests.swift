import GameCore
import GameRecords
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

/// The "pos" notation (cells run together), files of mixed formats, SGF openings and
/// `--openings-plies`, and the line of every kind of wrong line.
@Suite struct OpeningFormatsTests {
    func cells(_ book: OpeningBook) -> [[String]] {
        guard case let .list(openings) = book else { return [] }
        return openings.map { $0.map(\.cellName) }
    }

    @Test("A pos line ('h8i9j8', cells run together as c-gomoku-cli and Yixin-Board write them) counts rows from the top")
    func posNotation() throws {
        // c-gomoku-cli reads h8i9j8 as SGF's hh ii jh: the column letter from the left, the row number from the top.
        #expect(cells(try OpeningBook.parsing("h8i9j8", rules: .gomoku)) == [["h8", "i7", "j8"]])
        #expect(cells(try OpeningBook.parsing("a1o15a15", rules: .gomoku)) == [["a15", "o1", "a1"]])
        let twenty = try Rules(parsing: "20x20 k=5")
        #expect(try OpeningBook.parsing("a1t20b19", rules: twenty) == .list([[
            Move(column: 0, row: 19), Move(column: 19, row: 0), Move(column: 1, row: 1),
        ]]))
        #expect(cells(try OpeningBook.parsing("H8I9", rules: .gomoku)) == [["h8", "i7"]])
        // A board that is not square: 10 columns (a-j), 7 rows; row 1 is the top one, ttt's row 7.
        let wide = try Rules(parsing: "10x7 k=4")
        #expect(cells(try OpeningBook.parsing("a1j7e4", rules: wide)) == [["a7", "j1", "e4"]])
        #expect(throws: RecordError(line: 1, "Move 2 'a8' is off the 10x7 board (pos lines count rows from 1 at the top).")) {
            try OpeningBook.parsing("a1a8", rules: wide)
        }
        // Moves in ttt's notation, separated, count rows from the bottom: the same cells as the pos line above.
        #expect(try OpeningBook.parsing("h8 i7 j8", rules: .gomoku) == OpeningBook.parsing("h8i9j8", rules: .gomoku))
        // Gravity games have no pos notation: cells run together are ttt's, rows from the bottom.
        #expect(cells(try OpeningBook.parsing("d1d2c1", rules: .connectFour)) == [["d1", "d2", "c1"]])
    }

    @Test("A cell alone is a pos line in a file of pos lines, and ttt's notation elsewhere")
    func loneCells() throws {
        #expect(cells(try OpeningBook.parsing("i9\nh8i9j8\n", rules: .gomoku)) == [["i7"], ["h8", "i7", "j8"]])
        #expect(cells(try OpeningBook.parsing("i9\nh8 i9 j8\n", rules: .gomoku)) == [["i9"], ["h8", "i9", "j8"]])
        #expect(cells(try OpeningBook.parsing("a1\n", rules: .ticTacToe)) == [["a1"]])
    }

    @Test("A file mixes move lists, pos lines and Gomocup stones, line by line; a pos word among others is refused")
    func mixedFile() throws {
        let text = """
            # three formats, one opening each line
            h8 i7 j8
            h8i9j8
            0,0, 1,1, 2,0
            """
        let openings = cells(try OpeningBook.parsing(text, rules: .gomoku))
        #expect(openings == Array(repeating: ["h8", "i7", "j8"], count: 3))
        #expect(throws: RecordError(line: 1, "'h8i9' is cells run together (the pos notation, rows from the top) among other words: write the line as one word ('h8i9j8'), or as moves in ttt's notation, rows from the bottom ('h8 i7 j8').")) {
            try OpeningBook.parsing("h8i9 j8", rules: .gomoku)
        }
    }

    @Test("Each kind of wrong line is refused with its line number and the reason", arguments: [
        ("h8\nh8 h8\n", 2, "Move 2 'h8': h8 is taken by X."),
        ("h8\n\nh8i9p16\n", 3, "Move 3 'p16' is off the 15x15 board (pos lines count rows from 1 at the top)."),
        ("h8i8h8\n", 1, "Move 3 'h8' (ttt's h8: pos lines count rows from the top): h8 is taken by X."),
        ("h8 hello\n", 1, "Move 2 'hello': Cannot read 'hello' as a move. Expected a cell such as 'b2' (columns a-o, rows 1-15)."),
        ("# a comment\nhello world\n", 2, "The line 'hello world' is none of the openings formats: moves in ttt's notation as 'b2 a1' (rows from the bottom), cells run together in the pos notation as 'b2a1' (rows from the top), or the Gomocup's stones from the centre as '0,0, 1,0'."),
        ("0,0, 1\n", 1, "Gomocup openings are 'x,y' pairs; this line holds 3 numbers."),
        ("h8\nh8h9i8i9j8j9k8k9l8\n", 2, "The opening 'h8 h7 i8 i7 j8 j7 k8 k7 l8' already ends the game."),
    ])
    func wrongLines(text: String, line: Int, message: String) {
        #expect(throws: RecordError(line: line, message)) { try OpeningBook.parsing(text, rules: .gomoku) }
    }

    @Test("--openings-plies cuts every opening to its first N moves before they are checked, as in SGF")
    func pliesOfLines() throws {
        #expect(cells(try OpeningBook.parsing("h8 i9 j8 k7\nh8\n", rules: .gomoku, plies: 2)) == [["h8", "i9"], ["h8"]])
        // A line that ends the game is an opening when cut before its end.
        #expect(cells(try OpeningBook.parsing("h8h9i8i9j8j9k8k9l8", rules: .gomoku, plies: 4)) == [["h8", "h7", "i8", "i7"]])
        // What comes after the cut is not read: a move on a stone, off the board or unreadable is no mistake there.
        #expect(cells(try OpeningBook.parsing("h8i9p16", rules: .gomoku, plies: 2)) == [["h8", "i7"]])
        for line in ["h8 i9 j8 k7 h8", "h8 i9 p16", "h8 i9 hello", "0,0, 1,-1, 20,0"] {
            #expect(cells(try OpeningBook.parsing(line, rules: .gomoku, plies: 2)) == [["h8", "i9"]], "\(line)")
        }
        // NB: h8, X's 5th stone, is a double three, forbidden under renju: an opening of the first 8 moves.
        #expect(cells(try OpeningBook.parsing("f8 a15 g8 o15 h7 a1 h6 o1 h8", rules: .renju, plies: 8)).first?.count == 8)
        // A move before the cut is still checked.
        #expect(throws: RecordError(line: 1, "Move 2 'h8': h8 is taken by X.")) {
            try OpeningBook.parsing("h8 h8 i9", rules: .gomoku, plies: 2)
        }
        #expect(throws: RecordError(line: 1, "Move 2 '20,0' is off the 15x15 board (Gomocup openings count x and y from its centre, h8).")) {
            try OpeningBook.parsing("0,0, 20,0, 1,1", rules: .gomoku, plies: 2)
        }
    }

    /// An SGF collection of two finished gomoku games: X wins on the h row, then on the 8th.
    static let collection: String = {
        let rules = Rules.gomoku
        func game(_ cells: [String]) -> String {
            var board = Board(rules: rules)
            let moves = cells.map { cell in
                let move = try! board.move(parsing: cell)
                board = try! board.playing(move)
                return move
            }
            return try! SGFRecord.text(rules: rules, moves: moves, x: "a", o: "b", winner: .x, reason: "line")
        }
        return game(["h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4", "h12"])
            + game(["h8", "o15", "i8", "o14", "j8", "o13", "k8", "o12", "l8"])
    }()

    @Test("An SGF file gives each game's moves, or its first N with --openings-plies")
    func sgfOpenings() throws {
        #expect(cells(try OpeningBook.parsing(Self.collection, rules: .gomoku, plies: 3)) == [["h8", "a1", "h9"], ["h8", "o15", "i8"]])
        #expect(throws: RecordError(line: 1, "Game 1's 9 moves already end the game: X won (h8 h9 h10 h11 h12).")) {
            try OpeningBook.parsingSGF(Self.collection, rules: .gomoku, plies: 100)
        }
        #expect(throws: RecordError(line: 1, "Game 1's 9 moves already end the game: X won (h8 h9 h10 h11 h12); give --openings-plies N to start from its first N moves.")) {
            try OpeningBook.parsing(Self.collection, rules: .gomoku)
        }
        let unfinished = "(;GM[4]SZ[15]\n;B[hh];W[ii]\n;B[jh])\n(;GM[4]SZ[15];B[hh])"
        #expect(cells(try OpeningBook.parsingSGF(unfinished, rules: .gomoku)) == [["h8", "i7", "j8"], ["h8"]])
    }

    @Test("An SGF game on another board, with no moves or with a move illegal under the tournament's rules is refused with its line")
    func sgfMistakes() {
        #expect(throws: RecordError(line: 2, "Game 2 is on a 19x19 board, not the tournament's 15x15.")) {
            try OpeningBook.parsingSGF("(;SZ[15];B[hh])\n(;SZ[19];B[jj])", rules: .gomoku)
        }
        #expect(throws: RecordError(line: 1, "Game 1 has no moves to start from.")) {
            try OpeningBook.parsingSGF("(;SZ[15])", rules: .gomoku)
        }
        // NB: X's f8 g8 h7 h6, then h8: a double three, forbidden under renju only.
        let sgf = "(;SZ[15]\n;B[fh];W[aa];B[gh];W[oa];B[hi]\n;W[ao];B[hj];W[oo]\n;B[hh])"
        #expect(throws: RecordError(line: 4, "Game 1, move 9 'h8': h8 is forbidden for X: double three (h6-h7-h8 and f8-g8-h8).")) {
            try OpeningBook.parsingSGF(sgf, rules: .renju)
        }
        #expect(throws: RecordError(line: 1, "Expected '(' in the SGF, found 'h'.")) {
            try OpeningBook.parsingSGF("h8 i9", rules: .gomoku)
        }
    }
}
