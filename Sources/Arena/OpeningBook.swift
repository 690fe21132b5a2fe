public import GameCore

/// Where a tournament's games start: the empty board, a few random moves, or positions
/// from a file. Every opening is played twice in a row by each pairing, once with each
/// player as X, and every pairing gets the same openings in the same order.
public enum OpeningBook: Sendable, Hashable {
    /// Every game starts from the empty board.
    case none
    /// Each game pair starts after this many random moves (none of which ends the game),
    /// drawn from the tournament's seed and the pair's round.
    case randomPlies(Int)
    /// Each game pair starts from the next line of the list, which repeats; the moves of
    /// each opening, X first.
    case list([[Move]])

    /// Reads a file of openings: one move list a line, in the rules' notation (`b2 a1`, or
    /// `d d c` in gravity games), or in the Gomocup's format (see ``gomocupMoves(_:rules:)``);
    /// blank lines and lines starting with `#` are skipped.
    /// - Throws: ``RecordError`` with the line number of a move that cannot be read or
    ///   played (one forbidden under renju, say), or of an opening that already ends the game.
    public static func parsing(_ text: String, rules: Rules) throws(RecordError) -> OpeningBook {
        var openings: [[Move]] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "," }).map(String.init)
            if words.isEmpty { continue }
            if line.contains(","), let stones = gomocupMoves(words, rules: rules) {
                if let (number, pair) = stones.enumerated().first(where: { $0.element.cell == nil }).map({ ($0.offset + 1, $0.element.pair) }) {
                    let centre = Move(column: rules.columns / 2, row: rules.rows - 1 - rules.rows / 2).cellName
                    throw RecordError(line: offset + 1, "Move \(number) '\(pair)' is off the \(rules.columns)x\(rules.rows) board (Gomocup openings count x and y from its centre, \(centre)).")
                }
                words = stones.compactMap(\.cell)
            }
            var board = Board(rules: rules)
            var moves: [Move] = []
            for word in words {
                do {
                    let move = try board.move(parsing: word)
                    board = try board.playing(move)
                    moves.append(move)
                } catch {
                    throw RecordError(line: offset + 1, "Move \(moves.count + 1) '\(word)': \(error.message)")
                }
            }
            if board.isOver {
                throw RecordError(line: offset + 1, "The opening '\(words.joined(separator: " "))' already ends the game.")
            }
            openings.append(moves)
        }
        guard !openings.isEmpty else { throw RecordError(line: 1, "The file holds no opening.") }
        return .list(openings)
    }

    /// A line of the Gomocup's openings format as cell names, or nil when the line is not
    /// one: comma-separated pairs of whole numbers `x, y`, each a stone's place relative to
    /// the centre of the board (`0, 0` is h8 on 15x15; x to the right, y downward, as the
    /// Gomocup protocol counts), stones alternating from X. Only on boards without gravity
    /// and other than tic-tac-toe's, whose keypad digits would read the same. A stone off
    /// the board has no cell.
    static func gomocupMoves(_ words: [String], rules: Rules) -> [(pair: String, cell: String?)]? {
        guard !rules.gravity, rules != .ticTacToe, words.count % 2 == 0 else { return nil }
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

    /// The moves of opening `round` (the pairings' `round`-th game pair) under `rules`.
    public func moves(forRound round: Int, rules: Rules, seed: UInt64) -> [Move] {
        switch self {
        case .none: return []
        case let .list(openings): return openings[round % openings.count]
        case let .randomPlies(plies):
            // NB: a stream of its own, apart from the games' seeds (index 0, 1, ... per game).
            var generator = SplitMix64.derived(from: seed ^ 0x6F70_656E_696E_6773, index: UInt64(round))
            var board = Board(rules: rules)
            var moves: [Move] = []
            for _ in 0..<plies {
                // NB: a move that ends the game is no opening; choose among the others.
                let candidates = board.legalMoves.filter { (try? board.playing($0))?.isOver == false }
                if candidates.isEmpty { break }
                let move = candidates[generator.next(below: candidates.count)]
                board = try! board.playing(move)
                moves.append(move)
            }
            return moves
        }
    }

    /// A short description for the journal's header and people: `none`, `random 4 plies`,
    /// `3 from a file`.
    public var summary: String {
        switch self {
        case .none: "none"
        case let .randomPlies(plies): "random \(plies) plies"
        case let .list(openings): "\(openings.count) from a file"
        }
    }
}
