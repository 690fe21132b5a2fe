#if canImport(Glibc)
import Glibc
#endif

/// Zeroed memory for a transposition table, backed by huge pages where the system offers
/// them: a table is probed at random on every node, and with 4 KiB pages nearly every probe
/// would also miss the address translation cache.
enum TableMemory {
    /// 2 MiB, the usual huge page size.
    static let hugePage = 1 << 21

    /// `words` zeroed 64-bit words.
    static func allocate(words: Int) -> UnsafeMutablePointer<UInt64> {
        let bytes = words * MemoryLayout<UInt64>.stride
        #if canImport(Glibc)
        if bytes >= hugePage {
            var raw: UnsafeMutableRawPointer?
            if posix_memalign(&raw, hugePage, bytes) == 0, let raw {
                // NB: advice only; without transparent huge pages this changes nothing.
                _ = madvise(raw, bytes, MADV_HUGEPAGE)
                let entries = raw.bindMemory(to: UInt64.self, capacity: words)
                entries.initialize(repeating: 0, count: words)
                return entries
            }
        }
        #endif
        let entries = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        entries.initialize(repeating: 0, count: words)
        return entries
    }

    /// Frees memory from ``allocate(words:)``.
    static func deallocate(_ entries: UnsafeMutablePointer<UInt64>, words: Int) {
        let bytes = words * MemoryLayout<UInt64>.stride
        #if canImport(Glibc)
        if bytes >= hugePage {
            free(entries)
            return
        }
        #endif
        entries.deallocate()
    }
}
