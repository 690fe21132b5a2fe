#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CProcessControl
import Synchronization

/// A thread of its own for one lane of a tournament's concurrency: the games of the lane run
/// on it, one after another, as a task executor preference.
///
/// A game against bots is a ping-pong of small writes and reads, and waiting for a quick
/// answer blocks the asking thread (see BotProcesses' `PipeWait`). On the shared pool,
/// a lane's next task may land on another thread than its last, and its bots' programs then
/// follow it from processor to processor; on a thread of its own, a lane keeps its place,
/// as a match runner's worker thread does, and its bots keep theirs.
///
/// What the lane's tasks start in a group runs on it too; a job that comes after
/// ``finish()`` runs on the shared pool.
public final class GameLane: TaskExecutor, @unchecked Sendable {
    // NB: @unchecked: `signal` is a semaphore, made for use across threads; the rest is
    // behind the lock or set once.
    private struct Queue {
        var jobs: [UnownedJob] = []
        var head = 0
        var finished = false
    }

    private let queue = Mutex(Queue())
    private let signal: UnsafeMutablePointer<sem_t>
    #if canImport(Glibc)
    private var thread = pthread_t()
    #endif
    private var started = false
    private let name: String
    private let processor: Int?

    /// Starts the lane's thread, named `name` (as `top -H` and profilers show it; at most 15
    /// bytes are kept), kept on `processor` when one is given (the bots its games start run
    /// there too: see ``processors(for:)``); if the system has no thread to spare, the
    /// lane's jobs run on the shared pool.
    public init(name: String, processor: Int? = nil) {
        self.name = name
        self.processor = processor
        signal = .allocate(capacity: 1)
        sem_init(signal, 0, 0)
        #if canImport(Glibc)
        let box = Unmanaged.passRetained(self)
        let result = pthread_create(&thread, nil, { context in
            // NB: the lane outlives its thread (``finish()`` joins it).
            Unmanaged<GameLane>.fromOpaque(context!).takeRetainedValue().serve()
            return nil
        }, box.toOpaque())
        started = result == 0
        if !started { box.release() }
        #endif
        if !started { queue.withLock { $0.finished = true } }
    }

    deinit {
        sem_destroy(signal)
        signal.deallocate()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = queue.withLock { queue in
            guard !queue.finished else { return false }
            queue.jobs.append(job)
            return true
        }
        if queued {
            sem_post(signal)
        } else {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
    }

    /// Runs the jobs that are queued, then ends the thread; later jobs run on the shared pool.
    public func finish() {
        queue.withLock { $0.finished = true }
        guard started else { return }
        sem_post(signal)
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #endif
    }

    /// Names the calling thread (Linux: its `comm`; glibc's `pthread_setname_np` is not
    /// in Swift's view of it).
    private func nameThread() {
        #if canImport(Glibc)
        let file = open("/proc/thread-self/comm", O_WRONLY)
        guard file >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
        #endif
    }

    /// The thread's loop: each job as it comes, until finished with none left.
    private func serve() {
        nameThread()
        #if os(Linux)
        // NB: best effort: a processor taken away meanwhile leaves the thread where it was.
        if let processor { _ = ttt_pin_calling_thread(Int32(processor)) }
        #endif
        while true {
            while sem_wait(signal) != 0, errno == EINTR {}
            // NB: a wake-up with no job is the one ``finish()`` posts.
            let (job, finished) = queue.withLock { queue -> (UnownedJob?, Bool) in
                guard queue.head < queue.jobs.count else { return (nil, queue.finished) }
                let job = queue.jobs[queue.head]
                queue.head += 1
                if queue.head == queue.jobs.count {
                    queue.jobs.removeAll(keepingCapacity: true)
                    queue.head = 0
                }
                return (job, false)
            }
            if let job {
                job.runSynchronously(on: asUnownedTaskExecutor())
            } else if finished {
                return
            }
        }
    }

    /// The processor of each of `count` lanes: the processors ttt may run on, in turn (a
    /// lane a processor while there are enough); empty where threads cannot be kept on one.
    public static func processors(for count: Int) -> [Int] {
        #if os(Linux)
        var allowed = [Int32](repeating: 0, count: 1024)
        let found = Int(ttt_allowed_processors(&allowed, Int32(allowed.count)))
        guard found > 0 else { return [] }
        return (0..<count).map { Int(allowed[$0 % found]) }
        #else
        return []
        #endif
    }
}
