import GameCore
import TestSupport
import Testing

/// Every line of every board shape: built by play and read from a diagram, with the
/// expected verdict worked out by ReferenceBoard rather than by GameCore.
@Suite(.cpuHeavy) struct WinDetectionTests {
    static let shapes = [
        "tictactoe", "4x4", "connect4", "gomoku", "26x26 k=5", "9x4 k=4", "9x4 k=5", "7x9 k=4 gravity", "1x6 k=3",
    ]

    /// Every run of `length` cells that fits on the board, in GameCore's line order: up,
    /// right, up-right, and down-right from the top-left end.
    ///
    /// With `covering`, only enough of them that every cell lies on one in each direction
    /// it has a line in, and every run that touches an edge: for the big boards.
    static func segments(_ rules: Rules, length: Int, covering: Bool = false) -> [[Move]] {
        var result: [[Move]] = []
        func onBoard(_ c: Int, _ r: Int) -> Bool { (0..<rules.columns).contains(c) && (0..<rules.rows).contains(r) }
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for column in 0..<rules.columns {
                for row in 0..<rules.rows {
                    let cells = (0..<length).map { (column + $0 * dc, row + $0 * dr) }
                    guard cells.allSatisfy({ onBoard($0.0, $0.1) }) else { continue }
                    if covering {
                        var before = 0
                        while onBoard(column - (before + 1) * dc, row - (before + 1) * dr) { before += 1 }
                        let atEnd = !onBoard(column + length * dc, row + length * dr)
                        guard before % length == 0 || atEnd else { continue }
                    }
                    result.append(cells.map { Move(column: $0.0, row: $0.1) })
                }
            }
        }
        return result
    }

    /// The (cell, direction) pairs with room for a line of k through the cell in that
    /// direction, yet on none of `lines`.
    static func uncovered(_ rules: Rules, by lines: [[Move]]) -> [String] {
        func onBoard(_ c: Int, _ r: Int) -> Bool { (0..<rules.columns).contains(c) && (0..<rules.rows).contains(r) }
        var covered: Set<[Int]> = []
        for line in lines {
            let direction = line.count > 1 ? [line[1].column - line[0].column, line[1].row - line[0].row] : [0, 0]
            for cell in line { covered.insert([cell.column, cell.row] + direction) }
        }
        var gaps: [String] = []
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for column in 0..<rules.columns {
                for row in 0..<rules.rows {
                    var length = 1
                    while onBoard(column + length * dc, row + length * dr) { length += 1 }
                    var back = 1
                    while onBoard(column - back * dc, row - back * dr) { back += 1 }
                    if length + back - 1 >= rules.k, !covered.contains([column, row, dc, dr]) {
                        gaps.append("\(Move(column: column, row: row).cellName) along (\(dc), \(dr))")
                    }
                }
            }
        }
        return gaps
    }

    /// Whether `line` is a column in a gravity game, where only its top stone can come last.
    static func isVerticalInGravity(_ line: [Move], _ rules: Rules) -> Bool {
        rules.gravity && line.count > 1 && line[0].column == line[1].column
    }

    /// A game in which X's only line, made by its last move `final`, is exactly `line`,
    /// and no line appears before. Random filler moves (from `seed`) for both sides; nil
    /// when this seed does not give one.
    static func game(making line: [Move], final: Move, rules: Rules, seed: UInt64) -> (moves: [Move], reference: ReferenceBoard)? {
        var reference = ReferenceBoard(columns: rules.columns, rows: rules.rows, k: rules.k, gravity: rules.gravity)
        var generator = SplitMix64(seed: seed)
        let onLine = Set(line)
        var placed: Set<Move> = []
        var moves: [Move] = []
        func isFree(_ move: Move) -> Bool {
            reference.at(move.column, move.row) == "."
                && (!rules.gravity || move.row == 0 || reference.at(move.column, move.row - 1) != ".")
        }
        func landing(_ column: Int) -> Int {
            var row = 0
            while row < rules.rows, reference.at(column, row) != "." { row += 1 }
            return row
        }
        func filler() -> Move? {
            guard rules.gravity else {
                for _ in 0..<1000 {
                    let move = Move(column: generator.next(below: rules.columns), row: generator.next(below: rules.rows))
                    if !onLine.contains(move), isFree(move) { return move }
                }
                return nil
            }
            // NB: mostly fill the columns under cells of the line, so that they can be
            // reached without crowding the rest of the board.
            var open: [Int] = []
            var under: [Int] = []
            for column in 0..<rules.columns {
                let row = landing(column)
                guard row < rules.rows, !onLine.contains(Move(column: column, row: row)) else { continue }
                open.append(column)
                if line.contains(where: { $0.column == column && $0.row > row }) { under.append(column) }
            }
            var choices = !under.isEmpty && generator.next(below: 10) < 9 ? under : open
            // NB: and avoid stones that would make a line for the side that plays them.
            while !choices.isEmpty {
                let pick = generator.next(below: choices.count)
                let move = Move(column: choices[pick], row: landing(choices[pick]))
                reference.play(move.column, move.row)
                let makesLine = ReferenceBoard.directions.contains { reference.runLength(move.column, move.row, $0.0, $0.1) >= rules.k }
                reference.undo(move.column, move.row)
                if !makesLine { return move }
                choices.remove(at: pick)
            }
            return nil
        }
        while moves.count < rules.cellCount {
            var move: Move?
            if reference.toMove == "X" {
                if placed.count == line.count - 1, isFree(final) {
                    move = final
                } else {
                    move = line.filter { $0 != final && !placed.contains($0) && isFree($0) }.first ?? filler()
                }
            } else {
                move = filler()
            }
            guard let move else { return nil }
            if onLine.contains(move) { placed.insert(move) }
            reference.play(move.column, move.row)
            moves.append(move)
            if move == final {
                let names = line.map(\.cellName)
                return reference.runs(of: "X") == [names] && reference.runs(of: "O").isEmpty ? (moves, reference) : nil
            }
            if reference.finished { return nil }
        }
        return nil
    }

    /// The reference's stones as a diagram for Board(rules:diagram:), rows from the top.
    static func diagram(of reference: ReferenceBoard) -> String {
        (0..<reference.rows).reversed().map { row in
            String((0..<reference.columns).map { reference.at($0, row) })
        }.joined(separator: "\n")
    }

    /// Builds a game making `line` with `final` last, and checks the played board, the
    /// board before the last move, and the same stones read from a diagram.
    static func check(_ rules: Rules, line: [Move], final: Move) throws {
        // NB: X needs the line's cells, O one fewer; a board with less room has no such game.
        guard rules.cellCount >= 2 * line.count - 1 else { return }
        var found: (moves: [Move], reference: ReferenceBoard)?
        for seed in 0..<UInt64(400) where found == nil {
            found = game(making: line, final: final, rules: rules, seed: seed)
        }
        let context = "\(rules.name): line \(line.map(\.cellName)), \(final.cellName) last"
        guard let (moves, reference) = found else {
            Issue.record("no game found for \(context)")
            return
        }
        var board = Board(rules: rules)
        for move in moves.dropLast() { board = try board.playing(move) }
        #expect(board.winner == nil, "\(context): a win before the last move")
        #expect(board.outcome == .ongoing, "\(context)")
        board = try board.playing(final)
        let expected = Outcome.win(.x, line: line)
        #expect(board.outcome == expected, "\(context): played")
        #expect(board.winner == .x && board.isOver && board.legalMoves.isEmpty && board.legalMoveCount == 0, "\(context)")
        #expect(board.lastMove == final)
        let read = try Board(rules: rules, diagram: diagram(of: reference))
        #expect(read == board)
        #expect(read.lastMove == nil)
        #expect(read.outcome == expected, "\(context): from a diagram")
        #expect(read.winner == .x && read.isOver && read.legalMoveCount == 0, "\(context): from a diagram")
    }

    @Test(arguments: shapes)
    func everyLineWinsWhenCompletedAtItsEnd(_ text: String) throws {
        let rules = try Rules(parsing: text)
        let lines = Self.segments(rules, length: rules.k, covering: rules.cellCount > 100)
        #expect(!lines.isEmpty)
        #expect(Self.uncovered(rules, by: lines).isEmpty)
        for line in lines {
            try Self.check(rules, line: line, final: line.last!)
        }
    }

    @Test(arguments: shapes)
    func everyLineWinsWhenCompletedInTheMiddle(_ text: String) throws {
        let rules = try Rules(parsing: text)
        guard rules.k >= 3 else { return }
        for line in Self.segments(rules, length: rules.k, covering: rules.cellCount > 100) where !Self.isVerticalInGravity(line, rules) {
            try Self.check(rules, line: line, final: line[rules.k / 2])
        }
    }

    /// Freestyle: joining two short runs into k + 1 in a row wins, with all k + 1 cells.
    @Test(arguments: shapes)
    func overlinesWin(_ text: String) throws {
        let rules = try Rules(parsing: text)
        for line in Self.segments(rules, length: rules.k + 1, covering: rules.cellCount > 100) where !Self.isVerticalInGravity(line, rules) {
            try Self.check(rules, line: line, final: line[rules.k / 2])
        }
    }

    @Test func overlinesExistOnTheBoardsThatAllowThem() throws {
        #expect(Self.segments(.ticTacToe, length: 4).isEmpty)
        #expect(Self.segments(.connectFour, length: 5).count == 3 * 6 + 2 * 7 + 2 * 3 * 2)
        #expect(Self.segments(.gomoku, length: 6).count == 2 * 10 * 15 + 2 * 10 * 10)
    }

    @Test func kMinusOneInARowDoesNotWin() throws {
        let diagrams: [(String, String)] = [
            ("tictactoe", "X X . / O . . / . . ."),
            ("tictactoe", "X . . / . X . / O . ."),
            ("4x4", "X X X . / O O . . / . . . . / . . . ."),
            ("4x4", ". . . X / . . X . / . X . . / O O . ."),
            ("connect4", ". . . . . . . / . . . . . . . / . . . . . . . / X . . . . . . / X . . . . . . / X O O . . . ."),
            ("connect4", ". . . . . . . / . . . . . . . / . . . . . . . / . . X O . . . / . X O O . . . / X X O O X . ."),
            ("gomoku", String(repeating: ". . . . . . . . . . . . . . . /", count: 13)
                + "X X X X . . . . . . . . . . . / O O O . . . . . . . . . . . ."),
        ]
        for (text, diagram) in diagrams {
            let board = try Board(rules: Rules(parsing: text), diagram: diagram)
            #expect(board.winner == nil, "\(text): \(diagram)")
            #expect(board.outcome == .ongoing, "\(text): \(diagram)")
            #expect(!board.legalMoves.isEmpty)
        }
    }

    @Test func aFullBoardWithALineIsAWinNotADraw() throws {
        let won = try Board(rules: .ticTacToe, diagram: """
            X O X
            O X O
            O X X
            """)
        #expect(won.outcome == .win(.x, line: [Move(column: 0, row: 2), Move(column: 1, row: 1), Move(column: 2, row: 0)]))
        let drawn = try Board(rules: .ticTacToe, diagram: """
            X O X
            X O O
            O X X
            """)
        #expect(drawn.outcome == .draw)
        #expect(drawn.winner == nil && drawn.isOver)
        // The same wins reached by play: the ninth move completes the line.
        var board = Board(rules: .ticTacToe)
        for text in ["a3", "b3", "c3", "a2", "b2", "c2", "b1", "a1", "c1"] {
            board = try board.playing(board.move(parsing: text))
        }
        #expect(board.moveCount == 9)
        #expect(board.outcome == .win(.x, line: [Move(column: 0, row: 2), Move(column: 1, row: 1), Move(column: 2, row: 0)]))
    }

    @Test func aMoveMakingTwoLinesReportsOneOfThem() throws {
        // X at b2 completes both the middle column and the middle row.
        let board = try Board(rules: .ticTacToe, diagram: """
            O X O
            X . X
            O X O
            """).playing(Move(column: 1, row: 1))
        #expect(board.winner == .x)
        guard case let .win(_, line) = board.outcome else { Issue.record("no win"); return }
        #expect(line == ["b1", "b2", "b3"].map { try! Board(rules: .ticTacToe).move(parsing: $0) })
    }
}
