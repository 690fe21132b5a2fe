import GameCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A results journal on disk: appended one line at a time with `write(2)`, so each finished
/// game reaches the file (the kernel's page cache) at once and survives the program being
/// killed; with ``syncsEachLine`` it is also `fsync`ed, to survive the machine going down.
///
/// Several tasks may append to it at once: each line goes out in one `write(2)` to a file
/// opened with `O_APPEND`, so lines never interleave.
public final class JournalFile: Sendable {
    /// The file's path.
    public let path: String
    /// Whether every line is forced to the disk before the next game is counted.
    public let syncsEachLine: Bool
    private let descriptor: Int32

    /// Opens `path` for appending, creating it when missing, after cutting off a torn last
    /// line (one without its line break: a write cut short by a kill) at `keepingBytes`.
    init(path: String, keepingBytes: Int?, syncsEachLine: Bool) throws(JournalError) {
        self.path = path
        self.syncsEachLine = syncsEachLine
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw JournalError("Cannot write the journal '\(path)': \(String(cString: strerror(errno))).")
        }
        if let keepingBytes, ftruncate(descriptor, off_t(keepingBytes)) != 0 {
            close(descriptor)
            throw JournalError("Cannot cut the torn last line of '\(path)': \(String(cString: strerror(errno))).")
        }
    }

    deinit { close(descriptor) }

    /// Appends `line` and a line break in one `write(2)` (looping only if the kernel writes less).
    public func append(_ line: String) throws(JournalError) {
        try append(bytes: Array((line + "\n").utf8))
    }

    /// Appends `bytes`, a whole line with its line break, in one `write(2)`.
    public func append(bytes: [UInt8]) throws(JournalError) {
        let failed = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
        if let failed {
            throw JournalError("Cannot write the journal '\(path)': \(String(cString: strerror(failed))).")
        }
        if syncsEachLine { _ = fsync(descriptor) }
    }
}
