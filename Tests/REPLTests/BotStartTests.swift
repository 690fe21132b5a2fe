import GameCore
import Players
import REPL
import Testing

/// A bot seated in the REPL or a script starts, and shakes hands, before its first move's
/// time runs, as in `match`: a bot slow to start does not lose on time for it.
@Suite("Starting a seated bot")
struct BotStartTests {
    // NB: a start of 1.5 s against a limit of 1 s: far apart enough that a loaded machine
    // neither hides the fault nor makes the fixed referee's moves late.
    static let slowStart = #"cmd:"SLOW_START_SECONDS=1.5 \#(TTTRoot.path)/Players/bots/faults/slow-start.sh""#

    func run(_ lines: [String]) async -> (output: CapturedOutput, session: Session) {
        let output = CapturedOutput()
        let session = Session(output: output, registry: .standard)
        _ = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        await session.close()
        return (output, session)
    }

    @Test("'play' with a bot that takes 1.5 s to start, under 'set time 1s', plays the game out")
    func playWaitsForTheStart() async {
        let (output, session) = await run(["set time 1s", "new x=\(Self.slowStart) o=random", "play"])
        #expect(session.result == nil, "\(output.lines)")
        #expect(session.game.board.isOver)
        #expect(session.game.moves.first == Move(column: 0, row: 0))
        #expect(!output.lines.contains { $0.contains("lost on time") }, "\(output.lines)")
    }

    @Test("A person's move answered by a bot that takes 1.5 s to start, under 'set time 1s', is answered")
    func humanGameWaitsForTheStart() async {
        let (output, session) = await run(["set time 1s", "new x=human o=\(Self.slowStart)", "b2"])
        #expect(session.result == nil, "\(output.lines)")
        #expect(session.game.moves.map(\.cellName) == ["b2", "a1"], "\(output.lines)")
        #expect(output.errors.isEmpty, "\(output.errors)")
    }
}
