import Foundation
import GameCore
import Testing

/// Every kind of forbidden move under renju, and the moves that look forbidden and are not.
@Suite struct RenjuForbiddenTests {
    static func board(_ diagram: String, _ rules: Rules = .renju) throws -> Board {
        try Board(rules: rules, diagram: diagram)
    }

    static func cells(_ names: String) -> [Move] {
        names.split(separator: " ").map { try! Board(rules: .renju).move(parsing: String($0)) }
    }

    static let h8 = cells("h8")[0]

    /// The error `body` throws, or nil.
    static func refusal(_ body: () throws(MoveError) -> Void) -> MoveError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("A double three is forbidden, refused with its two lines, and not a legal move")
    func doubleThree() throws {
        let board = try Self.board(RenjuPositions.doubleThree)
        #expect(board.forbiddenMoves == [Self.h8])
        let reason = try #require(board.forbiddenReason(for: Self.h8))
        #expect(reason == ForbiddenMove(move: Self.h8, kind: .doubleThree, lines: [Self.cells("f8 h8 i8"), Self.cells("g7 h8 i9")]))
        #expect(reason.description == "h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9).")
        #expect(Self.refusal { () throws(MoveError) in _ = try board.playing(Self.h8) } == .forbidden(reason))
        #expect(MoveError.forbidden(reason).message == "h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9).")
        var inPlace = board
        #expect(Self.refusal { () throws(MoveError) in _ = try inPlace.play(Self.h8) } == .forbidden(reason))
        #expect(inPlace == board)
        #expect(!board.legalMoves.contains(Self.h8))
        #expect(board.legalMoveCount == 225 - 8 - 1)
        // NB: the same stones under freestyle, and O's h8 under renju, are plain moves.
        #expect(try Self.board(RenjuPositions.doubleThree, .gomoku).forbiddenMoves.isEmpty)
        #expect(try Self.board(RenjuPositions.doubleThree, .gomoku).playing(Self.h8).outcome == .ongoing)
        let oToMove = try board.playing(Self.cells("a15")[0])
        #expect(oToMove.forbiddenMoves.isEmpty && oToMove.forbiddenReason(for: Self.h8) == nil)
        #expect(try oToMove.playing(Self.h8).mark(at: Self.h8) == .o)
    }

    @Test("A three whose straight four needs a forbidden cell is no three: the move is allowed")
    func falseThree() throws {
        let board = try Self.board(RenjuPositions.falseThree)
        #expect(board.forbiddenReason(for: Self.h8) == nil)
        #expect(!board.forbiddenMoves.contains(Self.h8))
        #expect(try board.playing(Self.h8).outcome == .ongoing)
        // NB: g8, the three's only cell, is itself an overline.
        let g8 = Self.cells("g8")[0]
        #expect(board.forbiddenReason(for: g8)?.description == "g8 is forbidden for X: overline (g6-g7-g8-g9-g10-g11).")
        // NB: and without the overline's stones the same shape is a double three.
        #expect(try Self.board(RenjuPositions.doubleThree).forbiddenReason(for: Self.h8)?.kind == .doubleThree)
    }

    @Test("A three whose only straight four is a cell that makes five elsewhere is no three, as c-gomoku-cli and Rapfi judge")
    func threeCompletedOnlyByAFive() throws {
        // NB: the position an outside probe found: l8 makes j8-k8-l8 and i11-j10-l8, but
        // k9, the one cell that makes the diagonal a straight four, makes k7-k11 five.
        let moves = "k7 j5 k10 g10 g5 h8 k8 k6 h6 i5 j8 e7 f9 j6 i11 h11 j10 g8 h10 f10 e8 g9 k11 e11 h9 g6"
        let game = try Game(rules: .renju, moves: Self.cells(moves))
        let board = game.board
        let (l8, k9) = (Self.cells("l8")[0], Self.cells("k9")[0])
        #expect(board.sideToMove == .x)
        #expect(board.forbiddenReason(for: l8) == nil)
        #expect(!board.forbiddenMoves.contains(l8))
        #expect(board.legalMoves.contains(l8))
        #expect(try board.playing(l8).outcome == .ongoing)
        #expect(try board.playing(k9).outcome == .win(.x, line: Self.cells("k7 k8 k9 k10 k11")))
        var reference = RenjuReference(board)
        #expect(!reference.forbidden().contains { $0.0 == l8 })
        #expect(reference.fiveCompletions > 0)
    }

