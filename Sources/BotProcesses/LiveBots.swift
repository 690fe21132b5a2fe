import Dispatch
import Glibc
import Synchronization

/// Every bot program this ttt process is running, by process group, so that whatever ends
/// ttt ends them too.
///
/// Three ways out are covered:
/// - a normal end: each player ends its bot (`quit`, then signals), and the REPL ends the
///   players it seated;
/// - SIGINT, SIGTERM or SIGHUP: ``installTerminationHandlers(signals:)`` kills every group
///   registered here (and the strays of each run, by their mark), then lets the signal end
///   ttt as it would have;
/// - SIGKILL, or a crash: nothing in ttt runs then, so a watchdog does it (``Watchdog``):
///   a small shell process started with the first bot, told of every bot's group and mark
///   through a pipe that only ttt holds. When ttt dies, however it dies, the pipe ends and
///   the watchdog kills every group it was told of and not told is gone.
public enum LiveBots {
    private struct Registry {
        /// The marks of the runs starting or running, with their process group once known.
        var runs: [String: Int32?] = [:]
        /// When each run's bot started (``ProcessTree/Entry/startTime``), by its mark; 0 while
        /// it is starting, or when it could not be read.
        var startTimes: [String: UInt64] = [:]
    }

    private static let registry = Mutex(Registry())
    private static let watchdog = Mutex<Watchdog?>(nil)

    /// Records a run about to start, by its mark (before its process exists: a signal
    /// between the start and ``register(processGroup:mark:)`` still finds it by the mark).
    static func starting(mark: String) {
        registry.withLock { registry in
            _ = registry.runs.updateValue(nil, forKey: mark)
            registry.startTimes[mark] = 0
        }
        tellWatchdog("+ 0 \(mark)")
    }

    /// Records a running bot: its process group and its run's mark.
    static func register(processGroup: Int32, mark: String) {
        // NB: the bot's own start, before any process it started: read once a run.
        let started = ProcessTree.entry(of: processGroup)?.startTime ?? 0
        registry.withLock { registry in
            registry.runs[mark] = processGroup
            registry.startTimes[mark] = started
        }
        tellWatchdog("+ \(processGroup) \(mark)")
        // NB: a bot that started while ttt was ending on a signal does not outlive it.
        if Ending.signal != nil { _ = kill(-processGroup, SIGKILL) }
    }

    /// Forgets a run that has ended and been reaped (or never started).
    static func unregister(mark: String) {
        registry.withLock { registry in
            registry.runs.removeValue(forKey: mark)
            registry.startTimes.removeValue(forKey: mark)
        }
        tellWatchdog("- \(mark)")
    }

    /// When each run still starting or running started (0: not known yet), for telling
    /// whose an orphan without a run's mark can be (``ProcessTree/killAdoptedOrphans(of:otherRuns:)``).
    static var startTimes: [UInt64] { registry.withLock { Array($0.startTimes.values) } }

    private static func tellWatchdog(_ line: String) {
        watchdog.withLock { watchdog in
            if watchdog == nil { watchdog = Watchdog.start() }
            watchdog?.tell(line)
        }
    }

    private static let adopting = Atomic<Bool>(false)

    /// Makes this process the reaper of its bots' orphans (``ProcessTree/becomeSubreaper()``),
    /// and has every bot's end kill the orphans that left its session: a child that double-
    /// forked and called `setsid()` is then found by ancestry even with its environment
    /// cleared. For a process whose other children all stay in its session (the `ttt`
    /// executable): one that starts programs in sessions of their own must not call it.
    public static func adoptOrphans() {
        adopting.store(true, ordering: .relaxed)
        ProcessTree.becomeSubreaper()
    }

    /// Whether the bots' orphans are this process's to kill (``adoptOrphans()``).
    static var adoptsOrphans: Bool { adopting.load(ordering: .relaxed) }

    /// How many bots are running or starting.
    public static var count: Int { registry.withLock { $0.runs.count } }

    /// How long ttt, ending, waits for its bots: for those it killed to end, and for one
    /// still starting to register (a start can take that long on a loaded machine).
    static let endingWait = Duration.seconds(2)

    /// Kills every running bot's process group, and every process carrying one of their
    /// marks, at once (SIGKILL: this is the way out when ttt itself is ending), and waits
    /// until they have ended (at most ``endingWait``). Returns how many runs it ended.
    @discardableResult
    public static func killAll() -> Int {
        let runs = registry.withLock { $0.runs }
        let groups = Set(runs.values.compactMap { $0 })
        for group in groups { _ = kill(-group, SIGKILL) }
        var killed = Set(ProcessTree.kill(carryingAnyOf: Set(runs.keys), signal: SIGKILL))
        if adoptsOrphans { killed.formUnion(ProcessTree.killAdoptedOrphans(of: nil)) }
        // NB: SIGKILL takes effect when the process next runs: on a loaded machine a killed
        // bot still ran for a moment after ttt had exited on a signal (a test saw it). ttt
        // ends after its bots, so it waits for them (a process table sweep a millisecond).
        let deadline = ContinuousClock.now + endingWait
        while ProcessTree.anyRunning(inGroups: groups, among: killed), ContinuousClock.now < deadline {
            usleep(1000)
        }
        return runs.count
    }

