import GameCore
import TestSupport
import Testing

/// Every game of tic-tac-toe, played through the public API from the empty board.
@Suite(.cpuHeavy) struct TicTacToeExhaustiveTests {
    /// What a walk of the whole game tree finds.
    struct Census {
        var games = 0
        var xWins = 0
        var oWins = 0
        var draws = 0
        /// Nodes of the game tree at each depth: the perft counts.
        var nodesAtDepth = [Int](repeating: 0, count: 10)
        var positions: Set<Board> = []
        var problems: [String] = []
    }

    static let census: Census = {
        var census = Census()
        walk(Board(rules: .ticTacToe), depth: 0, into: &census)
        return census
    }()

    static func walk(_ board: Board, depth: Int, into census: inout Census) {
        census.nodesAtDepth[depth] += 1
        census.positions.insert(board)
        switch board.outcome {
        case .ongoing:
            let moves = board.legalMoves
            if moves.count != 9 - depth {
                census.problems.append("\(board.diagram): \(moves.count) legal moves at depth \(depth)")
            }
            for move in moves {
                do {
                    walk(try board.playing(move), depth: depth + 1, into: &census)
                } catch {
                    census.problems.append("\(board.diagram): \(move) refused: \(error)")
                }
            }
        case let .win(mark, line):
            census.games += 1
            if mark == .x { census.xWins += 1 } else { census.oWins += 1 }
            if line.count != 3 || !line.allSatisfy({ board.mark(at: $0) == mark }) || !line.contains(board.lastMove!) {
                census.problems.append("\(board.diagram): bad line \(line)")
            }
            if !board.legalMoves.isEmpty || !board.isOver { census.problems.append("\(board.diagram): moves after a win") }
        case .draw:
            census.games += 1
            census.draws += 1
            if depth != 9 { census.problems.append("\(board.diagram): draw at depth \(depth)") }
        }
    }

    @Test func everyGameEndsAsCounted() {
        let census = Self.census
        #expect(census.problems.isEmpty, "\(census.problems.prefix(5))")
        #expect(census.games == 255_168)
        #expect(census.xWins == 131_184)
        #expect(census.oWins == 77_904)
        #expect(census.draws == 46_080)
    }

    @Test func distinctPositionsIncludingTheEmptyBoard() {
        #expect(Self.census.positions.count == 5_478)
        #expect(Self.census.positions.contains(Board(rules: .ticTacToe)))
    }

    @Test func perftMatchesKnownCountsAndTheTreeWalk() {
        let expected = [1, 9, 72, 504, 3024, 15120, 54720, 148_176, 200_448, 127_872]
        let board = Board(rules: .ticTacToe)
        #expect((0...9).map { board.perft($0) } == expected)
        #expect(Self.census.nodesAtDepth == expected)
        #expect(board.perft(10) == 0)
    }

    @Test func perftFromAPosition() throws {
        // X in the centre, O in a corner: 7 free cells, O cannot win before move 6.
        let board = try Board(rules: .ticTacToe, diagram: """
            . . .
            . X .
            O . .
            """)
        #expect(board.perft(1) == 7)
        #expect(board.perft(2) == 42)
        #expect(board.perft(3) == 210)
        let won = try Board(rules: .ticTacToe, diagram: "X X X / O O . / . . .")
        #expect(won.perft(0) == 1)
        #expect(won.perft(1) == 0)
    }
}
