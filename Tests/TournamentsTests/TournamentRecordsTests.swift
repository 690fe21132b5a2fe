import Foundation
import GameCore
import GameRecords
import Testing
import TextAndFiles
import Tournaments

@Suite("Tournament records and SGF")
struct TournamentRecordsTests {
    @Test("--records writes every game in order, and the file loads back to the same games")
    func recordsRoundTrip() async throws {
        let journal = JournalTests.temporaryPath("records-journal")
        let recordsPath = JournalTests.temporaryPath("records.txt")
        defer { for path in [journal, recordsPath] { try? FileManager.default.removeItem(atPath: path) } }
        var plan = JournalTests.plan(["seeded", "first"], games: 6)
        plan.openings = .randomPlies(1)
        let records = try RecordsFile(path: recordsPath)
        _ = try await Tournament(plan: plan, registry: JournalTests.registry, concurrency: 3, journalPath: journal).run(
            onGame: { entry throws(InputError) in try records.write(entry) })
        let entries = try JournalContents.read(path: journal).entries.sorted { $0.index < $1.index }
        let loaded = try GameRecord.parseAll(try String(contentsOfFile: recordsPath, encoding: .utf8))
        #expect(loaded.count == 6)
        #expect(loaded.map(\.moves) == entries.map(\.moves))
        #expect(loaded.map { $0.tag("Result") } == entries.map { Optional($0.score) })
        #expect(loaded.map { $0.tag("X") } == entries.map { Optional($0.x) })
        #expect(loaded.map { $0.tag("Game") } == (1...6).map { Optional(String($0)) })
        #expect(loaded.map { $0.tag("Opening") } == entries.map { Optional($0.rules.notation(for: $0.moves[0])) })
    }

    @Test("A broken record file names the line of the mistake")
    func brokenRecord() {
        let text = "[Rules \"tictactoe\"]\n[X \"a\"]\n\n1. b2 a1 2. b2 c3 *\n"
        #expect(throws: RecordError(line: 4, "Move 3 'b2': b2 is taken by X.")) { try GameRecord.parseAll(text) }
        #expect(throws: RecordError(line: 2, "The value of tag 'X' must be in double quotes.")) {
            try GameRecord.parseAll("[Rules \"tictactoe\"]\n[X a]\n")
        }
    }

    @Test("SGF: gomoku coordinates from the top, players, result")
    func sgf() throws {
        let rules = Rules.gomoku
        // h8 is the centre of 15x15: column h = 8th letter, row 8 from the bottom = row 8 from the top ('h').
        // a1 (bottom-left) is column 'a', row 15 from the top ('o'); o15 (top-right) is 'oa'.
        let cells = ["h8", "a1", "o15"]
        var board = Board(rules: rules)
        var moves: [Move] = []
        for cell in cells {
            let move = try board.move(parsing: cell)
            board = try board.playing(move)
            moves.append(move)
        }
        let text = try SGFRecord.text(rules: rules, moves: moves, x: "heuristic", o: "my]bot", winner: .o, reason: "timeout by 12ms", seed: 7)
        #expect(text == "(;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[15]PB[heuristic]PW[my\\]bot]RE[W+T]TK[5]TS[7]C[gomoku (15x15, 5 in a row); timeout by 12ms];B[hh];W[ao];B[oa])\n")
        // A board that is not square gives both sizes; a draw is RE[0].
        let wide = try Rules(parsing: "5x4 k=4")
        let a4 = try Board(rules: wide).move(parsing: "a4")
        #expect(SGFRecord.point(a4, rules: wide) == "aa")
        let drawn = try SGFRecord.text(rules: wide, moves: [a4], x: "a", o: "b", winner: nil, reason: "board full")
        #expect(drawn.hasPrefix("(;FF[4]GM[4]CA[UTF-8]AP[ttt]SZ[5:4]PB[a]PW[b]RE[0]"))
        #expect(throws: RecordError(line: 0, "SGF has no game type for gravity games such as connect4; save a text record instead.")) {
            try SGFRecord.text(rules: .connectFour, moves: [], x: "a", o: "b", winner: nil, reason: "")
        }
    }
}