    /// On each of `signals`, kills every bot (``killAll()``), then ends ttt by the same
    /// signal with its default action, so the shell sees how it ended. Installed once at
    /// start-up; a signal that already has a handler of ttt's (Ctrl-C in the REPL, which
    /// stops the work at hand) should not be passed.
    /// Waits, when a termination signal is being handled, for its handler to end the process
    /// by that signal; returns at once otherwise. Called before ttt exits by itself: the
    /// bots the handler killed can end the work at hand first, and a normal exit must not
    /// win that race (the exit status would say 0 where the signal ended ttt).
    public static func holdIfTerminating() {
        guard Ending.signal != nil else { return }
        while true { sleep(1) }
    }

    /// What else must happen before ttt ends on a signal (no half line in a journal, no
    /// temporary file left): run by the handlers of ``installTerminationHandlers(signals:)``
    /// once the bots are killed.
    public static func beforeTermination(_ action: @escaping @Sendable () -> Void) {
        finalAction.withLock { $0 = action }
    }

    private static let finalAction = Mutex<(@Sendable () -> Void)?>(nil)

    public static func installTerminationHandlers(signals: [Int32] = [SIGTERM, SIGHUP]) {
        for number in signals {
            // NB: the source only sees signals whose default action is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                // NB: first no bot may start (a tournament would start the next game's), and
                // every game a killed bot ends is the ending's, not a forfeit (``Ending``).
                Ending.beginTermination(on: number)
                killAll()
                // NB: a bot being started has no group yet, nor its mark before it execs:
                // its start is waited for (``endingWait``), then it is killed as it registers.
                let deadline = ContinuousClock.now + endingWait
                while registry.withLock({ $0.runs.values.contains { $0 == nil } }), ContinuousClock.now < deadline {
                    usleep(1000)
                }
                killAll()
                finalAction.withLock { $0 }?()
                signal(number, SIG_DFL)
                // NB: dispatch's threads block signals; this one lets it through, to itself.
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, number)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(number)
                _exit(128 + number)
            }
            source.resume()
            // NB: kept for the life of the process, on purpose.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }
}

extension LiveBots {
    /// A shell process that outlives ttt just long enough to kill the bots ttt left: it
    /// reads `+ GROUP MARK` (GROUP 0 while it starts) and `- MARK` lines from a pipe whose other end only ttt holds
    /// (close-on-exec, so no bot inherits it), and at the pipe's end (ttt exited or was
    /// killed) kills each group still listed and every process carrying its mark. It runs
    /// in a process group of its own, ignoring SIGINT, SIGTERM and SIGHUP, so whatever
    /// reaches ttt's group does not end it first.
    struct Watchdog: Sendable {
        let descriptor: Int32
        let processID: pid_t

        static let script = """
            trap '' INT TERM HUP
            runs=""
            while read -r op group mark; do
                kept=""
                for run in $runs; do [ "${run#*:}" = "${mark:-$group}" ] || kept="$kept $run"; done
                runs=$kept
                [ "$op" = "+" ] && runs="$runs $group:$mark"
            done
            sweep() {
                for run in $runs; do
                    # NB: dash's kill takes no "--"; "-GROUP" names a group.
                    [ "${run%%:*}" = 0 ] || kill -9 "-${run%%:*}" 2>/dev/null
                    for environ in $(grep -l -a "TTT_BOT_RUN=${run#*:}" /proc/[0-9]*/environ 2>/dev/null); do
                        pid=${environ#/proc/}; kill -9 "${pid%/environ}" 2>/dev/null
                    done
                done
            }
            sweep
            # NB: a bot that was starting carries its mark only once it has exec'd: look again.
            case "$runs" in *" 0:"*) sleep 0.3; sweep ;; esac
            """

        /// Starts the watchdog; nil when it cannot be started (no pipe, no /bin/sh).
        static func start() -> Watchdog? {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            // NB: no bot may hold the write end, or the pipe would outlive ttt.
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            posix_spawnattr_setpgroup(&attributes, 0)
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigdefault(&attributes, &all)
            var pid: pid_t = 0
            let arguments = ["/bin/sh", "-c", script, "ttt-watchdog"]
            let cArguments = arguments.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            // NB: an environment of its own: nothing of ttt's (or of a test's) to carry.
            let environment = [strdup("PATH=/usr/bin:/bin"), nil]
            defer { free(environment[0]) }
            let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, environment)
            close(ends[0])
            guard spawned == 0 else {
                close(ends[1])
                return nil
            }
            return Watchdog(descriptor: ends[1], processID: pid)
        }

        /// Sends one line (short: written at once, as the pipe has room for thousands).
        func tell(_ line: String) {
            var text = line + "\n"
            text.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }
}
