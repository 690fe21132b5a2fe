import GameCore
import TestSupport
import Testing

/// Boards are worked on three ways by size in bits (`columns * (rows + 1)`): up to 64 as two
/// integers, up to 256 as four words a side, beyond that as many words as they use. Each
/// way, and the sizes on both sides of each boundary, must agree with the plain reference
/// board move by move.
@Suite(.cpuHeavy) struct BoardSizesTests {
    /// Rules on both sides of each boundary, with columns that straddle two words.
    static let shapes = [
        "8x7 k=4",            // 64 bits: the largest board of one word
        "13x4 k=4",           // 65 bits: the smallest of two words
        "13x4 k=3 gravity",   // 65 bits, stones falling across a word boundary
        "7x9 k=4 gravity",    // 70 bits
        "gomoku",             // 240 bits
        "11x22 k=4 gravity",  // 253 bits: columns straddle words 0-1, 1-2 and 2-3
        "16x15 k=5",          // 256 bits: the largest board of four words
        "10x25 k=5",          // 260 bits: the smallest board of more
        "10x25 k=4 gravity",  // 260 bits with gravity
        "26x26 k=5",          // 702 bits: the largest board
    ]

    @Test("Random games agree with the reference board on every cell, move by move", arguments: shapes)
    func randomGamesMatchTheReference(_ text: String) throws {
        let rules = try Rules(parsing: text)
        for seed in UInt64(1)...2 {
            var generator = SplitMix64(seed: seed)
            var board = Board(rules: rules)
            var reference = ReferenceBoard(columns: rules.columns, rows: rules.rows, k: rules.k, gravity: rules.gravity)
            while true {
                let legal = reference.legalCells().map { Move(column: $0.column, row: $0.row) }
                #expect(board.legalMoves == legal, "\(text) seed \(seed) after \(board.moveCount) moves")
                #expect(board.legalMoveCount == legal.count)
                #expect(board.isOver == reference.finished)
                #expect(board.moveCount == reference.stones)
                #expect(board.sideToMove.symbol == String(reference.toMove))
                for column in 0..<rules.columns {
                    let stones = (0..<rules.rows).filter { reference.at(column, $0) != "." }.count
                    #expect(board.height(ofColumn: column) == stones, "\(text) seed \(seed) column \(column)")
                    for row in 0..<rules.rows {
                        let mark = board.mark(at: Move(column: column, row: row)).map { Character($0.symbol) } ?? "."
                        #expect(mark == reference.at(column, row))
                    }
                }
                guard let move = board.randomLegalMove(using: &generator) else { break }
                let before = board
                board = try board.playing(move)
                reference.play(move.column, move.row)
                #expect(before.mark(at: move) == nil && before != board)
            }
            let lines = reference.runs(of: "X") + reference.runs(of: "O")
            #expect(board.winner.map { Character($0.symbol) } == (lines.isEmpty ? nil : reference.toMove == "X" ? "O" : "X"))
            if let winner = board.winner {
                let line = board.winningLine(of: winner).map(\.cellName)
                #expect(lines.contains { $0 == line }, "\(text) seed \(seed): \(line)")
            }
            let read = try Board(rules: rules, diagram: board.diagram)
            #expect(read == board && read.hashValue == board.hashValue)
            #expect(read.winner == board.winner && read.legalMoves == board.legalMoves)
        }
    }

    @Test("On the empty board of every size, every cell is legal, or every column's bottom cell with gravity")
    func emptyBoardsOfEverySize() throws {
        for columns in 1...26 {
            for rows in 1...26 {
                for gravity in [false, true] {
                    let rules = try Rules(columns: columns, rows: rows, k: max(columns, rows), gravity: gravity)
                    let board = Board(rules: rules)
                    let expected = (0..<columns).flatMap { column in
                        (0..<(gravity ? 1 : rows)).map { Move(column: column, row: $0) }
                    }
                    #expect(board.legalMoves == expected, "\(rules.name)")
                    #expect(board.legalMoveCount == expected.count, "\(rules.name)")
                }
            }
        }
    }

    @Test("Playouts from the same seed give the same results, and both sides win some, on every size", arguments: shapes)
    func playoutsAreDeterministicAndLegal(_ text: String) throws {
        let rules = try Rules(parsing: text)
        var first = SplitMix64(seed: 9)
        var second = SplitMix64(seed: 9)
        let board = Board(rules: rules)
        var results: [Mark?] = []
        for _ in 0..<20 {
            let result = board.randomPlayout(using: &first)
            #expect(result == board.randomPlayout(using: &second))
            results.append(result)
        }
        // NB: on these boards random play ends in a win far more often than in a full board.
        #expect(results.contains(.x) && results.contains(.o), "\(text): \(results)")
    }
}
