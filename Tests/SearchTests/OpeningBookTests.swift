import GameCore
import Search
import TestSupport
import Testing

@Suite("Opening books", .cpuHeavy)
struct OpeningBookTests {
    static let rules = try! Rules(columns: 5, rows: 4, k: 4, gravity: true)

    @Test("A book made by solving the empty board holds its score, and solving with it agrees")
    func bookAgreesWithSearch() throws {
        let maker = ConnectFourSolver(tableSize: 1 << 16)
        let empty = try GravityPosition(rules: Self.rules)
        let book = maker.makeOpeningBook(solving: [empty], everyColumn: true, maxMoves: 4)
        #expect(book.count > 10)
        #expect(book.maxMoves == 4)
        let score = ConnectFourSolver(tableSize: 1 << 16).solve(empty)
        #expect(book.bounds(for: empty) == score...score)

        let plain = ConnectFourSolver(tableSize: 1 << 16)
        let withBook = ConnectFourSolver(tableSize: 1 << 16, book: book)
        #expect(withBook.solve(empty) == score)
        #expect(withBook.nodeCount < 5)
        let sequences = SmallBoardTests.randomSequences(columns: 5, rows: 4, stones: 3, count: 20, seed: 5)
        for sequence in sequences {
            let position = try GravityPosition(moves: SmallBoardTests.text(sequence), rules: Self.rules)
            #expect(withBook.solve(position) == plain.solve(position), "position \(SmallBoardTests.text(sequence))")
        }
        #expect(withBook.scores(for: empty) == plain.scores(for: empty))
    }

    @Test("A book reads back from its text")
    func roundTrip() throws {
        let maker = ConnectFourSolver(tableSize: 1 << 16)
        let book = maker.makeOpeningBook(solving: [try GravityPosition(rules: Self.rules)], maxMoves: 3)
        let copy = try OpeningBook(encoded: book.encoded)
        #expect(copy.encoded == book.encoded)
        #expect(copy.count == book.count)
        #expect(book.encoded.hasPrefix("book 5x4 moves<=3\n"))
    }

    @Test("Unreadable book text names the line")
    func unreadable() {
        #expect(throws: OpeningBookError.self) { try OpeningBook(encoded: "") }
        do {
            _ = try OpeningBook(encoded: "book 7x6 moves<=4\n1f 0 0\nzz 1 2\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.description == "Opening book line 3: Expected 'key lower upper', found 'zz 1 2'.")
        }
        do {
            _ = try OpeningBook(encoded: "openings\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 1)
        }
    }

    @Test("A book file reads back, its comments passed over and counted in its line numbers")
    func fileRoundTrip() throws {
        let maker = ConnectFourSolver(tableSize: 1 << 16)
        let book = maker.makeOpeningBook(solving: [try GravityPosition(rules: Self.rules)], maxMoves: 3)
        let text = book.fileText(comment: "Made for a test.\n\nIt says so.")
        #expect(text.hasPrefix("# Made for a test.\n#\n# It says so.\n#\n# The format: a line 'book 5x4 moves<=3' "))
        #expect(text.hasSuffix(book.encoded))
        let copy = try OpeningBook(file: "test.book", utf8: Array(text.utf8))
        #expect(copy.encoded == book.encoded)

        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "book 5x4 moves<=3"))
        lines[header + 2] = "12 zero 1"
        do {
            _ = try OpeningBook(file: "test.book", utf8: Array(lines.joined(separator: "\n").utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "test.book:\(header + 3): Expected 'key lower upper', found '12 zero 1'.")
        }
    }

    @Test("A book file with a byte that is not UTF-8 fails at its line")
    func notText() {
        let bytes = Array("# a book\nbook 7x6 moves<=4\n0 1 1\n".utf8) + [0x31, 0xFF] + Array(" 0 0\n".utf8)
        do {
            _ = try OpeningBook(file: "connect-four.book", utf8: bytes)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "connect-four.book:4: Expected 'key lower upper', found '1\u{FFFD} 0 0'.")
        }
    }

    @Test("A book for another board size is not used")
    func otherSize() throws {
        let maker = ConnectFourSolver(tableSize: 1 << 16)
        let book = maker.makeOpeningBook(solving: [try GravityPosition(rules: Self.rules)], maxMoves: 2)
        let six = try Rules(columns: 6, rows: 4, k: 4, gravity: true)
        let position = try GravityPosition(moves: "3344", rules: six)
        #expect(book.bounds(for: position) == nil)
        let withBook = ConnectFourSolver(tableSize: 1 << 16, book: book)
        #expect(withBook.solve(position) == ConnectFourSolver(tableSize: 1 << 16).solve(position))
    }
}

@Suite("The built-in connect four book", .cpuHeavy)
struct ConnectFourBookTests {
    @Test("The first player wins the empty board with the last stone, and the book knows it")
    func emptyBoard() throws {
        let empty = try GravityPosition()
        #expect(OpeningBook.connectFour.bounds(for: empty) == 1...1)
        #expect(OpeningBook.connectFour.maxMoves == 8)
        let solver = ConnectFourSolver(tableSize: 1 << 16)
        #expect(solver.solve(empty) == 1)
        // After the centre column, the second player loses by the same margin.
        #expect(solver.solve(try GravityPosition(moves: "4")) == -1)
        #expect(solver.nodeCount < 10)
    }

    /// FNV-1a, 64 bits: a checksum of a book's text, which any lost or changed entry changes.
    static func checksum(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test("The book holds every entry it was made with, unchanged")
    func everyEntry() {
        let book = OpeningBook.connectFour
        #expect(book.count == 2_457)
        #expect((book.columns, book.rows, book.maxMoves) == (7, 6, 8))
        // NB: the checksum of the book's text as the solver made it, when it was Swift source.
        #expect(Self.checksum(book.encoded) == 0x806a_80d2_ff22_9d2f)
        #expect(book.encoded.hasPrefix("book 7x6 moves<=8\n0 1 1\n1 -1 127\n80 -1 127\n"))
        #expect(book.encoded.hasSuffix("\n80040204082 -128 -1\n80801008082 -128 0\n"))
    }
}
