import GameCore
import GameRecords
import Players
import REPL
import Referee
import TestSupport
import Testing

@Suite("No input crashes the interpreter", .cpuHeavy)
struct FuzzTests {
    /// Words a line is made of: commands, moves, specs, numbers and junk.
    static let vocabulary = [
        "new", "x", "o", "move", "play", "undo", "redo", "show", "rules", "score", "reset", "set", "seed", "time",
        "color", "bail", "on", "off", "echo", "help", "expect", "winner", "draw", "board", "moves", "tomove", "reason",
        "players", "match", "perft", "quit!", "players", "replay", "next", "prev",
        "tictactoe", "4x4", "gomoku", "connect4", "5x5", "k=4", "k=0", "k=99", "gravity", "0x0", "27x3", "x=random", "o=random",
        "random", "random:seed=7", "random:seed=x", "heuristic", "human", "heurstic", "cmd:", "\"", "\"a b\"", ";", "#",
        "a1", "b2", "c3", "z9", "5", "0", "d", "h8", "A1", "1", "2", "-1", "99999999999999999999", "500ms", "x", "o",
        "X O . / . X . / . . X", "é", "\u{0}", "\t", "", "🙂",
    ]

    @Test("100,000 seeded random lines give messages, never a crash")
    func randomLines() async {
        let output = CapturedOutput()
        // NB: only fast players, so that a random 'play' or 'match' stays quick.
        let registry = PlayerRegistry(entries: PlayerRegistry.builtIn.entries.filter { ["random", "human"].contains($0.name) })
        var session = Session(output: output, registry: registry)
        var generator = SplitMix64(seed: 2026)
        var failures = 0
        for _ in 0..<100_000 {
            var words: [String] = []
            for _ in 0..<generator.next(below: 6) {
                var word = Self.vocabulary[generator.next(below: Self.vocabulary.count)]
                if generator.next(below: 8) == 0 {
                    word += String(UnicodeScalar(UInt8(33 + generator.next(below: 90))))
                }
                words.append(word)
            }
            let line = words.joined(separator: generator.next(below: 5) == 0 ? "" : " ")
            do {
                try await session.run(line: line)
            } catch {
                failures += 1
                if error.message.isEmpty { Issue.record("No message for '\(line)' (seed 2026)") }
            }
            // NB: 'q' is short for quit; carry on in a fresh session.
            if session.wantsToQuit { session = Session(output: output, registry: registry) }
        }
        #expect(failures > 10_000, "most random lines are mistakes, and each got a message")
    }

    @Test("a fuzzed record file gives an error with a line number, never a crash")
    func fuzzedRecords() {
        let valid = """
        [Event "ttt game"]
        [Rules "connect4"]
        [X "heuristic"]
        [O "random"]
        [Result "1-0"]

        1. d c 2. d c 3. d c 4. d 1-0
        """
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("[]\"\\ .0123456789abcdxyzRulesEvent\n\t-/*")
        var errors = 0
        for _ in 0..<10_000 {
            var characters = Array(valid)
            for _ in 0..<(1 + generator.next(below: 4)) {
                let index = generator.next(below: characters.count)
                switch generator.next(below: 3) {
                case 0: characters[index] = alphabet[generator.next(below: alphabet.count)]
                case 1: characters.remove(at: index)
                default: characters.insert(alphabet[generator.next(below: alphabet.count)], at: index)
                }
            }
            do {
                _ = try GameRecord.parseAll(String(characters))
            } catch {
                errors += 1
                #expect(error.line >= 1 && !error.message.isEmpty)
            }
        }
        #expect(errors > 1_000)
    }
}
