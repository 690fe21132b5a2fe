import GameCore
import Synchronization
import TextAndFiles
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
/// opened with `O_APPEND`, so lines never interleave. One run writes it: the file is held
/// through its ``OutputLock`` for as long as this lives.
public final class JournalFile: Sendable {
    /// The file's path.
    public let path: String
    /// Whether every line is forced to the disk before the next game is counted.
    public let syncsEachLine: Bool
    private let lock: OutputLock
    private var descriptor: Int32 { lock.descriptor }

    /// Appends to the file `lock` holds, after cutting off a torn last line (one without its
    /// line break: a write cut short by a kill) at `keepingBytes`.
    package init(lock: OutputLock, keepingBytes: Int?, syncsEachLine: Bool) throws(InputError) {
        self.lock = lock
        path = lock.path
        self.syncsEachLine = syncsEachLine
        if let keepingBytes, ftruncate(lock.descriptor, off_t(keepingBytes)) != 0 {
            throw InputError("Cannot cut the torn last line of '\(path)': \(String(cString: strerror(errno))).")
        }
    }

    /// Appends `line` and a line break in one `write(2)` (looping only if the kernel writes less).
    public func append(_ line: String) throws(InputError) {
        try append(bytes: Array((line + "\n").utf8))
    }

    /// Appends `bytes`, a whole line with its line break, in one `write(2)`.
    public func append(bytes: [UInt8]) throws(InputError) {
        if let failed = Self.writeUnlessHeld(descriptor, bytes) {
            throw InputError("Cannot write the journal '\(path)': \(String(cString: strerror(failed))).")
        }
        if syncsEachLine { _ = fsync(descriptor) }
    }

    /// Writes all of `bytes` to `descriptor` while no signal is ending the process (else
    /// waits for its end, writing nothing): nil when all went out, else the `errno`. For any
    /// file that must stay whole on Ctrl-C: a journal's line, a game's samples.
    static func writeUnlessHeld(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        let (held, failed) = writesHeld.withLock { held -> (Bool, Int32?) in
            held ? (true, nil) : (false, bytes.withUnsafeBytes { writeAll(descriptor, $0) })
        }
        // NB: the process is ending on a signal: nothing more is written, and it exits soon.
        if held { while true { pause() } }
        return failed
    }

    /// Held during every journal's write; true once ``holdWrites()`` stopped them.
    private static let writesHeld = Mutex(false)

    /// Waits for a line being written to any journal (or a game's samples) to be whole, then
    /// holds every further write back for good: for a process about to exit at once (on a signal), so that no
    /// journal is left with half a line.
    public static func holdWrites() {
        writesHeld.withLock { $0 = true }
    }
}
