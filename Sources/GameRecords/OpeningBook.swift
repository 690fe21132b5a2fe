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
    /// Each game pair starts from an opening of the list, which repeats, in the order and
    /// symmetry of ``source(ofRound:rules:seed:order:transform:)``; the moves of each
    /// opening, X first.
    case list([[Move]])

    /// The moves of opening `round` (the pairings' `round`-th game pair) under `rules`: for a
    /// list, the opening and symmetry of ``source(ofRound:rules:seed:order:transform:)``.
    public func moves(
        forRound round: Int, rules: Rules, seed: UInt64, order: OpeningOrder = .sequential, transform: OpeningTransform = .none
    ) -> [Move] {
        switch self {
        case .none: return []
        case let .list(openings):
            let (index, symmetry) = source(ofRound: round, rules: rules, seed: seed, order: order, transform: transform)!
            let moves = openings[index]
            return symmetry == .identity ? moves : moves.map { symmetry.image(of: $0, rules: rules) }
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

    /// Which line of a list, in which symmetry, game pair `round` of every pairing starts
    /// from; nil when the book is no list.
    ///
    /// With N openings, pair k is in pass p = k / N through the list, at place k mod N of it:
    /// the opening at that place (in the file's order, or in the pass's own shuffle with random
    /// `order`), in the symmetry `transform` gives it among the S of ``Rules/symmetries``
    /// (8, 4 or 2): with ``OpeningTransform/eachOpening``, opening i of the file in pass p is
    /// in symmetry (i + p) mod S, so that a run shorter than one pass is transformed too
    /// (opening 0 as it is, opening 1 mirrored, ...); with ``OpeningTransform/eachPass``
    /// (journals of ttt 0.9), pass p is all in symmetry p mod S. Either way, after S passes
    /// every opening has been played in every symmetry.
    ///
    /// - Complexity: O(1).
    public func source(
        ofRound round: Int, rules: Rules, seed: UInt64, order: OpeningOrder = .sequential, transform: OpeningTransform = .none
    ) -> (opening: Int, symmetry: BoardSymmetry)? {
        guard case let .list(openings) = self else { return nil }
        let count = openings.count
        let pass = round / count
        let index = order.opening(at: round % count, pass: pass, count: count, seed: seed)
        let symmetries = rules.symmetries
        switch transform {
        case .none: return (index, .identity)
        case .eachPass: return (index, symmetries[pass % symmetries.count])
        case .eachOpening: return (index, symmetries[(index + pass) % symmetries.count])
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

/// Which symmetry of the board each opening of a list is played in (`--openings-transform`).
public enum OpeningTransform: Sendable, Hashable {
    /// Every opening as the file gives it.
    case none
    /// Opening i of the file, in pass p through it, in symmetry (i + p) mod S: the openings of
    /// one pass in different symmetries, each opening in a new one each pass.
    case eachOpening
    /// Every opening of pass p in symmetry p mod S: the first pass as the file is. What ttt
    /// 0.9 did, kept for its journals (their header's `"openings_transform":true`); a run
    /// shorter than a pass transforms nothing.
    case eachPass
}
