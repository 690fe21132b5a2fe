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
    /// symmetry of ``source(ofRound:rules:seed:order:transformed:)``; the moves of each
    /// opening, X first.
    case list([[Move]])

    /// The moves of opening `round` (the pairings' `round`-th game pair) under `rules`: for a
    /// list, the opening and symmetry of ``source(ofRound:rules:seed:order:transformed:)``.
    public func moves(
        forRound round: Int, rules: Rules, seed: UInt64, order: OpeningOrder = .sequential, transformed: Bool = false
    ) -> [Move] {
        switch self {
        case .none: return []
        case let .list(openings):
            let (index, symmetry) = source(ofRound: round, rules: rules, seed: seed, order: order, transformed: transformed)!
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
    /// With N openings, pair k is in pass k / N through the list, at place k mod N of it: the
    /// opening at that place (in the file's order, or in the pass's own shuffle with random
    /// `order`), in the symmetry of the pass, when `transformed`: pass p takes symmetry
    /// p mod S of ``Rules/symmetries`` (S = 8, 4 or 2), so the first pass is the file as it
    /// is, the second its mirror image, and after S passes every opening has been played in
    /// every symmetry. Without `transformed`, every pass is in the identity.
    ///
    /// - Complexity: O(1).
    public func source(
        ofRound round: Int, rules: Rules, seed: UInt64, order: OpeningOrder = .sequential, transformed: Bool = false
    ) -> (opening: Int, symmetry: BoardSymmetry)? {
        guard case let .list(openings) = self else { return nil }
        let count = openings.count
        let pass = round / count
        let index = order.opening(at: round % count, pass: pass, count: count, seed: seed)
        guard transformed else { return (index, .identity) }
        let symmetries = rules.symmetries
        return (index, symmetries[pass % symmetries.count])
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
