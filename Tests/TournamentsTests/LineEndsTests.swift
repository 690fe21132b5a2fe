import Foundation
import GameCore
import GameRecords
import Testing
import TextAndFiles
import Tournaments

/// Files saved by a Windows editor: CRLF line ends and a UTF-8 byte-order mark read as LF
/// does, for openings (text and SGF), records (text and SGF) and journals.
@Suite struct LineEndsTests {
    /// `text` as a Windows editor may save it: CRLF, and a byte-order mark when `mark`.
    static func windows(_ text: String, mark: Bool = true) -> String {
        (mark ? "\u{FEFF}" : "") + text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    func cells(_ book: OpeningBook) -> [[String]] {
        guard case let .list(openings) = book else { return [] }
        return openings.map { $0.map(\.cellName) }
    }

    @Test("An openings file with CRLF or a byte-order mark reads as with LF, in every format", arguments: [false, true])
    func openings(mark: Bool) throws {
        let text = "# three formats\nh8 i7 j8\nh8i9j8\n0,0, 1,1, 2,0\n"
        let book = try OpeningBook.parsing(Self.windows(text, mark: mark), rules: .gomoku)
        #expect(cells(book) == Array(repeating: ["h8", "i7", "j8"], count: 3))
        #expect(try OpeningBook.parsing(Self.windows(text, mark: mark), rules: .gomoku, plies: 2)
            == OpeningBook.parsing(text, rules: .gomoku, plies: 2))
    }

    @Test("Mistakes in a CRLF openings file have the line numbers of LF, and a byte-order mark never shows")
    func openingsMistakes() {
        #expect(throws: RecordError(line: 3, "Move 2 'h8': h8 is taken by X.")) {
            try OpeningBook.parsing(Self.windows("h8\n\nh8 h8\n"), rules: .gomoku)
        }
        #expect(throws: RecordError(line: 1, "The line 'hello world' is none of the openings formats: moves in ttt's notation as 'b2 a1' (rows from the bottom), cells run together in the pos notation as 'b2a1' (rows from the top), or the Gomocup's stones from the centre as '0,0, 1,0'.")) {
            try OpeningBook.parsing(Self.windows("hello world\n"), rules: .gomoku)
        }
        // NB: a CR alone inside a line ends no line (it parts words, as a space does).
        #expect(cells((try? OpeningBook.parsing("h8\ri9\r\nj8\n", rules: .gomoku)) ?? .none) == [["h8", "i9"], ["j8"]])
    }

    @Test("An SGF openings file or record with CRLF and a byte-order mark reads, with its lines counted")
    func sgf() throws {
        let text = "(;GM[4]SZ[15]\n;B[hh];W[ii]\n;B[jh])\n(;GM[4]SZ[15];B[hh])\n"
        #expect(cells(try OpeningBook.parsing(Self.windows(text), rules: .gomoku)) == [["h8", "i7", "j8"], ["h8"]])
        #expect(cells(try OpeningBook.parsingSGF(Self.windows(text), rules: .gomoku, plies: 1)) == [["h8"], ["h8"]])
        #expect(try GameRecord.parseAll(Self.windows(text)) == GameRecord.parseAll(text))
        #expect(throws: RecordError(line: 3, "Game 2 is on a 19x19 board, not the tournament's 15x15.")) {
            try OpeningBook.parsingSGF(Self.windows("(;SZ[15]\n;B[hh])\n(;SZ[19];B[jj])"), rules: .gomoku)
        }
        #expect(throws: RecordError(line: 3, "Move 3 B[hh]: h8 is taken by X.")) {
            try GameRecord.parseAll(Self.windows("(;GM[4]SZ[15]\n;B[hh];W[ii]\n;B[hh])\n"))
        }
    }

    @Test("A text record with CRLF and a byte-order mark loads as with LF; its mistakes keep their lines")
    func textRecord() throws {
        let moves = try ["b2", "a1", "c3"].reduce(into: (Board(rules: .ticTacToe), [Move]())) { state, cell in
            let move = try state.0.move(parsing: cell)
            state.0 = try state.0.playing(move)
            state.1.append(move)
        }.1
        let text = GameRecord(rules: .ticTacToe, moves: moves, tags: [.init("Rules", "tictactoe"), .init("X", "a")]).text
        let records = try GameRecord.parseAll(Self.windows(text + "\n" + text))
        #expect(records.count == 2)
        #expect(records.map(\.moves) == [moves, moves])
        #expect(records.first?.tag("Rules") == "tictactoe")
        #expect(throws: RecordError(line: 4, "Move 3 'b2': b2 is taken by X.")) {
            try GameRecord.parseAll(Self.windows("[Rules \"tictactoe\"]\n[X \"a\"]\n\n1. b2 a1 2. b2 c3 *\n"))
        }
    }

    @Test("A journal saved with CRLF and a byte-order mark reads as written, from bytes and from its file")
    func journal() throws {
        let header = JournalTests.plan().header(shard: nil).serialized
        let game = #"{"type":"game","index":0,"x":"seeded","o":"first","rules":"tictactoe","opening":"","seed":"1","moves":"a1 b1 a2 b2 a3","result":"1-0","winner":"X","reason":"line a1 a2 a3","ms":0.1}"#
        let plain = header + "\n" + game + "\n"
        let edited = Self.windows(plain)
        let contents = try JournalContents.parse(Array(edited.utf8), name: "j")
        #expect(contents.header == (try JournalContents.parse(Array(plain.utf8), name: "j")).header)
        #expect(contents.entries.map(\.moves) == [try JournalEntry(line: game).moves])
        #expect(contents.completeBytes == edited.utf8.count && !contents.hadTornLine)

        let path = JournalTests.temporaryPath("crlf.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let read = try JournalContents.read(path: path)
        #expect(read.header == contents.header)
        #expect(read.entries == contents.entries && read.lineNumbers == [2])
        #expect(throws: InputError("j:3: Move 2 'a1': a1 is taken by X.")) {
            try JournalContents.parse(Array(Self.windows(plain + game.replacingOccurrences(of: "a1 b1", with: "a1 a1") + "\n").utf8), name: "j")
        }
    }
}
