import CLZ4
import Foundation
import GameCore
import GameRecords
import TestSupport
import Testing
import TextAndFiles

/// `--samples FILE.bin` and `FILE.bin.lz4`: c-gomoku-cli's binary entries, read back here with
/// a decoder written from the layout (pytorch-nnue-trainer's `simple_binary`), and the LZ4
/// frames decompressed with liblz4.
@Suite("Binary training samples")
struct BinarySampleTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-binary-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// One entry as a reader of the layout sees it: the head's fields, and the cells as
    /// `(x, y)`, x the column from the left and y the row from the top; `white` the bit
    /// above the move's cell, which c-gomoku-cli sets when white (O) played it.
    struct Entry: Equatable, CustomStringConvertible {
        var result: Int
        var ply: Int
        var size: Int
        var rule: Int
        var move: [Int]
        var white: Bool
        var position: [[Int]]
        var description: String { "result \(result) ply \(ply) size \(size) rule \(rule) move \(move) white \(white) position \(position)" }
    }

    /// The entries of `bytes`, read as the trainer reads them: a 4-byte head of bit fields
    /// (result 2 bits, ply 9, board size 5; rule 3, move 13), then `ply` 16-bit cells.
    func decode(_ bytes: [UInt8]) throws -> [Entry] {
        var entries: [Entry] = []
        var offset = 0
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func cell(_ value: Int) -> [Int] { [value >> 5 & 31, value & 31] }
        while offset < bytes.count {
            try #require(offset + 4 <= bytes.count, "a whole head at \(offset)")
            let first = word(offset), second = word(offset + 2)
            let ply = first >> 2 & 511
            try #require(offset + 4 + 2 * ply <= bytes.count, "the whole position at \(offset)")
            entries.append(Entry(
                result: first & 3, ply: ply, size: first >> 11, rule: second & 7, move: cell(second >> 3), white: second >> 13 & 1 == 1,
                position: (0..<ply).map { cell(word(offset + 4 + 2 * $0)) }))
            offset += 4 + 2 * ply
        }
        return entries
    }

    /// A game of `moves` (ttt's notation) under `rules`, the first `opening` of them the opening's.
    func game(_ moves: [String], rules: Rules = .gomoku, opening: Int = 1, winner: Mark? = .x, index: Int = 0) -> JournalEntry {
        JournalEntry(
            index: index, x: "a", o: "b", rules: rules, openingLength: opening, seed: 9, moves: moves.map { Move(cell: $0) },
            winner: winner, reason: "five in a row", milliseconds: 1)
    }

    func bytes(_ file: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: file))) }

    @Test("A tiny game's entries, byte for byte: the head's fields, then the position as Gomocup cells from the top")
    func tinyGame() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try SamplesFile(path: path("s.bin"), selection: SampleSelection(), rules: .gomoku)
        try file.write(game(["h8", "i7", "j8"]))
        #expect(file.summary == "Samples: 2 positions of 1 game in '\(path("s.bin"))'.")
        let written = try bytes(path("s.bin"))
        // O's i7 (x 8, y 8 from the top, and white's bit) after h8 (7, 7), lost; X's j8 (9, 7) after both, won.
        #expect(written == [
            0x04, 0x78, 0x40, 0x28, 0xE7, 0x00,
            0x0A, 0x78, 0x38, 0x09, 0xE7, 0x00, 0x08, 0x01,
        ])
        #expect(try decode(written) == [
            Entry(result: 0, ply: 1, size: 15, rule: 0, move: [8, 8], white: true, position: [[7, 7]]),
            Entry(result: 2, ply: 2, size: 15, rule: 0, move: [9, 7], white: false, position: [[7, 7], [8, 8]]),
        ])
    }

    @Test("The head's rule is the Gomocup's number, the size the board's; a draw is 1 for both sides",
          arguments: [(Rules.gomoku, 0), (Rules.gomokuStandard, 1), (Rules.renju, 4), (try! Rules(parsing: "20x20 k=5"), 0)])
    func rulesAndSizes(rules: Rules, number: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = try SamplesFile(path: path("r.bin"), selection: SampleSelection(), rules: rules)
        try file.write(game(["a1", "b2", "c3"], rules: rules, opening: 0, winner: nil))
        let entries = try decode(try bytes(path("r.bin")))
        let side = rules.columns
        #expect(entries == [
            Entry(result: 1, ply: 0, size: side, rule: number, move: [0, side - 1], white: false, position: []),
            Entry(result: 1, ply: 1, size: side, rule: number, move: [1, side - 2], white: true, position: [[0, side - 1]]),
            Entry(result: 1, ply: 2, size: side, rule: number, move: [2, side - 3], white: false, position: [[0, side - 1], [1, side - 2]]),
        ])
    }

    @Test("The .bin.lz4 file is LZ4 frames, one a game, that liblz4 decompresses to the .bin's bytes")
    func lz4RoundTrip() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let selection = SampleSelection(rate: 0.7)
        let plain = try SamplesFile(path: path("s.bin"), selection: selection, rules: .renju)
        let packed = try SamplesFile(path: path("s.bin.lz4"), selection: selection, rules: .renju)
        let games = [
            game(["h8", "i7", "j8", "a1", "b1", "c1", "d1", "e1", "f1", "g1"], rules: .renju, opening: 3, winner: .o, index: 0),
            game(["h8", "h9", "h10", "j9", "g12"], rules: .renju, opening: 0, winner: nil, index: 1),
            game(["h8"], rules: .renju, opening: 1, winner: nil, index: 2),
        ]
        for entry in games {
            try plain.write(entry)
            try packed.write(entry)
        }
        #expect(plain.rowsWritten == packed.rowsWritten && plain.rowsWritten > 0)
        let frames = try bytes(path("s.bin.lz4"))
        #expect(Array(frames.prefix(4)) == [0x04, 0x22, 0x4D, 0x18], "an LZ4 frame's magic number")
        let expected = try bytes(path("s.bin"))
        #expect(try decompressed(frames) == expected)
        #expect(try decode(expected).count == plain.rowsWritten)
    }

    /// `bytes` decompressed with liblz4's frame decoder, frame after frame.
    func decompressed(_ bytes: [UInt8]) throws -> [UInt8] {
        var context: OpaquePointer?
        try #require(LZ4F_isError(LZ4F_createDecompressionContext(&context, UInt32(LZ4F_VERSION))) == 0)
        defer { LZ4F_freeDecompressionContext(context) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        var last = 0
        while offset < bytes.count {
            var room = buffer.count
            var taken = bytes.count - offset
            let hint = buffer.withUnsafeMutableBytes { out in
                bytes.withUnsafeBytes { input in
                    LZ4F_decompress(context, out.baseAddress, &room, input.baseAddress! + offset, &taken, nil)
                }
            }
            try #require(LZ4F_isError(hint) == 0, "\(String(cString: LZ4F_getErrorName(hint)))")
            output += buffer[..<room]
            offset += taken
            last = hint
        }
        #expect(last == 0, "the last frame ends")
        return output
    }

    @Test("Binary samples are refused for games the layout cannot hold, before any file is made", arguments: [
        ("connect4", "connect4 is a gravity game;"),
        ("15x20 k=5", "The 15x20 board is not square;"),
        ("23x23 k=5", "The 23x23 board is too large;"),
        ("tictactoe", "The 3x3 board is too small;"),
        ("4x4", "The 4x4 board is too small;"),
        ("9x9 k=4", "9x9 k=4 wins with 4 in a row;"),
        ("caro", "The caro rule has no number in the layout;"),
    ])
    func unsupported(rules text: String, why: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rules = try Rules(parsing: text)
        let holds = "binary samples hold five in a row on square boards of 5x5 to 22x22 under freestyle, standard or renju rules."
        for name in ["s.bin", "s.bin.lz4"] {
            #expect(throws: InputError("--samples '\(path(name))': \(why) \(holds) Give a .csv or .jsonl name.")) {
                try SamplesFile(path: path(name), selection: SampleSelection(), rules: rules)
            }
            #expect(!FileManager.default.fileExists(atPath: path(name)))
        }
    }

    @Test("A .bin or .bin.lz4 that is not samples is left as it is; one ttt wrote is replaced")
    func replaces() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["notes.bin", "notes.bin.lz4"] {
            try "name,score\nAda,3\n".write(toFile: path(name), atomically: true, encoding: .utf8)
            #expect(throws: InputError("'\(path(name))' exists and is not samples ttt wrote; it is left as it is. Give --samples another file, or remove it.")) {
                try SamplesFile(path: path(name), selection: SampleSelection(), rules: .gomoku)
            }
            #expect(try String(contentsOfFile: path(name), encoding: .utf8) == "name,score\nAda,3\n")
        }
        for name in ["s.bin", "s.bin.lz4"] {
            do {
                let first = try SamplesFile(path: path(name), selection: SampleSelection(), rules: .gomoku)
                try first.write(game(["h8", "i7", "j8", "k9"]))
            }
            let again = try SamplesFile(path: path(name), selection: SampleSelection(), rules: .gomoku)
            try again.write(game(["h8", "i7"]))
            let written = try bytes(path(name))
            #expect(try decode(name.hasSuffix(".lz4") ? decompressed(written) : written).count == 1, "written anew: \(name)")
        }
    }
}
