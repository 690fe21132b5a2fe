import GameCore
import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the REPL's lines come from: a terminal, a pipe, a script file, a test.
public protocol LineReader: AnyObject {
    /// The next line without its line break, or nil at the end of input.
    func readLine(prompt: String) -> String?
    /// Whether a person is typing (prompts and progress are shown only then).
    var isInteractive: Bool { get }
    /// Why the input ended early (a line too long to read), once ``readLine(prompt:)`` has
    /// returned nil; nil at a plain end of input.
    var failure: String? { get }
}

extension LineReader {
    public var failure: String? { nil }
}

/// Lines from standard input when it is not a terminal: no prompt, no history, and no
/// line over ``ReadLimit/lineBytes`` (the input ends there, with a ``failure``). Lines end
/// at LF or CRLF, and a byte-order mark before the first is dropped, as in files
/// (``TextLines``).
public final class PlainLineReader: LineReader {
    private var scanner: LineScanner
    private var ended = false
    private var linesRead = 0
    public private(set) var failure: String?

    /// Reads `descriptor` (standard input unless told), which stays open.
    public init(descriptor: Int32 = STDIN_FILENO, maximumLineBytes: Int = ReadLimit.lineBytes) {
        scanner = LineScanner(descriptor: descriptor, maximumLineBytes: maximumLineBytes)
    }

    public var isInteractive: Bool { false }

    public func readLine(prompt: String) -> String? {
        guard !ended else { return nil }
        let bytes: [UInt8]
        switch scanner.next() {
        case let .line(line): bytes = line
        case let .end(tail):
            ended = true
            guard !tail.isEmpty else { return nil }
            bytes = tail
        case .tooLong:
            ended = true
            failure = ReadLimit.lineTooLong("The line") + " The input stops here."
            return nil
        case let .failed(code):
            ended = true
            failure = "Cannot read standard input: \(String(cString: strerror(code)))."
            return nil
        }
        linesRead += 1
        return String(decoding: TextLines.content(ofLine: bytes, isFirst: linesRead == 1), as: UTF8.self)
    }
}

/// Lines from a list, for tests and for `ttt -c`.
public final class ListLineReader: LineReader {
    private var lines: [String]
    private var next = 0
    public init(_ lines: [String]) { self.lines = lines }
    public var isInteractive: Bool { false }

    public func readLine(prompt: String) -> String? {
        guard next < lines.count else { return nil }
        defer { next += 1 }
        return lines[next]
    }
}

/// Whether standard input and output are terminals.
public enum Terminal {
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    public static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The columns help is wrapped to: `COLUMNS` when set, else the terminal's width when
    /// standard output is one, else 80 (piped).
    public static var width: Int {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if outputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// Colour on standard output: only on a terminal, and only when NO_COLOR is unset.
    public static var wantsColor: Bool {
        outputIsTerminal && getenv("NO_COLOR") == nil
    }
}