    @Test("Two fours in one line are a double four", arguments: [
        (RenjuPositions.fourFourInOneLine, "h8 is forbidden for X: double four (d8-f8-g8-h8 and f8-g8-h8-j8)."),
        (RenjuPositions.fourFourSplit, "h8 is forbidden for X: double four (d8-e8-g8-h8 and g8-h8-j8-k8)."),
    ])
    func fourFourInOneLine(diagram: String, message: String) throws {
        let board = try Self.board(diagram)
        #expect(board.forbiddenReason(for: Self.h8)?.kind == .doubleFour)
        #expect(board.forbiddenReason(for: Self.h8)?.description == message)
        #expect(Self.refusal { () throws(MoveError) in _ = try board.playing(Self.h8) }?.message == message)
        #expect(board.forbiddenMoves.contains(Self.h8))
    }

    @Test("Fours in two lines are a double four")
    func fourFourInTwoLines() throws {
        let board = try Self.board(RenjuPositions.fourFourInTwoLines)
        let reason = try #require(board.forbiddenReason(for: Self.h8))
        #expect(reason == ForbiddenMove(move: Self.h8, kind: .doubleFour, lines: [Self.cells("h5 h6 h7 h8"), Self.cells("e8 f8 g8 h8")]))
        #expect(reason.description == "h8 is forbidden for X: double four (h5-h6-h7-h8 and e8-f8-g8-h8).")
        // NB: a four and a three at once are allowed.
        let fourThree = try Self.board(RenjuPositions.fourThree)
        #expect(fourThree.forbiddenReason(for: Self.h8) == nil)
        #expect(try fourThree.playing(Self.h8).outcome == .ongoing)
    }

    @Test("Six or more in a row is an overline, forbidden to X; five next to it is allowed")
    func overline() throws {
        let board = try Self.board(RenjuPositions.overline)
        #expect(board.forbiddenReason(for: Self.h8)?.description == "h8 is forbidden for X: overline (d8-e8-f8-g8-h8-i8).")
        #expect(board.forbiddenMoves == [Self.h8])
        let won = try board.playing(Self.cells("c8")[0])
        #expect(won.outcome == .win(.x, line: Self.cells("c8 d8 e8 f8 g8")))
    }

    @Test("A move that makes five is allowed, and wins, even as a double three or an overline", arguments: [
        RenjuPositions.fiveAndDoubleThree, RenjuPositions.fiveAndOverline,
    ])
    func fiveIsNeverForbidden(diagram: String) throws {
        let board = try Self.board(diagram)
        #expect(board.forbiddenReason(for: Self.h8) == nil)
        #expect(!board.forbiddenMoves.contains(Self.h8))
        let won = try board.playing(Self.h8)
        #expect(won.outcome == .win(.x, line: Self.cells("h4 h5 h6 h7 h8")))
        var inPlace = board
        #expect(try inPlace.play(Self.h8))
    }

    @Test("X's forbidden cells are drawn × when X is to move under renju, and nowhere else")
    func rendering() throws {
        let board = try Self.board(RenjuPositions.doubleThree)
        let rows = board.rendered().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[8] == " 8  . . . . . X . × X . . . . . . 8")
        #expect(board.rendered().filter { $0 == "×" }.count == 1)
        #expect(board.rendered(.init(color: true)).filter { $0 == "×" }.count == 1)
        let freestyle = try Self.board(RenjuPositions.doubleThree, .gomoku).rendered()
        #expect(freestyle == board.rendered().replacingOccurrences(of: "×", with: "."))
        let oToMove = try board.playing(Self.cells("a15")[0])
        #expect(!oToMove.rendered().contains("×"))
    }
}
