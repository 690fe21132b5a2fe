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
        let failed = bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failed {
            throw JournalError("Cannot write the journal '\(path)': \(String(cString: strerror(failed))).")
        }
        if syncsEachLine { _ = fsync(descriptor) }
    }
}

/// What a journal file holds: its header line and its games, each complete line parsed.
public struct JournalContents: Sendable {
    /// The first line: the tournament's parameters.
    public var header: JSONValue?
    /// The games, in the order their lines were written.
    public var entries: [JournalEntry]
    /// The bytes up to the end of the last complete line.
    public var completeBytes: Int
    /// Whether the file ended with a torn line (cut off without its line break).
    public var hadTornLine: Bool

    /// Reads a journal; a missing file reads as empty.
    /// - Throws: ``JournalError`` naming the file and line of a complete line that is not valid.
    public static func read(path: String) throws(JournalError) -> JournalContents {
        guard let bytes = try readBytes(path) else {
            return JournalContents(header: nil, entries: [], completeBytes: 0, hadTornLine: false)
        }
        return try parse(bytes, name: path)
    }

    /// Parses a journal's bytes; `name` prefixes errors.
    public static func parse(_ bytes: [UInt8], name: String) throws(JournalError) -> JournalContents {
        // NB: only complete lines count; a last line without its break was being written when
        // the run was killed, and is dropped.
        let end = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        var contents = JournalContents(header: nil, entries: [], completeBytes: end, hadTornLine: end < bytes.count)
        var lineNumber = 0
        var rules: (String, Rules)? = nil
        for line in bytes[..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            lineNumber += 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            do {
                let json = try JSONValue(parsing: line)
                if contents.header == nil {
                    _ = try TournamentPlan.reading(header: json)
                    contents.header = json
                } else {
                    contents.entries.append(try JournalEntry(json: json, rulesCache: &rules))
                }
            } catch {
                throw JournalError("\(name):\(lineNumber): \(error.message)")
            }
        }
        return contents
    }

    private static func readBytes(_ path: String) throws(JournalError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw JournalError("Cannot read the journal '\(path)': \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw JournalError("Cannot read the journal '\(path)': \(String(cString: strerror(errno))).")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }
}
