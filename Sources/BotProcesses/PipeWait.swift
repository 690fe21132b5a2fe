import Foundation
import Glibc

/// The wait behind every read from a bot: until its stdout can be read (or its stdin
/// written), until a deadline, or until woken.
///
/// A move request and its answer are the chatty part of the protocol, and most bots answer
/// within a millisecond, so the wait first blocks the calling thread in `poll(2)` for a short
/// window: the answer then wakes the very thread that asked, with no other thread or task
/// in between, which keeps a round trip near a raw pipe's. Only a bot that takes longer is
/// waited for on a thread of its own, which leaves the caller's thread free for other games
/// until the answer, the deadline, or a ``wake()`` (cancellation, stop).
struct PipeWait: Sendable {
    /// How a wait ended.
    enum Outcome: Sendable, Equatable {
        /// Something can be read or written (or the pipe closed).
        case ready
        /// The deadline passed.
        case timedOut
        /// Woken by ``wake()`` or cancellation; the caller looks again.
        case woken
    }

    /// How long the calling thread may block before the wait moves to a thread of its own.
    let window: Duration
    /// A pipe whose read end a waiting thread watches, to be woken through its write end.
    private let waker: PipeEnd
    private let wakerInput: PipeEnd

    /// A waiter blocking its caller for at most `window`; nil when the system has no pipe
    /// to spare.
    init?(window: Duration) {
        guard let ends = PipeEnd.pipe() else { return nil }
        self.window = window
        self.waker = PipeEnd(ends.read)
        self.wakerInput = PipeEnd(ends.write)
        waker.makeNonBlocking()
        wakerInput.makeNonBlocking()
    }

    /// Wakes the wait in progress, if any (a later wait may wake early once; callers look
    /// again after every wait).
    func wake() {
        var one: UInt8 = 1
        _ = Glibc.write(wakerInput.descriptor, &one, 1)
    }

    /// Waits on the calling thread, at most for the ``window``, until `read` can be read (or
    /// `write` written) or `deadline` passes (nil: never).
    /// - Returns: `.ready` or `.timedOut`; nil when the window passed first (the caller goes
    ///   on with ``park(read:write:exit:until:)``).
    func quickWait(read: PipeEnd, write: PipeEnd?, until deadline: ContinuousClock.Instant?) -> Outcome? {
        let clock = ContinuousClock()
        var blocking = window
        if let deadline { blocking = min(blocking, max(deadline - clock.now, .zero)) }
        // NB: the poll nearly every answer ends, without a heap allocation.
        let outcome = withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { buffer in
            buffer[0] = pollfd(fd: read.descriptor, events: Int16(POLLIN), revents: 0)
            var count = 1
            if let write {
                buffer[count] = pollfd(fd: write.descriptor, events: Int16(POLLOUT), revents: 0)
                count += 1
            }
            return Self.poll(UnsafeMutableBufferPointer(rebasing: buffer[..<count]), for: blocking)
        }
        if outcome != .timedOut { return .ready }
        if let deadline, clock.now >= deadline { return .timedOut }
        return nil
    }

    /// Waits on a thread of its own until `read` can be read (or `write` written, or `exit`
    /// says the process ended), `deadline` passes (nil: never), or a wake-up (``wake()``,
    /// or the task's cancellation); the calling thread is free meanwhile.
    func park(read: PipeEnd, write: PipeEnd?, exit: PipeEnd?, until deadline: ContinuousClock.Instant?) async -> Outcome {
        let waker = self.waker
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    var descriptors = Self.descriptors(read: read, write: write, exit: exit, waker: waker)
                    let outcome = Self.pollUntil(deadline, &descriptors)
                    var drained = [UInt8](repeating: 0, count: 64)
                    while Glibc.read(waker.descriptor, &drained, drained.count) > 0 {}
                    // NB: the ends stay open until here, held by this closure.
                    withExtendedLifetime((read, write, exit)) {}
                    continuation.resume(returning: outcome)
                }
            }
        } onCancel: {
            self.wake()
        }
    }

    /// The descriptors to poll; the waker, when there is one, is last.
    private static func descriptors(read: PipeEnd, write: PipeEnd?, exit: PipeEnd?, waker: PipeEnd?) -> [pollfd] {
        var descriptors = [pollfd(fd: read.descriptor, events: Int16(POLLIN), revents: 0)]
        if let write { descriptors.append(pollfd(fd: write.descriptor, events: Int16(POLLOUT), revents: 0)) }
        if let exit { descriptors.append(pollfd(fd: exit.descriptor, events: Int16(POLLIN), revents: 0)) }
        if let waker { descriptors.append(pollfd(fd: waker.descriptor, events: Int16(POLLIN | POLLHUP), revents: 0)) }
        return descriptors
    }

    /// Polls until something is ready or the deadline passes.
    private static func pollUntil(_ deadline: ContinuousClock.Instant?, _ descriptors: inout [pollfd]) -> Outcome {
        let clock = ContinuousClock()
        while true {
            let left = deadline.map { max($0 - clock.now, .zero) } ?? .seconds(3600)
            let outcome = descriptors.withUnsafeMutableBufferPointer { poll($0, for: left, wakerLast: true) }
            if outcome != .timedOut { return outcome }
            if let deadline, clock.now >= deadline { return .timedOut }
        }
    }

    /// One `poll(2)` of at most `duration` (rounded up to a millisecond); with `wakerLast`,
    /// the last descriptor is the waker.
    private static func poll(_ descriptors: UnsafeMutableBufferPointer<pollfd>, for duration: Duration, wakerLast: Bool = false) -> Outcome {
        let (seconds, attoseconds) = duration.components
        // NB: saturated, not trapped: a margin of years (an engines file's, say) waits as long
        // as poll(2) can, and the caller polls again.
        let whole = Int64(Int32.max / 1000) + 1
        let milliseconds = seconds >= whole
            ? Int32.max : Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        while true {
            let count = Glibc.poll(descriptors.baseAddress, nfds_t(descriptors.count), milliseconds)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 ? .timedOut : .ready }
            // NB: a hang-up or error counts as ready: the read that follows finds it.
            let watched = wakerLast ? descriptors.count - 1 : descriptors.count
            return descriptors[..<watched].contains { $0.revents != 0 } ? .ready : .woken
        }
    }
}
