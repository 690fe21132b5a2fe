import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process is writing (a page written beside the report it will
/// replace), so that a run ended by a signal mid-write leaves none behind.
public enum TemporaryFiles {
    private struct Registry {
        var paths: Set<String> = []
        /// Set by ``removeAll()``: the process is ending, and no new file is made.
        var closed = false
    }

    private static let registry = Mutex(Registry())

    /// Makes a new, empty file `.NAME.XXXXXX` in the directory of `path` (NAME its last
    /// component) and opens it for writing.
    /// - Returns: the descriptor and the file's path; nil (with `errno` set) when it cannot
    ///   be made, or the process is ending.
    public static func create(beside path: String) -> (descriptor: Int32, path: String)? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
        return registry.withLock { registry -> (Int32, String)? in
            guard !registry.closed else {
                errno = EINTR
                return nil
            }
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            let made = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            registry.paths.insert(made)
            return (descriptor, made)
        }
    }

    /// Renames `temporary` (made by ``create(beside:)``) over `path`.
    /// - Returns: nil when it was renamed, else the `errno`; the file is removed then.
    public static func commit(_ temporary: String, to path: String) -> Int32? {
        registry.withLock { registry -> Int32? in
            registry.paths.remove(temporary)
            guard registry.closed || rename(temporary, path) != 0 else { return nil }
            let code = registry.closed ? EINTR : errno
            unlink(temporary)
            return code
        }
    }

    /// Removes `temporary` (made by ``create(beside:)``).
    public static func discard(_ temporary: String) {
        registry.withLock { registry in
            registry.paths.remove(temporary)
            unlink(temporary)
        }
    }

    /// Removes every temporary file being written, and makes no more: for a process about
    /// to end on a signal.
    public static func removeAll() {
        registry.withLock { registry in
            registry.closed = true
            for path in registry.paths { unlink(path) }
            registry.paths = []
        }
    }
}
