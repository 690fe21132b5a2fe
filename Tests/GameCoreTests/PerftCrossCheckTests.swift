import GameCore
import TestSupport
import Testing

/// Board.perft against ReferenceBoard, a plain second implementation written for the test.
@Suite(.cpuHeavy) struct PerftCrossCheckTests {
    static func reference(_ rules: Rules) -> ReferenceBoard {
        ReferenceBoard(columns: rules.columns, rows: rules.rows, k: rules.k, gravity: rules.gravity)
    }

    @Test func connectFourMatchesKnownCountsAndTheReference() {
        let known = [1, 7, 49, 343, 2401, 16807, 117_649, 823_536]
        let board = Board(rules: .connectFour)
        var reference = Self.reference(.connectFour)
        let counted = (0..<known.count).map { board.perft($0) }
        #expect(counted == known)
        #expect(counted == reference.perftCounts(upTo: known.count - 1))
    }

    @Test func ticTacToeMatchesTheReference() {
        let board = Board(rules: .ticTacToe)
        var reference = Self.reference(.ticTacToe)
        #expect((0...9).map { board.perft($0) } == reference.perftCounts(upTo: 9))
    }

    /// Small branching, early wins, and boards of one word and of several (over 64 bits).
    @Test(arguments: [
        ("3x3 k=2", 6), ("4x4 k=3", 4), ("2x5 k=2 gravity", 10), ("3x22 k=2 gravity", 9),
        ("5x13 k=3 gravity", 7), ("6x10 k=3 gravity", 6), ("1x7 k=3", 7), ("7x1 k=3 gravity", 7),
        ("3x21 k=2", 3), ("26x26 k=5", 2),
    ])
    func otherRulesMatchTheReference(rules text: String, maximumDepth: Int) throws {
        let rules = try Rules(parsing: text)
        let board = Board(rules: rules)
        var reference = Self.reference(rules)
        #expect((0...maximumDepth).map { board.perft($0) } == reference.perftCounts(upTo: maximumDepth), "\(text)")
    }

    @Test func connectFourFromAPositionMatchesTheReference() throws {
        let diagram = """
            . . . . . . .
            . . . . . . .
            . . . O . . .
            . . . X X . .
            . . O X O . .
            . X O X O . .
            """
        let board = try Board(rules: .connectFour, diagram: diagram)
        var reference = Self.reference(.connectFour)
        // The same stones, in an order that gravity allows.
        for move in ["b1", "c1", "d1", "e1", "d2", "c2", "d3", "e2", "e3", "d4"] {
            let column = Int(move.unicodeScalars.first!.value) - 97
            reference.play(column, Int(move.dropFirst())! - 1)
        }
        #expect(reference.cells == (0..<7).flatMap { column in (0..<6).map { row in
            board.mark(at: Move(column: column, row: row)).map { Character($0.symbol) } ?? "."
        } })
        for depth in 0...5 {
            #expect(board.perft(depth) == reference.perft(depth), "perft(\(depth))")
        }
    }

    @Test("A count that can be stopped gives the same numbers, and stops when asked")
    func stoppableCount() {
        for (text, depth) in [("tictactoe", 9), ("4x4", 5), ("connect4", 7), ("3x22 k=2 gravity", 6), ("3x3 k=2", 4)] {
            let board = Board(rules: try! Rules(parsing: text))
            var reports: [Int] = []
            let counted = board.perft(depth, stoppingWhen: { false }, progress: { done, _ in reports.append(done) })
            #expect(counted == board.perft(depth), "\(text)")
            #expect(reports == Array(0...board.legalMoves.count), "\(text)")
        }
        var asked = 0
        let stopped = Board(rules: .gomoku).perft(9, stoppingWhen: { asked += 1; return asked > 100 })
        #expect(stopped == nil)
        #expect(asked == 101)
        #expect(Board(rules: .ticTacToe).perft(2, stoppingWhen: { true }) == nil)
    }
}
