import GameCore
import TestSupport
import Testing

/// Seeded random strings, most of them near misses, fed to every parser: 100,000 cases in
/// all. No input may crash; every refusal has a message; every acceptance is consistent.
@Suite(.cpuHeavy) struct ParserFuzzTests {
    static let baseSeed: UInt64 = 0x5EED_7774

    /// Pieces of text that sit near the notations: digits, letters, options, separators,
    /// and characters that look like them but are not ASCII.
    static let pieces: [String] = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDXYZ").map(String.init) + [
        "k=", "K=", "x", "X", "o", "O", " ", "  ", "\t", "\n", "\r\n", "/", ".", "-", "_", ",", "=", "+", "#",
        "gravity", "nogravity", "gravity=off", "tictactoe", "connect4", "gomoku", "c4", "ttt", "3x3", "7x6", "26x26",
        "27", "256", "257", "0x0", "-1", "99999999999999999999", "é", "½", "٣", "𝟙", "Ｘ", "🙂", "\u{301}", "İ", "ß",
        "\u{0}", "\u{200B}", "\u{FEFF}", "\u{85}",
    ]

    static func randomText(_ generator: inout SplitMix64, from pool: [String], maximumPieces: Int) -> String {
        let count = generator.next(below: maximumPieces + 1)
        return (0..<count).map { _ in pool[generator.next(below: pool.count)] }.joined()
    }

    static func describe(_ seed: UInt64, _ index: Int, _ input: String) -> String {
        "base seed \(seed), case \(index): \(input.debugDescription)"
    }

    static let boards: [Board] = {
        let empty26 = Board(rules: try! Rules(parsing: "26x26 k=5 gravity"))
        return [
            Board(rules: .ticTacToe),
            try! Board(rules: .ticTacToe, diagram: "X O . / . X . / . . O"),
            Board(rules: .fourByFour),
            try! Board(rules: .connectFour, diagram: """
                . . . X . . .
                . . . O . . .
                . . . X . . .
                . . . O . . .
                . . . X . . .
                . . . O X . .
                """),
            Board(rules: .gomoku),
            empty26,
            Board(rules: try! Rules(parsing: "1x1")),
        ]
    }()

    @Test func movesFromRandomText() {
        var failures: [String] = []
        var accepted = 0
        let movePieces = Self.pieces + ["b2", "B2", "a1", "c3", "z26", "o15", "d", "g", "h", "10", "0", "00"]
        for index in 0..<40_000 {
            var generator = SplitMix64.derived(from: Self.baseSeed, index: UInt64(index))
            let board = Self.boards[index % Self.boards.count]
            let text = Self.randomText(&generator, from: movePieces, maximumPieces: 4)
            do {
                let move = try board.move(parsing: text)
                accepted += 1
                if !board.rules.contains(move) {
                    failures.append("\(Self.describe(Self.baseSeed, index, text)) gave \(move), off \(board.rules.name)")
                } else if !board.rules.gravity, (try? board.move(parsing: move.cellName)) != move {
                    failures.append("\(Self.describe(Self.baseSeed, index, text)) gave \(move), which does not read back")
                }
            } catch {
                if error.message.isEmpty || error.description != error.message {
                    failures.append("\(Self.describe(Self.baseSeed, index, text)): empty message")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(accepted > 1_000, "the near misses should often be moves")
    }

    @Test func rulesFromRandomText() {
        var failures: [String] = []
        var accepted = 0
        for index in 0..<30_000 {
            var generator = SplitMix64.derived(from: Self.baseSeed &+ 1, index: UInt64(index))
            let text = Self.randomText(&generator, from: Self.pieces, maximumPieces: 6)
            do {
                let rules = try Rules(parsing: text)
                accepted += 1
                let sane = (1...26).contains(rules.columns) && (1...26).contains(rules.rows)
                    && (1...max(rules.columns, rules.rows)).contains(rules.k)
                if !sane || (try? Rules(parsing: rules.name)) != rules {
                    failures.append("\(Self.describe(Self.baseSeed &+ 1, index, text)) gave \(rules.summary)")
                }
            } catch {
                if error.message.isEmpty {
                    failures.append("\(Self.describe(Self.baseSeed &+ 1, index, text)): empty message")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(accepted > 100)
    }

    @Test func diagramsFromRandomText() {
        let cellPieces = ["X", "O", ".", ".", ".", "x", "o", "0", "-", "_", " "]
        let junk = ["?", "/", "\n", "\r\n", "XX", "..", "é", "Ｘ", "\u{301}", "🙂", "\u{0}", "1"]
        let shapes: [Rules] = [.ticTacToe, .connectFour, .fourByFour, try! Rules(parsing: "2x2 k=2"), try! Rules(parsing: "3x2 k=2 gravity")]
        var failures: [String] = []
        var accepted = 0
        for index in 0..<30_000 {
            var generator = SplitMix64.derived(from: Self.baseSeed &+ 2, index: UInt64(index))
            let rules = shapes[index % shapes.count]
            // Mostly the right shape, with a random slip now and then.
            let rowCount = rules.rows + (generator.next(below: 8) == 0 ? generator.next(below: 3) - 1 : 0)
            var rows: [String] = []
            for _ in 0..<max(rowCount, 0) {
                var row = ""
                for _ in 0..<rules.columns { row += cellPieces[generator.next(below: cellPieces.count)] }
                if generator.next(below: 10) == 0 { row += junk[generator.next(below: junk.count)] }
                rows.append(row)
            }
            let text = rows.joined(separator: generator.next(below: 2) == 0 ? "\n" : " / ")
            do {
                let board = try Board(rules: rules, diagram: text)
                accepted += 1
                let again = try? Board(rules: rules, diagram: board.diagram)
                var playable = true
                board.forEachLegalMove { move in playable = playable && (try? board.playing(move)) != nil }
                if again != board || !playable || board.rendered().isEmpty || board.isOver != board.outcome.isOver {
                    failures.append("\(Self.describe(Self.baseSeed &+ 2, index, text)) read as \(board.diagram)")
                }
            } catch {
                if error.message.isEmpty {
                    failures.append("\(Self.describe(Self.baseSeed &+ 2, index, text)): empty message")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        #expect(accepted > 1_000, "many near misses should be boards")
    }
}
