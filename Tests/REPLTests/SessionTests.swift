import Foundation
import GameCore
import Players
import REPL
import Testing

@Suite("The session's commands")
struct SessionTests {
    /// A session on captured output, running `lines` as a script would.
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, session: Session, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, session, ok)
    }

    @Test("moves in every notation, and messages for bad ones")
    func moves() async {
        let (output, session, ok) = await run(["new; x human; o human", "5", "A1", "c3", "b2", "z9"])
        #expect(!ok)
        #expect(session.game.moveText == "b2 a1 c3")
        #expect(output.errors == ["test:5: b2 is taken by X."])

        let (output2, _, _) = await run(["new; x human; o human", "z9"])
        #expect(output2.errors == ["test:2: Cell 'z9' is off the 3x3 board."])
    }

    @Test("'new x=PATH' and 'x cmd:...' show the bot by its short name, as 'x PATH' does")
    func seatedShortNames() async {
        let greedy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Players/bots/greedy.py").path
        let output = CapturedOutput(json: true)
        let session = Session(output: output, registry: .standard)
        let ok = await ScriptRunner(session: session).run(
            ListLineReader(["new x=\(greedy) o=cmd:\"python3 bots/first.py\""]), source: "test")
        #expect(ok, "\(output.errors)")
        #expect(session.game.xName == "greedy")
        #expect(session.game.oName == "first")
        #expect(output.lines.contains { $0.contains(#""x":"greedy","o":"first""#) }, "\(output.lines)")
        await session.close()
    }

    @Test("gravity games take columns by letter or number")
    func gravityColumns() async {
        let (output, session, ok) = await run(["new connect4 x=human o=human", "d", "4", "D", "expect board \". . . . . . . / . . . . . . . / . . . . . . . / . . . X . . . / . . . O . . . / . . . X . . .\""])
        #expect(ok, "\(output.errors)")
        #expect(session.game.moveText == "d d d")
    }

    @Test("undo and redo")
    func undoRedo() async {
        let (output, session, ok) = await run(["new; x human; o human", "b2", "a1", "undo", "expect moves 1", "redo", "expect moves \"b2 a1\"", "undo", "undo", "undo"])
        #expect(!ok)
        #expect(session.game.moves.isEmpty)
        #expect(output.errors == ["test:10: There is no move to take back."])
    }

    @Test("redo against the computer puts back its reply too, as undo took it, and the next move is accepted")
    func redoMirrorsUndo() async {
        let (output, session, ok) = await run([
            "new; x human; o perfect", "b2", "expect moves 2", "undo", "expect moves 0",
            "redo", "expect moves 2", "expect tomove x", "a3", "expect moves 4",
        ])
        #expect(ok, "\(output.errors)")
        #expect(session.game.moves.count == 4)
    }

    @Test("expectations report what was expected and what happened")
    func expectations() async {
        let (output, _, ok) = await run([
            "new; x human; o human", "a1; b1; a2; b2; a3",
            "expect winner x", "expect over", "expect reason line", "expect score human wins 1",
            "expect draw",
        ])
        #expect(!ok)
        #expect(output.errors == ["test:7: Expected a draw, but human (X) won by line a1 a2 a3."])
    }

    @Test("set bail off keeps going and still fails")
    func bailOff() async {
        let (output, _, ok) = await run(["set bail off", "frobnicate", "echo still here", "set colour purple"])
        #expect(!ok)
        #expect(output.lines.contains("still here"))
        #expect(output.errors == [
            "test:2: Unknown command 'frobnicate'. Type 'help' for the commands.",
            "test:4: Expected 'on' or 'off' after 'set colour', not 'purple'.",
        ])
    }

    @Test("set margin takes a duration or off, and names a bad one")
    func margin() async {
        let (output, session, ok) = await run(["set bail off", "set margin 50ms", "set margin soon", "set margn 1s"])
        #expect(!ok)
        #expect(session.settings.timeMargin == .milliseconds(50))
        #expect(output.errors == [
            "test:3: Expected a duration such as '50ms' for the margin, not 'soon'.",
            "test:4: Unknown setting 'margn'. Did you mean 'margin'?",
        ])
        let (_, cleared, _) = await run(["set margin 50ms", "set margin off"])
        #expect(cleared.settings.timeMargin == .zero)
    }

    @Test("a time limit under 1ms is refused, as 0ms is; perft deeper than the board is refused")
    func limitsUnderAMillisecond() async {
        let (output, session, ok) = await run([
            "set bail off", "set time 0.5ms", "set time 0ms", "hint 250us", "x perfect:time=0.2ms", "perft 10", "set time 1ms",
        ])
        #expect(!ok)
        #expect(output.errors == [
            "test:2: '0.5ms' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds.",
            "test:3: Expected a duration such as '500ms' or '2s', not '0ms'.",
            "test:4: '250us' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds.",
            "test:5: Option 'time' must be at least 1ms, not '0.2ms'.",
            "test:6: perft 10 is deeper than any game of tictactoe (3x3, 3 in a row): at most 9 moves.",
        ])
        #expect(session.settings.moveTime == .milliseconds(1))
    }

    @Test("unknown players and rules get suggestions")
    func suggestions() async {
        let (output, _, _) = await run(["set bail off", "x heurstic", "new gomoko", "new 30x30", "new 3x3 k=4"])
        #expect(output.errors == [
            "test:2: Unknown player 'heurstic'. Did you mean 'heuristic'?",
            "test:3: Unknown rules 'gomoko'. Did you mean 'gomoku'?",
            "test:4: A board can be at most 26x26 (columns are named a to z), not 30x30.",
            "test:5: k=4 cannot fit on a 3x3 board: no line is that long.",
        ])
    }

    @Test("help lists every command and explains one")
    func help() async {
        let (output, _, ok) = await run(["help", "help expect", "help nosuch"])
        #expect(!ok)
        for command in Session.commands {
            #expect(output.transcript.contains(command.usage), "help lacks \(command.name)")
        }
        #expect(output.transcript.contains("expect board \"X O . / . X . / . . X\""))
        #expect(output.errors == ["test:3: No command 'nosuch'."])
    }

    @Test("JSON mode writes only JSON objects")
    func json() async {
        let (output, _, ok) = await run(["new; x human; o human", "a1; b1; a2; b2; a3", "perft 0"], json: true)
        #expect(ok)
        #expect(output.lines.allSatisfy { $0.hasPrefix("{\"type\":") && $0.hasSuffix("}") })
        #expect(output.lines.last == "{\"type\":\"perft\",\"depth\":0,\"count\":1}")
        #expect(output.lines.contains { $0.hasPrefix("{\"type\":\"game_ended\",\"result\":\"1-0\",\"winner\":\"X\"") })
    }

    @Test("save and load round-trip a game, as a text record and as SGF", arguments: ["txt", "sgf"])
    func saveLoad(kind: String) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-session-\(UUID().uuidString).\(kind)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (output, session, ok) = await run(["new 5x5 k=4; x human; o human", "a1; b1; c3; e5", "save \(path)", "new", "load \(path)", "expect moves \"a1 b1 c3 e5\""])
        #expect(ok, "\(output.errors)")
        #expect(session.game.rules == (try Rules(parsing: "5x5 k=4")))
    }
}

