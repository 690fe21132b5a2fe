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
}

/// Lines from standard input when it is not a terminal: no prompt, no history.
public final class PlainLineReader: LineReader {
    public init() {}
    public var isInteractive: Bool { false }

    public func readLine(prompt: String) -> String? {
        guard let line = Swift.readLine(strippingNewline: true) else { return nil }
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
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

    /// Colour on standard output: only on a terminal, and only when NO_COLOR is unset.
    public static var wantsColor: Bool {
        outputIsTerminal && getenv("NO_COLOR") == nil
    }
}
