import Foundation
import Testing

/// The tests that run `ttt` as a process, one at a time.
// NB: each starts processes that take the machine's cores (tournaments, bots): side by side,
// they would slow the timing tests of the other targets past their limits.
@Suite(.serialized) enum EndToEnd {}

/// Runs the built `ttt` binary and collects what it wrote.
struct TTTProcess {
    struct Outcome {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The `ttt` binary beside the test bundle.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // NB: on some platforms the test runner sits inside a bundle; walk up to the products.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("ttt").path),
              directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("ttt")
    }

    /// The ttt process that does the work when `pid` is ttt as it was started: its supervisor
    /// forks it before main, and ends whatever it leaves (Sources/CSupervisor).
    static func worker(of pid: Int32) -> Int32? {
        guard let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").compactMap { Int32($0) }.first { child in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child)/exe")) == binary.resolvingSymlinksInPath().path
        }
    }

    /// Waits until process `pid` has ended (gone, or a zombie), up to `limit`; returns whether it did.
    static func waitUntilEnded(_ pid: Int32, upTo limit: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            if let stat, let close = stat.lastIndex(of: ")"), !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z") {
                if ContinuousClock.now >= deadline { return false }
                try? await Task.sleep(for: .milliseconds(2))
                continue
            }
            return true
        }
    }

    /// The package's root folder.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `ttt arguments`, feeding `input` on standard input, and waits for it to exit;
    /// it is killed once `deadline` has passed.
    static func run(
        _ arguments: [String], input: String = "", in directory: URL? = nil,
        environment: [String: String] = [:], deadline: Duration = .seconds(60)
    ) async throws -> Outcome {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        let child = try ChildProcess(binary.path, arguments, directory: (directory ?? packageRoot).path,
                                     environment: env, capture: true)
        // NB: a writer of its own: a ttt that stops reading early must not block the test.
        let feeder = DispatchQueue(label: "ttt-input")
        feeder.async {
            child.send(input)
            child.closeInput()
        }
        if await !child.wait(upTo: deadline) {
            Issue.record("ttt \(arguments) did not finish within \(deadline)")
            child.kill()
        }
        feeder.sync {}
        let (out, err) = child.output
        return Outcome(stdout: out, stderr: err, status: child.exitStatus ?? 128 + (child.terminatingSignal ?? 0))
    }
}

/// A program started by the tests and reaped by its own pid.
///
/// NB: not Foundation's `Process`: its exit is seen through a SIGCHLD dispatch source, and in
/// a test process that also runs bots (through swift-subprocess, on threads of its own) that
/// signal can be left pending on a thread that blocks it, so a test waited for an exit that
/// had long happened. `waitpid` on the pid cannot miss it.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    /// The write end of its standard input, when it was given a pipe.
    private(set) var input: FileHandle?
    private var outputs: [Int32: Data] = [:]
    private let collected = DispatchGroup()
    private let lock = NSLock()
    private var waitStatus: Int32?

    /// Starts `executable` with `arguments` in `directory` with exactly `environment`;
    /// `capture` keeps its standard output and error (else they go to /dev/null).
    init(_ executable: String, _ arguments: [String], directory: String, environment: [String: String],
         capture: Bool) throws {
        // NB: a child that exits before reading its input must fail the write, not end the tests.
        Glibc.signal(SIGPIPE, SIG_IGN)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // NB: close-on-exec, so that no other child started meanwhile holds an end open.
        let stdin = try Self.pipe()
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        var pipes: [Int32: (read: Int32, write: Int32)] = [:]
        for descriptor: Int32 in [1, 2] {
            if capture {
                let pipe = try Self.pipe()
                pipes[descriptor] = pipe
                posix_spawn_file_actions_adddup2(&actions, pipe.write, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // NB: the test process may ignore or block signals its children must see.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        // NB: env -C changes the directory and execs: the pid stays the program's.
        let argv = (["/usr/bin/env", "-C", directory, executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        close(stdin.read)
        for pipe in pipes.values { close(pipe.write) }
        let writer = FileHandle(fileDescriptor: stdin.write, closeOnDealloc: true)
        let readers = pipes.mapValues { FileHandle(fileDescriptor: $0.read, closeOnDealloc: true) }
        guard spawned == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(spawned),
                          userInfo: [NSLocalizedDescriptionKey: "cannot start \(executable): \(String(cString: strerror(spawned)))"])
        }
        self.pid = pid
        input = writer
        for (descriptor, reader) in readers {
            collected.enter()
            DispatchQueue.global().async { [self] in
                let data = reader.readDataToEndOfFile()
                lock.withLock { outputs[descriptor] = data }
                collected.leave()
            }
        }
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: nil)
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Writes to its standard input.
    func send(_ text: String) {
        try? input?.write(contentsOf: Data(text.utf8))
    }

    /// Closes its standard input.
    func closeInput() {
        try? input?.close()
        input = nil
    }

    /// Whether it has not exited yet (reaping it once it has).
    var isRunning: Bool {
        lock.withLock {
            if waitStatus != nil { return false }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { waitStatus = status }
            return waitStatus == nil
        }
    }

    /// Waits for it to exit, up to `limit`; returns whether it did.
    // NB: polls without blocking a thread: the tests share a pool of threads as few as the cores.
    @discardableResult
    func wait(upTo limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while isRunning {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Sends it `signal`, unless it has been reaped already.
    func signal(_ number: Int32) {
        if isRunning { _ = Glibc.kill(pid, number) }
    }

    /// Kills it and waits for it to be reaped.
    func kill() {
        lock.withLock {
            guard waitStatus == nil else { return }
            _ = Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            waitStatus = status
        }
    }

    /// Its exit status, or nil when it has not exited or was ended by a signal.
    var exitStatus: Int32? {
        guard !isRunning, let status = waitStatus, status & 0x7f == 0 else { return nil }
        return (status >> 8) & 0xff
    }

    /// The signal that ended it, or nil.
    var terminatingSignal: Int32? {
        guard !isRunning, let status = waitStatus, status & 0x7f != 0, status & 0x7f != 0x7f else { return nil }
        return status & 0x7f
    }

    /// What it wrote on standard output and error (once both are closed; waits for them).
    var output: (stdout: String, stderr: String) {
        collected.wait()
        return lock.withLock {
            (String(decoding: outputs[1] ?? Data(), as: UTF8.self), String(decoding: outputs[2] ?? Data(), as: UTF8.self))
        }
    }

    deinit {
        if waitStatus == nil {
            _ = Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
    }
}