@Suite("Splitting lines into commands")
struct TokenizerTests {
    @Test("';' separates commands, '#' ends the line, quotes group words")
    func splitting() throws {
        #expect(Tokenizer.commands("new; play # a comment; not a command") == ["new", " play "])
        #expect(Tokenizer.commands("echo \"a;b # c\"; show") == ["echo \"a;b # c\"", " show"])
        #expect(try Tokenizer.words("expect board \"X O . / . X .\"  # why") == ["expect", "board", "X O . / . X ."])
        #expect(throws: CommandError("Unclosed quote in 'echo \"oops'.")) { try Tokenizer.words("echo \"oops") }
    }
}

@Suite("docs/SCRIPTING.md")
struct ReferenceDocTests {
    @Test("the command reference in the docs is the one help is made from")
    func referenceMatchesHelp() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/SCRIPTING.md"), encoding: .utf8)
        let begin = try #require(doc.range(of: "<!-- commands:begin -->\n"))
        let end = try #require(doc.range(of: "<!-- commands:end -->"))
        #expect(String(doc[begin.upperBound..<end.lowerBound]) == Session.commandReference,
                "regenerate with: ttt -c \"help --markdown\"")
        for command in Session.commands {
            #expect(Session.examples[command.name]?.isEmpty == false, "'\(command.name)' has no example")
        }
    }
}
