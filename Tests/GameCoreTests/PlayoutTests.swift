import GameCore
import TestSupport
import Testing

/// Random playouts: legal, uniform, and deterministic under a seed. The exact chances under
/// uniformly random play are worked out by recursion through the public API.
@Suite(.cpuHeavy) struct PlayoutTests {
    struct Chances: Equatable {
        var x = 0.0
        var o = 0.0
        var draw = 0.0
    }

    /// The chances of each result when both sides pick uniformly among the legal moves.
    static func exactChances(_ board: Board, memo: inout [Board: Chances]) -> Chances {
        if let known = memo[board] { return known }
        var chances = Chances()
        switch board.outcome {
        case .win(.x, _): chances.x = 1
        case .win(.o, _): chances.o = 1
        case .draw: chances.draw = 1
        case .ongoing:
            let moves = board.legalMoves
            for move in moves {
                let next = exactChances(try! board.playing(move), memo: &memo)
                chances.x += next.x / Double(moves.count)
                chances.o += next.o / Double(moves.count)
                chances.draw += next.draw / Double(moves.count)
            }
        }
        memo[board] = chances
        return chances
    }

    static func sampled(_ board: Board, games: Int, seed: UInt64) -> Chances {
        var generator = SplitMix64(seed: seed)
        var counts = Chances()
        for _ in 0..<games {
            switch board.randomPlayout(using: &generator) {
            case .x: counts.x += 1
            case .o: counts.o += 1
            case nil: counts.draw += 1
            }
        }
        return Chances(x: counts.x / Double(games), o: counts.o / Double(games), draw: counts.draw / Double(games))
    }

    /// Within five standard errors of a proportion over `games` samples.
    static func close(_ sampled: Chances, _ exact: Chances, games: Int) -> Bool {
        func near(_ a: Double, _ p: Double) -> Bool { abs(a - p) <= 5 * (p * (1 - p) / Double(games)).squareRoot() + 1e-9 }
        return near(sampled.x, exact.x) && near(sampled.o, exact.o) && near(sampled.draw, exact.draw)
    }

    @Test(arguments: ["tictactoe", "3x4 k=3 gravity", "4x2 k=2"])
    func resultsFollowTheExactChances(_ text: String) throws {
        let board = Board(rules: try Rules(parsing: text))
        var memo: [Board: Chances] = [:]
        let exact = Self.exactChances(board, memo: &memo)
        #expect(abs(exact.x + exact.o + exact.draw - 1) < 1e-9)
        let games = 20_000
        let sampled = Self.sampled(board, games: games, seed: 11)
        #expect(Self.close(sampled, exact, games: games), "\(text): sampled \(sampled), exact \(exact)")
    }

    @Test func ticTacToeChancesFromTheEmptyBoard() {
        var memo: [Board: Chances] = [:]
        let exact = Self.exactChances(Board(rules: .ticTacToe), memo: &memo)
        // Known figures for random tic-tac-toe: X wins 58.5%, O 28.8%, 12.7% drawn.
        #expect(abs(exact.x - 0.5849) < 0.0005 && abs(exact.o - 0.2879) < 0.0005 && abs(exact.draw - 0.1273) < 0.0005)
    }

    @Test(arguments: ["5x13 k=3 gravity", "3x21 k=3"])
    func boardsOfManyWordsAgreeWithPlayThroughTheAPI(_ text: String) throws {
        let board = Board(rules: try Rules(parsing: text))
        let games = 1_000
        var generator = SplitMix64(seed: 5)
        var counts = Chances()
        for _ in 0..<games {
            var position = board
            while !position.isOver {
                let moves = position.legalMoves
                position = try position.playing(moves[generator.next(below: moves.count)])
            }
            switch position.winner {
            case .x: counts.x += 1
            case .o: counts.o += 1
            case nil: counts.draw += 1
            }
        }
        let played = Chances(x: counts.x / Double(games), o: counts.o / Double(games), draw: counts.draw / Double(games))
        let sampled = Self.sampled(board, games: games, seed: 6)
        // NB: two samples, so the allowance is that of the difference of two proportions.
        let expected = Chances(x: (played.x + sampled.x) / 2, o: (played.o + sampled.o) / 2, draw: (played.draw + sampled.draw) / 2)
        #expect(Self.close(sampled, expected, games: games / 2), "\(text): playouts \(sampled), through the API \(played)")
    }

    @Test func theSameSeedPlaysTheSameGames() {
        for rules in [Rules.ticTacToe, .connectFour, .gomoku] {
            let board = Board(rules: rules)
            var first = SplitMix64(seed: 99)
            var second = SplitMix64(seed: 99)
            let a = (0..<200).map { _ in board.randomPlayout(using: &first) }
            let b = (0..<200).map { _ in board.randomPlayout(using: &second) }
            #expect(a == b)
            #expect(Set(a).count == 3 || rules == .gomoku, "\(rules.name): all three results appear")
        }
    }

    @Test func finishedAndForcedPositions() throws {
        var generator = SplitMix64(seed: 1)
        let won = try Board(rules: .ticTacToe, diagram: "O O O / X X . / X . .")
        #expect(won.randomPlayout(using: &generator) == .o)
        let drawn = try Board(rules: .ticTacToe, diagram: "X O X / X O O / O X X")
        #expect(drawn.randomPlayout(using: &generator) == nil)
        // One cell left, and it completes X's row.
        let forced = try Board(rules: .ticTacToe, diagram: "X X . / O O X / X O O")
        #expect(forced.randomPlayout(using: &generator) == .x)
        // One cell left, and it makes no line: a draw.
        let lastColumn = try Board(rules: .connectFour, diagram: """
            X O X O X O .
            X O X O X O X
            O X O X O X O
            O X O X O X O
            X O X O X O X
            X O X O X O X
            """)
        #expect(lastColumn.randomPlayout(using: &generator) == nil)
        let big = try Board(rules: .gomoku, diagram: String(repeating: String(repeating: ".", count: 15) + "\n", count: 14) + "XXXX.OOOO......")
        var xWins = 0
        for _ in 0..<200 where big.randomPlayout(using: &generator) == .x { xWins += 1 }
        #expect(xWins > 0 && xWins < 200)
    }
}
