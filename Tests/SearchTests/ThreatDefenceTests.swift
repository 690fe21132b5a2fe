import GameCore
@testable import Search
import TestSupport
import Testing

/// The root's defence against the opponent's win by fours and threes (VCT): a chain that
/// starts with threes, which the main search sees only once they have become fours.
@Suite(.cpuHeavy) struct ThreatDefenceTests {
    /// X to move; O, were it to move, would win with two threes in a row: a three first
    /// (i8, i9 or j10), then, whatever X blocks, two threes at once (through i8-i9-_-i11
    /// or the diagonal h8-i9-j10). O has no four and no open three yet.
    static let threeThenDoubleThree = try! Board(rules: .gomoku, diagram: """
        X . . . . . . X . . . . . . X
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . O . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . O O . . . .
        . . . . . . O O . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        X . . . . . . . . . . . . . X
        """)

    /// The same, O to move (one more X stone, far away).
    static let oToMove = try! Board(rules: .gomoku, diagram: """
        X . . . . . . X . . . . . . X
        X . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . O . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . O O . . . .
        . . . . . . O O . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        X . . . . . . . . . . . . . X
        """)

    /// Whether the side to move of `board` wins by fours and threes (two threes at most),
    /// by the threat search of `Grid/`, which shares no code with the root's.
    static func winsByThreats(_ board: Board) -> Bool {
        var search = ThreatSearch(grid: LineGrid(board), nodeLimit: 200_000)
        return search.victoryByContinuousThreats(for: LineGrid.side(board.sideToMove), threes: 2, plies: 6) != nil
    }

    @Test("The opponent's win by threes, found as if it were its move, is stopped by the move played")
    func stopsTheChain() throws {
        let board = Self.threeThenDoubleThree
        #expect(board.sideToMove == .x)
        #expect(Self.oToMove.sideToMove == .o)
        #expect(Self.winsByThreats(Self.oToMove))
        let search = PerfectSearch(rules: .gomoku, tableBytes: 1 << 20)
        search.nodeLimit = 4_000
        let move = try #require(search.analyze(board, deadline: nil, allMoves: false).bestMove)
        let after = try board.playing(move)
        #expect(!Self.winsByThreats(after), "played \(move.cellName), after which O wins by threats")
    }
}
