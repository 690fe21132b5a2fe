import GameCore
import GameRecords
import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a merge's games back from their journals in index order, each journal once from its
/// start, holding a small chunk of each and the games read ahead of their turn.
///
/// A merge keeps, of each game, only which journal holds it (``JournalMerge``: 2 bytes a
/// game). Within a journal the games are nearly in index order (games that ran at once end
/// out of order, a resumed run appends the ones it lacked), so a game asked for is found a few
/// lines on, and the games read before their turn wait here: their number is the journal's
/// disorder, not its length. A line whose game another journal holds, or whose turn has
/// passed (a game journaled twice), is dropped.
final class JournalLines {
    /// The bytes each journal is read by: many journals are read at once.
    private static let chunkBytes = 1 << 14

    private let paths: [String]
    /// Which journal holds each game, by index, from 1 (0: none).
    private let holders: [UInt16]
    private var readers: [Reader?]
    private var rules: (String, Rules)? = nil

    /// One journal, read a line at a time.
    private struct Reader {
        var descriptor: Int32
        var scanner: LineScanner
        var contents = JournalContents()
        var lineNumber = 0
        /// Games read before their turn, by index.
        var ahead: [Int: JournalEntry] = [:]
    }

    init(paths: [String], holders: [UInt16]) {
        self.paths = paths
        self.holders = holders
        readers = Array(repeating: nil, count: paths.count)
    }

    deinit {
        for reader in readers { if let reader { close(reader.descriptor) } }
    }

    /// Game `index`, from the journal that holds it; the games must be asked in index order.
    /// - Throws: ``InputError`` when the journal cannot be read again, or no longer holds
    ///   the game (changed since it was checked).
    func entry(_ index: Int) throws(InputError) -> JournalEntry {
        let journal = Int(holders[index]) - 1
        if readers[journal] == nil {
            let descriptor = open(paths[journal], O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw InputError("Cannot read the journal '\(paths[journal])' again: \(String(cString: strerror(errno))).")
            }
            readers[journal] = Reader(descriptor: descriptor, scanner: LineScanner(descriptor: descriptor, chunkBytes: Self.chunkBytes))
        }
        if let entry = readers[journal]!.ahead.removeValue(forKey: index) { return entry }
        while true {
            switch readers[journal]!.scanner.next() {
            case let .line(line):
                readers[journal]!.lineNumber += 1
                let number = readers[journal]!.lineNumber
                guard let entry = try readers[journal]!.contents.add(line[...], number: number, name: paths[journal], rules: &rules)
                else { continue }
                if entry.index == index { return entry }
                // NB: kept only when it is this journal's game and its turn is to come.
                // NB: a game journaled twice is the first line's, as the checks read it.
                if entry.index > index, entry.index < holders.count, Int(holders[entry.index]) - 1 == journal,
                   readers[journal]!.ahead[entry.index] == nil
                {
                    readers[journal]!.ahead[entry.index] = entry
                }
            case .tooLong, .end, .failed:
                throw InputError("The journal '\(paths[journal])' changed while it was merged: merge it again.")
            }
        }
    }
}
