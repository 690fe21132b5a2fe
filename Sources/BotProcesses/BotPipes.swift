import BotProtocols
import Glibc
import Synchronization

/// The two pipes between ttt and one run of a bot, its stdin and its stdout, and the lines
/// in flight on them: sent but not yet taken by the pipe, read but not yet asked for.
///
/// The bot's stderr does not come here (it is drained into its ``BotLog``); its exit is
/// watched here too, through the process's descriptor, so a read ends when the bot does.
///
/// Used from whatever task asks the bot (its player), without a hop to another actor: the
/// state is behind a lock, held while a quick answer is awaited on the asking thread
/// (``PipeWait/quickWait(read:write:until:)``, at most its window) and let go before
/// a longer wait moves to a thread of its own. Writes never block: what the pipe does not
/// take stays pending and is written as the bot reads.
final class BotPipes: Sendable {
    private struct State {
        /// ttt's end of the bot's stdin, until it is closed.
        var input: PipeEnd?
        /// ttt's end of the bot's stdout, until the process is reaped.
        var output: PipeEnd?
        /// A descriptor of the process that becomes readable when it exits (Linux's pidfd),
        /// so that a bot whose child holds its stdout open is still seen to end.
        var exitSignal: PipeEnd?
        /// Bytes sent but not yet taken by the pipe.
        var pending: [UInt8] = []
        var splitter: BotLineSplitter
        /// Lines read from the pipe and not yet asked for, from `head` on.
        var lines: [String] = []
        var head = 0
        /// A flood or an overlong line, reported once the lines before it are read.
        var fault: BotLineEvent?
        /// Whether the bot's output has ended.
        var ended = false
        var buffer: [UInt8] = []
    }

    private let state: Mutex<State>
    private let waiter: PipeWait?
    private let log: BotLog
    /// How many unread lines may pile up before it counts as a flood.
    private let floodLimit: Int
    /// Says whether a line is a remark the protocol never judges (a UCI `info` line): such
    /// a line is logged and handed on as it is split, never kept, so no number of them
    /// (nor how fast they come) is a flood, and they take no memory.
    private let remark: (@Sendable (String) -> Bool)?

    /// Whether reads can wait (the waiter got the pipe it wakes through).
    var canWait: Bool { waiter != nil }

    init(waiter: PipeWait?, log: BotLog, maximumLineLength: Int, floodLimit: Int, remark: (@Sendable (String) -> Bool)? = nil) {
        self.waiter = waiter
        self.log = log
        self.floodLimit = floodLimit
        self.remark = remark
        state = Mutex(State(splitter: BotLineSplitter(maximumLength: maximumLineLength)))
    }

    /// Takes the pipes of a bot that has started.
    func connect(input: PipeEnd, output: PipeEnd, exitSignal: PipeEnd?) {
        state.withLock { state in
            state.input = input
            state.output = output
            state.exitSignal = exitSignal
        }
    }

    /// ttt's ends of the pipes, while they are open (for the bare ping-pong of a benchmark).
    var ends: (input: PipeEnd, output: PipeEnd)? {
        state.withLock { state in
            guard let input = state.input, let output = state.output else { return nil }
            return (input, output)
        }
    }

    /// Sends one line (a line break is added). Never waits for the bot to read it.
    func send(_ line: String) {
        if log.hasFile { log.sent(line) }
        state.withLock { state in
            state.pending.append(contentsOf: line.utf8)
            state.pending.append(UInt8(ascii: "\n"))
            Self.flush(&state)
        }
    }

    /// Sends lines (a line break is added to each) in one write. Never waits for the bot to
    /// read them.
    func send(_ lines: [String]) {
        if log.hasFile { for line in lines { log.sent(line) } }
        state.withLock { state in
            for line in lines {
                state.pending.append(contentsOf: line.utf8)
                state.pending.append(UInt8(ascii: "\n"))
            }
            Self.flush(&state)
        }
    }

    /// Sends bytes as they are (for tests of line endings).
    func sendRaw(_ text: String) {
        state.withLock { state in
            state.pending.append(contentsOf: text.utf8)
            Self.flush(&state)
        }
    }

    /// Closes the bot's stdin (it reads the end of its input); what was pending is dropped.
    func closeInput() {
        state.withLock { state in
            state.input = nil
            state.pending = []
        }
    }

    /// Closes the rest, once the process is reaped, and wakes a read waiting for it.
    func closeOutput() {
        state.withLock { state in
            state.output = nil
            state.exitSignal = nil
        }
        waiter?.wake()
    }

    /// Reads what the bot has written so far, without waiting, and drops the lines not yet
    /// asked for: they came while no request was outstanding (before the first, after an
    /// answer, between games), so none of them may be taken as the next request's answer.
    /// A fault (a flood, an overlong line) or the end of the output stays for the next read.
    /// - Returns: the lines dropped, for the log.
    func discardUnread() -> [String] {
        state.withLock { state in
            readAvailable(&state)
            guard state.head < state.lines.count else { return [] }
            let dropped = Array(state.lines[state.head...])
            state.lines.removeAll(keepingCapacity: true)
            state.head = 0
            return dropped
        }
    }

