import Glibc
import Synchronization
import TextAndFiles

/// Where a bot's stderr goes: a log file when one is asked for, and always the last line,
/// kept for the message when the bot crashes.
///
/// Also records the lines ttt sends and the bot answers (with `>` and `<`), when it has a
/// file. Safe to use from the process's pump tasks at once.
///
/// A log file holds at most ``byteLimit`` bytes (as far as the runs writing it know: each
/// counts from the file's size when it opened it): the line that would pass the cap is
/// replaced by a note that the cap was reached, the lines after it are dropped, and when
/// the run ends a last note says how much it dropped. A later run finds the file full and
/// writes nothing to it.
package final class BotLog: Sendable {
    /// The most a log file holds, in bytes: 64 MiB.
    package static let byteLimit = 64 << 20

    private struct State {
        var descriptor: Int32?
        var splitter = BotLineSplitter(maximumLength: 4096)
        var lastLine: String?
        var processID: Int32 = 0
        var linesReceived = 0
        /// The file's size, as far as this log knows.
        var size = 0
        /// What was dropped past the cap: lines and bytes.
        var droppedLines = 0
        var droppedBytes = 0
    }

    private let state: Mutex<State>
    private let byteLimit: Int
    /// Whether lines are written anywhere.
    package let hasFile: Bool

    /// A log appending to `path` (created if needed) up to `byteLimit` bytes, or one that
    /// only keeps the last line.
    init(path: String?, byteLimit: Int = BotLog.byteLimit) {
        self.byteLimit = byteLimit
        var descriptor: Int32?
        var size = 0
        if let path {
            // NB: a regular file only: a FIFO would hold the bot's start until a reader came.
            let refusal: String
            switch OutputFile.openRegular(path, flags: O_CREAT | O_APPEND) {
            case let .file(fd):
                descriptor = fd
                size = Int(max(lseek(fd, 0, SEEK_END), 0))
                refusal = ""
            case let .failed(code): refusal = String(cString: strerror(code))
            case let .notRegular(kind): refusal = "it is \(kind), and ttt writes only regular files"
            }
            if descriptor == nil {
                // NB: never silently nothing: the run goes on without this log, and says so.
                let message = "Cannot write the bot log '\(path)': \(refusal).\n"
                _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
            }
        }
        // NB: a file already full (an earlier run reached the cap) gets nothing more.
        state = Mutex(State(descriptor: size >= byteLimit ? nil : descriptor, size: size))
        if size >= byteLimit, let descriptor { close(descriptor) }
        hasFile = descriptor != nil && size < byteLimit
    }

    deinit {
        state.withLock { state in
            guard let fd = state.descriptor else { return }
            if state.droppedLines > 0 {
                let note = "\(state.processID) # log cap: dropped \(state.droppedLines) line(s), \(state.droppedBytes) bytes, past the cap of \(Self.sizeText(byteLimit))\n"
                Self.write(note, to: fd)
            }
            close(fd)
        }
    }

    /// `64 MiB`, `1000 bytes`.
    static func sizeText(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
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
            if state.descriptor != nil {
                for line in lines { append("\(state.processID) ! \(line)\n", to: &state) }
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
    package var linesReceived: Int { state.withLock { $0.linesReceived } }
    /// A remark of ttt's own (start, verdicts, end).
    package func note(_ line: String) { write("#", line) }

    private func write(_ tag: String, _ line: String) {
        state.withLock { state in
            guard state.descriptor != nil else { return }
            append("\(state.processID) \(tag) \(line)\n", to: &state)
        }
    }

    /// Writes `text` (one line) unless it would take the file past the cap: the first line
    /// that would is replaced by a note saying the cap is reached, and it and every line
    /// after it are counted as dropped.
    private func append(_ text: String, to state: inout State) {
        guard let fd = state.descriptor else { return }
        let count = text.utf8.count
        if state.droppedLines == 0, state.size + count <= byteLimit {
            state.size += count
            Self.write(text, to: fd)
            return
        }
        if state.droppedLines == 0 {
            Self.write("\(state.processID) # log cap of \(Self.sizeText(byteLimit)) reached: the lines after this one are dropped\n", to: fd)
        }
        state.droppedLines += 1
        state.droppedBytes += count
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
