import BotProtocols
import GameCore
import Testing

/// The native protocol's lines, without processes.
@Suite struct NativeProtocolTests {
    @Test func moveRequestsCarryRulesMovesAndTime() throws {
        var game = Game(rules: try Rules(parsing: "7x6 k=4 gravity"))
        #expect(NativeProtocol.moveRequest(for: game, time: .milliseconds(500))
            == "move board=7x6 k=4 gravity=yes side=x time=500ms moves=")
        for column in ["d", "d", "c"] { game = try game.playing(game.board.move(parsing: column)) }
        #expect(NativeProtocol.moveRequest(for: game, time: .seconds(2))
            == "move board=7x6 k=4 gravity=yes side=o time=2000ms moves=d,d,c")
        var gomoku = Game(rules: .gomoku)
        gomoku = try gomoku.playing(gomoku.board.move(parsing: "h8"))
        #expect(NativeProtocol.moveRequest(for: gomoku, time: .milliseconds(100))
            == "move board=15x15 k=5 gravity=no side=o time=100ms moves=h8")
        // Under a game clock: what is left on it and the increment, before the moves.
        let clock = BotClock(base: .seconds(60), increment: .milliseconds(500), left: .milliseconds(41_250))
        #expect(NativeProtocol.moveRequest(for: gomoku, time: .seconds(5), clock: clock)
            == "move board=15x15 k=5 gravity=no side=o time=5000ms clock=41250ms increment=500ms moves=h8")
        // A rule other than freestyle is named; freestyle's requests read as they always have.
        #expect(NativeProtocol.moveRequest(for: Game(rules: .renju), time: .milliseconds(100))
            == "move board=15x15 k=5 gravity=no rule=renju side=x time=100ms moves=")
        #expect(NativeProtocol.moveRequest(for: Game(rules: try Rules(parsing: "9x9 k=4 rule=caro")), time: .milliseconds(100))
            == "move board=9x9 k=4 gravity=no rule=caro side=x time=100ms moves=")
    }

    @Test("The Gomocup's rule numbers: 0 freestyle, 1 standard, 4 renju, 8 caro")
    func gomocupRuleNumbers() throws {
        #expect(try ["gomoku", "gomoku-standard", "renju", "caro"].map { GomocupProtocol.rule(for: try Rules(parsing: $0)) } == [0, 1, 4, 8])
        #expect(GomocupProtocol.preparation(maximumMemory: 1, rules: .renju).last == "INFO rule 4")
    }

    @Test(arguments: [
        ("move b2", NativeProtocol.Reply.move("b2")),
        ("  PLAY  d \r", .move("d")),
        ("name Greedy Bot 2", .name("Greedy Bot 2")),
        ("ready", .ready),
        ("ok", .ready),
        ("pong", .pong),
        ("info depth 3 score 12", .remark("info depth 3 score 12")),
        ("debug x", .remark("debug x")),
        ("# a comment", .remark("# a comment")),
        ("error out of memory", .error("out of memory")),
        ("move a3 # best", .move("a3")),
        ("move b2 c3", .move("b2")),
        ("move", .unreadable("move")),
        ("b2", .unreadable("b2")),
    ])
    func readsReplies(line: String, reply: NativeProtocol.Reply) {
        #expect(NativeProtocol.reply(parsing: line) == reply)
    }

    @Test func messagesShortenLongReplies() {
        let error = BotFault.unreadableReply(line: String(repeating: "x", count: 100) + "\u{7}", move: 2, expected: "'move CELL'")
        #expect(error.description == "Unreadable reply on move 2: '\(String(repeating: "x", count: 80))…'. Expected 'move CELL'.")
        let bell = BotFault.unreadableReply(line: "\u{1B}[2Jhi\u{7}", move: 1, expected: "'move CELL'")
        #expect(bell.description == "Unreadable reply on move 1: '\\e[2Jhi\\u{7}'. Expected 'move CELL'.")
        #expect(BotFault.crashed(status: "killed by signal 11 (SIGSEGV)", move: 0, lastWords: nil).description
            == "Crashed during the handshake: killed by signal 11 (SIGSEGV).")
    }
}
