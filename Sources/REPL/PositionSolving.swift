import Foundation
import GameCore
import Search

/// `ttt solve`'s work: positions of a gravity game, one a line (the moves, then perhaps the
/// expected score), solved exactly; each score on standard output, each mistake on standard
/// error with its `FILE:LINE:` (the command itself only reads its arguments and the lines).
public struct PositionSolving {
    /// The rules: connect four, or another gravity board that fits the solver.
    public var rules: Rules
    /// Transposition table entries.
    public var tableSize: Int
    /// Whether the built-in opening book is used.
    public var book: Bool
    /// Whether every column's score is printed instead of the position's.
    public var movesScored: Bool
    /// Whether each score is compared with the expected one after the position.
    public var check: Bool

    public init(rules: Rules, tableSize: Int, book: Bool, movesScored: Bool, check: Bool) {
        self.rules = rules
        self.tableSize = tableSize
        self.book = book
        self.movesScored = movesScored
        self.check = check
    }

    /// Solves every line of `lines`, read from `source`; returns how many failed (a line
    /// that is no position, a score that is not the expected one).
    public func run(_ lines: [String], source: String) -> Int {
        let solver = ConnectFourSolver(tableSize: tableSize, book: book ? .connectFour : nil)
        var failures = 0
        var mismatches = 0
        for (index, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let movesField = fields.first else { continue }
            let position: GravityPosition
            do {
                position = try GravityPosition(moves: String(movesField), rules: rules)
            } catch {
                Self.printError("\(source):\(index + 1): \(error.message)")
                failures += 1
                continue
            }
            if movesScored {
                let scores = solver.scores(for: position).map { $0.map(String.init) ?? "-" }
                print("\(movesField) \(scores.joined(separator: " "))")
                continue
            }
            let score = solver.solve(position)
            print("\(movesField) \(score)")
            if check, fields.count > 1 {
                guard let expected = Int(fields[1]) else {
                    Self.printError("\(source):\(index + 1): The expected score '\(fields[1])' is not a number.")
                    failures += 1
                    continue
                }
                if expected != score {
                    Self.printError("\(source):\(index + 1): Expected \(expected) for \(movesField), solved \(score).")
                    mismatches += 1
                }
            }
        }
        return failures + mismatches
    }

    /// Writes a line to standard error, in one write.
    private static func printError(_ line: String) {
        let text = line + "\n"
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
