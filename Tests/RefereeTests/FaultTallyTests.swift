import Referee
import Testing

/// The forfeits under the standings: each reason's verdict, counted per bot.
@Suite struct FaultTallyTests {
    @Test("Each recorded reason reads as its verdict", arguments: [
        ("timeout: no move within 200ms", "lost on time"),
        ("illegal move b2: b2 is taken by X", "illegal move"),
        ("player error: Could not start 'x': No such file or directory", "failed to start"),
        ("player error: Compiling 'bot.c' failed: bot.c:3: error: expected ';'", "failed to start"),
        ("player error: No handshake: no 'ready' within 5s of 'ttt 1'.", "no handshake"),
        ("player error: Crashed on move 3: exited with status 7.", "crashed"),
        ("player error: Timed out on move 4: no move within 1100ms (its budget 1s plus the margin).", "lost on time"),
        ("player error: Unreadable reply on move 1: 'hello'. Expected 'move CELL'.", "unreadable reply"),
        ("player error: Answered 'z9' on move 2, which is not a move here: Cell 'z9' is off the 3x3 board.", "not a move"),
        ("player error: Output flood on move 1: 1000 lines without a move.", "output flood"),
        ("player error: something else", "error"),
    ])
    func verdicts(reason: String, verdict: String) {
        #expect(FaultTally.verdict(ofReason: reason) == verdict)
    }

    @Test("Wins on the board, full boards and aborted games are no forfeits")
    func notFaults() {
        #expect(FaultTally.verdict(ofReason: "line a1 b2 c3") == nil)
        #expect(FaultTally.verdict(ofReason: "board full") == nil)
        #expect(FaultTally.verdict(ofReason: "aborted: Interrupted by the user.") == nil)
    }

    @Test("Counts by verdict in the order first seen, and keeps the earliest game's reason")
    func counts() {
        var tally = FaultTally()
        #expect(tally.text == nil)
        tally.count(reason: "timeout: no move within 200ms", game: 7)
        tally.count(reason: "player error: Crashed on move 3: killed by signal 9.", game: 2)
        tally.count(reason: "timeout: answered 30ms past the 200ms limit", game: 9)
        let counted = tally.count(reason: "line a1 b2 c3", game: 1)
        #expect(!counted)
        #expect(tally.count == 3)
        #expect(tally.verdicts.map(\.name) == ["lost on time", "crashed"])
        #expect(tally.verdicts.map(\.count) == [2, 1])
        #expect(tally.text == "3 forfeits: lost on time 2, crashed 1. The first, in game 3: Crashed on move 3: killed by signal 9.")
    }
}
