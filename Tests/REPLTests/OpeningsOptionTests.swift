import Foundation
import GameCore
import Players
import REPL
import Testing
import TextAndFiles

/// `--openings`, `--openings-order`, `--openings-transform` and `--openings-plies` on the
/// REPL's `match` and `tournament` (and, through the same request, on `ttt match` and
/// `ttt tournament`).
@Suite struct OpeningsOptionTests {
    func run(_ lines: [String], json: Bool = false) async -> (output: CapturedOutput, ok: Bool) {
        let output = CapturedOutput(json: json)
        let session = Session(output: output, registry: .builtIn)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        return (output, ok)
    }

    /// A file holding `text`, removed at the end of `body`.
    func withFile<T>(_ name: String, _ text: String, _ body: (String) async throws -> T) async throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-openings-\(UUID().uuidString)-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try await body(path)
    }

    @Test("A wrong line of an openings file is refused with FILE:LINE and the reason before any game starts")
    func wrongLines() async throws {
        let cases: [(String, String)] = [
            ("h8\nh8 h8\n", "2: Move 2 'h8': h8 is taken by X."),
            ("h8\n\nh8i9p16\n", "3: Move 3 'p16' is off the 15x15 board (pos lines count rows from 1 at the top)."),
            ("hello\n", "1: The line 'hello' is none of the openings formats: moves in ttt's notation as 'b2 a1' (rows from the bottom), cells run together in the pos notation as 'b2a1' (rows from the top), or the Gomocup's stones from the centre as '0,0, 1,0'."),
            ("h8\nh8h9i8i9j8j9k8k9l8\n", "2: The opening 'h8 h7 i8 i7 j8 j7 k8 k7 l8' already ends the game."),
        ]
        for (text, message) in cases {
            try await withFile("openings.txt", text) { path in
                let (output, ok) = await run(["match 2 random heuristic --rules gomoku --openings \(path) --openings-transform"], json: true)
                #expect(!ok)
                #expect(output.errors == ["test:1: \(path):\(message)"], "\(text)")
                #expect(!output.lines.contains { $0.contains("tournament_started") }, "no game starts")
            }
        }
    }

    @Test("Mistakes in the openings options get clear messages")
    func optionMistakes() async throws {
        let cases: [(String, String)] = [
            ("--openings-transform", "--openings-transform applies to the openings of a file: give --openings FILE with it."),
            ("--openings-order random", "--openings-order applies to the openings of a file: give --openings FILE with it."),
            ("--openings-plies 4 --random-plies 2", "--openings-plies applies to the openings of a file: give --openings FILE with it."),
            ("--openings-ordre random", "Unknown option '--openings-ordre'. Did you mean '--openings-order'?"),
        ]
        for (options, message) in cases {
            let (output, ok) = await run(["tournament random heuristic --games 2 \(options)"])
            #expect(!ok)
            #expect(output.errors == ["test:1: \(message)"], "\(options)")
        }
        try await withFile("openings.txt", "b2\n") { path in
            let (order, _) = await run(["tournament random heuristic --openings \(path) --openings-order shuffled"])
            #expect(order.errors == ["test:1: Expected 'sequential' or 'random' after '--openings-order', not 'shuffled'."])
            let (plies, _) = await run(["tournament random heuristic --openings \(path) --openings-plies 0"])
            #expect(plies.errors == ["test:1: --openings-plies must be 1 or more, not 0."])
        }
    }

    @Test("match --openings-transform plays opening i = k mod N in symmetry (i + k / N) mod S, both colours, and the journal says so")
    func transformedMatch() async throws {
        try await withFile("openings.txt", "a1 b3\nb2\n") { path in
            let (output, ok) = await run(["match 10 random heuristic --seed 4 --openings \(path) --openings-transform --concurrency 2"], json: true)
            #expect(ok, "\(output.errors)")
            let started = try #require(output.lines.first { $0.hasPrefix("{\"type\":\"tournament_started\"") })
            #expect(started.contains("\"openings\":{\"list\":[\"a1 b3\",\"b2\"]},\"openings_order\":null,\"openings_transform\":\"each opening\""), "\(started)")
            let games = try output.lines.filter { $0.hasPrefix("{\"type\":\"game\"") }.map { try JSONValue(parsing: $0) }
            // Pairs: a1 b3 as it is, b2 mirrored (itself), a1 b3 mirrored (c1 b3), b2 flipped, a1 b3 flipped (a3 b1).
            #expect(games.map { $0["opening"]?.stringValue ?? "?" }
                == ["a1 b3", "a1 b3", "b2", "b2", "c1 b3", "c1 b3", "b2", "b2", "a3 b1", "a3 b1"])
        }
    }

    @Test("--openings-order random plays every opening once a pass, the same order for the same seed")
    func randomOrderMatch() async throws {
        try await withFile("openings.txt", "a1\nb1\nc1\na2\nb2\nc2\n") { path in
            func openings(seed: Int, order: String) async throws -> [String] {
                let (output, ok) = await run(["match 12 random heuristic --seed \(seed) --openings \(path) --openings-order \(order)"], json: true)
                #expect(ok, "\(output.errors)")
                return try output.lines.filter { $0.hasPrefix("{\"type\":\"game\"") }
                    .map { try JSONValue(parsing: $0)["opening"]?.stringValue ?? "?" }
                    .enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            }
            let shuffled = try await openings(seed: 3, order: "random")
            #expect(shuffled.sorted() == ["a1", "a2", "b1", "b2", "c1", "c2"])
            #expect(shuffled != ["a1", "b1", "c1", "a2", "b2", "c2"])
            #expect(try await openings(seed: 3, order: "random") == shuffled)
            #expect(try await openings(seed: 3, order: "sequential") == ["a1", "b1", "c1", "a2", "b2", "c2"])
        }
    }

    @Test("--openings FILE.sgf reads each game's first N moves with --openings-plies; the file's line on a mistake")
    func sgfOpenings() async throws {
        // NB: a finished game of 5 moves on 3x3 (X a1 b1 c1 wins): whole, it is no opening.
        let sgf = "(;GM[4]SZ[3]TK[3];B[ac];W[aa];B[bc];W[ba];B[cc])\n"
        try await withFile("games.sgf", sgf) { path in
            let (output, ok) = await run(["match 2 random heuristic --openings \(path) --openings-plies 2"], json: true)
            #expect(ok, "\(output.errors)")
            let games = try output.lines.filter { $0.hasPrefix("{\"type\":\"game\"") }.map { try JSONValue(parsing: $0) }
            #expect(games.map { $0["opening"]?.stringValue ?? "?" } == ["a1 a3", "a1 a3"])
            let (refused, _) = await run(["match 2 random heuristic --openings \(path)"])
            #expect(refused.errors == ["test:1: \(path):1: Game 1's 5 moves already end the game: X won (a1 b1 c1); give --openings-plies N to start from its first N moves."])
        }
    }
}
