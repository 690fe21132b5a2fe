/// A fixed-size table of search results, indexed by position key: a preallocated block of
/// 64-bit entries that lives as long as its solver.
///
/// Each entry packs a verification tag and a one-byte value. Keys are first scrambled by
/// multiplying with an odd constant (a bijection on 64-bit words); the top `indexBits` bits
/// of the product pick the slot and the remaining bits are kept as the tag, so a stored
/// entry identifies its key exactly and a lookup never returns another position's value.
/// A new entry always replaces the old one in its slot. The value 0 means "nothing stored".
final class TranspositionTable {
    /// The entries; `entryCount` of them, zero when empty.
    let entries: UnsafeMutablePointer<UInt64>
    /// log2 of the number of entries.
    let indexBits: Int

    /// The number of entries.
    var entryCount: Int { 1 << indexBits }

    /// A table of at most `requestedEntries` entries (a power of two, at least 256).
    init(entries requestedEntries: Int) {
        var bits = 8
        while bits < 40, (1 << (bits + 1)) <= requestedEntries { bits += 1 }
        indexBits = bits
        entries = TableMemory.allocate(words: 1 << bits)
    }

    deinit { TableMemory.deallocate(entries, words: entryCount) }

    /// Forgets every entry.
    func clear() {
        entries.update(repeating: 0, count: entryCount)
    }

    /// An unowned view for the search's hot path; valid while the table lives.
    var view: TableView { TableView(entries: entries, indexBits: UInt64(indexBits)) }
}

/// The lookup and store operations of a ``TranspositionTable``, without reference counting.
struct TableView {
    let entries: UnsafeMutablePointer<UInt64>
    let indexBits: UInt64

    // NB: an odd multiplier makes key -> product a bijection; its top bits are well mixed.
    @usableFromInline static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The value stored for `key`, or 0.
    @inlinable @inline(__always)
    func value(for key: UInt64) -> UInt8 {
        let product = key &* Self.multiplier
        let entry = entries[Int(truncatingIfNeeded: product &>> (64 &- indexBits))]
        // The tag occupies the bits above the low `indexBits` (>= 8) bits.
        let difference = entry ^ (product &<< indexBits)
        return difference < 256 ? UInt8(truncatingIfNeeded: difference) : 0
    }

    /// Stores `value` (not 0) for `key`, replacing whatever shared its slot.
    @inlinable @inline(__always)
    func store(_ value: UInt8, for key: UInt64) {
        let product = key &* Self.multiplier
        entries[Int(truncatingIfNeeded: product &>> (64 &- indexBits))] = (product &<< indexBits) | UInt64(value)
    }
}
