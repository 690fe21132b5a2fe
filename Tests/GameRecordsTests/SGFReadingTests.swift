import GameCore
import GameRecords
import Testing

@Suite("Reading SGF")
struct SGFReadingTests {
    static func moves(_ names: [String], rules: Rules) throws -> [Move] {
        var board = Board(rules: rules)
        return try names.map { name in
            let move = try board.move(parsing: name)
            board = try board.playing(move)
            return move
        }
    }

    @Test("What ttt writes reads back: rules, moves, players, seed, result and reason")
    func roundTrip() throws {
        let wide = try Rules(columns: 9, rows: 7, k: 4)
        for (rules, names, winner, reason) in [
            (Rules.gomoku, ["h8", "i9", "g7", "j10", "f6"], Mark?.some(.o), "timeout by 12ms"),
            (wide, ["a1", "i7", "e4"], Mark?.none, "board full"),
            (Rules.ticTacToe, ["a1", "b1", "a2", "b2", "a3"], Mark?.some(.x), "line a1 a2 a3"),
        ] {
            let moves = try Self.moves(names, rules: rules)
            let text = try SGFRecord.text(rules: rules, moves: moves, x: "heuristic", o: "my]bot\\", winner: winner, reason: reason, seed: 7, event: "cup")
            let records = try GameRecord.parseAll(text + text)
            #expect(records.count == 2)
            let record = try #require(records.first)
            #expect(record.rules == rules)
            #expect(record.moves == moves)
            #expect(record.tag("X") == "heuristic")
            #expect(record.tag("O") == "my]bot\\")
            #expect(record.tag("Seed") == "7")
            #expect(record.tag("Event") == "cup")
            #expect(record.tag("Result") == (winner == .x ? "1-0" : winner == .o ? "0-1" : "1/2-1/2"))
            #expect(record.tag("Reason") == reason)
        }
    }

    @Test("Another program's file: defaults, spaces, variations (the main line is read), escapes")
    func otherPrograms() throws {
        let text = """

            (;GM[4]FF[4]
              SZ[15]PB[Black \\] engine]PW[White]RE[W+R]C[a comment\\
            over two lines]
              ;B[hh];W[ih]
              (;B[gg];W[jf]C[main line])
              (;B[ii];W[aa])
            )
            """
        let record = try #require(try GameRecord.parseAll(text).first)
        #expect(record.rules == .gomoku)
        #expect(record.moves.map(\.cellName) == ["h8", "i8", "g9", "j10"])
        #expect(record.tag("X") == "Black ] engine")
        #expect(record.tag("Result") == "0-1")
        #expect(record.tag("Reason") == "resignation")
    }

    @Test("Mistakes are named, with their line", arguments: [
        ("(;GM[1]SZ[19];B[pd])", "line 1: GM[1] is not a game of the k-in-a-row family; ttt reads GM[4] (gomoku)."),
        ("(;GM[4]SZ[15]\n;B[hh]\n;W[])", "line 3: Move 2 W[]: a pass, which this game does not have."),
        ("(;GM[4]SZ[15];B[hh];B[ii])", "line 1: Move 2: Black (X) plays out of turn."),
        ("(;GM[4]SZ[15];B[hh];W[hh])", "line 1: Move 2 W[hh]: h8 is taken by X."),
        ("(;GM[4]SZ[15];B[zz])", "line 1: Move 1 B[zz]: not a point on gomoku (15x15, 5 in a row)."),
        ("(;GM[4]AB[hh][ii])", "line 1: Setup stones (AB) are not read: ttt reads games played move by move."),
        ("(;GM[4]SZ[big])", "line 1: SZ[big] is not a board size such as SZ[15] or SZ[9:7]."),
        ("(;GM[4]\n;B[hh", "line 2: A property value opened here is never closed with ']'."),
        ("(;GM[4];B[hh]", "line 1: Expected ')' in the SGF, found the end of the file."),
    ])
    func mistakes(text: String, message: String) {
        do {
            _ = try GameRecord.parseAll(text)
            Issue.record("read without complaint: \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    /// A game whose moves each open a variation: `(;GM[4](;B[hh](;W[ih] ...)))`, `depth` trees
    /// deep in all, the first `moves.count` of them with a move, and a second variation at
    /// each level (which is not the main line).
    static func nested(depth: Int, moves: [String] = []) -> String {
        var text = "(;GM[4]SZ[15]"
        for level in 1..<depth {
            let move = level <= moves.count ? (level % 2 == 1 ? "B" : "W") + "[\(moves[level - 1])]" : ""
            text += "(;\(move)"
        }
        return text + String(repeating: ")(;B[aa])", count: depth - 1) + ")"
    }

    @Test("Variations nested 1,000 deep read their main line; deeper ones, even 100,000 (which once crashed), get a message")
    func deepNesting() throws {
        let record = try #require(try GameRecord.parseAll(Self.nested(depth: 1_000, moves: ["hh", "ih", "gg"])).first)
        #expect(record.moves.map(\.cellName) == ["h8", "i8", "g9"])
        for depth in [1_001, 50_000, 100_000] {
            #expect(throws: RecordError(line: 1, "Variations nest more than 1,000 deep here; ttt reads 1,000 levels at most.")) {
                try GameRecord.parseAll(Self.nested(depth: depth))
            }
        }
        // Many variations side by side are no nesting.
        let wide = "(;GM[4];B[hh]" + String(repeating: "(;W[ii])", count: 100_000) + ")"
        #expect(try GameRecord.parseAll(wide).first?.moves.map(\.cellName) == ["h8", "i7"])
    }
}
