import GameCore
import GameRecords
import Referee
import TestSupport
import Testing
import TextAndFiles

/// The referee under the gomoku rules: a forbidden move forfeits, and the rules travel by
/// name through journals, records and SGF.
@Suite("Referee under the gomoku rules")
struct WinRuleRefereeTests {
    static let forbidden = ForbiddenMove(
        move: Move(cell: "h8"), kind: .doubleThree,
        lines: [["f8", "h8", "i8"].map(Move.init(cell:)), ["g7", "h8", "i9"].map(Move.init(cell:))])

    /// X's moves before its double three on h8, and O's in the corner.
    static let black = ScriptedPlayer("black", "g7", "i9", "f8", "i8", "h8")
    static let white = ScriptedPlayer("white", "l1", "m1", "l2", "m2")
    static let moves = ["g7", "l1", "i9", "m1", "f8", "l2", "i8", "m2"].map(Move.init(cell:))

    @Test("Under renju X's double three forfeits the game, with the reason in the event and the result")
    func forbiddenMoveForfeits() async {
        let log = EventLog()
        let played = await Coordinator(rules: .renju, observers: [log.observer]).play(x: Self.black, o: Self.white)
        #expect(played.result == GameResult(winner: .o, reason: .illegalMove("h8", .forbidden(Self.forbidden))))
        #expect(played.result.reason.summary == "illegal move h8: h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9).")
        #expect(played.game.moves == Self.moves)
        #expect(log.outline.suffix(2) == ["illegal X h8", "ended 0-1"])
        guard case let .illegalMove(_, _, message) = log.all[log.all.count - 2] else {
            Issue.record("expected an illegal move event, got \(log.all[log.all.count - 2])")
            return
        }
        #expect(message == "h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9).")
        #expect(played.announcement == "black (X) forfeits: h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9). white (O) wins.")
        // NB: the same moves under freestyle are a game that goes on.
        let freestyle = await Coordinator(rules: .gomoku).play(x: Self.black, o: Self.white)
        #expect(freestyle.game.moves.count > Self.moves.count)
    }

    @Test("A journal line under renju reads back, and a forbidden move in it is named")
    func journalUnderRenju() throws {
        let entry = JournalEntry(
            index: 3, x: "black", o: "white", rules: .renju, openingLength: 0, seed: 11, moves: Self.moves, winner: .o,
            reason: EndReason.illegalMove("h8", .forbidden(Self.forbidden)).summary, milliseconds: 2)
        #expect(entry.line.contains(#""rules":"renju""#))
        let back = try JournalEntry(line: entry.line)
        #expect(back == entry && back.rules == .renju)
        let written = #"{"type":"game","index":0,"x":"a","o":"b","rules":"caro","opening":"","seed":"1","moves":"h8 h9","result":"0-1","winner":"O","reason":"timeout: no move within 200ms","ms":0.1}"#
        #expect(try JournalEntry(line: written).rules == .caro)
        // NB: a line whose moves go on with X's forbidden h8.
        let illegal = JournalEntry(
            index: 3, x: "black", o: "white", rules: .renju, openingLength: 0, seed: 11, moves: Self.moves + [Move(cell: "h8")],
            winner: .o, reason: "timeout: no move within 200ms", milliseconds: 2)
        #expect(throws: InputError("Move 9 'h8': h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9).")) {
            try JournalEntry(line: illegal.line)
        }
    }

    @Test("Records and SGF carry the rule by name, and read it back", arguments: [Rules.renju, .gomokuStandard, .caro, .gomoku])
    func recordsCarryTheRule(rules: Rules) throws {
        let sgf = try SGFRecord.text(rules: rules, moves: Self.moves, x: "black", o: "white", winner: nil, reason: "", finished: false)
        #expect(sgf.contains("TR[") == (rules != .gomoku))
        #expect(try GameRecord.parseAll(sgf).first?.rules == rules)
        let record = GameRecord(rules: rules, moves: Self.moves, tags: [GameRecord.Tag("Rules", rules.name)])
        #expect(try GameRecord.parseAll(record.text).first?.rules == rules)
    }

    @Test("An SGF rule ttt does not know is named")
    func unknownSGFRule() {
        #expect(throws: RecordError(line: 1, "TR[go] is not a rule; ttt writes TR[standard], TR[renju] or TR[caro].")) {
            try GameRecord.parseAll("(;FF[4]GM[4]SZ[15]TR[go];B[hh])")
        }
    }
}
