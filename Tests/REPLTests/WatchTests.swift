import Foundation
import GameCore
import Players
import REPL
import Testing

/// Watching the computer play at a terminal: the board drawn move by move, each over the
/// last, and a bot's remarks under it with `set verbose on`; in a pipe nothing changes.
@Suite("Watching a game")
struct WatchTests {
    static let up = "\u{1B}["

    func run(_ lines: [String], interactive: Bool) async -> (output: CapturedOutput, session: Session) {
        let output = CapturedOutput()
        let session = Session(output: output, registry: .standard)
        session.isInteractive = interactive
        _ = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, session)
    }

    @Test("At a terminal, 'play' draws every move, each board over the last; the final board once")
    func watched() async {
        let (output, session) = await run(["new x=heuristic o=heuristic", "play"], interactive: true)
        let moves = session.game.moves.count
        // NB: 'new' draws the empty board; then one board a move.
        let frames = output.lines.filter { $0.contains(" a b c") }
        #expect(moves >= 5)
        #expect(frames.count == moves + 1, "\(output.lines)")
        // NB: every frame after the first move's goes back over the one before and clears below it.
        #expect(frames.dropFirst(2).allSatisfy { $0.hasPrefix(Self.up) && $0.contains("F\u{1B}[J") }, "\(frames)")
        #expect(!frames[0].hasPrefix(Self.up) && !frames[1].hasPrefix(Self.up))
        #expect(output.lines.contains { $0.hasPrefix("heuristic (X)") || $0.hasPrefix("Draw between") })
    }

    @Test("'set watch off' at a terminal, and any pipe, draw the final board only, with no escape sequence")
    func notWatched() async {
        for (lines, interactive) in [(["set watch off", "new x=heuristic o=heuristic", "play"], true), (["new x=heuristic o=heuristic", "play"], false)] {
            let (output, _) = await run(lines, interactive: interactive)
            #expect(!output.lines.contains { $0.contains("\u{1B}[") }, "\(output.lines)")
            // NB: at a terminal 'new' draws the empty board too.
            #expect(output.lines.filter { $0.contains(" a b c") }.count == (interactive ? 2 : 1), "\(output.lines)")
        }
    }

    @Test("'set verbose on' shows a bot's remarks under the board, written out, and every one stays on the screen")
    func verbose() async {
        let recorder = "gomocup:\(TTTRoot.path)/Players/bots/gomocup/pbrain-recorder.py"
        let (output, session) = await run(["set verbose on", "new 7x7 k=4 x=\(recorder) o=heuristic", "play"], interactive: true)
        let remarks = output.lines.filter { $0.hasPrefix("  pbrain-recorder: ") }
        #expect(remarks.contains { $0.hasPrefix("  pbrain-recorder: MESSAGE ") }, "\(output.lines)")
        #expect(remarks.contains { $0.hasPrefix("  pbrain-recorder: DEBUG timeout_turn=") })
        // NB: the recorder speaks before each of its moves; none of it is drawn over.
        let screen = Self.screen(output.lines)
        #expect(remarks.count >= 2 * (session.game.moves.count / 2))
        #expect(screen.filter { $0.hasPrefix("  pbrain-recorder: ") } == remarks, "\(screen)")
        // NB: the boards the bot did not speak under are still drawn over.
        #expect(output.lines.contains { $0.hasPrefix(Self.up) }, "\(output.lines)")
    }

    /// What a terminal shows after `lines` are written, each ended by a line feed, with the
    /// cursor moves of watching (`ESC [ n F`: up n lines; `ESC [ J`: clear below) applied.
    static func screen(_ lines: [String]) -> [String] {
        var screen: [String] = []
        var row = 0
        var characters = Array(lines.map { $0 + "\n" }.joined())[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                _ = characters.popFirst()  // '['
                var digits = ""
                while let next = characters.first, next.isNumber { digits.append(characters.removeFirst()) }
                switch characters.popFirst() {
                case "F": row = max(0, row - (Int(digits) ?? 1))
                case "J": screen.removeSubrange(min(row, screen.count)...)
                default: break
                }
            case "\n":
                row += 1
            default:
                while screen.count <= row { screen.append("") }
                screen[row].append(character)
            }
        }
        return screen
    }

    @Test("set delay takes a duration or 'off', and refuses what is not one")
    func delay() async {
        let (output, session) = await run(["set delay 250ms"], interactive: false)
        #expect(session.settings.delay == .milliseconds(250))
        #expect(output.errors.isEmpty)
        let (refused, _) = await run(["set delay soon"], interactive: false)
        #expect(refused.errors == ["test:1: Expected a duration from 0 to 60s such as '300ms' for the delay, not 'soon'."])
    }
}

/// The package's root, for the example bots.
enum TTTRoot {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
