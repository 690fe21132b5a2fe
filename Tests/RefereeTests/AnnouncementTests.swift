import GameCore
import Referee
import TestSupport
import Testing

@Suite("Announcements")
struct AnnouncementTests {
    let game = Game(rules: .ticTacToe, xName: "slowbot", oName: "random")

    func announce(_ result: GameResult, limit: Duration? = nil) -> String {
        PlayedGame(result: result, game: game, seed: 0, timeLimit: limit).announcement
    }

    @Test("Every way a game ends has its sentence, with names and sides")
    func sentences() {
        let a1b2c3 = [Move(cell: "a1"), Move(cell: "b2"), Move(cell: "c3")]
        #expect(announce(GameResult(winner: .o, reason: .line(a1b2c3))) == "random (O) wins: a1 b2 c3.")
        #expect(announce(GameResult(winner: nil, reason: .boardFull)) == "Draw between slowbot (X) and random (O).")
        #expect(announce(GameResult(winner: .x, reason: .illegalMove("c3", .occupied(Move(cell: "c3"), by: .x))))
            == "random (O) forfeits: c3 is taken by X. slowbot (X) wins.")
        #expect(announce(GameResult(winner: .x, reason: .illegalMove("zz", nil)))
            == "random (O) forfeits: 'zz' is not a legal move. slowbot (X) wins.")
        #expect(announce(GameResult(winner: .o, reason: .playerError("Process exited with status 1")))
            == "slowbot (X) forfeits with an error: Process exited with status 1. random (O) wins.")
        #expect(announce(GameResult(winner: .o, reason: .timeout(TimeOverrun(limit: .milliseconds(500), answeredLate: .milliseconds(120)))), limit: .milliseconds(500))
            == "slowbot (X) lost on time: answered 120ms past the 500ms limit. random (O) wins.")
        #expect(announce(GameResult(winner: .o, reason: .timeout(TimeOverrun(limit: .milliseconds(200)))))
            == "slowbot (X) lost on time: no move within 200ms. random (O) wins.")
        #expect(announce(GameResult(winner: .o, reason: .timeout(TimeOverrun(limit: .milliseconds(200), margin: .milliseconds(50)))))
            == "slowbot (X) lost on time: no move within 200ms (and the 50ms margin). random (O) wins.")
        #expect(announce(GameResult(winner: .o, reason: .timeout(TimeOverrun(limit: .milliseconds(1500), onClock: true))))
            == "slowbot (X) lost on time: no move within the 1.5s left on its clock. random (O) wins.")
        #expect(announce(GameResult(winner: nil, reason: .aborted("Interrupted!")))
            == "Game between slowbot (X) and random (O) aborted: Interrupted!")
    }

    @Test("Late answers say how late, and never '0ms'", arguments: [
        (Duration.milliseconds(120), "120ms"), (.microseconds(400), "0.4ms"), (.microseconds(30), "<0.1ms"),
        (.microseconds(1500), "2ms"), (.seconds(2), "2s"), (.milliseconds(1500), "1.5s"), (.milliseconds(1234), "1234ms"),
    ])
    func durations(duration: Duration, text: String) {
        let overrun = TimeOverrun(limit: .milliseconds(100), answeredLate: duration)
        let played = PlayedGame(result: GameResult(winner: .o, reason: .timeout(overrun)), game: game, seed: 0)
        #expect(played.announcement == "slowbot (X) lost on time: answered \(text) past the 100ms limit. random (O) wins.")
        #expect(played.result.reason.summary == "timeout: answered \(text) past the 100ms limit")
    }

    @Test("Only the end of a game is announced")
    func onlyGameEndedIsAnnounced() {
        let played = PlayedGame(result: GameResult(winner: nil, reason: .boardFull), game: game, seed: 0)
        #expect(GameEvent.gameEnded(played).announcement == "Draw between slowbot (X) and random (O).")
        #expect(GameEvent.gameStarted(rules: .ticTacToe, xName: "a", oName: "b", seed: 1).announcement == nil)
        #expect(GameEvent.illegalMove(.x, text: "a1", message: "a1 is taken by O.").announcement == nil)
    }
}
