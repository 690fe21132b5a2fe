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
/// - SIGKILL, or a crash: nothing in ttt runs, so each bot is started by a launcher that
///   asks the kernel for SIGKILL when ttt dies (``ExternalProcess``, `setpriv --pdeathsig`).
public enum LiveBots {
    private static let groups = Mutex<[Int32: String]>([:])

    /// Records a running bot: its process group and its run's mark.
    static func register(processGroup: Int32, mark: String) {
        groups.withLock { $0[processGroup] = mark }
    }

    /// Forgets a bot that has been reaped.
    static func unregister(processGroup: Int32) {
        _ = groups.withLock { $0.removeValue(forKey: processGroup) }
    }

    /// The process groups of the bots running.
    static var processGroups: Set<Int32> { groups.withLock { Set($0.keys) } }

    /// How many bots are running.
    public static var count: Int { groups.withLock { $0.count } }

    /// Kills every running bot's process group, and every process carrying one of their
    /// marks, at once (SIGKILL: this is the way out when ttt itself is ending). Returns how
    /// many groups it signalled.
    @discardableResult
    public static func killAll() -> Int {
        let running = groups.withLock { $0 }
        for group in running.keys { _ = kill(-group, SIGKILL) }
        for mark in running.values { ProcessTree.kill(carrying: mark, signal: SIGKILL) }
        ProcessTree.killAdoptedOrphans(sparing: [])
        return running.count
    }

    /// On each of `signals`, kills every bot (``killAll()``), then ends ttt by the same
    /// signal with its default action, so the shell sees how it ended. Installed once at
    /// start-up; a signal that already has a handler of ttt's (Ctrl-C in the REPL, which
    /// stops the work at hand) should not be passed.
    public static func installTerminationHandlers(signals: [Int32] = [SIGTERM, SIGHUP]) {
        for number in signals {
            // NB: the source only sees signals whose default action is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                killAll()
                signal(number, SIG_DFL)
                raise(number)
            }
            source.resume()
            // NB: kept for the life of the process, on purpose.
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }
}
