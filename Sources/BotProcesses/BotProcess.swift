import BotProtocols
import CProcessControl
import Foundation
import Glibc
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A bot's program, running: lines in, lines out, every read with a deadline.
///
/// The program runs in its own process group, in a working directory ttt chooses (a fresh
/// temporary one unless told otherwise), with stdin and stdout as pipes and stderr drained
/// into an ``BotLog``, so a chatty stderr can never block it. swift-subprocess starts
/// it, drains its stderr and ends it; the requests and answers go over plain pipes that
/// this actor reads and writes itself, without blocking on a write (a bot that stops
/// reading only leaves its lines pending) and with a deadline on every read (``PipeWait``):
/// a move's round trip costs about what a raw pipe's does.
///
/// ``stop()`` ends it: stdin is closed, then after a grace period SIGTERM goes to the whole
/// group, then SIGKILL, and the process is reaped before `stop()` returns. Processes it
/// started that left its group (`setsid()`) are killed too, found by ancestry while it
/// runs and by its run's mark in their environment after it is gone (``ProcessTree``).
public actor BotProcess {
    /// How to run the program.
    package struct Options: Sendable {
        var command: BotCommand
        /// nil: a fresh temporary directory, removed when the process ends.
        var workingDirectory: String?
        /// A file to append stderr and the protocol's lines to, or nil.
        var logFile: String?
        /// The most that file may hold, in bytes (``BotLog``).
        var logByteLimit = BotLog.byteLimit
        /// Variables added to the inherited environment.
        var environment: [String: String] = [:]
        /// The longest line accepted from the bot, in bytes.
        var maximumLineLength = 64 * 1024
        /// How many unread lines may pile up before it counts as a flood.
        var floodLimit = 1000
        /// Says whether a line is a remark the protocol never judges (a UCI `info` line), to
        /// be logged and handed on as it is read, never kept for a read (``BotPipes``).
        package var remark: (@Sendable (String) -> Bool)?
        /// How long the bot has to exit by itself once stdin is closed (after `quit`).
        package var quitGrace: Duration = .milliseconds(500)
        /// How long it has after SIGTERM before SIGKILL.
        var terminateGrace: Duration = .milliseconds(500)
        /// How long a read blocks its thread before waiting on a thread of its own.
        var blockingWindow: Duration = .milliseconds(1)
    }

    /// How the process ended.
    package struct Exit: Sendable, Hashable {
        /// `exited with status 3`, `killed by signal 11 (SIGSEGV)`.
        package var status: String
        /// Whether it exited with status 0.
        package var succeeded: Bool
        /// Whether it ended before ttt sent any signal.
        package var byItself: Bool
        /// The signal that killed it, if one did.
        var signal: Int32? = nil
    }

    let options: Options
    package nonisolated let log: BotLog
    /// The pipes to the bot, connected once it runs.
    nonisolated let pipes: BotPipes
    /// The value of ``ProcessTree/markVariable`` in this run's environment, its own.
    nonisolated let runMark = ProcessTree.newMark()
    private var stopRequest: AsyncStream<Bool>.Continuation?
    private var owner: Task<Exit?, Never>?
    private var exit: Exit?
    /// The fresh directory it runs in, when ttt made one: removed when it ends.
    var temporaryDirectory: String?
    /// A fresh directory for the files ttt gives it (``place(_:named:)``) when it runs in
    /// a directory ttt did not make: removed when it ends.
    var filesDirectory: String?
    /// The process's id, which is also its process group's, once started.
    package private(set) var processID: Int32?

    /// A process to run as `options` say; nil when the system has no pipe to spare for
    /// waking its reads.
    package init(_ options: Options) {
        self.options = options
        let log = BotLog(path: options.logFile, byteLimit: options.logByteLimit)
        self.log = log
        // NB: a waiter's pipe failing is as rare as any pipe failing; the start reports it.
        self.pipes = BotPipes(
            waiter: PipeWait(window: options.blockingWindow), log: log,
            maximumLineLength: options.maximumLineLength, floodLimit: options.floodLimit, remark: options.remark)
    }

    /// Ignores SIGPIPE in this process, so writing to a bot that has gone away is an error
    /// to handle, not the end of ttt. The executable calls it at start-up; ``start()``
    /// calls it too, as it must hold before the first write to any bot.
    public static func ignoreSIGPIPE() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Starts the program; returns once it runs.
    /// - Throws: ``BotFault/failedToStart(command:reason:)`` with the system's reason.
    package func start() async throws(BotFault) {
        precondition(owner == nil, "An external process is started once.")
        Self.ignoreSIGPIPE()
        let command = options.command
        var arguments = command.arguments
        if let source = command.cSource {
            do {
                arguments = [try await BotFiles.compiledBinary(for: source)] + arguments
            } catch {
                throw .failedToStart(command: command.description, reason: error.message)
            }
        }
        guard Ending.signal == nil else {
            throw .failedToStart(command: command.description, reason: "ttt is ending.")
        }
        guard let program = arguments.first else {
            throw .failedToStart(command: command.description, reason: "The command is empty.")
        }
        // NB: found here, so that every reason it cannot run reads the same.
        let resolved: String
        switch Self.resolve(program) {
        case let .found(path): resolved = path
        case let .cannotRun(reason): throw .failedToStart(command: command.description, reason: reason)
        }
        let directory: String
        if let chosen = options.workingDirectory {
            directory = chosen
        } else {
            guard let made = Self.makeTemporaryDirectory() else {
                throw .failedToStart(command: command.description, reason: "No temporary directory: \(Self.systemError()).")
            }
            temporaryDirectory = made
            directory = made
        }
        guard pipes.canWait, let stdin = PipeEnd.pipe() else {
            removeTemporaryDirectory()
            throw .failedToStart(command: command.description, reason: "No pipe: \(Self.systemError()).")
        }
        guard let stdout = PipeEnd.pipe() else {
            let reason = Self.systemError()
            close(stdin.read)
            close(stdin.write)
            removeTemporaryDirectory()
            throw .failedToStart(command: command.description, reason: "No pipe: \(reason).")
        }
        let input = PipeEnd(stdin.write)
        let output = PipeEnd(stdout.read)
        input.makeNonBlocking()
        output.makeNonBlocking()

        // NB: known by its mark before it exists, so nothing ends ttt without ending it.
        LiveBots.starting(mark: runMark)
        let (stops, stopRequest) = AsyncStream<Bool>.makeStream()
        self.stopRequest = stopRequest
        let (started, startedContinuation) = AsyncStream<Result<(Int32, Int32), BotFault>>.makeStream()

        var platform = PlatformOptions()
        // NB: 0 puts the child in a new process group whose id is its own pid.
        platform.processGroupID = 0
        platform.teardownSequence = [
            .gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: options.terminateGrace),
        ]
        // NB: every process the bot starts inherits its run's mark, unless it clears its
        // environment: how its strays are found, even after the bot itself is gone.
        var variables = options.environment
        variables[ProcessTree.markVariable] = runMark
        let environment: Environment = .inherit.updating(
            Dictionary(uniqueKeysWithValues: variables.map { (Environment.Key(rawValue: $0.key)!, Optional($0.value)) }))
        let configuration = Configuration(
            executable: .path(FilePath(resolved)), arguments: Arguments(Array(arguments.dropFirst())),
            environment: environment, workingDirectory: FilePath(directory), platformOptions: platform
        )
        let log = self.log
        let options = self.options
        // NB: the bot's ends are handed over and closed in ttt once it runs (or fails to).
        let childInput: FileDescriptorInput = .fileDescriptor(FileDescriptor(rawValue: stdin.read), closeAfterSpawningProcess: true)
        let childOutput: FileDescriptorOutput = .fileDescriptor(FileDescriptor(rawValue: stdout.write), closeAfterSpawningProcess: true)

        owner = Task {
            do {
                let result = try await Subprocess.run(configuration, input: childInput, output: childOutput, error: .sequence) { execution in
                    let pid = execution.processIdentifier.value
                    log.started(processID: pid, command: command.description)
                    // NB: a copy of its own, as swift-subprocess closes the original when it reaps.
                    let pidfd = execution.processIdentifier.processDescriptor
                    startedContinuation.yield(.success((pid, pidfd < 0 ? -1 : fcntl(pidfd, F_DUPFD_CLOEXEC, 0))))
                    startedContinuation.finish()
                    return await Self.serve(execution, stops: stops, log: log, options: options)
                }
                let byItself = result.closureResult
                return Self.exit(from: result.terminationStatus, byItself: byItself)
            } catch {
                startedContinuation.yield(.failure(.failedToStart(command: command.description, reason: Self.reason(for: error))))
                startedContinuation.finish()
                return nil
            }
        }
        for await outcome in started {
            switch outcome {
            case let .success((pid, exitDescriptor)):
                processID = pid
                // NB: the bot runs where the thread that asked for it may: a lane kept on one
                // processor (a tournament's `pinsLanes`) keeps its bots there, so a request
                // and its answer never wake another processor. Elsewhere this is the
                // process's own set, which the bot has already.
                _ = ttt_share_affinity(pid)
                LiveBots.register(processGroup: pid, mark: runMark)
                pipes.connect(input: input, output: output, exitSignal: exitDescriptor >= 0 ? PipeEnd(exitDescriptor) : nil)
            case let .failure(error):
                _ = await owner?.value
                LiveBots.unregister(mark: runMark)
                removeTemporaryDirectory()
                throw error
            }
        }
    }

    /// Sends one line (a line break is added). Never waits for the bot to read it.
    package nonisolated func send(_ line: String) {
        pipes.send(line)
    }

    /// Sends lines (a line break added to each) in one write. Never waits for the bot to read them.
    package nonisolated func send(_ lines: [String]) {
        pipes.send(lines)
    }

    /// Sends bytes as they are (for tests of line endings).
    package nonisolated func sendRaw(_ text: String) {
        pipes.sendRaw(text)
    }

    /// The next line from the bot, waiting at most until `deadline` (nil: no limit); see
    /// ``BotPipes/nextLine(until:)``.
    package nonisolated(nonsending) func nextLine(until deadline: ContinuousClock.Instant?) async -> BotLineEvent {
        await pipes.nextLine(until: deadline)
    }

    /// Ends the program (closing stdin, then SIGTERM and SIGKILL to its group as needed;
    /// with `force`, SIGKILL at once: a bot that faulted gets no grace), waits until it is
    /// reaped, and says how it ended. Safe to call more than once.
    @discardableResult
    package func stop(force: Bool = false) async -> Exit? {
        if let exit { return exit }
        guard let owner else { return nil }
        // NB: taken while the bot runs: its descendants that left its group (by setsid())
        // are out of reach of the group's signals, and lost to init once it exits.
        let strays = processID.map { ProcessTree(descendantsOf: $0, outsideGroup: $0) }
        pipes.closeInput()
        stopRequest?.yield(force)
        stopRequest?.finish()
        let ended = await owner.value
        var killed: Set<pid_t> = []
        if let strays {
            killed.formUnion(strays.send(SIGKILL))
        }
        // NB: strays orphaned before the stop (the bot crashed, say) carry the run's mark.
        killed.formUnion(ProcessTree.kill(carrying: runMark, signal: SIGKILL))
        exit = ended
        LiveBots.unregister(mark: runMark)
        // NB: where ttt is the reaper of the bot's orphans, those that stayed in its group were
        // killed with it, and those that left its session (a double fork and setsid())
        // are found by ancestry: this run's by its mark, and those that cleared their
        // environment once no other running bot can have started them. Never another
        // run's: a bot still playing may rely on its own.
        if LiveBots.adoptsOrphans {
            if let processID { ProcessTree.reapAdopted(fromGroup: processID) }
            killed.formUnion(ProcessTree.killAdoptedOrphans(of: runMark, otherRuns: LiveBots.startTimes))
        }
        if !killed.isEmpty {
            log.note("killed \(killed.count) process(es) it started outside its group: \(killed.sorted().map(String.init).joined(separator: " "))")
        }
        // NB: kept open until the bot is reaped, so its last writes never meet a closed pipe.
        pipes.closeOutput()
        removeTemporaryDirectory()
        if let ended { log.note("ended: \(ended.status)") }
        return ended
    }

    /// Runs inside `Subprocess.run` for the life of the process: drains its stderr into the
    /// log, and ends it when asked. Returns whether the process ended before any signal was
    /// sent.
    private static func serve(
        _ execution: Execution<FileDescriptorInput, FileDescriptorOutput, SequenceOutput>,
        stops: AsyncStream<Bool>, log: BotLog, options: Options
    ) async -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    for try await buffer in execution.standardError {
                        log.stderr(buffer.withUnsafeBytes { Array($0) })
                    }
                } catch {}
            }
            var force = false
            for await forced in stops {
                force = forced
                break
            }
            let clock = ContinuousClock()
            let start = clock.now
            if force {
                // NB: a bot that faulted is ended at once; whether it had exited by itself
                // already is told by the pidfd before the signal.
                let exited = (try? execution.send(signal: .kill, toProcessGroup: true)) == nil
                await group.waitForAll()
                return exited
            }
            // NB: signal 0 sends nothing: the first step only waits for the bot to exit by
            // itself after its stdin closed. The teardown returns as soon as it has exited.
            await execution.teardown(using: [
                .send(signal: Signal(rawValue: 0), toProcessGroup: true, allowedDurationToNextStep: options.quitGrace),
                .send(signal: .terminate, toProcessGroup: true, allowedDurationToNextStep: options.terminateGrace),
            ])
            let byItself = clock.now - start < options.quitGrace
            // NB: the leader has exited but is not reaped yet, so the group id is still ours:
            // this reaches children it left behind (holding the pipes open, say).
            try? execution.send(signal: .kill, toProcessGroup: true)
            await group.waitForAll()
            return byItself
        }
    }
}
