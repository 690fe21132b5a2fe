import Foundation
import GameCore
import Search
import TextAndFiles

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

    /// The rules `--rules` names, as the solver plays them: a bare board size (`6x5`) is a
    /// gravity game with four in a row, as `ttt solve --help` says.
    public static func rules(parsing text: String) throws(CommandError) -> Rules {
        var words = text.split(separator: " ").map(String.init)
        let lower = words.map { $0.lowercased() }
        if lower.count >= 1, lower[0].contains("x"), lower[0].first?.isNumber == true {
            if !lower.contains(where: { $0.hasPrefix("k=") }) { words.append("k=4") }
            if !lower.contains("gravity") { words.append("gravity") }
        }
        let rules: Rules
        do { rules = try Rules(parsing: words.joined(separator: " ")) } catch {
            throw CommandError(error.message)
        }
        do { _ = try GravityPosition(rules: rules) } catch {
            throw CommandError("--rules '\(text)': \(error.message)")
        }
        return rules
    }

    /// The lines of standard input, to its end.
    public static func standardInputLines() throws(CommandError) -> [String] {
        let reader = PlainLineReader()
        var read: [String] = []
        while let line = reader.readLine(prompt: "") { read.append(line) }
        if let failure = reader.failure { throw CommandError("<stdin>:\(read.count + 1): \(failure)") }
        return read
    }

    /// `--make-book FILE`: writes the book of the bounds proved while solving the empty board
    /// of `rules` from scratch (positions of up to `maxMoves` stones), with a header that says
    /// how it was made (`command`, run again in the package's folder); returns how many
    /// positions it holds.
    public static func writeBook(to path: String, rules: Rules, tableSize: Int, maxMoves: Int, command: String) throws(CommandError) -> Int {
        let empty: GravityPosition
        do { empty = try GravityPosition(rules: rules) } catch { throw CommandError(error.message) }
        let book = ConnectFourSolver(tableSize: tableSize, book: nil).makeOpeningBook(solving: [empty], maxMoves: maxMoves)
        let comment = """
            An opening book of ttt's gravity solver for \(rules.summary):
            bounds on the scores of positions of up to \(maxMoves) stones, which the solver proved
            while solving the empty board from scratch. Made by the solver, not by hand; to make
            it again (minutes), in the package's folder:
              swift run -c release \(command)
            """
        do throws(InputError) {
            try OutputFile.replace(path, role: "the book", with: book.fileText(comment: comment))
        } catch {
            throw CommandError(error.message)
        }
        return book.count
    }
}
