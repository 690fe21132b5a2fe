import TextAndFiles

public import GameCore

extension OpeningBook {
    /// Reads a file of openings, one a line, each line in any of three formats, told apart
    /// line by line: a move list in ttt's notation, rows counted from 1 at the bottom
    /// (`h8 i9 j8`, or `d d c` in gravity games); the pos notation of c-gomoku-cli and
    /// Yixin-Board, cells run together in one word with rows counted from 1 at the top
    /// (`h8i9j8` is ttt's `h8 i7 j8` on 15x15, see ``posMoves(_:rules:)``); or the Gomocup's
    /// stones from the centre (see ``gomocupMoves(_:rules:)``). In a file with a pos line, a
    /// line of one cell alone is a pos line too, as c-gomoku-cli reads it. Blank lines and
    /// lines starting with `#` are skipped. An SGF collection (text starting with `(`) is
    /// read by ``parsingSGF(_:rules:plies:)``. Lines end at LF or CRLF, after a byte-order
    /// mark at the start (``TextLines``).
    ///
    /// - Parameter plies: when given, each opening is its line's first `plies` moves (the
    ///   whole line when it has fewer), cut before they are checked, as SGF games are: the
    ///   moves after the cut are not read, so one that could not be played is no mistake.
    /// - Throws: ``RecordError`` with the line number of a line that is none of the formats,
    ///   of a move that cannot be read or played (one forbidden under renju, say), or of an
    ///   opening that already ends the game.
    public static func parsing(_ text: String, rules: Rules, plies: Int? = nil) throws(RecordError) -> OpeningBook {
        if SGFRecord.looksLikeSGF(text) { return try parsingSGF(text, rules: rules, plies: plies) }
        var openings: [[Move]] = []
        let lines = TextLines.lines(of: text).map { raw in
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return (text: line, words: line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "," }).map(String.init))
        }
        // NB: a lone cell is a pos line only in a file of pos lines: alone, `b2` is ttt's.
        let posFile = lines.contains { $0.words.count == 1 && posCells($0.words[0], rules: rules, alone: false) != nil }
        for (offset, line) in lines.enumerated() where !line.words.isEmpty {
            openings.append(try opening(line.words, line: offset + 1, text: line.text, rules: rules, plies: plies, posFile: posFile))
        }
        guard !openings.isEmpty else { throw RecordError(line: 1, "The file holds no opening.") }
        return .list(openings)
    }

    /// The opening of one line of a file, `words` its words (split at spaces and commas).
    private static func opening(
        _ words: [String], line: Int, text: Substring, rules: Rules, plies: Int?, posFile: Bool
    ) throws(RecordError) -> [Move] {
        var words = words
        if words.count == 1, let cells = posCells(words[0], rules: rules, alone: posFile) {
            return try posOpening(cells, line: line, rules: rules, plies: plies)
        }
        if text.contains(","), var stones = gomocupMoves(words, rules: rules) {
            if let plies { stones = Array(stones.prefix(plies)) }
            if let (number, pair) = stones.enumerated().first(where: { $0.element.cell == nil }).map({ ($0.offset + 1, $0.element.pair) }) {
                let centre = Move(column: rules.columns / 2, row: rules.rows - 1 - rules.rows / 2).cellName
                throw RecordError(line: line, "Move \(number) '\(pair)' is off the \(rules.columns)x\(rules.rows) board (Gomocup openings count x and y from its centre, \(centre)).")
            }
            words = stones.compactMap(\.cell)
        } else if text.contains(","), readsGomocup(rules), words.allSatisfy({ Int($0) != nil }) {
            throw RecordError(line: line, "Gomocup openings are 'x,y' pairs; this line holds \(words.count) numbers.")
        } else if rules.gravity {
            words = words.flatMap { runTogetherCells($0) ?? [$0] }
        } else if let word = words.first(where: { runTogetherCells($0) != nil }) {
            throw RecordError(line: line, "'\(word.escapedForDisplay(limit: 40))' is cells run together (the pos notation, rows from the top) among other words: write the line as one word ('h8i9j8'), or as moves in ttt's notation, rows from the bottom ('h8 i7 j8').")
        }
        // NB: cut first, as an SGF game is: what comes after the opening is no part of it.
        if let plies { words = Array(words.prefix(plies)) }
        var board = Board(rules: rules)
        var moves: [Move] = []
        for word in words {
            do {
                let move = try board.move(parsing: word)
                board = try board.playing(move)
                moves.append(move)
            } catch {
                if moves.isEmpty, case .unreadable = error {
                    let shown = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    throw RecordError(line: line, "The line '\(shown)' is none of the openings formats: \(formats(rules)).")
                }
                throw RecordError(line: line, "Move \(moves.count + 1) '\(word)': \(error.message)")
            }
        }
        if board.isOver {
            let shown = moves.map { rules.notation(for: $0) }.joined(separator: " ")
            throw RecordError(line: line, "The opening '\(shown)' already ends the game.")
        }
        return moves
    }

    /// The formats an openings line may take under `rules`, for messages.
    static func formats(_ rules: Rules) -> String {
        if rules.gravity { return "columns as 'a b a', or cells run together as 'a1b1a2'" }
        let moves = "moves in ttt's notation as 'b2 a1' (rows from the bottom)"
        let pos = "cells run together in the pos notation as 'b2a1' (rows from the top)"
        return readsGomocup(rules) ? "\(moves), \(pos), or the Gomocup's stones from the centre as '0,0, 1,0'" : "\(moves), or \(pos)"
    }

    /// The cells of a pos line's word, as written (`h8i9j8` gives `h8`, `i9`, `j8`), or nil
    /// when the word is no pos line under `rules`: none in gravity games, whose cells run
    /// together are ttt's; a word of one cell only when `alone` (in a file of pos lines).
    static func posCells(_ word: String, rules: Rules, alone: Bool) -> [String]? {
        guard !rules.gravity else { return nil }
        if let cells = runTogetherCells(word) { return cells }
        guard alone, let cells = runTogetherCells(word + "a1"), cells.count == 2 else { return nil }
        return [cells[0]]
    }

    /// The moves of a pos line's cells, as c-gomoku-cli reads them (and Yixin-Board writes
    /// them): a column letter from `a` on the left, a row number from 1 at the top, so that
    /// `h8i9j8` is SGF's `hh ii jh` and ttt's `h8 i7 j8` on 15x15, and `a1` is ttt's `a15`,
    /// the top-left cell (the Gomocup protocol's `0,0`). Cut to `plies`, then each checked.
    static func posOpening(_ cells: [String], line: Int, rules: Rules, plies: Int?) throws(RecordError) -> [Move] {
        var board = Board(rules: rules)
        var moves: [Move] = []
        for (number, cell) in cells.prefix(plies ?? cells.count).enumerated() {
            // NB: runTogetherCells gives an ASCII letter then digits.
            let column = Int(cell.lowercased().utf8.first! - UInt8(ascii: "a"))
            let fromTop = Int(cell.dropFirst()) ?? 0
            guard column < rules.columns, (1...rules.rows).contains(fromTop) else {
                throw RecordError(line: line, "Move \(number + 1) '\(cell)' is off the \(rules.columns)x\(rules.rows) board (pos lines count rows from 1 at the top).")
            }
            let move = Move(column: column, row: rules.rows - fromTop)
            do { board = try board.playing(move) } catch {
                throw RecordError(line: line, "Move \(number + 1) '\(cell)' (ttt's \(move.cellName): pos lines count rows from the top): \(error.message)")
            }
            moves.append(move)
        }
        if board.isOver {
            let shown = moves.map { rules.notation(for: $0) }.joined(separator: " ")
            throw RecordError(line: line, "The opening '\(shown)' already ends the game.")
        }
        return moves
    }

    /// The cells of a word of cells run together, letter then number, as Yixin-Board's
    /// getpos prints a position (`h8i9j8` is `h8`, `i9`, `j8`), or nil for a word that is not
    /// two cells or more so written. The cells as written: what their rows count from is the
    /// caller's (from the top in pos lines, ``posOpening(_:line:rules:plies:)``; from the
    /// bottom in gravity games).
    static func runTogetherCells(_ word: String) -> [String]? {
        var cells: [String] = []
        for character in word {
            if character.isASCII, character.isLetter {
                cells.append(String(character))
            } else if character.isASCII, character.isNumber, let last = cells.last, last.count < 4 {
                cells[cells.count - 1].append(character)
            } else {
                return nil
            }
        }
        guard cells.count >= 2, cells.allSatisfy({ $0.count >= 2 }) else { return nil }
        return cells
    }

    /// Whether a line of numbers is read as Gomocup stones under `rules`: on boards without
    /// gravity other than tic-tac-toe's, whose keypad digits would read the same.
    static func readsGomocup(_ rules: Rules) -> Bool { !rules.gravity && rules != .ticTacToe }

    /// A line of the Gomocup's openings format as cell names, or nil when the line is not
    /// one: comma-separated pairs of whole numbers `x, y`, each a stone's place relative to
    /// the centre of the board (`0, 0` is h8 on 15x15; x to the right, y downward, as the
    /// Gomocup protocol counts), stones alternating from X. Only where ``readsGomocup(_:)``.
    /// A stone off the board has no cell.
    static func gomocupMoves(_ words: [String], rules: Rules) -> [(pair: String, cell: String?)]? {
        guard readsGomocup(rules), words.count % 2 == 0 else { return nil }
        let numbers = words.compactMap { Int($0) }
        guard numbers.count == words.count else { return nil }
        let centreColumn = rules.columns / 2, centreRowFromTop = rules.rows / 2
        return stride(from: 0, to: numbers.count, by: 2).map { i in
            let column = centreColumn + numbers[i]
            let row = rules.rows - 1 - (centreRowFromTop + numbers[i + 1])
            let pair = "\(numbers[i]),\(numbers[i + 1])"
            guard (0..<rules.columns).contains(column), (0..<rules.rows).contains(row) else { return (pair, nil) }
            return (pair, Move(column: column, row: row).cellName)
        }
    }
}
