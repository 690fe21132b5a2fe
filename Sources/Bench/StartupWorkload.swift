#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The start-up time of the `ttt` binary: `ttt -c quit`, wall time from spawn to exit.
enum StartupWorkload {
    static let quit = BenchWorkload(
        name: "startup.ttt",
        summary: "Wall time of 'ttt -c quit' (the running ttt binary), spawn to exit, mean over 20 runs (quick: 5)."
    ) { options in
        let path = try options.executable()
        let runs = options.quick ? 5 : 20
        let clock = ContinuousClock()
        var total = Duration.zero
        for _ in 0..<runs {
            let start = clock.now
            let status = try run(path, arguments: ["-c", "quit"])
            total += clock.now - start
            guard status == 0 else { throw BenchError("'\(path) -c quit' exited with status \(status).") }
        }
        return [BenchResult(workload: "startup.ttt", value: total.seconds / Double(runs) * 1e3, unit: "ms",
                            detail: "mean of \(runs) runs of '\(path) -c quit'")]
    }

    /// Runs `path` with `arguments`, its output discarded, and returns its exit status.
    static func run(_ path: String, arguments: [String]) throws(BenchError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("Cannot start '\(path)': \(String(cString: strerror(spawned))).") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchError("Lost track of '\(path)' while waiting for it.") }
        }
        // NB: the exit status sits in bits 8-15 when the process exited normally.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
