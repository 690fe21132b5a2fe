import GameCore
import Players
import REPL
import Testing

@Suite("The session under the gomoku rules")
struct WinRuleSessionTests {
    /// A session on captured output, running `lines` as a script would.
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, session: Session, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, session, ok)
    }

    @Test("A forbidden move is refused with its reason, the board marks it, and the game goes on")
    func forbiddenMoveIsRefused() async {
        let (output, session, ok) = await run([
            "new renju x=human o=human", "g7", "l1", "i9", "m1", "f8", "l2", "i8", "m2", "show", "set bail off", "h8", "g8",
        ])
        #expect(!ok)
        #expect(output.errors == ["test:12: h8 is forbidden for X: double three (f8-h8-i8 and g7-h8-i9)."])
        #expect(session.game.moveText == "g7 l1 i9 m1 f8 l2 i8 m2 g8")
        #expect(output.transcript.contains("\n 8  . . . . . X . × X . . . . . . 8\n"))
        #expect(output.lines.contains("human (X) to move."))
    }

    @Test("rules explains the rule; new refuses rules that make no sense")
    func rulesCommand() async {
        let (output, _, ok) = await run(["new caro", "rules", "new gomoku", "rules", "new renju k=6"])
        #expect(!ok)
        #expect(output.lines.contains(
            "caro (15x15, 5 in a row, not blocked at both ends). 5 or more in a row wins unless an opposing stone blocks each end of the line; the edge of the board is no block."))
        #expect(output.lines.contains("gomoku (15x15, 5 in a row)."))
        #expect(output.errors == ["test:5: Renju is played on 15x15 with k=5, not 15x15 k=6. Try 'rule=standard' or 'rule=caro' on other boards."])

        let (json, _, _) = await run(["new gomoku-standard", "rules", "new gomoku", "rules"], json: true)
        #expect(json.lines.contains(#"{"type":"rules","name":"gomoku-standard","columns":15,"rows":15,"k":5,"gravity":false,"rule":"standard"}"#))
        #expect(json.lines.contains(#"{"type":"rules","name":"gomoku","columns":15,"rows":15,"k":5,"gravity":false}"#))
    }

    @Test("Under standard rules six in a row is no win and the game goes on; exactly five wins")
    func standardOverline() async {
        let (output, session, ok) = await run([
            "new 9x9 rule=standard x=human o=human", "a5; a1; b5; b1; c5; c1; d5; d1; f5; g2",
            "e5", "expect ongoing", "expect tomove o", "e1", "expect winner o", "expect reason \"line a1 b1 c1 d1 e1\"",
        ])
        #expect(ok, "\(output.errors)")
        #expect(session.game.moveText == "a5 a1 b5 b1 c5 c1 d5 d1 f5 g2 e5 e1")
    }

    @Test("Completion offers the presets and rule=")
    func completion() async {
        let (_, session, _) = await run([])
        let candidates = Completion(session: session).candidates(line: "new ", word: "r")
        #expect(candidates.contains("renju") && candidates.contains("rule=caro"))
    }
}
