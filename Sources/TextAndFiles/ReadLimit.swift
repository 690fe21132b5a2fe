#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much ttt reads of what it is given. A path a person types may name anything (a log
/// of gigabytes, a device such as `/dev/zero`, a pipe that never ends), so every file and
/// line is read up to a bound, and past it ttt says so instead of filling the memory.
public enum ReadLimit {
    /// Files read whole: scripts (`source`), records (`load`, `replay`), openings.
    public static let fileBytes = 64 << 20

    /// A line of standard input, or of a journal.
    public static let lineBytes = 1 << 20

    /// A journal, read a line at a time.
    // NB: larger than other files: ttt writes journals itself, about 200 bytes a game, and a
    // tournament of a few million games must still resume and merge.
    public static let journalBytes = 1 << 30

    /// The message for a file past its limit: `'big.txt' is 80 MiB: files over 64 MiB are
    /// not read.` With `bytes` nil (a pipe or a device, whose size is unknown until read),
    /// `'/dev/zero' is over 64 MiB: ...`.
    public static func tooBig(_ path: String, bytes: Int?, limit: Int, kind: String = "files") -> String {
        let size = bytes.map { "is \(byteCount($0))" } ?? "is over \(byteCount(limit))"
        return "'\(path)' \(size): \(kind) over \(byteCount(limit)) are not read."
    }

    /// The message for the open file `descriptor`, named `path`, when it is a regular file
    /// over `limit` bytes; nil when it is not (a device or a pipe is bounded as it is read).
    public static func oversize(_ descriptor: Int32, path: String, limit: Int, kind: String = "files") -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit else {
            return nil
        }
        return tooBig(path, bytes: Int(status.st_size), limit: limit, kind: kind)
    }

    /// The message for a line past ``lineBytes``.
    public static func lineTooLong(_ what: String) -> String {
        "\(what) is over \(byteCount(lineBytes)): lines over \(byteCount(lineBytes)) are not read."
    }

    /// A size as people read it: `37 bytes`, `12 KiB`, `80 MiB`, `64.1 MiB`, `1.5 GiB`;
    /// rounded up to a tenth, so a size over a limit never reads as the limit.
    public static func byteCount(_ bytes: Int) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        let (unit, name) = units.first { bytes >= $0.0 }!
        let tenths = (bytes * 10 + unit - 1) / unit
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return "\(text) \(name)"
    }
}
