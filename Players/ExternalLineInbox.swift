/// The lines a bot has written and nobody has read yet, with reads that wait until a deadline.
///
/// The process's output pump feeds bytes in; the player takes lines out with
/// ``next(until:)``, which never waits past its deadline. When more than ``capacity``
/// lines pile up unread, or a line is too long, the inbox stops keeping lines and
/// reports the fault once the lines before it are read.
actor ExternalLineInbox {
    /// What a read finds.
    enum Event: Sendable, Equatable {
        /// The next line.
        case line(String)
        /// The bot closed its output (or the process ended) and every line was read.
        case ended
        /// The deadline passed first.
        case timedOut
        /// The reading task was cancelled.
        case cancelled
        /// A line longer than the limit; how many bytes were seen of it.
        case overlong(Int)
        /// More than `capacity` lines came in without being read.
        case flooded(Int)
    }

    /// How many unread lines are kept before the bot counts as flooding.
    let capacity: Int
    private var splitter: ExternalLineSplitter
    private var lines: [String] = []
    private var head = 0
    private var fault: Event?
    private var ended = false
    private var waiter: (id: Int, continuation: CheckedContinuation<Event, Never>, timer: Task<Void, Never>?)?
    private var nextWaiterID = 0
    /// Called with every line kept (for the bot's log).
    private let onLine: (@Sendable (String) -> Void)?

    init(capacity: Int = 1000, maximumLineLength: Int = 64 * 1024, onLine: (@Sendable (String) -> Void)? = nil) {
        self.capacity = capacity
        self.splitter = ExternalLineSplitter(maximumLength: maximumLineLength)
        self.onLine = onLine
    }

    /// Takes in bytes the bot wrote.
    func receive(_ bytes: [UInt8]) {
        guard fault == nil else { return }
        splitter.feed(bytes) { piece in take(piece) }
        deliver()
    }

    /// The bot's output ended.
    func finish() {
        guard !ended else { return }
        splitter.finish { piece in take(piece) }
        ended = true
        deliver()
    }

    /// The next line, or why there is none, waiting at most until `deadline` (nil: no limit).
    func next(until deadline: ContinuousClock.Instant?) async -> Event {
        if let event = available() { return event }
        nextWaiterID += 1
        let id = nextWaiterID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // NB: runs on the actor before it suspends, so a cancellation or timer that
                // fires now is handled after the waiter is in place.
                if Task.isCancelled {
                    continuation.resume(returning: .cancelled)
                    return
                }
                // NB: one reader at a time; a second one displaces the first rather than
                // leaving it waiting forever.
                if let displaced = waiter {
                    displaced.timer?.cancel()
                    displaced.continuation.resume(returning: .cancelled)
                }
                var timer: Task<Void, Never>?
                if let deadline {
                    timer = Task { [weak self] in
                        do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
                        await self?.expire(id, with: .timedOut)
                    }
                }
                waiter = (id, continuation, timer)
            }
        } onCancel: {
            Task { await self.expire(id, with: .cancelled) }
        }
    }

    /// Lines waiting to be read.
    var unreadCount: Int { lines.count - head }

    private func take(_ piece: ExternalLineSplitter.Piece) {
        guard fault == nil else { return }
        switch piece {
        case let .line(text):
            onLine?(text)
            if unreadCount >= capacity {
                fault = .flooded(unreadCount + 1)
                return
            }
            lines.append(text)
        case let .overlong(count):
            fault = .overlong(count)
        }
    }

    private func available() -> Event? {
        if head < lines.count {
            let line = lines[head]
            head += 1
            if head > 256, head * 2 > lines.count {
                lines.removeFirst(head)
                head = 0
            }
            return .line(line)
        }
        if let fault { return fault }
        if ended { return .ended }
        return nil
    }

    private func deliver() {
        guard let current = waiter, let event = available() else { return }
        waiter = nil
        current.timer?.cancel()
        current.continuation.resume(returning: event)
    }

    private func expire(_ id: Int, with event: Event) {
        guard let current = waiter, current.id == id else { return }
        waiter = nil
        current.timer?.cancel()
        current.continuation.resume(returning: event)
    }
}
