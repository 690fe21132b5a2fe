import GameCore
import GameRecords
import Testing
import TextAndFiles

@Suite("A journal's results must follow from its moves")
struct JournalVerdictTests {
    /// A tic-tac-toe game line with these moves and result.
    static func line(_ moves: String, _ result: String, reason: String, opening: String = "", winner: String? = nil) -> String {
        let mark = winner ?? (result == "1-0" ? "\"X\"" : result == "0-1" ? "\"O\"" : "null")
        return #"{"type":"game","index":0,"x":"seeded","o":"first","rules":"tictactoe","opening":"\#(opening)","seed":"1","moves":"\#(moves)","result":"\#(result)","winner":\#(mark),"reason":"\#(reason)","ms":0.1}"#
    }

    @Test("Results the moves allow are read: a line, a full board, a forfeit of the side to move", arguments: [
        line("a1 b1 a2 b2 a3", "1-0", reason: "line a1 a2 a3"),
        line("a1 b2 c3 b1 b3 a3 c1 c2 a2", "1/2-1/2", reason: "board full"),
        line("a1", "1-0", reason: "timeout: no move within 200ms"),
        line("a1 b1", "0-1", reason: "illegal move b1: b1 is taken by O."),
        line("", "0-1", reason: "player error: crashed"),
    ])
    func allowed(text: String) throws {
        _ = try JournalEntry(line: text)
    }

    @Test("Results the moves contradict are refused, saying why", arguments: [
        // A forfeit "win" for the side whose opponent already has a line.
        (line("a1 b1 a2 b2 a3", "0-1", reason: "timeout: no move within 200ms"),
         "The result '0-1' does not follow from the moves: X has a line (a1 a2 a3)."),
        (line("a1 b1 a2 b2 a3", "1-0", reason: "timeout: no move within 200ms"),
         "The reason 'timeout: no move within 200ms' does not follow from the moves: X's line (a1 a2 a3) ended the game."),
        (line("a1 b2 c3 b1 b3 a3 c1 c2 a2", "1-0", reason: "timeout: no move within 200ms"),
         "The result '1-0' does not follow from the moves: the board is full with no line."),
        (line("a1 b2 c3 b1 b3 a3 c1 c2 a2", "1/2-1/2", reason: "agreed"),
         "The reason 'agreed' does not follow from the moves: the board is full with no line."),
        (line("a1 b1", "1/2-1/2", reason: "agreed"),
         "The result '1/2-1/2' does not follow from the moves: the game is not over after them, and only a full board is a draw."),
        (line("a1 b1 a2", "1-0", reason: "line a1 a2 a3"),
         "The reason 'line a1 a2 a3' does not follow from the moves: the game is not over after them."),
        (line("a1", "0-1", reason: "timeout: no move within 200ms"),
         "The result '0-1' does not follow from the moves: O was to move, so a forfeit is O's loss."),
        (line("a1", "1-0", reason: "resigned"),
         "The reason 'resigned' is not a forfeit: a game its moves do not end is lost by an illegal move, a player error or a timeout."),
        (line("a1 b1 a2 b2 a3", "1-0", reason: "line a1 a2 a3", winner: "\"O\""),
         "The result '1-0' and the winner \"O\" disagree."),
        (line("a1 b1 a2 b2 a3", "1-0", reason: "line a1 a2 a3", opening: "b2"),
         "The game's opening 'b2' is not the start of its moves."),
    ])
    func contradicted(text: String, message: String) {
        #expect(throws: InputError(message)) { try JournalEntry(line: text) }
    }
}
