import GameCore
import Players
import Referee
import Search
import TestSupport
import Testing

@Suite(.cpuHeavy) struct OddBoardsTests {
    static let boards: [Rules] = [
        try! Rules(columns: 1, rows: 1, k: 1), try! Rules(columns: 3, rows: 1, k: 3), try! Rules(columns: 1, rows: 5, k: 2, gravity: true),
        try! Rules(columns: 8, rows: 7, k: 4, gravity: true), try! Rules(columns: 9, rows: 9, k: 9), try! Rules(columns: 26, rows: 3, k: 3),
        try! Rules(columns: 11, rows: 8, k: 5, gravity: true), try! Rules(columns: 4, rows: 4, k: 2),
    ]

    @Test("Every built-in player plays legal moves to the end of a game on odd boards", arguments: boards)
    func playsToTheEnd(rules: Rules) async throws {
        let pairings = [("random:seed=1", "heuristic"), ("heuristic", "perfect:time=10ms"), ("perfect:time=10ms", "random:seed=2")]
        for (x, o) in pairings {
            do {
                let players = [Mark.x: try PlayerRegistry.builtIn.makePlayer(x), .o: try PlayerRegistry.builtIn.makePlayer(o)]
                var game = Game(rules: rules)
                while !game.board.isOver {
                    let move = try await players[game.board.sideToMove]!.move(
                        in: GameState(game: game, seed: 5), budget: MoveBudget(perMove: .seconds(1)))
                    #expect(throws: Never.self, "\(x) against \(o) on \(rules.name)") { game = try game.playing(move) }
                }
                #expect(game.board.isOver)
            }
        }
    }

    @Test("Perfect solves small odd boards exactly")
    func solvesSmallOddBoards() throws {
        // One cell, one in a row: the first player wins at once.
        #expect(PerfectPlayer.analyze(board: Board(rules: try Rules(columns: 1, rows: 1, k: 1))).value == .win(inMoves: 1))
        // Two in a row on 4x4: X wins with its second stone.
        #expect(PerfectPlayer.analyze(board: Board(rules: try Rules(columns: 4, rows: 4, k: 2))).value == .win(inMoves: 2))
        // Three in a row on a 3x1 strip: O can always block.
        #expect(PerfectPlayer.analyze(board: Board(rules: try Rules(columns: 3, rows: 1, k: 3))).value == .draw)
    }
}
