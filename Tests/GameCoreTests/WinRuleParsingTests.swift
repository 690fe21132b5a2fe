import Foundation
import GameCore
import Testing

/// The win rules in rules text: presets, `rule=`, names that read back, and the rules that
/// make no sense refused.
@Suite struct WinRuleParsingTests {
    static func message(_ text: String) -> String? {
        do {
            _ = try Rules(parsing: text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Presets and rule= give the rules; gomoku stays freestyle")
    func presetsAndOptions() throws {
        #expect(Rules.gomoku.winRule == .freestyle)
        #expect(try Rules(parsing: "gomoku") == .gomoku)
        #expect(try Rules(parsing: "gomoku-standard") == Rules(columns: 15, rows: 15, k: 5, winRule: .standard))
        #expect(try Rules(parsing: "renju") == Rules(columns: 15, rows: 15, k: 5, winRule: .renju))
        #expect(try Rules(parsing: "caro") == Rules(columns: 15, rows: 15, k: 5, winRule: .caro))
        #expect(try Rules(parsing: "15x15 k=5 rule=standard") == .gomokuStandard)
        #expect(try Rules(parsing: "gomoku rule=renju") == .renju)
        #expect(try Rules(parsing: "RENJU rule=freestyle") == .gomoku)
        #expect(try Rules(parsing: "19x19 Rule=Caro") == Rules(columns: 19, rows: 19, k: 5, winRule: .caro))
        #expect(try Rules(parsing: "connect4 nogravity rule=standard") == Rules(columns: 7, rows: 6, k: 4, winRule: .standard))
        #expect(try Rules(parsing: "7x6 k=4 gravity rule=freestyle") == .connectFour)
    }

    @Test("Every name reads back as the same rules, and every summary starts with the name")
    func namesRoundTrip() throws {
        var all = Rules.presets.map(\.rules)
        for rule in Rules.WinRule.allCases where rule != .renju {
            all += [try Rules(columns: 9, rows: 9, k: 5, winRule: rule), try Rules(columns: 7, rows: 4, k: 3, winRule: rule)]
        }
        for rules in all {
            #expect(try Rules(parsing: rules.name) == rules, "\(rules.name)")
            #expect(rules.summary.hasPrefix(rules.name + " ("), "\(rules.summary)")
            let json = try JSONEncoder().encode(rules)
            #expect(try JSONDecoder().decode(Rules.self, from: json) == rules)
        }
        #expect(Rules.gomoku.name == "gomoku" && Rules.gomoku.summary == "gomoku (15x15, 5 in a row)")
        #expect(String(decoding: try JSONEncoder().encode(Rules.ticTacToe), as: UTF8.self).contains("rule") == false)
        #expect(Rules.presets.map(\.name) == ["tictactoe", "4x4", "gomoku", "connect4", "gomoku-standard", "renju", "caro"])
        #expect(Rules.gomokuStandard.summary == "gomoku-standard (15x15, exactly 5 in a row)")
        #expect(Rules.renju.summary == "renju (15x15, 5 in a row; X: exactly 5, no double three, double four or overline)")
        #expect(Rules.caro.summary == "caro (15x15, 5 in a row, not blocked at both ends)")
        #expect(try Rules(parsing: "9x9 rule=caro").name == "9x9 k=5 rule=caro")
        #expect(try Rules(parsing: "9x9 rule=caro").summary == "9x9 k=5 rule=caro (9x9, 5 in a row, not blocked at both ends)")
        #expect(try Rules(parsing: "8x8 k=4 rule=standard").name == "8x8 k=4 rule=standard")
        // The Gomocup's rule numbers, as c-gomoku-cli's -rule and piskvork's INFO rule give them.
        #expect(try Rules(parsing: "15x15 rule=4") == Rules(parsing: "renju"))
        #expect(try Rules(parsing: "20x20 rule=0") == Rules(parsing: "20x20 k=5"))
        #expect(try Rules(parsing: "15x15 rule=1").winRule == .standard)
        #expect(try Rules(parsing: "15x15 rule=8").winRule == .caro)
        #expect(Self.message("15x15 rule=2") == "Unknown rule '2'. The Gomocup's rule numbers ttt plays are 0 (rule=freestyle), 1 (rule=standard), 4 (rule=renju) and 8 (rule=caro).")
    }

    @Test("Rules that make no sense are refused with a message")
    func nonsenseIsRefused() {
        #expect(Self.message("renju k=6") == "Renju is played on 15x15 with k=5, not 15x15 k=6. Try 'rule=standard' or 'rule=caro' on other boards.")
        #expect(Self.message("19x19 rule=renju") == "Renju is played on 15x15 with k=5, not 19x19 k=5. Try 'rule=standard' or 'rule=caro' on other boards.")
        #expect(Self.message("connect4 rule=standard") == "Gravity games are played freestyle (4 or more in a row wins): 'rule=standard' does not go with 'gravity'.")
        #expect(Self.message("renju gravity") == "Gravity games are played freestyle (5 or more in a row wins): 'rule=renju' does not go with 'gravity'.")
        #expect(Self.message("gomoku rule=renjuu") == "Unknown rule 'renjuu'. Did you mean 'rule=renju'?")
        #expect(Self.message("gomoku rule=") == "Unknown rule ''. Expected 'rule=freestyle', 'rule=standard', 'rule=renju' or 'rule=caro'.")
        #expect(Self.message("15x15 renju") == "Unknown rules option 'renju'. Did you mean 'rule=renju'?")
        #expect(Self.message("renjuu") == "Unknown rules 'renjuu'. Did you mean 'renju'?")
        #expect(throws: RulesError.self) { try Rules(columns: 7, rows: 6, k: 4, gravity: true, winRule: .caro) }
        #expect(throws: RulesError.self) { try Rules(columns: 16, rows: 15, k: 5, winRule: .renju) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Rules.self, from: Data(#"{"columns":15,"rows":15,"k":5,"rule":"go"}"#.utf8))
        }
    }
}
