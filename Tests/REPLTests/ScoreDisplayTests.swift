import Foundation
import GameCore
import Players
import REPL
import Referee
import Testing

/// The scores computer players report, as the REPL shows them: in `show`'s status line, in
/// the JSON of each move, and in the endings of games adjudicated by a match's rules.
@Suite("The REPL shows the scores players report")
struct ScoreDisplayTests {
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, ok)
    }

    @Test("show says the computer's last move with its score: a mate, a draw as score 0; a person's move has none")
    func statusLine() async {
        let (output, ok) = await run([
            "new tictactoe x=human o=human", "a1", "b1", "c1", "c3", "x perfect", "play", "show",
            "o perfect", "x human", "undo", "show",
        ])
        #expect(ok, "\(output.errors)")
        // NB: a3 makes two threats (a2, b2): X wins with its 2nd move.
        #expect(output.lines.contains("perfect (X) played a3 (win in 2). human (O) to move."))
        #expect(output.lines.last == "human (X) to move.")

        let (draw, drawOK) = await run(["new tictactoe x=human o=perfect", "a1", "b1", "show"])
        #expect(drawOK, "\(draw.errors)")
        // NB: perfect answers a corner with the centre, and blocks c1.
        #expect(draw.lines.contains("perfect (O) played c1 (draw). human (X) to move."))

        let (random, _) = await run(["new tictactoe x=human o=random", "a1", "show"])
        #expect(random.lines.last == "human (X) to move.", "random reports no score")
    }

    @Test("at a terminal, a computer move with a score is announced: under the watched board, or before the board")
    func terminal() async {
        for watching in [true, false] {
            let output = CapturedOutput()
            let session = Session(output: output, registry: .builtIn)
            session.isInteractive = true
            let lines = ["set delay 0ms", "set watch \(watching ? "on" : "off")", "new tictactoe x=human o=perfect", "a1"]
            let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
            #expect(ok, "\(output.errors)")
            // NB: the centre is perfect's only answer to a corner that does not lose.
            let said = "perfect (O) played b2 (draw)."
            if watching {
                #expect(output.lines.contains { $0.contains("[O]") && $0.hasSuffix("\n" + said) }, "\(output.lines.joined(separator: "\n"))")
            } else {
                let index = output.lines.firstIndex(of: said)
                #expect(index.map { output.lines[($0 + 1)...].contains { $0.contains("[O]") } } == true, "\(output.lines.joined(separator: "\n"))")
            }
        }
    }

    @Test("a move's JSON carries the score or mate its player reported, and nothing when none")
    func json() async {
        let (output, ok) = await run(["new tictactoe x=human o=human", "a1", "b1", "c1", "c3", "x perfect", "play"], json: true)
        #expect(ok, "\(output.errors)")
        #expect(output.lines.contains(#"{"type":"move","ply":5,"side":"X","player":"perfect","move":"a3","mate":2}"#))
        #expect(output.lines.contains(#"{"type":"move","ply":1,"side":"X","player":"human","move":"a1"}"#))
        let (heuristic, _) = await run(["new tictactoe x=human o=heuristic", "a1", "b1"], json: true)
        #expect(heuristic.lines.contains(#"{"type":"move","ply":4,"side":"O","player":"heuristic","move":"c1","score":0}"#))
    }

    @Test("match --max-moves ends every game as a draw at N moves; --resign ends a bot's games at its 2nd move of -600 or worse")
    func matchAdjudication() async throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-scores-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let (output, ok) = await run(["new gomoku", "match 2 random random:seed=2 --max-moves 7 --journal \(journal)"])
        #expect(ok, "\(output.errors)")
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n").filter { $0.contains("\"reason\"") }
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.contains("\"reason\":\"adjudicated: a draw at 7 moves (move limit)\""), "\(line)")
        }

        // A native bot that reports -700 with every move against one that reports 0, on a
        // lattice of cells where no line is made: it resigns at its 2nd move, as X (ply 3)
        // and as O (ply 4).
        let bot = TTTRoot.path + "/Players/bots/scores/native-scores.py"
        let resignJournal = journal + ".resign"
        defer { try? FileManager.default.removeItem(atPath: resignJournal) }
        let registry = PlayerRegistry.standard
        let session = Session(output: CapturedOutput(), registry: registry)
        let resigned = await ScriptRunner(session: session).run(ListLineReader([
            "new 9x9 k=5",
            #"match 2 cmd:"SCORES=-700 \#(bot)" cmd:"SCORES=0 \#(bot)" --resign movecount=2,score=600 --journal \#(resignJournal)"#,
        ]), source: "test")
        await session.close()
        #expect(resigned)
        let games = try String(contentsOfFile: resignJournal, encoding: .utf8).split(separator: "\n").filter { $0.contains("\"reason\"") }
        #expect(games.count == 2)
        // NB: games finish in either order; each is known by its moves.
        #expect(games.contains { $0.contains(#""moves":"a1 c1 e1","result":"0-1","winner":"O","reason":"adjudicated: X resigns, its score -600 or worse for 2 moves (score)""#) }, "\(games)")
        #expect(games.contains { $0.contains(#""moves":"a1 c1 e1 g1","result":"1-0","winner":"X","reason":"adjudicated: O resigns, its score -600 or worse for 2 moves (score)""#) }, "\(games)")
    }
}
