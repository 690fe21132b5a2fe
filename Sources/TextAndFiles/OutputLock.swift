#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output held by one run: a journal, records or samples, its file opened for appending
/// (created when missing, never truncated here) and locked with `flock(LOCK_EX)` for as long
/// as the run writes it.
///
/// A second run on the same file (a second start, a `--resume` while the first still plays,
/// two shards given one `--samples`) is refused at once, with the file and the other run's
/// pid. The lock is taken before the file is read, so two runs that start together cannot
/// both find it new; it belongs to the open file, so the kernel releases it however the run
/// ends, even by SIGKILL. What is not a regular file is refused (``OutputFile``).
///
/// NB: `flock` does not say who holds a lock; Linux lists every lock, with its holder's pid
/// and the file's device and inode, in `/proc/locks`, which is read only to word the refusal.
/// Where that is not there, the message has no pid.
public final class OutputLock: Sendable {
    /// What a run writes and locks, for the messages.
    public enum Role: Sendable {
        case journal
        case records
        case samples

        /// `the journal`, `the records`, `the samples`.
        public var noun: String {
            switch self {
            case .journal: "the journal"
            case .records: "the records"
            case .samples: "the samples"
            }
        }

        /// `is` for the journal, `are` for the others.
        var verb: String { self == .journal ? "is" : "are" }
    }

    /// The file's path, as given.
    public let path: String
    /// The file it names, through its symbolic links.
    private let target: String
    /// What the file is to the run.
    public let role: Role
    /// The open file, locked; the writers write through it.
    package let descriptor: Int32
    /// Whether opening made the file: a journal so made and left empty (a refused run) is
    /// removed.
    private let removable: Bool

    /// Opens `path` (creating it when missing) and locks it.
    /// - Throws: ``InputError`` when another run holds it, it is not a regular file, or it
    ///   cannot be opened.
    public init(path: String, role: Role = .journal) throws(InputError) {
        self.path = path
        self.role = role
        let noun = role.noun
        let capitalised = noun.prefix(1).uppercased() + noun.dropFirst()
        // NB: a link is written through: the file it leads to is opened (and made there).
        guard let target = OutputFile.following(path) else {
            throw InputError("Cannot write \(noun) to '\(path)': its symbolic links go round in a loop.")
        }
        // NB: the file may be replaced between the open and the lock (a run that made it,
        // was refused and removed it): the lock then holds a file no path names, so the
        // open is tried again.
        for _ in 0..<8 {
            var made = false
            var opened = OutputFile.openRegular(target, flags: O_APPEND)
            if case .failed(ENOENT) = opened {
                opened = OutputFile.openRegular(target, flags: O_APPEND | O_CREAT | O_EXCL)
                if case .failed(EEXIST) = opened { continue }
                made = true
            }
            let descriptor: Int32
            switch opened {
            case let .file(opened): descriptor = opened
            case let .notRegular(kind): throw OutputFile.refusal(path, role: noun, kind: kind)
            case let .failed(code): throw InputError("Cannot write \(noun) '\(path)': \(String(cString: strerror(code))).")
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                let code = errno
                let holder = code == EWOULDBLOCK ? Self.holder(of: descriptor) : nil
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw InputError("Cannot lock \(noun) '\(path)': \(String(cString: strerror(code))).")
                }
                let who = holder.map { "another run (pid \($0))" } ?? "another run"
                throw InputError("\(capitalised) '\(path)' \(role.verb) being written by \(who); wait for it to end, or choose another file.")
            }
            var held = stat()
            var named = stat()
            guard fstat(descriptor, &held) == 0, stat(target, &named) == 0,
                  held.st_dev == named.st_dev, held.st_ino == named.st_ino else {
                close(descriptor)
                continue
            }
            self.descriptor = descriptor
            self.target = target
            removable = made && role == .journal
            return
        }
        throw InputError("Cannot lock \(noun) '\(path)': it keeps being replaced.")
    }

    deinit {
        // NB: a file this run made and never wrote (a refused run) is not left behind.
        var status = stat()
        if removable, fstat(descriptor, &status) == 0, status.st_size == 0 { unlink(target) }
        close(descriptor)
    }

    /// The pid of the process that holds the `flock` lock on the file open at `descriptor`,
    /// from `/proc/locks`, as ``started(_:)`` gives it; nil when it cannot be told.
    static func holder(of descriptor: Int32) -> Int32? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let device = UInt64(status.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        let inode = UInt64(status.st_ino)
        guard let file = fopen("/proc/locks", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            // NB: "1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF"; a waiter's line has "->".
            let fields = String(cString: line).split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]) else { continue }
            let place = fields[5].split(separator: ":")
            guard place.count == 3, UInt64(place[0], radix: 16) == major, UInt64(place[1], radix: 16) == minor,
                  UInt64(place[2]) == inode else { continue }
            return Self.started(pid)
        }
        return nil
    }

    /// The pid a person knows for the ttt running as `pid`: its supervisor's (the process that
    /// was started as ttt, which runs the same program, forked it before main and is named
    /// `ttt-supervisor`) when it has one, else `pid`.
    static func started(_ pid: Int32) -> Int32 {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return pid }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &bytes, bytes.count)
        close(descriptor)
        let stat = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
        guard let close = stat.lastIndex(of: ")") else { return pid }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = Int32(fields[1]), parent > 1, name(of: parent) == "ttt-supervisor",
              let program = executable(of: pid), executable(of: parent) == program else { return pid }
        return parent
    }

    /// The name of process `pid` (`/proc/PID/comm`), or nil.
    private static func name(of pid: Int32) -> String? {
        let descriptor = open("/proc/\(pid)/comm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return nil }
        return String(decoding: bytes.prefix(count).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    /// The program `pid` runs, from /proc, or nil.
    private static func executable(of pid: Int32) -> String? {
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/\(pid)/exe", &target, target.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
