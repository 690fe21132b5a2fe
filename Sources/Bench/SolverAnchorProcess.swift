#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of another connect four solver (the anchor of `ttt bench --anchor`): the move
/// sequences go to its standard input from a file, its standard output comes back from a
/// file (so neither side can block the other on a full pipe), and the wall time from spawn
/// to exit is measured.
struct SolverAnchorProcess {
    /// The solver binary.
    let path: String

    /// What one run printed, and how long it took.
    struct Run {
        /// Its standard output.
        var output: String
        /// Spawn to exit, in seconds.
        var seconds: Double
    }

    /// Runs the solver with `input` on its standard input (its standard error is discarded).
    ///
    /// - Throws: ``BenchError`` when it cannot be started or exits with a non-zero status.
    func run(input: String) throws(BenchError) -> Run {
        let inputPath = try Self.temporaryFile(containing: input)
        defer { unlink(inputPath) }
        let outputPath = try Self.temporaryFile(containing: "")
        defer { unlink(outputPath) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = [strdup(path)] + [nil]
        defer { for pointer in argv { free(pointer) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("Cannot start the anchor '\(path)': \(String(cString: strerror(spawned))).") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchError("Lost track of the anchor '\(path)' while waiting for it.") }
        }
        let seconds = (clock.now - start).seconds
        // NB: the exit status sits in bits 8-15 when the process exited normally.
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard exit == 0 else { throw BenchError("The anchor '\(path)' exited with status \(exit).") }
        guard let output = SharedData.read(outputPath) else {
            throw BenchError("Cannot read the anchor's output back from '\(outputPath)'.")
        }
        return Run(output: output, seconds: seconds)
    }

    /// A new file in the temporary folder holding `text`; returns its path.
    static func temporaryFile(containing text: String) throws(BenchError) -> String {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/ttt-anchor-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw BenchError("Cannot make a temporary file in '\(folder)': \(String(cString: strerror(errno))).") }
        defer { close(descriptor) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else {
                unlink(path)
                throw BenchError("Cannot write the temporary file '\(path)'.")
            }
            written += count
        }
        return path
    }
}
