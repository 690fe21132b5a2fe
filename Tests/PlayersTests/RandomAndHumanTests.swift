import GameCore
import Players
import Referee
import Synchronization
import Testing

/// Lines typed by a pretend person, and the prompts they were shown.
final class ScriptedLines: LineSource {
    private let state: Mutex<(lines: [String], prompts: [String])>

    init(_ lines: [String]) { state = Mutex((lines, [])) }

    func nextLine(prompt: String) async -> String? {
        state.withLock { state in
            state.prompts.append(prompt)
            return state.lines.isEmpty ? nil : state.lines.removeFirst()
        }
    }

    var prompts: [String] { state.withLock { $0.prompts } }
}

/// The messages a player wrote.
final class MessageLog: Sendable {
    private let messages = Mutex<[String]>([])
    func append(_ message: String) { messages.withLock { $0.append(message) } }
    var all: [String] { messages.withLock { $0 } }
}

@Suite struct HumanPlayerTests {
    @Test("A bad move gets the reason and a re-ask; the good move is returned")
    func reasksAfterBadInput() async throws {
        let lines = ScriptedLines(["zz", "b9", "a1", "", "b2"])
        let log = MessageLog()
        let player = try PlayerRegistry.builtIn.makePlayer(
            "human", context: PlayerContext(lines: lines, messages: { log.append($0) }))
        let game = try Game(rules: .ticTacToe, moves: [Move(column: 0, row: 0)])
        let move = try await player.move(in: GameState(game: game, seed: 0), budget: .unlimited)
        #expect(move == Move(column: 1, row: 1))
        #expect(log.all == [
            "Cannot read 'zz' as a move. Expected a cell such as 'b2' (columns a-c, rows 1-3) or a digit 1-9 as on a numeric keypad.",
            "Cell 'b9' is off the 3x3 board.",
            "a1 is taken by X.",
            "Type a move: a cell such as 'b2' (columns a-c, rows 1-3) or a digit 1-9 as on a numeric keypad.",
        ])
        #expect(lines.prompts.count == 5)
        #expect(lines.prompts[0] == "O to move (b2): ")
    }

    @Test("In gravity games a column is a move, and a full column is refused")
    func gravityColumns() async throws {
        // Column a is full: six stones, X and O in turn.
        let game = try Game(rules: .connectFour, moves: (0..<6).map { Move(column: 0, row: $0) })
        let log = MessageLog()
        let player = HumanPlayer(lines: ScriptedLines(["a", "4"]), messages: { log.append($0) })
        let move = try await player.move(in: GameState(game: game, seed: 0), budget: .unlimited)
        #expect(move == Move(column: 3, row: 0))
        #expect(log.all == ["Column 'a' is full."])
    }

    @Test("The end of input is an error, not a hang")
    func endOfInput() async throws {
        let player = HumanPlayer(lines: ScriptedLines(["q9"]))
        await #expect(throws: PlayerError("No more input.")) {
            try await player.move(in: GameState(game: Game(rules: .ticTacToe), seed: 0), budget: .unlimited)
        }
    }
}

@Suite struct RandomPlayerTests {
    func game(seed: UInt64, gameSeed: UInt64) async throws -> [Move] {
        let x = try PlayerRegistry.builtIn.makePlayer("random:seed=\(seed)")
        let o = try PlayerRegistry.builtIn.makePlayer("random", context: PlayerContext(seed: seed &+ 1))
        var game = Game(rules: .gomoku)
        while !game.board.isOver && game.moves.count < 40 {
            let player = game.board.sideToMove == .x ? x : o
            game = try game.playing(try await player.move(in: GameState(game: game, seed: gameSeed), budget: .unlimited))
        }
        return game.moves
    }

    @Test("The same seeds give the same moves; other seeds, other moves")
    func seeded() async throws {
        let first = try await game(seed: 7, gameSeed: 1)
        #expect(try await game(seed: 7, gameSeed: 1) == first)
        #expect(try await game(seed: 8, gameSeed: 1) != first)
        #expect(try await game(seed: 7, gameSeed: 2) != first)
    }

    @Test("Every legal move is about equally likely")
    func uniform() {
        var generator = SplitMix64(seed: 99)
        let board = try! Board(rules: .ticTacToe, diagram: "X . . / . O . / . . .")
        var counts: [Move: Int] = [:]
        for _ in 0..<7_000 { counts[RandomPlayer.choose(on: board, using: &generator), default: 0] += 1 }
        #expect(Set(counts.keys) == Set(board.legalMoves))
        // NB: 1,000 expected each; 850...1150 is over 4.5 standard deviations either side.
        #expect(counts.values.allSatisfy { (850...1150).contains($0) }, "\(counts)")
    }
}

@Suite struct BuiltInRegistryTests {
    @Test("Lists the built-in players with summaries")
    func lists() {
        let entries = PlayerRegistry.builtIn.entries
        #expect(entries.map(\.name) == ["random", "heuristic", "perfect", "search", "search-v1", "search-v2", "human"])
        #expect(entries.allSatisfy { !$0.summary.isEmpty })
        // NB: every option the searching players read is listed, by name.
        for name in ["perfect", "search", "search-v1", "search-v2"] {
            let listed = entries.first { $0.name == name }?.options.map { $0.prefix { $0 != "=" } }
            let beyond: [Substring] = switch name {
            case "search-v1": []
            case "search-v2": ["weights"]
            default: ["patterns", "weights"]
            }
            #expect(listed == ["time", "tt", "vct", "nodes", "depth", "clock"] + beyond, "\(name)")
        }
    }

    @Test("Mistakes get messages a person can act on", arguments: [
        ("heurstic", "Unknown player 'heurstic'. Did you mean 'heuristic'?"),
        ("random:sed=3", "Unknown option 'sed' for 'random'. Did you mean 'seed'? Options: seed."),
        ("random:seed=x", "Option 'seed' needs a whole number, as in 'seed=42', not 'x'."),
        ("perfect:time=fast", "Option 'time' needs a positive duration such as '500ms' or '2s', not 'fast'."),
        ("perfect:time=1.5", "Option 'time' in 'perfect:time=1.5': '1.5' has no unit: write '1.5s' for seconds or '1.5ms' for milliseconds, as in '500ms' or '2s'."),
        ("perfect:tt=0", "Option 'tt' needs a size from 1kb to 16gb such as '64mb', not '0'."),
        ("human", "Player 'human' needs someone to type moves: run it from the REPL or a script."),
    ])
    func mistakes(spec: String, message: String) {
        #expect(throws: PlayerError(message)) { try PlayerRegistry.builtIn.makePlayer(spec) }
    }

    @Test("Options are read")
    func options() throws {
        let perfect = try #require(try PlayerRegistry.builtIn.makePlayer("perfect:time=250ms,tt=1mb") as? PerfectPlayer)
        #expect(perfect.timeLimit == .milliseconds(250))
        #expect(perfect.tableBytes == 1 << 20)
        let slow = try #require(try PlayerRegistry.builtIn.makePlayer("perfect:time=1.5s") as? PerfectPlayer)
        #expect(slow.timeLimit == .milliseconds(1500))
        let random = try #require(try PlayerRegistry.builtIn.makePlayer("random:seed=12") as? RandomPlayer)
        #expect(random.seed == 12)
    }
}
