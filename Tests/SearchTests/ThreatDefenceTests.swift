import GameCore
@testable import Search
import TestSupport
import Testing

/// The root's defence against the opponent's win by fours and threes (VCT): a chain that
/// starts with threes, which the main search sees only once they have become fours.
@Suite(.cpuHeavy) struct ThreatDefenceTests {
    /// From a game the search lost to Rapfi at 100ms a move, X (the search) to move. O has
    /// no open three and no chain of fours to play now, but, were it its move, a chain of
    /// fours and threes; the search played h4 here (which stops O's four e7 on the diagonal
    /// d8-g5 but not the chain), and O won with it.
    static let lostGame = "i10 f7 e9 f6 f10 d8 g10 h10 f9 g5 c9 g9 f8 g7"

    static func board(_ moves: String) throws -> Board {
        var board = Board(rules: .gomoku)
        for text in moves.split(separator: " ") { _ = try board.play(board.move(parsing: String(text))) }
        return board
    }

    /// Whether the side to move of `board` wins by fours and threes, by the threat search
    /// of `Grid/`, which shares no code with the root's.
    static func winsByThreats(_ board: Board) -> Bool {
        var search = ThreatSearch(grid: LineGrid(board), nodeLimit: 400_000)
        return search.victoryByContinuousThreats(for: LineGrid.side(board.sideToMove), threes: 3, plies: 9) != nil
    }

    @Test("After the move played, the opponent has no win by threes left")
    func stopsTheChain() throws {
        let board = try Self.board(Self.lostGame)
        #expect(board.sideToMove == .x)
        // NB: the game's move leaves O its win: the check below can tell.
        #expect(Self.winsByThreats(try board.playing(board.move(parsing: "h4"))))
        let search = PerfectSearch(rules: .gomoku, tableBytes: 1 << 20)
        search.nodeLimit = 4_000
        let move = try #require(search.analyze(board, deadline: nil, allMoves: false).bestMove)
        #expect(!Self.winsByThreats(try board.playing(move)), "played \(move.cellName), after which O wins by threats")
    }

    @Test("The opponent's chain is found as if it were its move; the game's move does not stop it, d9 does")
    func findsTheDefences() throws {
        let board = try Self.board(Self.lostGame)
        let patterns = PatternBoard(board, weights: .default)
        let search = PatternSearch(board: patterns, table: GridTable(entries: 1 << 16))
        search.begin(deadline: nil)
        func cell(_ name: String) throws -> Int {
            let move = try board.move(parsing: name)
            return move.column * board.rules.rows + move.row
        }
        let tried = try ["h4", "d9", "e7"].map(cell)
        let kept = try #require(search.threatDefences(1, among: tried, depth: 8, nodeLimit: 2_000_000, firstLimit: 300_000, perCell: 30_000))
        #expect(kept == [try cell("d9")])
        // NB: d9 stops it indeed, by the independent check.
        #expect(!Self.winsByThreats(try board.playing(board.move(parsing: "d9"))))
    }
}
