/// A fixed-size table of search results, indexed by position key: a preallocated block of
/// 64-bit entries that lives as long as its solver.
///
/// See ``TableView`` for the layout of an entry. A new entry always replaces the old one in
/// its slot; an entry of 0 means "nothing stored".
final class TranspositionTable {
    /// The smallest table: 2^16 entries, so that a tag always fits its entry.
    static let minimumIndexBits = 16

    /// The entries; `entryCount` of them, zero when empty.
    let entries: UnsafeMutablePointer<UInt64>
    /// log2 of the number of entries.
    let indexBits: Int

    /// The number of entries.
    var entryCount: Int { 1 << indexBits }

    /// A table of `requestedEntries` entries rounded down to a power of two, at least 2^16.
    init(entries requestedEntries: Int) {
        var bits = Self.minimumIndexBits
        while bits < 40, (1 << (bits + 1)) <= requestedEntries { bits += 1 }
        indexBits = bits
        entries = TableMemory.allocate(words: 1 << bits)
    }

    deinit { TableMemory.deallocate(entries, words: entryCount) }

    /// Forgets every entry.
    func clear() {
        entries.update(repeating: 0, count: entryCount)
    }

    /// A view for the search's hot path, for keys of `keyBits` bits; valid while the table
    /// lives.
    func view(keyBits: Int) -> TableView {
        TableView(entries: entries, tableIndexBits: indexBits, keyBits: keyBits)
    }
}

/// The lookup and store operations of a ``TranspositionTable`` for keys of a given width,
/// without reference counting.
///
/// A key of `keyBits` bits is scrambled by multiplying it with an odd constant modulo
/// 2^keyBits, a bijection; the top bits of the product pick the slot and the rest is kept
/// as the tag, so a stored entry identifies its key exactly and a lookup never returns
/// another position's result. An entry packs, from the top: the tag (at most 48 bits), then
/// the best move's column plus one (6 bits, 0 for none) at bit 8, then the value byte.
struct TableView {
    let entries: UnsafeMutablePointer<UInt64>
    /// All ones over the key's bits.
    let keyMask: UInt64
    /// How far the product is shifted to leave the slot index.
    let indexShift: UInt64

    // NB: an odd multiplier makes key -> product a bijection modulo any power of two.
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    static let tagShift: UInt64 = 16

    init(entries: UnsafeMutablePointer<UInt64>, tableIndexBits: Int, keyBits: Int) {
        self.entries = entries
        keyMask = keyBits >= 64 ? ~0 : (1 << UInt64(keyBits)) - 1
        // NB: a table larger than the key space uses only its first 2^keyBits entries.
        let indexBits = min(tableIndexBits, keyBits)
        indexShift = UInt64(keyBits - indexBits)
        precondition(keyBits - indexBits <= 64 - Int(Self.tagShift), "Table too small for the key")
    }

    /// The entry stored for `key`, or 0.
    @inline(__always)
    func entry(for key: UInt64) -> UInt64 {
        let product = (key &* Self.multiplier) & keyMask
        let entry = entries[Int(truncatingIfNeeded: product &>> indexShift)]
        let tag = product & ((1 &<< indexShift) &- 1)
        return entry &>> Self.tagShift == tag ? entry : 0
    }

    /// Stores `value` (not 0) and the best move's column (or -1) for `key`, replacing
    /// whatever shared its slot.
    @inline(__always)
    func store(_ value: UInt8, bestColumn: Int, for key: UInt64) {
        let product = (key &* Self.multiplier) & keyMask
        let tag = product & ((1 &<< indexShift) &- 1)
        let move = UInt64(truncatingIfNeeded: bestColumn &+ 1) &<< 8
        entries[Int(truncatingIfNeeded: product &>> indexShift)] = tag &<< Self.tagShift | move | UInt64(value)
    }
}
