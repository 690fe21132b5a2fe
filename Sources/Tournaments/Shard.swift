import TextAndFiles

/// One part of a tournament split over several runs: shard `index` of `count`, from 1.
///
/// The games are dealt out by game pair (both games of an opening, colours swapped), so each
/// shard keeps its pairs whole: pair `p` belongs to shard `p mod count + 1`. Which games a
/// shard plays depends only on the tournament's parameters, so shards can run anywhere, in
/// any order, and `ttt merge` adds their journals up to the same standings as one run.
///
/// With an SPRT, a shard plays all its games: the test must see every game in index order to
/// stop where one run stops, so the merge applies it, and leaves out the games past its verdict.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part, from 1 to ``count``.
    public var index: Int
    /// Into how many parts the tournament is split.
    public var count: Int

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "A shard is one of 1...count.")
        self.index = index
        self.count = count
    }

    /// Reads `I/N`, as in `2/8` (the second of eight).
    /// - Throws: ``InputError`` when it is not two numbers with 1 ≤ I ≤ N.
    public init(parsing text: String) throws(InputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw InputError("Expected a shard as I/N, such as '2/8', not '\(text)'.")
        }
        guard count >= 1, (1...count).contains(index) else {
            throw InputError("Shard '\(text)' does not exist: I/N needs 1 ≤ I ≤ N.")
        }
        self.init(index: index, count: count)
    }

    /// Whether this shard plays the games of pair slot `slot` (see ``TournamentPlan``).
    public func contains(slot: Int) -> Bool { slot % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}
