import Arena
import GameCore
import Players
import Testing

/// The native protocol's lines, without processes.
@Suite struct ExternalProtocolTests {
    @Test func moveRequestsCarryRulesMovesAndTime() throws {
        var game = Game(rules: try Rules(parsing: "7x6 k=4 gravity"))
        #expect(ExternalProtocol.moveRequest(for: game, time: .milliseconds(500))
            == "move board=7x6 k=4 gravity=yes side=x time=500ms moves=")
        for column in ["d", "d", "c"] { game = try game.playing(game.board.move(parsing: column)) }
        #expect(ExternalProtocol.moveRequest(for: game, time: .seconds(2))
            == "move board=7x6 k=4 gravity=yes side=o time=2000ms moves=d,d,c")
        var gomoku = Game(rules: .gomoku)
        gomoku = try gomoku.playing(gomoku.board.move(parsing: "h8"))
        #expect(ExternalProtocol.moveRequest(for: gomoku, time: .milliseconds(100))
            == "move board=15x15 k=5 gravity=no side=o time=100ms moves=h8")
    }

    @Test(arguments: [
        ("move b2", ExternalProtocol.Reply.move("b2")),
        ("  PLAY  d \r", .move("d")),
        ("name Greedy Bot 2", .name("Greedy Bot 2")),
        ("ready", .ready),
        ("ok", .ready),
        ("pong", .pong),
        ("info depth 3 score 12", .remark("info depth 3 score 12")),
        ("debug x", .remark("debug x")),
        ("# a comment", .remark("# a comment")),
        ("error out of memory", .error("out of memory")),
        ("move b2 c3", .unreadable("move b2 c3")),
        ("b2", .unreadable("b2")),
    ])
    func readsReplies(line: String, reply: ExternalProtocol.Reply) {
        #expect(ExternalProtocol.reply(parsing: line) == reply)
    }

    @Test func messagesShortenLongReplies() {
        let error = ExternalPlayerError.unreadableReply(line: String(repeating: "x", count: 100) + "\u{7}", move: 2, expected: "'move CELL'")
        #expect(error.description == "Unreadable reply on move 2: '\(String(repeating: "x", count: 60))…'. Expected 'move CELL'.")
        #expect(ExternalPlayerError.crashed(status: "killed by signal 11 (SIGSEGV)", move: 0, lastWords: nil).description
            == "Crashed during the handshake: killed by signal 11 (SIGSEGV).")
    }
}
