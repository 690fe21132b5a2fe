#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPrefetch

/// A fixed-size table of searched positions: key, score, bound, depth and best move.
///
/// Buckets of two entries: the first keeps the deepest result (of the current search,
/// once ``newSearch()`` is called: an earlier search's entry there is replaced at once),
/// the second is always replaced, so deep results survive and fresh ones still find a place. The memory is
/// allocated once, never grown.
final class GridTable {
    /// Whether a stored score is exact or only a bound.
    enum Bound: UInt64 {
        case exact = 1, lower = 2, upper = 3
    }

    struct Entry {
        var score: Int32
        var bound: Bound
        var depth: Int
        /// The best move's bit (or cell, up to 2046), or -1.
        var move: Int

        /// The stored score, as seen `ply` plies from the root, when it settles a search
        /// `depth` deep in the window (alpha, beta); else nil.
        @inline(__always)
        func settles(depth: Int, ply: Int, alpha: Int32, beta: Int32) -> Int32? {
            guard self.depth >= depth else { return nil }
            let score = Score.fromTable(self.score, ply)
            switch bound {
            case .exact: return score
            case .lower: return score >= beta ? score : nil
            case .upper: return score <= alpha ? score : nil
            }
        }
    }

    /// The search an entry was stored in (8 bits): an older search's deepest entries give
    /// way to this one's.
    private var generation: UInt64 = 0

    /// Starts a new search: from now on the entries of earlier ones are replaced first.
    func newSearch() { generation = (generation &+ 1) & 255 }

    /// Per entry, its key then its data: a bucket's two entries share 32 bytes, so a probe
    /// costs one cache miss, not two (the table is far bigger than the caches).
    private let slots: UnsafeMutablePointer<UInt64>
    private let memory: UnsafeMutableRawPointer
    let capacity: Int
    private let mask: Int

    /// A table of `entries` entries rounded down to a power of two, at least 2 (16 bytes each).
    init(entries: Int) {
        var size = 2
        while size * 2 <= max(entries, 2) { size *= 2 }
        capacity = size
        mask = size - 1
        // NB: calloc hands out zeroed pages lazily, so a big table costs nothing until used;
        // 32 bytes more, to start the buckets on a 32-byte boundary.
        guard let memory = calloc(2 * size + 4, MemoryLayout<UInt64>.stride) else {
            fatalError("Out of memory for a transposition table of \(size) entries.")
        }
        self.memory = memory
        let aligned = (Int(bitPattern: memory) + 31) & ~31
        slots = UnsafeMutableRawPointer(bitPattern: aligned)!.bindMemory(to: UInt64.self, capacity: 2 * size)
    }

    deinit { free(memory) }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        var h = key ^ (key &>> 31)
        h &*= 0x94D0_49BB_1331_11EB
        h ^= h &>> 29
        return Int(truncatingIfNeeded: h) & mask & ~1
    }

    /// Starts bringing `key`'s bucket into the caches, for a probe or store soon after (a
    /// hint: nothing waits for it).
    @inline(__always)
    func prefetch(_ key: UInt64) {
        ttt_prefetch(slots + 2 &* slot(key))
    }

    @inline(__always)
    func probe(_ key: UInt64) -> Entry? {
        let index = slot(key)
        for i in index...(index &+ 1) where slots[2 &* i] == key && slots[2 &* i &+ 1] != 0 {
            return Self.unpack(slots[2 &* i &+ 1])
        }
        return nil
    }

    @inline(__always)
    func store(_ key: UInt64, _ entry: Entry) {
        let index = slot(key)
        let packed = Self.pack(entry) | generation &<< 37
        let first = slots[2 &* index &+ 1]
        if slots[2 &* index] == key || first == 0 || entry.depth >= Self.unpack(first).depth || (first &>> 37) != generation {
            slots[2 &* index] = key
            slots[2 &* index &+ 1] = packed
        } else {
            slots[2 &* index &+ 2] = key
            slots[2 &* index &+ 3] = packed
        }
    }

    @inline(__always)
    private static func pack(_ entry: Entry) -> UInt64 {
        UInt64(UInt16(bitPattern: Int16(truncatingIfNeeded: entry.score)))
            | entry.bound.rawValue &<< 16
            | UInt64(min(entry.depth, 255)) &<< 18
            | UInt64(entry.move &+ 1) &<< 26
    }

    @inline(__always)
    private static func unpack(_ packed: UInt64) -> Entry {
        Entry(
            score: Int32(Int16(bitPattern: UInt16(truncatingIfNeeded: packed))),
            bound: Bound(rawValue: (packed &>> 16) & 3) ?? .exact,
            depth: Int((packed &>> 18) & 255),
            move: Int((packed &>> 26) & 0x7FF) &- 1
        )
    }
}
