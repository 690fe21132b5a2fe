/// The candidate moves of one node, handed out best first without allocating.
///
/// Each candidate is packed in one word: its score (the number of cells where the mover
/// would then threaten four), then its rank in centre-first order (so that among equal
/// scores the more central column comes first), then its column. Insertion keeps the words
/// ascending, and the best is taken from the end.
struct MoveSorter {
    private var keys: InlineArray<32, UInt32>
    private var count: Int
    /// The threats of each added column's move, by column.
    private var threatsByColumn: InlineArray<32, UInt64>

    @inline(__always)
    init() {
        keys = InlineArray(repeating: 0)
        count = 0
        threatsByColumn = InlineArray(repeating: 0)
    }

    /// Adds `column`, the `rank`-th column in search order, with `score` and the cells its
    /// move would threaten (kept for ``threats(ofColumn:)``).
    @inline(__always)
    mutating func add(column: Int, rank: Int, score: Int, threats: UInt64) {
        threatsByColumn[unchecked: column] = threats
        let key = UInt32(truncatingIfNeeded: score &<< 16 | (31 &- rank) &<< 8 | column)
        var position = count
        count &+= 1
        while position > 0 {
            let below = keys[unchecked: position &- 1]
            if below <= key { break }
            keys[unchecked: position] = below
            position &-= 1
        }
        keys[unchecked: position] = key
    }

    /// The threats given with `column` when it was added.
    @inline(__always)
    func threats(ofColumn column: Int) -> UInt64 { threatsByColumn[unchecked: column] }

    /// The column of the best remaining candidate, or nil when none remain.
    @inline(__always)
    mutating func next() -> Int? {
        guard count > 0 else { return nil }
        count &-= 1
        return Int(keys[unchecked: count] & 0xFF)
    }
}
