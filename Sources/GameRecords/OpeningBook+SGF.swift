public import GameCore

extension OpeningBook {
    /// Reads the openings of an SGF collection: each game's moves (its main line, read as
    /// ``SGFRecord/parseAll(_:)`` reads it), or its first `plies` moves when given.
    ///
    /// A game must be on a board of the size of `rules`; its first moves (the opening's)
    /// must be legal under `rules` too, so a game of freestyle gomoku is refused as a renju
    /// opening where it holds a move forbidden to X. Its `TK` and `TR` are not compared: most
    /// programs write neither.
    /// - Throws: ``RecordError`` with the line of the first mistake: SGF's syntax, a game on
    ///   another board, with no moves, a move that is not legal, an opening that already ends
    ///   the game (a finished game with no `plies` given, say).
    public static func parsingSGF(_ text: String, rules: Rules, plies: Int? = nil) throws(RecordError) -> OpeningBook {
        var reader = SGFReader(text: text)
        var openings: [[Move]] = []
        reader.skipSpace()
        while !reader.atEnd {
            let nodes = try reader.gameTree()
            let record = try SGFRecord.record(from: nodes)
            let number = openings.count + 1
            let line = nodes[0].line
            guard record.rules.columns == rules.columns, record.rules.rows == rules.rows else {
                throw RecordError(line: line, "Game \(number) is on a \(record.rules.columns)x\(record.rules.rows) board, not the tournament's \(rules.columns)x\(rules.rows).")
            }
            guard !record.moves.isEmpty else {
                throw RecordError(line: line, "Game \(number) has no moves to start from.")
            }
            // NB: the line of each move, for the messages.
            let moveLines = nodes.flatMap { node in node.properties.filter { $0.name == "B" || $0.name == "W" }.map(\.line) }
            let moves = Array(record.moves.prefix(plies ?? record.moves.count))
            var board = Board(rules: rules)
            for (place, move) in moves.enumerated() {
                do { board = try board.playing(move) } catch {
                    throw RecordError(line: moveLines[place], "Game \(number), move \(place + 1) '\(rules.notation(for: move))': \(error.message)")
                }
            }
            if board.isOver {
                let advice = plies == nil ? "; give --openings-plies N to start from its first N moves" : ""
                throw RecordError(line: line, "Game \(number)'s \(moves.count) moves already end the game: \(board.outcome)\(advice).")
            }
            openings.append(moves)
            reader.skipSpace()
        }
        guard !openings.isEmpty else { throw RecordError(line: 1, "The file holds no opening.") }
        return .list(openings)
    }
}
