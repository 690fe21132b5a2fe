#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A journal held by one run: its file opened for appending (created when missing, never
/// truncated) and locked with `flock(LOCK_EX)` for as long as the run writes it.
///
/// A second run on the same file (a second start, a `--resume` while the first still plays)
/// is refused at once, with the file and the other run's pid. The lock is taken before the
/// file is read, so two runs that start together cannot both find it new; it belongs to the
/// open file, so the kernel releases it however the run ends, even by SIGKILL.
///
/// NB: `flock` does not say who holds a lock; Linux lists every lock, with its holder's pid
/// and the file's device and inode, in `/proc/locks`, which is read only to word the refusal.
/// Where that is not there, the message has no pid.
public final class JournalLock: Sendable {
    /// The journal's path.
    public let path: String
    /// The open file, locked; ``JournalFile`` appends through it.
    let descriptor: Int32
    /// Whether opening made the file: such a file, left empty by a refused run, is removed.
    private let created: Bool

    /// Opens `path` (creating it when missing) and locks it.
    /// - Throws: ``JournalError`` when another run holds it, or it cannot be opened.
    public init(path: String) throws(JournalError) {
        self.path = path
        // NB: the file may be replaced between the open and the lock (a run that made it,
        // was refused and removed it): the lock then holds a file no path names, so the
        // open is tried again.
        for _ in 0..<8 {
            var made = false
            var descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT {
                descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                made = descriptor >= 0
                if descriptor < 0, errno == EEXIST { continue }
            }
            guard descriptor >= 0 else {
                throw JournalError("Cannot write the journal '\(path)': \(String(cString: strerror(errno))).")
            }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                let code = errno
                let holder = code == EWOULDBLOCK ? Self.holder(of: descriptor) : nil
                close(descriptor)
                guard code == EWOULDBLOCK else {
                    throw JournalError("Cannot lock the journal '\(path)': \(String(cString: strerror(code))).")
                }
                let who = holder.map { "another run (pid \($0))" } ?? "another run"
                throw JournalError("The journal '\(path)' is being written by \(who); wait for it to end, or choose another file.")
            }
            var held = stat()
            var named = stat()
            guard fstat(descriptor, &held) == 0, stat(path, &named) == 0,
                  held.st_dev == named.st_dev, held.st_ino == named.st_ino else {
                close(descriptor)
                continue
            }
            self.descriptor = descriptor
            created = made
            return
        }
        throw JournalError("Cannot lock the journal '\(path)': it keeps being replaced.")
    }

    deinit {
        // NB: a file this run made and never wrote (a refused run) is not left behind.
        var status = stat()
        if created, fstat(descriptor, &status) == 0, status.st_size == 0 { unlink(path) }
        close(descriptor)
    }

    /// The pid of the process that holds the `flock` lock on the file open at `descriptor`,
    /// from `/proc/locks`; nil when it cannot be told.
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
            return pid
        }
        return nil
    }
}
