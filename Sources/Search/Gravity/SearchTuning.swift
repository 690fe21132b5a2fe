/// The constants that shape how the exact search spends its time, chosen by measuring
/// `ttt bench solver` (the published connect four test sets) and harder 12-stone positions.
enum SearchTuning {
    /// Positions with more empty cells than this try the enhanced transposition cutoff
    /// (probing each child in the table before searching any). Nearer the end the probes
    /// cost more than the subtrees they could save.
    static let etcEmptyCells = 12

    /// Positions with at most this many empty cells go to the small near-end table rather
    /// than the main one.
    ///
    /// NB: most nodes of a search lie near the end and their subtrees are cheap to redo, so
    /// they gain more from a table that stays in the processor's cache than from a large one:
    /// a probe of the main table (tens of MiB) misses the cache nearly every time and is the
    /// largest single cost of a node. Positions further from the root keep the large table,
    /// where an entry saves a large subtree.
    static let nearEmptyCells = 17

    /// The entries of the near-end table: 2^17 entries of 8 bytes, 1 MiB, which stays in a
    /// core's level-2 cache.
    static let nearTableEntries = 1 << 17
}
