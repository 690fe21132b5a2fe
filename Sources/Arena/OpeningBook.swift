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
    /// `d d c` in gravity games); blank lines and lines starting with `#` are skipped.
    /// - Throws: ``RecordError`` with the line number of a move that cannot be read or
    ///   played, or of an opening that already ends the game.
    public static func parsing(_ text: String, rules: Rules) throws(RecordError) -> OpeningBook {
        var openings: [[Move]] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "," })
            if words.isEmpty { continue }
            var board = Board(rules: rules)
            var moves: [Move] = []
            for word in words {
                do {
                    let move = try board.move(parsing: String(word))
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
