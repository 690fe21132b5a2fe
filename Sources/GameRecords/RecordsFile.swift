import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of game records written as a tournament goes: text records (``GameRecord``)
/// separated by blank lines, or SGF when the path ends in `.sgf` (one game tree per game,
/// which SGF calls a collection).
public final class RecordsFile {
    public let path: String
    /// Whether games are written as SGF.
    public let isSGF: Bool
    /// The file, held for this run alone (``OutputLock``).
    private let lock: OutputLock
    private var descriptor: Int32 { lock.descriptor }
    private var gamesWritten = 0

    /// Opens the file at `path` for writing, creating it when missing; what it held is
    /// replaced when the first game is written, not before.
    ///
    /// Only a missing or empty file, or records ttt wrote (text records of a ttt event, or
    /// SGF that names ttt as its application), is replaced: a journal, a script or any other
    /// file given by mistake is refused and left as it is; so is what is not a regular file
    /// (``OutputFile``), and a file another run is writing (``OutputLock``): one run writes
    /// it at a time, so shards given one file by mistake never tear each other's rows.
    ///
    /// NB: a run refused after this (a journal that is not ttt's, say) leaves the file as
    /// it was.
    public init(path: String) throws(InputError) {
        self.path = path
        isSGF = path.lowercased().hasSuffix(".sgf")
        lock = try OutputLock(path: path, role: .records)
        try Self.checkReplaceable(path)
    }

    /// Whether the file at `path` is empty, not there, not a regular file (refused
    /// elsewhere: ``OutputFile``) or records ttt wrote; throws when it is anything else.
    public static func checkReplaceable(_ path: String) throws(InputError) {
        guard let text = FileLocation.start(ofExistingFile: path) else { return }
        guard !(text.hasPrefix("[Event \"ttt ") || (text.hasPrefix("(;") && text.contains("AP[ttt]"))) else { return }
        throw InputError("'\(path)' exists and is not records ttt wrote; it is left as it is. Give --records another file, or remove it.")
    }

    /// Appends one game.
    /// - Throws: ``InputError`` when the file cannot be written, or SGF is asked of a gravity game.
    public func write(_ entry: JournalEntry) throws(InputError) {
        let text: String
        if isSGF {
            do { text = try SGFRecord.text(entry) } catch { throw InputError(error.message) }
        } else {
            text = (gamesWritten > 0 ? "\n" : "") + GameRecord(entry).text
        }
        if gamesWritten == 0, ftruncate(descriptor, 0) != 0 {
            throw InputError("Cannot write the records '\(path)': \(String(cString: strerror(errno))).")
        }
        let failed = writeAll(descriptor, text)
        if let failed { throw InputError("Cannot write the records '\(path)': \(String(cString: strerror(failed))).") }
        gamesWritten += 1
    }
}
