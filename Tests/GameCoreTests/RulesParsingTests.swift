import GameCore
import TestSupport
import Testing

@Suite(.cpuHeavy) struct RulesParsingTests {
    @Test func presets() throws {
        #expect(try Rules(parsing: "tictactoe") == .ticTacToe)
        #expect(try Rules(parsing: "TicTacToe") == .ticTacToe)
        #expect(try Rules(parsing: "ttt") == .ticTacToe)
        #expect(try Rules(parsing: "3x3") == .ticTacToe)
        #expect(try Rules(parsing: "4x4") == .fourByFour)
        #expect(try Rules(parsing: "gomoku") == .gomoku)
        #expect(try Rules(parsing: "15x15") == .gomoku)
        #expect(try Rules(parsing: "connect4") == .connectFour)
        #expect(try Rules(parsing: "  C4 ") == .connectFour)
        #expect(try Rules(parsing: "7x6 gravity") == .connectFour)
        #expect(try Rules(parsing: "7x6 k=4 gravity") == .connectFour)
        for (name, rules) in Rules.presets {
            #expect(try Rules(parsing: name) == rules)
            #expect(rules.name == name)
        }
    }

    @Test func sizesAndOptions() throws {
        let wide = try Rules(parsing: "9x4 k=4")
        #expect(wide.columns == 9 && wide.rows == 4 && wide.k == 4 && !wide.gravity)
        #expect(wide.name == "9x4 k=4")
        #expect(wide.summary == "9x4 k=4 (9x4, 4 in a row)")
        #expect(try Rules(parsing: wide.name) == wide)
        #expect(try Rules(parsing: "10x10").k == 5)
        #expect(try Rules(parsing: "5x5").k == 5)
        #expect(try Rules(parsing: "4x5").k == 4)
        #expect(try Rules(parsing: "8x8 gravity").k == 4)
        #expect(try Rules(parsing: "8X8 K=5 GRAVITY") == Rules(columns: 8, rows: 8, k: 5, gravity: true))
        #expect(try Rules(parsing: "connect4 nogravity").gravity == false)
        #expect(try Rules(parsing: "26x26").name == "26x26 k=5")
        #expect(try Rules(parsing: "1x1") == Rules(columns: 1, rows: 1, k: 1))
        #expect(try Rules(parsing: "5x5,k=4\n") == Rules(columns: 5, rows: 5, k: 4))
        #expect(Rules.connectFour.summary == "connect4 (7x6, 4 in a row, gravity)")
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try Rules(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func impossibleRulesAreRefusedWithAMessage() {
        #expect(Self.message("0x3") == "A board needs at least one column and one row, not 0x3.")
        #expect(Self.message("3x0") == "A board needs at least one column and one row, not 3x0.")
        #expect(Self.message("27x3") == "A board can be at most 26x26 (columns are named a to z), not 27x3.")
        #expect(Self.message("3x27") == "A board can be at most 26x26 (columns are named a to z), not 3x27.")
        #expect(Self.message("3x3 k=4") == "k=4 cannot fit on a 3x3 board: no line is that long.")
        #expect(Self.message("3x3 k=0") == "k must be at least 1, not 0.")
        #expect(Self.message("3x3 k=") == "Expected a number after 'k=', not ''.")
        #expect(Self.message("3x3 k=three") == "Expected a number after 'k=', not 'three'.")
        #expect(Self.message("3x3 diagonal") == "Unknown rules option 'diagonal'. Expected 'k=K' or 'gravity'.")
        #expect(Self.message("gomoko") == "Unknown rules 'gomoko'. Did you mean 'gomoku'?")
        #expect(Self.message("") == "Expected rules such as 'tictactoe', 'connect4' or '5x5 k=4'.")
        #expect(Self.message("chess")?.hasPrefix("Unknown rules 'chess'.") == true)
    }

    @Test func rulesInitialiserChecksTheSameLimits() {
        #expect(throws: RulesError.self) { try Rules(columns: 0, rows: 5, k: 3) }
        #expect(throws: RulesError.self) { try Rules(columns: 5, rows: 27, k: 3) }
        #expect(throws: RulesError.self) { try Rules(columns: 5, rows: 5, k: 6) }
        #expect(throws: RulesError.self) { try Rules(columns: 5, rows: 5, k: -1) }
        #expect(throws: Never.self) { try Rules(columns: 1, rows: 26, k: 26) }
    }
}
