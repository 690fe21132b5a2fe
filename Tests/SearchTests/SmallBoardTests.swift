import GameCore
import Search
import TestSupport
import Testing

@Suite("Exact scores on small boards, against plain minimax", .cpuHeavy)
struct SmallBoardTests {
    /// Random positions still in play on a `columns` x `rows` board with `stones` stones,
    /// as column sequences, from `seed`.
    static func randomSequences(columns: Int, rows: Int, stones: Int, count: Int, seed: UInt64) -> [[Int]] {
        var sequences: [[Int]] = []
        var index: UInt64 = 0
        while sequences.count < count {
            var random = SplitMix64.derived(from: seed, index: index)
            index += 1
            var reference = ReferenceSolver(columns: columns, rows: rows)
            var sequence: [Int] = []
            var alive = true
            while sequence.count < stones, alive {
                let open = (0..<columns).filter { !reference.isFull($0) }
                let column = open[random.next(below: open.count)]
                reference.play(column)
                sequence.append(column)
                alive = !reference.topMakesFour(column)
            }
            if alive { sequences.append(sequence) }
        }
        return sequences
    }

    static func referenceScore(columns: Int, rows: Int, sequence: [Int]) -> Int {
        var reference = ReferenceSolver(columns: columns, rows: rows)
        for column in sequence { reference.play(column) }
        return reference.score()
    }

    static func text(_ sequence: [Int]) -> String {
        sequence.map { String($0 + 1) }.joined()
    }

    @Test(
        "Random positions agree with minimax",
        arguments: [(4, 4, 0), (5, 4, 9), (6, 4, 13), (5, 5, 14), (6, 5, 19), (4, 5, 8), (7, 6, 31)]
    )
    func randomPositions(columns: Int, rows: Int, stones: Int) throws {
        let rules = try Rules(columns: columns, rows: rows, k: 4, gravity: true)
        let solver = ConnectFourSolver(tableSize: 1 << 12)
        let seed: UInt64 = 2024
        let count = stones == 0 ? 1 : 8
        for sequence in Self.randomSequences(columns: columns, rows: rows, stones: stones, count: count, seed: seed) {
            let moves = Self.text(sequence)
            let position = try GravityPosition(moves: moves, rules: rules)
            let expected = Self.referenceScore(columns: columns, rows: rows, sequence: sequence)
            #expect(solver.solve(position) == expected, "\(rules.name) position \(moves), seed \(seed)")
        }
    }

    @Test("Column scores agree with minimax after each column, and their best is the score")
    func columnScores() throws {
        let rules = try Rules(columns: 5, rows: 4, k: 4, gravity: true)
        let solver = ConnectFourSolver(tableSize: 1 << 12)
        for sequence in Self.randomSequences(columns: 5, rows: 4, stones: 10, count: 6, seed: 7) {
            let position = try GravityPosition(moves: Self.text(sequence), rules: rules)
            let scores = solver.scores(for: position)
            #expect(scores.count == 5)
            for column in 0..<5 {
                if !position.canPlay(column: column) {
                    #expect(scores[column] == nil)
                } else if position.isWinningMove(column: column) {
                    #expect(scores[column] == (20 + 1) / 2 + 1 - (position.moveCount / 2 + 1))
                } else {
                    let expected = -Self.referenceScore(columns: 5, rows: 4, sequence: sequence + [column])
                    #expect(scores[column] == expected, "\(Self.text(sequence)) then column \(column + 1)")
                }
            }
            #expect(scores.compactMap { $0 }.max() == solver.solve(position))
        }
    }

    @Test("A board with an odd number of cells scores wins by stone count for both sides")
    func oddBoard() throws {
        // 5x5 has 25 cells: the first player has at most 13 stones, the second 12.
        let rules = try Rules(columns: 5, rows: 5, k: 4, gravity: true)
        let solver = ConnectFourSolver(tableSize: 1 << 12)
        for sequence in Self.randomSequences(columns: 5, rows: 5, stones: 16, count: 12, seed: 99) {
            let position = try GravityPosition(moves: Self.text(sequence), rules: rules)
            #expect(solver.solve(position) == Self.referenceScore(columns: 5, rows: 5, sequence: sequence))
        }
    }
}
