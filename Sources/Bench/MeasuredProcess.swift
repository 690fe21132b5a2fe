import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program run to its end and measured from outside, as a person's `time` measures it:
/// wall time from spawn to exit, the CPU time of it and every child it waited for, its peak
/// resident memory, and what it wrote on stdout.
struct MeasuredProcess {
    var wallSeconds: Double
    /// User plus system time of the process and the children it reaped (its bots).
    var cpuSeconds: Double
    /// The largest resident set of the process itself (not its bots), in kilobytes; for ttt,
    /// its worker's (see ``workerPeakKilobytes(of:)``).
    var peakKilobytes: Int
    var output: String

    /// Runs `path` with `arguments`, stdin from /dev/null, stderr discarded; its stdout is
    /// kept in a file in `directory` while it runs.
    /// - Throws: ``BenchError`` when it cannot be started or exits with a non-zero status.
    static func run(_ path: String, _ arguments: [String], in directory: String) throws(BenchError) -> MeasuredProcess {
        let outputFile = directory + "/stdout-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        defer { unlink(outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("Cannot start '\(path)': \(String(cString: strerror(spawned))).") }
        var status: Int32 = 0
        var usage = rusage()
        // NB: the peak is read from /proc while it runs, not from wait4: a child spawned from
        // this process starts with this process's peak as its own (the memory is shared until
        // exec), which would hide a smaller runner's. The peak only grows, so the last reading
        // before the end is its peak to within the last few milliseconds.
        var peak = 0
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            guard reaped == 0 || errno == EINTR else { throw BenchError("Lost track of '\(path)' while waiting for it.") }
            peak = max(peak, Self.peakKilobytes(of: pid), Self.workerPeakKilobytes(of: pid))
            usleep(5_000)
        }
        let wall = (clock.now - start).seconds
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard code == 0 else {
            throw BenchError("'\(([path] + arguments).joined(separator: " "))' exited with status \(code).")
        }
        // NB: Linux's wait4 reports the child's times with those of the children it reaped (its bots).
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return MeasuredProcess(wallSeconds: wall, cpuSeconds: cpu, peakKilobytes: peak, output: output)
    }

    /// The peak resident set so far of the worker of `pid` when `pid` is ttt's supervisor (the
    /// process started as ttt forks before main, and the worker, its child, does the work; its
    /// bots are the worker's children, not counted); 0 for any other process, or where unknown.
    static func workerPeakKilobytes(of pid: pid_t) -> Int {
        guard let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
              name.hasPrefix("ttt-supervisor"),
              let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        else { return 0 }
        return children.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            .map { peakKilobytes(of: $0) }.max() ?? 0
    }

    /// The peak resident set of process `pid` so far (VmHWM in /proc/PID/status), in kilobytes; 0 where unknown.
    static func peakKilobytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
