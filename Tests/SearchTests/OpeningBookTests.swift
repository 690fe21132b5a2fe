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
}
