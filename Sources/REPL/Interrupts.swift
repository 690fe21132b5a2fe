import BotProcesses
import CReadline
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (SIGINT): at the prompt it drops the line; while work runs it stops it at once.
///
/// The handler sets `Ending.interrupted`, which long work checks (a game before every move, a
/// count between steps), and wakes a dispatch source through a pipe (a write is all a signal
/// handler may do), which cancels the tasks running under ``cancelling(_:)``: a game waiting
/// for a bot's move ends there, aborted and not counted, and the bot is stopped. A command
/// run (not the REPL) may also ask for its process to end with status 130 should the work
/// not have ended `grace` after Ctrl-C (``install(exitingAfter:beforeExit:)``).
public enum Interrupts {
    static let readingLine = Atomic<Bool>(false)
    /// The pipe's write end, for the handler (-1 until installed).
    private static let wakeEnd = Atomic<Int32>(-1)

    private struct State {
        var installed = false
        /// The tasks to cancel, by a number of their own.
        var tasks: [Int: RunningTask] = [:]
        var nextTask = 0
        var exit: (grace: Duration, beforeExit: @Sendable () -> Void)?
    }

    private static let state = Mutex(State())

    /// A task to cancel from the pipe's handler.
    // NB: an unsafe handle, used only between its registration and its removal, while the
    // task runs (``cancelling(_:)`` removes it before returning); cancelling a task from
    // another thread is what `Task.cancel()` does.
    private struct RunningTask: @unchecked Sendable {
        let task: UnsafeCurrentTask
    }

    /// Installs the SIGINT handler (once is enough; again is harmless).
    public static func install() {
        let first = state.withLock { state in
            defer { state.installed = true }
            return !state.installed
        }
        guard first else { return }
        var ends: [Int32] = [0, 0]
        if pipe(&ends) == 0 {
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
            let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
            source.setEventHandler {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(ends[0], &drained, drained.count) > 0 {}
                interrupted()
            }
            source.resume()
            // NB: kept for the life of the process, on purpose.
            _ = Unmanaged.passRetained(source as AnyObject)
            wakeEnd.store(ends[1], ordering: .relaxed)
        }
        signal(SIGINT) { _ in
            if Interrupts.readingLine.load(ordering: .relaxed) {
                // NB: not strictly async-signal-safe, but readline documents this pattern
                // for dropping the current line.
                _ = write(STDOUT_FILENO, "^C\n", 3)
                ttt_rl_drop_line()
            } else {
                Ending.interrupted.store(true, ordering: .relaxed)
                var byte: UInt8 = 1
                let end = Interrupts.wakeEnd.load(ordering: .relaxed)
                if end >= 0 { _ = write(end, &byte, 1) }
            }
        }
    }

    /// Installs the handler for a command run: Ctrl-C cancels the work (``cancelling(_:)``),
    /// and should the process still run `grace` later, `beforeExit` runs and the process
    /// exits with status 130 at once.
    public static func install(exitingAfter grace: Duration, beforeExit: @escaping @Sendable () -> Void) {
        state.withLock { $0.exit = (grace, beforeExit) }
        install()
    }

    /// Runs `operation` so that Ctrl-C cancels its task at once (besides setting `Ending.interrupted`).
    public static func cancelling<Value, Failure: Error>(
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let number = withUnsafeCurrentTask { task -> Int? in
            guard let task else { return nil }
            return state.withLock { state in
                state.nextTask += 1
                state.tasks[state.nextTask] = RunningTask(task: task)
                return state.nextTask
            }
        }
        defer { if let number { _ = state.withLock { $0.tasks.removeValue(forKey: number) } } }
        // NB: a Ctrl-C that came before the task was listed.
        if Ending.interrupted.load(ordering: .relaxed) { withUnsafeCurrentTask { $0?.cancel() } }
        return try await operation()
    }

    /// Cancels the listed tasks; for a command run, ends the process after its grace.
    private static func interrupted() {
        // NB: under the lock, so no task ends (and is removed) while it is cancelled.
        let exit = state.withLock { state in
            for running in state.tasks.values { running.task.cancel() }
            return state.exit
        }
        guard let exit else { return }
        let seconds = Double(exit.grace.components.seconds) + Double(exit.grace.components.attoseconds) * 1e-18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            exit.beforeExit()
            _exit(130)
        }
    }
}
