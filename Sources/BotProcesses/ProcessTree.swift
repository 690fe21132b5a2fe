import CProcessControl
import Glibc

/// The processes descended from a bot that left its process group (a daemon that called
/// `setsid()`, say), found through /proc, so that ending the bot ends them too. Two ways:
///
/// - A snapshot of its descendants, taken while the bot still runs (once it exits, its
///   children belong to init and can no longer be told from anyone else's by ancestry).
///   Each is remembered with its start time, and signalled only if a process with that pid
///   and that start time still runs: a pid reused by another program is left alone.
/// - A mark in the bot's environment (``markVariable``, a value of its own per run), which
///   its descendants inherit: after the bot is gone, the processes carrying its mark are
///   its strays, wherever they were reparented (unless one cleared its environment).
struct ProcessTree: Sendable {
    /// The environment variable that marks a bot's run.
    static let markVariable = "TTT_BOT_RUN"

    /// A fresh mark for one run of a bot.
    static func newMark() -> String { String(UInt64.random(in: 1...UInt64.max), radix: 16) }

    /// Sends `signal` to every process whose environment holds ``markVariable`` with the
    /// value `mark` (other users' processes, whose environment cannot be read, are never
    /// among them); returns their pids.
    @discardableResult
    static func kill(carrying mark: String, signal: Int32) -> [pid_t] {
        kill(carryingAnyOf: [mark], signal: signal)
    }

    /// Sends `signal` to every process whose run mark is one of `marks` (one pass over
    /// /proc for them all); returns their pids.
    @discardableResult
    static func kill(carryingAnyOf marks: Set<String>, signal: Int32) -> [pid_t] {
        guard !marks.isEmpty else { return [] }
        let prefix = Array("\(markVariable)=".utf8)
        let me = getpid()
        var found: [pid_t] = []
        for pid in allProcessIDs() where pid != me {
            guard let environ = contents(of: "/proc/\(pid)/environ"),
                  environ.split(separator: 0).contains(where: { variable in
                      variable.starts(with: prefix)
                          && marks.contains(String(decoding: variable.dropFirst(prefix.count), as: UTF8.self))
                  }) else { continue }
            if Glibc.kill(pid, signal) == 0 { found.append(pid) }
        }
        return found
    }

    /// Makes this process the reaper of its orphaned descendants (Linux's
    /// `PR_SET_CHILD_SUBREAPER`): a bot's child that double-forks, so that its parent is
    /// gone, is adopted by ttt rather than by init, and stays within reach by ancestry
    /// (``killAdoptedOrphans(of:otherRuns:)``). Once is enough; again is harmless.
    static func becomeSubreaper() {
        _ = ttt_become_child_subreaper()
    }

    /// Kills and reaps the processes this one adopted as their reaper that left its session
    /// (a bot's child that double-forked and called `setsid()`: out of reach of the bot's
    /// group, and found through its new parent, ttt) and that belong to the run marked
    /// `mark`. Whatever ttt starts itself stays in its session; a process in another session
    /// whose parent is ttt came from a bot, but from which one only its environment tells:
    ///
    /// - one carrying a run's mark is that run's, and only that run's end kills it;
    /// - one carrying none (it cleared its environment) is killed only when no other running
    ///   bot can have started it: every run in `otherRuns` (their start times, in the clock
    ///   ticks of ``Entry/startTime``) started after it did. Otherwise it is left for a later
    ///   end (the last bot's, at the latest).
    ///
    /// With `mark` nil, every adopted orphan is killed (ttt itself is ending). Returns their pids.
    @discardableResult
    static func killAdoptedOrphans(of mark: String?, otherRuns: [UInt64] = []) -> [pid_t] {
        let me = getpid()
        let session = getsid(0)
        // NB: ttt's children only (the bots, and the orphans it adopted), not every process.
        let candidates = children(of: me).map { $0.compactMap(entry(of:)) } ?? processes()
        let adopted = candidates.filter { entry in
            guard entry.parent == me, entry.session != session else { return false }
            guard let mark else { return true }
            if let carried = Self.mark(of: entry.pid) { return carried == mark }
            return otherRuns.allSatisfy { $0 > entry.startTime }
        }
        for orphan in adopted { _ = Glibc.kill(orphan.pid, SIGKILL) }
        for orphan in adopted {
            var status: Int32 = 0
            while waitpid(orphan.pid, &status, 0) < 0, errno == EINTR {}
        }
        return adopted.map(\.pid)
    }

    /// The run mark in the environment of `pid`, or nil when it carries none (or its
    /// environment cannot be read).
    static func mark(of pid: pid_t) -> String? {
        guard let environ = contents(of: "/proc/\(pid)/environ") else { return nil }
        let prefix = Array("\(markVariable)=".utf8)
        guard let variable = environ.split(separator: 0).first(where: { $0.starts(with: prefix) }) else { return nil }
        return String(decoding: variable.dropFirst(prefix.count), as: UTF8.self)
    }

    /// Reaps the processes ttt adopted from the process group `group`, once it has been
    /// killed (a bot's children that stayed in its group after it was gone).
    static func reapAdopted(fromGroup group: pid_t) {
        var status: Int32 = 0
        while waitpid(-group, &status, 0) > 0 || errno == EINTR {}
    }

