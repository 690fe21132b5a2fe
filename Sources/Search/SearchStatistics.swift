/// What one search on a big board did, for people measuring it (`ttt bench search.depth`):
/// how deep each pass of iterative deepening went and what it cost, how often the table
/// answered, and how many moves a node searched.
public struct SearchStatistics: Sendable, Hashable {
    /// One finished (or, last, cut short) pass of iterative deepening.
    public struct Pass: Sendable, Hashable {
        /// The pass's depth, in plies.
        public var depth: Int
        /// The positions it looked at (chains of fours included).
        public var nodes: Int
        /// Its time.
        public var time: Duration
        /// Whether it searched every root move before the clock or the node limit stopped it.
        public var finished: Bool
    }

    /// The passes, shallowest first.
    public var passes: [Pass] = []
    /// The positions and the time spent on threats before the main search (chains of fours,
    /// the defence against the opponent's chains).
    public var threatNodes = 0
    public var threatTime: Duration = .zero
    /// The whole search's time.
    public var time: Duration = .zero
    /// Table look-ups inside the main search, those that found the position, and those
    /// whose stored score settled the node at once.
    public var tableProbes = 0
    public var tableHits = 0
    public var tableCutoffs = 0
    /// Nodes that searched moves, the moves they searched, those that ended in a cut-off and
    /// those whose cut-off came from their first move.
    public var expandedNodes = 0
    public var movesSearched = 0
    public var cutoffs = 0
    public var firstMoveCutoffs = 0

    public init() {}

    /// The deepest finished pass, or 0.
    public var depth: Int { passes.last(where: \.finished)?.depth ?? 0 }
    /// Moves searched per node that searched any.
    public var movesPerNode: Double { expandedNodes == 0 ? 0 : Double(movesSearched) / Double(expandedNodes) }
    /// The effective branching factor: how many times the positions of the deepest finished
    /// pass were those of the one before (nil with fewer than two passes finished).
    public var branchingFactor: Double? {
        let finished = passes.filter(\.finished)
        guard finished.count >= 2, finished[finished.count - 2].nodes > 0 else { return nil }
        return Double(finished[finished.count - 1].nodes) / Double(finished[finished.count - 2].nodes)
    }
}
