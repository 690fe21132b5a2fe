import ArgumentParser
import Foundation
import GameCore
import REPL
import Search
import TextAndFiles

/// `ttt solve`: exact scores of connect four positions.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve gravity-game positions exactly (connect four by default).",
        discussion: """
        Positions are read one a line, from FILE or standard input: the columns played from
        the empty board, 1 to 7 from the left, as in the published connect four test sets.
        A second word on a line is taken as the expected score and checked with --check.

        Scores are from the side to move: 0 for a draw; positive when it wins, 22 minus the
        number of its own stones at the win on 7x6 (a win with its 4th stone is 18); negative
        for a loss, the same way.

        Examples:
          echo 4455 | ttt solve
          ttt solve --moves <<< 44
          ttt solve --check ../shared/data/connect4/Test_L3_R1

        With --make-book FILE it solves the empty board instead, without the built-in book,
        and writes the bounds it proved for positions of up to --book-moves stones to FILE,
        as an opening book (for connect four, minutes: the built-in book is made this way).
        """
    )

    @Argument(help: "A file of positions; standard input when none is given.", completion: .file())
    var file: String?

    @Flag(help: "Print the score of every column instead (- for a full column).")
    var moves = false

    @Flag(help: "Compare each score with the one after the position, and fail on a mismatch.")
    var check = false

    @Option(help: "The rules: connect4, or a gravity board MxN that fits 64 bits (6x5, 8x7, ...), four in a row.")
    var rules: String = "connect4"

    @Option(help: "Transposition table entries (rounded down to a power of two).")
    var tableSize: Int = ConnectFourSolver.defaultTableSize

    @Flag(help: "Solve without the built-in opening book.")
    var noBook = false

    @Option(help: ArgumentHelp("Solve the empty board without a book, and write an opening book of the bounds proved to FILE.", valueName: "FILE"))
    var makeBook: String?

    @Option(help: "The most stones of a position in the book --make-book writes.")
    var bookMoves = 8

    func validate() throws {
        _ = try Self.solverRules(rules)
        // NB: 8 bytes an entry: 2^30 entries is 8 GiB, more than a machine that solves gives.
        guard (1...(1 << 30)).contains(tableSize) else {
            throw ValidationError("--table-size must be from 1 to \((1 << 30).grouped) entries (8 bytes each), not \(tableSize).")
        }
        guard (0...16).contains(bookMoves) else {
            throw ValidationError("--book-moves must be from 0 to 16 stones, not \(bookMoves).")
        }
        if makeBook != nil, let file {
            throw ValidationError("--make-book solves the empty board: it reads no positions, not even from '\(file)'.")
        }
    }

    /// The rules `--rules` names (``PositionSolving/rules(parsing:)``), a mistake a usage error.
    static func solverRules(_ text: String) throws -> Rules {
        do throws(CommandError) { return try PositionSolving.rules(parsing: text) } catch { throw ValidationError(error.message) }
    }

    func run() throws {
        let parsedRules = try Self.solverRules(rules)
        let lines: [String]
        do throws(CommandError) {
            if let makeBook {
                let words = CommandLine.arguments.dropFirst().map { $0.contains(" ") ? "'\($0)'" : $0 }
                let written = try PositionSolving.writeBook(
                    to: makeBook, rules: parsedRules, tableSize: tableSize, maxMoves: bookMoves, command: "ttt " + words.joined(separator: " "))
                print("Wrote \(written.grouped) positions of up to \(bookMoves) stones to '\(makeBook)'.")
                return
            }
            // NB: read as scripts are, up to 64 MiB, with LF or CRLF line ends.
            if let file { lines = try Script.lines(of: file) } else { lines = try PositionSolving.standardInputLines() }
        } catch {
            printError("Error: \(error.message)")
            throw ExitCode(1)
        }
        let solving = PositionSolving(rules: parsedRules, tableSize: tableSize, book: !noBook, movesScored: moves, check: check)
        if solving.run(lines, source: file ?? "<stdin>") > 0 { throw ExitCode(1) }
    }
}
