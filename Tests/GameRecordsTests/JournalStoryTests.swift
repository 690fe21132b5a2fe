import GameCore
import GameRecords
import Referee
import TextAndFiles
import Testing
import TestSupport

/// A game line keeps each move's story beside its moves, reads it back, and refuses a list
/// that is not one value per move; a line without one (an older journal's) reads as before.
@Suite struct JournalStoryTests {
    static func entry(_ story: MoveStory?) -> JournalEntry {
        JournalEntry(
            index: 0, x: "uci:engine", o: "heuristic", rules: .ticTacToe, openingLength: 1, seed: 7,
            moves: ["a1", "b1", "a2", "b2", "a3"].map { Move(cell: $0) }, winner: .x, reason: "line a1 a2 a3", milliseconds: 12.5,
            story: story)
    }

    static let story = MoveStory(
        times: [nil, 98.44, 12, 0.04, 1234.56], scores: [nil, .units(35), .units(-12), .mate(5), .mate(-3)],
        depths: [nil, 12, nil, 9, 1])

    @Test("The story is written as lists beside the moves, and read back the same")
    func roundTrip() throws {
        let line = Self.entry(Self.story).line
        #expect(line.hasSuffix(#","times":[null,98.4,12,0,1234.6],"scores":[null,35,-12,"+M5","-M3"],"depths":[null,12,null,9,1]}"#), "\(line)")
        let read = try JournalEntry(line: line)
        #expect(read.story?.scores == Self.story.scores)
        #expect(read.story?.depths == Self.story.depths)
        #expect(read.story?.times == [nil, 98.4, 12, 0, 1234.6])
    }

    @Test("Lists no move has a value in are left out; a line without a story reads as before")
    func leftOut() throws {
        let timesOnly = MoveStory(times: [nil, 1, 2, 3, 4], scores: Array(repeating: nil, count: 5), depths: Array(repeating: nil, count: 5))
        let line = Self.entry(timesOnly).line
        #expect(line.hasSuffix(#","times":[null,1,2,3,4]}"#), "\(line)")
        let old = Self.entry(nil).line
        #expect(!old.contains("times"))
        #expect(try JournalEntry(line: old).story == nil)
    }

    @Test("A list that is not one value per move, or a value of another kind, is refused", arguments: [
        (#","times":[null,1,2]"#, "The game's 'times' has 3 values for its 5 moves."),
        (#","times":[null,1,2,3,"x"]"#, #"The game's time 5, "x", is not a number of milliseconds."#),
        (#","times":[null,1,2,3,4],"scores":[null,1,2,3,"M5"]"#, #"The game's score 5, "M5", is neither a number nor a mate as "+M5"."#),
        (#","times":[null,1,2,3,4],"depths":[null,1,2,3,-1]"#, "The game's depth 5, -1, is not a whole number."),
        (#","scores":[null,1,2,3,4]"#, "The game has 'scores' or 'depths' but no 'times'."),
    ])
    func refused(lists: String, message: String) {
        let line = String(Self.entry(nil).line.dropLast()) + lists + "}"
        #expect(throws: InputError(message)) { try JournalEntry(line: line) }
    }
}
