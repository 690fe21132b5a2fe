import GameCore
import TestSupport
import Testing

/// Boards of one word are worked on as two integers, larger ones as four words a side or as
/// many as they use; all must behave as plain values. Also the allocation-free
/// helpers of the coordinator's hot path: `randomLegalMove` and cell names.
@Suite(.cpuHeavy) struct BoardStorageTests {
    static let rules: [Rules] = [
        .ticTacToe, .fourByFour, .connectFour, .gomoku,
        try! Rules(parsing: "8x8 k=4"), try! Rules(parsing: "9x7 k=4 gravity"), try! Rules(parsing: "26x26 k=5"),
    ]

    @Test("A move played on a copy never shows on the original, on small and large boards", arguments: rules)
    func copiesAreIndependent(rules: Rules) throws {
        var generator = SplitMix64(seed: 11)
        var board = Board(rules: rules)
        while !board.isOver, board.moveCount < 12 {
            let before = board
            let beforeCount = board.moveCount
            let move = RandomPick.move(on: board, using: &generator)
            let after = try board.playing(move)
            #expect(before.mark(at: move) == nil)
            #expect(before.moveCount == beforeCount)
            #expect(after.mark(at: move) == board.sideToMove)
            #expect(after.moveCount == beforeCount + 1)
            #expect(after != before)
            board = after
        }
    }

    @Test("Boards played and boards read from their diagram are equal and hash alike", arguments: rules)
    func playedEqualsDiagram(rules: Rules) throws {
        var generator = SplitMix64(seed: 5)
        var board = Board(rules: rules)
        for _ in 0..<min(rules.k * 2 - 2, 8) { board = try board.playing(RandomPick.move(on: board, using: &generator)) }
        let read = try Board(rules: rules, diagram: board.diagram)
        #expect(read == board)
        #expect(read.hashValue == board.hashValue)
        #expect(read.sideToMove == board.sideToMove)
        #expect(read.legalMoves == board.legalMoves)
    }

    @Test("randomLegalMove draws the legal move at the generator's index, and nothing once over", arguments: rules)
    func randomLegalMoveMatchesTheList(rules: Rules) throws {
        var play = SplitMix64(seed: 3)
        var board = Board(rules: rules)
        while !board.isOver {
            var drawn = SplitMix64(seed: UInt64(board.moveCount) &* 977)
            var listed = drawn
            let moves = board.legalMoves
            #expect(board.legalMoveCount == moves.count)
            #expect(board.randomLegalMove(using: &drawn) == moves[listed.next(below: moves.count)])
            #expect(drawn == listed)
            board = try board.playing(moves[play.next(below: moves.count)])
            if board.moveCount >= 40 { return }
        }
        var generator = SplitMix64(seed: 1)
        let untouched = generator
        #expect(board.randomLegalMove(using: &generator) == nil)
        #expect(generator == untouched)
    }

    @Test("Cell names are the column letter and the row number on every cell of the largest board")
    func cellNames() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for column in 0..<26 {
            for row in 0..<26 {
                #expect(Move(column: column, row: row).cellName == "\(letters[column])\(row + 1)")
            }
        }
        #expect(Move(column: 1, row: 99).cellName == "b100")
    }
}

/// A uniformly random legal move through the list of legal moves.
enum RandomPick {
    static func move(on board: Board, using generator: inout SplitMix64) -> Move {
        let moves = board.legalMoves
        return moves[generator.next(below: moves.count)]
    }
}