    /// The next line from the bot, waiting at most until `deadline` (nil: no limit).
    ///
    /// When more than the flood limit of lines arrive in one read, or a line is too long,
    /// it stops keeping lines and reports the fault once the lines before it are read.
    nonisolated(nonsending) func nextLine(until deadline: ContinuousClock.Instant?) async -> BotLineEvent {
        while true {
            if let event = nextLineQuickly(until: deadline) { return event }
            let watched = state.withLock { state in
                state.output.map { (read: $0, write: state.pending.isEmpty ? nil : state.input, exit: state.exitSignal) }
            }
            guard let watched, let waiter else { return .ended }
            if await waiter.park(read: watched.read, write: watched.write, exit: watched.exit, until: deadline) == .timedOut {
                return .timedOut
            }
        }
    }

    /// The next line, when one is there or comes within the waiter's blocking window, or
    /// why there is none; nil when the wait must go on without blocking the thread.
    // NB: synchronous, so a quick answer costs no asynchronous call.
    func nextLineQuickly(until deadline: ContinuousClock.Instant?) -> BotLineEvent? {
        state.withLock { state in
            while true {
                if let event = Self.available(&state) { return event }
                if Task.isCancelled { return .cancelled }
                guard let output = state.output, let waiter else { return .ended }
                let write = state.pending.isEmpty ? nil : state.input
                // NB: the process's exit is not watched in the short window (the answer nearly
                // every move gets comes first, and a descriptor fewer makes each poll cheaper),
                // but looked at once the window has passed, before the wait goes on elsewhere.
                switch waiter.quickWait(read: output, write: write, until: deadline) {
                case nil:
                    guard !state.ended, Self.hasExited(state) else { return nil }
                    fallthrough
                case .ready, .woken:
                    Self.flush(&state)
                    readAvailable(&state)
                    // NB: the output may stay open after the bot exits (a child holds it):
                    // once its lines are read, the exit ends it.
                    if state.head == state.lines.count, state.fault == nil, !state.ended, Self.hasExited(state) {
                        state.ended = true
                    }
                case .timedOut: return .timedOut
                }
            }
        }
    }

    /// Whether the process exits within `limit` (it may have already), or nil when that
    /// cannot be told (no descriptor of the process). Blocks the thread for up to `limit`:
    /// for a bot whose output has ended, to tell a crash (its output ends as it exits) from
    /// a bot that closed its output and runs on.
    func exits(within limit: Duration) -> Bool? {
        guard let exitSignal = state.withLock({ $0.exitSignal }) else { return nil }
        var descriptor = pollfd(fd: exitSignal.descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(Duration.milliseconds(limit))
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    /// Whether the process has exited (or is past knowing).
    private static func hasExited(_ state: State) -> Bool {
        guard let exitSignal = state.exitSignal else { return false }
        var descriptor = pollfd(fd: exitSignal.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) != 0
    }

    /// Writes what is pending, as far as the pipe takes it without waiting.
    private static func flush(_ state: inout State) {
        guard !state.pending.isEmpty else { return }
        guard let input = state.input else {
            state.pending = []
            return
        }
        var written = 0
        state.pending.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Glibc.write(input.descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count > 0 {
                    written += count
                } else if count < 0, errno == EINTR {
                    continue
                } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    return
                } else {
                    // NB: the bot closed its stdin or exited: what it would have read is
                    // dropped, and the read that follows finds out how it ended.
                    written = bytes.count
                }
            }
        }
        if written == state.pending.count {
            state.pending.removeAll(keepingCapacity: true)
        } else {
            state.pending.removeFirst(written)
        }
    }

    /// Reads what the pipe holds now into lines (or notes that the output ended).
    private func readAvailable(_ state: inout State) {
        guard let output = state.output, !state.ended else { return }
        if state.buffer.isEmpty { state.buffer = [UInt8](repeating: 0, count: 64 * 1024) }
        while true {
            let count = state.buffer.withUnsafeMutableBytes { Glibc.read(output.descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                guard state.fault == nil else { continue }
                // NB: the splitter is moved out while its lines go into `state`.
                var splitter = BotLineSplitter(maximumLength: 0)
                swap(&splitter, &state.splitter)
                let buffer = state.buffer
                buffer.withUnsafeBytes { bytes in
                    splitter.feed(UnsafeRawBufferPointer(rebasing: bytes.prefix(count))) { piece in take(piece, into: &state) }
                }
                swap(&splitter, &state.splitter)
                // NB: a short read emptied the pipe; another would only say so.
                if count < buffer.count { return }
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                return
            } else {
                if state.fault == nil {
                    var splitter = BotLineSplitter(maximumLength: 0)
                    swap(&splitter, &state.splitter)
                    splitter.finish { piece in take(piece, into: &state) }
                    swap(&splitter, &state.splitter)
                }
                state.ended = true
                return
            }
        }
    }

    private func take(_ piece: BotLineSplitter.Piece, into state: inout State) {
        guard state.fault == nil else { return }
        switch piece {
        case let .line(text):
            log.received(text)
            if let remark, remark(text) { return }
            let unread = state.lines.count - state.head
            if unread >= floodLimit {
                state.fault = .flooded(unread + 1)
                return
            }
            state.lines.append(text)
        case let .overlong(count):
            state.fault = .overlong(count)
        }
    }

    private static func available(_ state: inout State) -> BotLineEvent? {
        if state.head < state.lines.count {
            let line = state.lines[state.head]
            state.head += 1
            if state.head == state.lines.count {
                state.lines.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return .line(line)
        }
        if let fault = state.fault { return fault }
        if state.ended { return .ended }
        return nil
    }
}
