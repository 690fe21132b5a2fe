import GameCore
import TestSupport
import Testing

/// Which lines win under each rule: the win, and the line that is no win.
@Suite(.cpuHeavy) struct WinRuleTests {
    static let standard = try! Rules(parsing: "9x9 rule=standard")
    static let caro = try! Rules(parsing: "9x9 rule=caro")
    static let freestyle = try! Rules(parsing: "9x9")

    static func cells(_ names: String) -> [Move] {
        names.split(separator: " ").map { try! Board(rules: .gomoku).move(parsing: String($0)) }
    }

    static func cell(_ name: String) -> Move { cells(name)[0] }

    /// X to move: f5 makes six across (b5 to g5), a5 exactly five.
    static let xOverline = """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X X X X . X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . O . O . O . O
        """

    /// O to move: f5 makes six across for O, a5 exactly five.
    static let oOverline = """
        X . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O O O O . O . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X . X . X . X . X
        """

    @Test("Standard: exactly five wins; six is no win, for X and for O alike")
    func standard() throws {
        for (diagram, mark) in [(Self.xOverline, Mark.x), (Self.oOverline, Mark.o)] {
            let board = try Board(rules: Self.standard, diagram: diagram)
            let six = try board.playing(Self.cell("f5"))
            #expect(six.winner == nil && six.outcome == .ongoing && !six.isOver, "\(mark)")
            #expect(six.sideToMove == mark.opponent && six.legalMoveCount == 81 - six.moveCount)
            var inPlace = board
            #expect(try !inPlace.play(Self.cell("f5")))
            let five = try board.playing(Self.cell("a5"))
            #expect(five.outcome == .win(mark, line: Self.cells("a5 b5 c5 d5 e5")), "\(mark)")
            // NB: under freestyle the six wins.
            let freestyle = try Board(rules: Self.freestyle, diagram: diagram).playing(Self.cell("f5"))
            #expect(freestyle.outcome == .win(mark, line: Self.cells("b5 c5 d5 e5 f5 g5")))
        }
        // NB: the preset on 15x15, where X's overline is no win either.
        let preset = try Board(rules: .gomokuStandard, diagram: RenjuPositions.overline).playing(Self.cell("h8"))
        #expect(preset.outcome == .ongoing)
        #expect(try preset.playing(Self.cell("h9")).mark(at: Self.cell("h9")) == .o)
    }

    @Test("Renju: X wins by exactly five, O by five or six")
    func renju() throws {
        let x = try Board(rules: .renju, diagram: RenjuPositions.overline).playing(Self.cell("c8"))
        #expect(x.outcome == .win(.x, line: Self.cells("c8 d8 e8 f8 g8")))
        let board = try Board(rules: .renju, diagram: RenjuPositions.overlineForO)
        #expect(board.sideToMove == .o && board.forbiddenMoves.isEmpty)
        let six = try board.playing(Self.cell("h8"))
        #expect(six.outcome == .win(.o, line: Self.cells("d8 e8 f8 g8 h8 i8")))
        var inPlace = board
        #expect(try inPlace.play(Self.cell("h8")))
        #expect(try Board(rules: .gomokuStandard, diagram: RenjuPositions.overlineForO).playing(Self.cell("h8")).outcome == .ongoing)
    }

    @Test("Caro: five blocked by O at both ends is no win; five open at one end, or at the edge, wins", arguments: [
        ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O X X X X . O .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . . . . . O
        """, "g5", nil),
        ("""
        . . . . . . . . O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O X X X X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . . . . . O
        """, "g5", "c5 d5 e5 f5 g5"),
        ("""
        . . . . . . . . O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X . O . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . . . . . O
        """, "e5", "a5 b5 c5 d5 e5"),
        ("""
        O . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O X X X . X X O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . . . . . O
        """, "f5", nil),
    ] as [(String, String, String?)])
    func caro(diagram: String, move: String, line: String?) throws {
        let board = try Board(rules: Self.caro, diagram: diagram)
        let after = try board.playing(Self.cell(move))
        var inPlace = board
        let won = try inPlace.play(Self.cell(move))
        if let line {
            #expect(after.outcome == .win(.x, line: Self.cells(line)))
            #expect(won)
        } else {
            #expect(after.outcome == .ongoing && !won)
            // NB: blocked or not, freestyle counts it.
            #expect(try Board(rules: Self.freestyle, diagram: diagram).playing(Self.cell(move)).winner == .x)
        }
        // NB: a diagram of the position after the move reads back to the same verdict.
        let read = try Board(rules: Self.caro, diagram: after.diagram)
        #expect(read.winner == after.winner)
    }

    @Test("Random games under every rule end as play(_:) and playing(_:) say, with no forbidden move played", arguments: [
        "gomoku-standard", "renju", "caro", "7x7 k=4 rule=standard", "6x6 k=4 rule=caro",
    ])
    func randomGames(_ text: String) throws {
        let rules = try Rules(parsing: text)
        for seed in UInt64(1)...4 {
            var generator = SplitMix64(seed: seed)
            var board = Board(rules: rules)
            while let move = board.randomLegalMove(using: &generator) {
                #expect(board.forbiddenReason(for: move) == nil, "\(text) seed \(seed)")
                let next = try board.playing(move)
                let won = try board.play(move)
                #expect(board == next && won == (next.winner != nil), "\(text) seed \(seed)")
                if won { break }
            }
            #expect(board.isOver || board.legalMoveCount == 0, "\(text) seed \(seed)")
            // NB: a playout draws each move from the legal moves, in their order: replayed
            // with the same draws through playing(_:), which refuses forbidden moves.
            var playout = SplitMix64(seed: seed)
            var draws = playout
            let winner = Board(rules: rules).randomPlayout(using: &playout)
            var replay = Board(rules: rules)
            while !replay.isOver, !replay.legalMoves.isEmpty {
                let moves = replay.legalMoves
                replay = try replay.playing(moves[Int(draws.next(upperBound: UInt64(moves.count)))])
            }
            #expect(winner == replay.winner && playout.next() == draws.next(), "\(text) seed \(seed)")
        }
    }
}