    /// A process as seen in /proc/PID/stat.
    struct Entry: Sendable, Hashable {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
        var session: pid_t
        /// Clock ticks after boot at which it started.
        var startTime: UInt64
        /// Its state's letter: R running, S sleeping, ..., Z ended but not reaped (a
        /// zombie), X dead.
        var state: UInt8

        /// Whether it has ended (a zombie, or dead), reaped or not.
        var hasEnded: Bool { state == UInt8(ascii: "Z") || state == UInt8(ascii: "X") }
    }

    /// The descendants of the snapshot's root that were outside its process group.
    private(set) var strays: [Entry] = []

    /// The descendants of `root` (children, their children, and so on) that are not in
    /// the process group `group`.
    init(descendantsOf root: pid_t, outsideGroup group: pid_t) {
        // NB: down the tree by each process's list of children where the kernel keeps
        // one (a few small reads for a bot with no children), else by a map of all of /proc.
        let childrenOf: (pid_t) -> [Entry]
        if let rootChildren = Self.children(of: root) {
            childrenOf = { pid in (pid == root ? rootChildren : Self.children(of: pid) ?? []).compactMap(Self.entry(of:)) }
        } else {
            let byParent = Dictionary(grouping: Self.processes(), by: \.parent)
            childrenOf = { byParent[$0] ?? [] }
        }
        var queue = [root]
        var seen: Set<pid_t> = [root]
        while let pid = queue.popLast() {
            for child in childrenOf(pid) where seen.insert(child.pid).inserted {
                if child.group != group { strays.append(child) }
                queue.append(child.pid)
            }
        }
    }

    /// Sends `signal` to every stray that still runs (same pid, same start time); returns
    /// the pids signalled.
    @discardableResult
    func send(_ signal: Int32) -> [pid_t] {
        var sent: [pid_t] = []
        for stray in strays where Self.entry(of: stray.pid)?.startTime == stray.startTime {
            if Glibc.kill(stray.pid, signal) == 0 { sent.append(stray.pid) }
        }
        return sent
    }

    /// Whether a process of one of the process groups `groups`, or one of `pids`, has not
    /// ended yet: one that has ended but is not yet reaped (a zombie) has.
    static func anyRunning(inGroups groups: Set<pid_t>, among pids: Set<pid_t>) -> Bool {
        guard !groups.isEmpty || !pids.isEmpty else { return false }
        return allProcessIDs().contains { pid in
            guard let entry = entry(of: pid), groups.contains(entry.group) || pids.contains(pid) else { return false }
            return !entry.hasEnded
        }
    }

    /// Every process in /proc.
    static func processes() -> [Entry] {
        allProcessIDs().compactMap(entry(of:))
    }

    /// What /proc/PID/stat says of `pid`, or nil when it is gone.
    static func entry(of pid: pid_t) -> Entry? {
        guard let bytes = contents(of: "/proc/\(pid)/stat") else { return nil }
        return parse(bytes, pid: pid)
    }

    /// The children of `pid`, from /proc/PID/task/TID/children of each of its threads; nil
    /// when the kernel keeps no such list (built without it) or `pid` is gone.
    static func children(of pid: pid_t) -> [pid_t]? {
        let threads = entries(of: "/proc/\(pid)/task")
        guard !threads.isEmpty else { return nil }
        var children: [pid_t] = []
        var listed = false
        for thread in threads {
            guard let bytes = contents(of: "/proc/\(pid)/task/\(thread)/children") else { continue }
            listed = true
            children += bytes.split(separator: UInt8(ascii: " ")).compactMap { pid_t(String(decoding: $0, as: UTF8.self)) }
        }
        return listed ? children : nil
    }

    /// The pids in /proc.
    static func allProcessIDs() -> [pid_t] {
        entries(of: "/proc")
    }

    /// The names in the directory `path` that are numbers (pids, thread ids).
    ///
    /// NB: readdir(3) and read(2) rather than FileManager: a sweep of /proc reads a file a
    /// process, and FileManager's stat and buffer for each made the sweeps at a bot's end
    /// a third of a short match's start-up and end.
    private static func entries(of path: String) -> [pid_t] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var numbers: [pid_t] = []
        while let entry = readdir(directory) {
            let number = withUnsafeBytes(of: entry.pointee.d_name) { name -> pid_t? in
                var value: pid_t = 0
                for byte in name {
                    if byte == 0 { break }
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value &* 10 &+ pid_t(byte - UInt8(ascii: "0"))
                }
                return value > 0 ? value : nil
            }
            if let number { numbers.append(number) }
        }
        return numbers
    }

    /// The whole of the file at `path` (a /proc file, whose size stat does not tell), or nil
    /// when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Reads the fields after the command name (which may hold spaces and parentheses, so
    /// the last `)` ends it): state, parent, group, ..., start time (the 22nd field).
    static func parse(_ bytes: [UInt8], pid: pid_t) -> Entry? {
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")), close + 2 < bytes.count else { return nil }
        let fields = bytes[(close + 2)...].split(separator: UInt8(ascii: " "))
        // NB: fields[0] is the state (the 3rd field of the line), so the 22nd is fields[19].
        guard fields.count > 19,
              let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
              let group = pid_t(String(decoding: fields[2], as: UTF8.self)),
              let session = pid_t(String(decoding: fields[3], as: UTF8.self)),
              let start = UInt64(String(decoding: fields[19], as: UTF8.self)) else { return nil }
        return Entry(pid: pid, parent: parent, group: group, session: session, startTime: start, state: fields[0].first ?? 0)
    }
}
