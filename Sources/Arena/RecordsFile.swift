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
    private let descriptor: Int32
    private var gamesWritten = 0

    /// Opens the file at `path` for writing, creating it when missing; what it held is
    /// replaced when the first game is written, not before.
    ///
    /// Only a missing or empty file, or records ttt wrote (text records of a ttt event, or
    /// SGF that names ttt as its application), is replaced: a journal, a script or any other
    /// file given by mistake is refused and left as it is.
    ///
    /// NB: a run refused after this (a journal that is not ttt's, say) leaves the file as
    /// it was.
    public init(path: String) throws(JournalError) {
        self.path = path
        isSGF = path.lowercased().hasSuffix(".sgf")
        descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw JournalError("Cannot write the records '\(path)': \(String(cString: strerror(errno))).")
        }
        do { try Self.checkReplaceable(path) } catch {
            close(descriptor)
            throw error
        }
    }

    /// Whether the file at `path` is empty, not a regular file (a pipe, /dev/null) or records
    /// ttt wrote; throws when it is anything else.
    public static func checkReplaceable(_ path: String) throws(JournalError) {
        guard let text = FileLocation.start(ofExistingFile: path) else { return }
        guard !(text.hasPrefix("[Event \"ttt ") || (text.hasPrefix("(;") && text.contains("AP[ttt]"))) else { return }
        throw JournalError("'\(path)' exists and is not records ttt wrote; it is left as it is. Give --records another file, or remove it.")
    }

    deinit { close(descriptor) }

    /// Appends one game.
    /// - Throws: ``JournalError`` when the file cannot be written, or SGF is asked of a gravity game.
    public func write(_ entry: JournalEntry) throws(JournalError) {
        let text: String
        if isSGF {
            do { text = try SGFRecord.text(entry) } catch { throw JournalError(error.message) }
        } else {
            text = (gamesWritten > 0 ? "\n" : "") + GameRecord(entry).text
        }
        if gamesWritten == 0, ftruncate(descriptor, 0) != 0 {
            throw JournalError("Cannot write the records '\(path)': \(String(cString: strerror(errno))).")
        }
        let failed = writeAll(descriptor, text)
        if let failed { throw JournalError("Cannot write the records '\(path)': \(String(cString: strerror(failed))).") }
        gamesWritten += 1
    }
}
