import Glibc
import Synchronization

/// Whether the work at hand is ending because of a signal, and why: Ctrl-C stopping it
/// (``interrupted``), or SIGTERM or SIGHUP ending ttt (``signal``).
///
/// The referee asks it before it counts a game that ended in a fault (the commands' `abort`
/// reads ``reason``): a game cut short by the ending, however it shows it (a bot killed by
/// ttt's own shutdown, a bot that could not start any more, a bot killed by the same signal
/// a moment before ttt heard of its own), is aborted, never a forfeit, so a journal holds
/// only games that ended on their own merits.
public enum Ending {
    /// Set by Ctrl-C while work runs (at the prompt it only drops the line); long work checks
    /// it and stops early. The REPL clears it before each command.
    public static let interrupted = Atomic<Bool>(false)
    /// The termination signal ttt is ending on, or 0.
    private static let terminationSignal = Atomic<Int32>(0)

    /// The termination signal ttt is ending on (``LiveBots/installTerminationHandlers(signals:)``),
    /// or nil.
    public static var signal: Int32? {
        let number = terminationSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Why the work at hand is ending, or nil when it is not: the reason an aborted game gives.
    public static var reason: String? {
        if let signal { return "ttt is ending on \(signalName(signal) ?? "signal \(signal)")." }
        return interrupted.load(ordering: .relaxed) ? "Interrupted by the user." : nil
    }

    /// Notes that ttt is ending on `signal`: from here no bot starts, and every fault is the
    /// ending's.
    static func beginTermination(on signal: Int32) {
        terminationSignal.store(signal, ordering: .relaxed)
    }

    /// How long a bot killed by a signal that ends jobs is given for ttt to hear of its own.
    ///
    /// Slurm (on `scancel` and `scontrol requeue`), systemd and a `kill` of a process group send
    /// the signal to every process at once, and the bot's death can reach the referee before
    /// ttt's own signal reaches its handler (under load, by some milliseconds).
    // NB: a wait only for a bot that died of one of ``endingSignals``: a real crash (SIGSEGV,
    // an exit status) is judged at once.
    static let signalGrace = Duration.seconds(1)

    /// The signals that end a job from outside: a bot dying of one may be dying with ttt.
    static let endingSignals: Set<Int32> = [SIGTERM, SIGHUP, SIGINT, SIGKILL]

    /// Waits until the work at hand is ending, or `limit` has passed; returns whether it is
    /// ending. Polls every millisecond: it runs only after a bot died of an ending signal.
    static func waitForReason(upTo limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while reason == nil {
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return reason != nil }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }

    /// The name of a signal ttt speaks of: `SIGTERM`.
    static func signalName(_ signal: Int32) -> String? {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE",
            SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        ]
        return names[signal]
    }
}
