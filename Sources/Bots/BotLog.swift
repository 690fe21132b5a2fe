import Glibc
import Synchronization

/// Where a bot's stderr goes: a log file when one is asked for, and always the last line,
/// kept for the message when the bot crashes.
///
/// Also records the lines ttt sends and the bot answers (with `>` and `<`), when it has a
/// file. Safe to use from the process's pump tasks at once.
package final class BotLog: Sendable {
    private struct State {
        var descriptor: Int32?
        var splitter = BotLineSplitter(maximumLength: 4096)
        var lastLine: String?
        var processID: Int32 = 0
        var linesReceived = 0
    }

    private let state: Mutex<State>
    /// Whether lines are written anywhere.
    package let hasFile: Bool

    /// A log appending to `path` (created if needed), or one that only keeps the last line.
    init(path: String?) {
        var descriptor: Int32?
        if let path {
            let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            if fd >= 0 {
                descriptor = fd
            } else {
                // NB: never silently nothing: the run goes on without this log, and says so.
                let message = "Cannot write the bot log '\(path)': \(String(cString: strerror(errno))).\n"
                _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
            }
        }
        state = Mutex(State(descriptor: descriptor))
        hasFile = descriptor != nil
    }

    deinit {
        state.withLock { state in
            if let fd = state.descriptor { close(fd) }
        }
    }

    /// The process the next lines are about.
    func started(processID: Int32, command: String) {
        state.withLock { $0.processID = processID }
        note("started: \(command)")
    }

    /// Bytes the bot wrote on stderr.
    func stderr(_ bytes: [UInt8]) {
        state.withLock { state in
            var lines: [String] = []
            state.splitter.feed(bytes) { piece in
                if case let .line(text) = piece { lines.append(text) }
            }
            if let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }) { state.lastLine = last }
            if let fd = state.descriptor {
                for line in lines { Self.write("\(state.processID) ! \(line)\n", to: fd) }
            }
        }
    }

    /// The last non-blank line the bot wrote on stderr.
    var lastStderrLine: String? { state.withLock { $0.lastLine } }

    /// Now, in UTC to the millisecond, as in `2026-11-24T03:30:16.120Z`.
    package static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliseconds = now.tv_nsec / 1_000_000
        let fraction = milliseconds < 10 ? "00\(milliseconds)" : milliseconds < 100 ? "0\(milliseconds)" : "\(milliseconds)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }

    /// A line ttt sent the bot.
    func sent(_ line: String) { write(">", line) }
    /// A line the bot wrote on stdout.
    func received(_ line: String) {
        state.withLock { $0.linesReceived += 1 }
        write("<", line)
    }

    /// How many lines the bot has written on stdout so far.
    var linesReceived: Int { state.withLock { $0.linesReceived } }
    /// A remark of ttt's own (start, verdicts, end).
    package func note(_ line: String) { write("#", line) }

    private func write(_ tag: String, _ line: String) {
        state.withLock { state in
            guard let fd = state.descriptor else { return }
            Self.write("\(state.processID) \(tag) \(line)\n", to: fd)
        }
    }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
