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
    /// The largest resident set of the process or any child it reaped, in kilobytes.
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
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("Lost track of '\(path)' while waiting for it.") }
        }
        let wall = (clock.now - start).seconds
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard code == 0 else {
            throw BenchError("'\(([path] + arguments).joined(separator: " "))' exited with status \(code).")
        }
        // NB: Linux's wait4 reports the child with the children it reaped (its bots): times
        // added up, and the largest peak of any one of them (the runner's, bots being small).
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return MeasuredProcess(wallSeconds: wall, cpuSeconds: cpu, peakKilobytes: usage.ru_maxrss, output: output)
    }
}
