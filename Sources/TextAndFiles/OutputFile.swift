#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What ttt writes to: regular files only. A FIFO, a device, a socket or a directory given
/// as an output (`--journal`, `--records`, `--samples`, `--report`, `-o`, `--output`, `save`)
/// is refused with a message, before anything is opened or written; a symbolic link is
/// written through to the file it leads to (made there when missing), and stays a link.
///
/// A file written in place is opened with ``openForWriting(_:role:flags:mode:)``, which never blocks on a
/// FIFO and checks the file it opened; a file replaced whole (written beside, then renamed
/// over) is renamed over ``replacementTarget(of:role:)``, so a link is never replaced by the
/// file.
public enum OutputFile {
    /// How many symbolic links are followed before a path is called a loop.
    static let linkLimit = 32

    /// What the file at `path` is, in words, when it is not a regular file (`a FIFO (a named
    /// pipe)`, `a character device`); nil for a regular file or no file. Links are followed.
    static func kind(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(ofMode: status.st_mode)
    }

    /// What a file of `mode` is, in words, when it is not a regular file.
    static func kind(ofMode mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "a FIFO (a named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        default: "not a regular file"
        }
    }

    /// The refusal of `path` as `role` (`--samples`, `the journal`) when it is there and not
    /// a regular file.
    static func refusal(_ path: String, role: String, kind: String) -> InputError {
        InputError("Cannot write \(role) to '\(path)': it is \(kind), and ttt writes only regular files. Give a file's path.")
    }

    /// Checks that `path` is a regular file or no file yet (links followed).
    /// - Throws: ``InputError`` naming what it is.
    public static func check(_ path: String, role: String) throws(InputError) {
        if let kind = kind(of: path) { throw refusal(path, role: role, kind: kind) }
    }

    /// What opening a file for writing gave.
    package enum Opened {
        /// The file, opened, in blocking mode.
        case file(Int32)
        /// The system's error (`errno`).
        case failed(Int32)
        /// The file is there and is not a regular file: what it is, in words.
        case notRegular(String)
    }

    /// Opens `path` for writing with `flags` (`O_WRONLY` and `O_CLOEXEC` are added; give
    /// `O_CREAT` to make it), unless it is not a regular file: never blocking on a FIFO (it is
    /// opened without waiting for a reader, then refused), never touching a device beyond the
    /// open. A symbolic link is written through.
    package static func openRegular(_ path: String, flags: Int32, mode: mode_t = 0o644) -> Opened {
        if let kind = kind(of: path) { return .notRegular(kind) }
        // NB: checked again on what was opened: the path may have changed in between.
        let descriptor = open(path, flags | O_WRONLY | O_CLOEXEC | O_NONBLOCK, mode)
        guard descriptor >= 0 else {
            let code = errno
            // NB: a FIFO made since the check, with no reader.
            if code == ENXIO, let kind = kind(of: path) { return .notRegular(kind) }
            return .failed(code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            return .failed(code)
        }
        if let kind = kind(ofMode: status.st_mode) {
            close(descriptor)
            return .notRegular(kind)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .file(descriptor)
    }

    /// ``openRegular(_:flags:mode:)``, with the messages of `role` (`the samples`).
    /// - Returns: the descriptor, in blocking mode.
    /// - Throws: ``InputError`` with the system's reason, or naming what the file is.
    public static func openForWriting(_ path: String, role: String, flags: Int32, mode: mode_t = 0o644) throws(InputError) -> Int32 {
        switch openRegular(path, flags: flags, mode: mode) {
        case let .file(descriptor): return descriptor
        case let .notRegular(kind): throw refusal(path, role: role, kind: kind)
        case let .failed(code): throw InputError("Cannot write \(role) '\(path)': \(String(cString: strerror(code))).")
        }
    }

    /// The path to rename a new version of `path` over: `path` itself, or, when it is a
    /// symbolic link, the file it leads to (through every link), so the link stays a link.
    /// - Throws: ``InputError`` when that is there and not a regular file, or the links
    ///   loop.
    public static func replacementTarget(of path: String, role: String) throws(InputError) -> String {
        guard let target = following(path) else {
            throw InputError("Cannot write \(role) to '\(path)': its symbolic links go round in a loop.")
        }
        if let kind = kind(of: target) { throw refusal(target, role: role, kind: kind) }
        return target
    }

    /// Where `path` leads through its symbolic links, relative ones read from the link's
    /// directory: the first path that is not a link (there or not); nil when the links loop.
    static func following(_ path: String) -> String? {
        var path = path
        for _ in 0..<linkLimit {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &target, target.count - 1)
            guard count > 0 else { return path }
            let link = String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = link.hasPrefix("/") ? link : directory(of: path) + link
        }
        return nil
    }

    /// The directory part of `path`, with its slash (empty for a bare name).
    private static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    }
}

extension OutputFile {
    /// Replaces the file at `path` with `text`, whole or not at all: written to a temporary
    /// file beside it (removed should a signal end ttt meanwhile, ``TemporaryFiles``), then
    /// renamed over it. A symbolic link stays a link: the file it leads to is replaced; what
    /// is not a regular file is refused, untouched.
    /// - Throws: ``InputError`` naming `role` (`the weights`) and the system's reason.
    public static func replace(_ path: String, role: String, with text: String) throws(InputError) {
        try replace(path, role: role, withParts: [text])
    }

    /// ``replace(_:role:with:)`` with `parts` written one after the other (a page made of
    /// pieces need not be joined first).
    public static func replace(_ path: String, role: String, withParts parts: [String]) throws(InputError) {
        let target = try replacementTarget(of: path, role: role)
        guard let (descriptor, temporary) = TemporaryFiles.create(beside: target) else {
            throw InputError("Cannot write \(role) '\(path)': \(String(cString: strerror(errno))).")
        }
        var failure: Int32?
        for part in parts where failure == nil { failure = writeAll(descriptor, part) }
        // NB: mkstemp makes the file private; what ttt writes is for reading.
        fchmod(descriptor, 0o644)
        let closed = close(descriptor) == 0 ? nil : errno
        if let failure = failure ?? closed {
            TemporaryFiles.discard(temporary)
            throw InputError("Cannot write \(role) '\(path)': \(String(cString: strerror(failure))).")
        }
        if let failure = TemporaryFiles.commit(temporary, to: target) {
            throw InputError("Cannot write \(role) '\(path)': \(String(cString: strerror(failure))).")
        }
    }
}
