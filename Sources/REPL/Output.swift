public import TextAndFiles
#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL writes: text for people, JSON lines for tools, errors.
///
/// With `--json`, standard output carries only JSON objects, one a line; the text for
/// people is not written at all.
public protocol Output: AnyObject {
    /// Text for people (a board, an announcement). Not written in JSON mode.
    func text(_ line: String)
    /// One JSON object (an event, a result). Written only in JSON mode.
    func json(_ object: JSONValue)
    /// An error or a failed expectation, already prefixed with its place.
    func error(_ message: String)
    /// Whether JSON is wanted.
    var isJSON: Bool { get }
    /// A progress line that replaces itself; only on a terminal, never in a pipe.
    func progress(_ line: String?)
    /// Writes JSON objects from any thread, each a whole line, in JSON mode (the moves of a
    /// run as its lanes play them); nil where the output cannot (the default).
    var concurrentJSON: (@Sendable (JSONValue) -> Void)? { get }
}

extension Output {
    public var concurrentJSON: (@Sendable (JSONValue) -> Void)? { nil }
}

/// Standard output and standard error.
public final class StandardOutput: Output {
    public let isJSON: Bool
    private let showsProgress: Bool
    private var progressShown = false

    public init(json: Bool, progress: Bool) {
        self.isJSON = json
        self.showsProgress = progress && !json
    }

    public func text(_ line: String) {
        guard !isJSON else { return }
        clearProgress()
        _ = writeAll(STDOUT_FILENO, line + "\n")
    }

    public func json(_ object: JSONValue) {
        guard isJSON else { return }
        _ = writeAll(STDOUT_FILENO, object.serialized + "\n")
    }

    public var concurrentJSON: (@Sendable (JSONValue) -> Void)? {
        guard isJSON else { return nil }
        // NB: one write a line, whole: a pipe keeps lines of up to 4 KiB whole between writers.
        return { object in _ = writeAll(STDOUT_FILENO, object.serialized + "\n") }
    }

    public func error(_ message: String) {
        clearProgress()
        _ = writeAll(STDERR_FILENO, message + "\n")
        if isJSON { json(.fields([("type", "error"), ("message", .string(message))])) }
    }

    public func progress(_ line: String?) {
        guard showsProgress else { return }
        if let line {
            _ = writeAll(STDERR_FILENO, "\r\u{1B}[K" + line)
            progressShown = true
        } else {
            clearProgress()
        }
    }

    private func clearProgress() {
        if progressShown {
            _ = writeAll(STDERR_FILENO, "\r\u{1B}[K")
            progressShown = false
        }
    }
}

/// Everything written, kept in order: for tests.
public final class CapturedOutput: Output {
    public let isJSON: Bool
    public private(set) var lines: [String] = []
    public private(set) var errors: [String] = []

    public init(json: Bool = false) { self.isJSON = json }

    public func text(_ line: String) { if !isJSON { lines.append(line) } }
    public func json(_ object: JSONValue) { if isJSON { lines.append(object.serialized) } }
    public func error(_ message: String) {
        errors.append(message)
        if isJSON { json(.fields([("type", "error"), ("message", .string(message))])) }
    }
    public func progress(_ line: String?) {}

    /// All text written, errors included, as one string.
    public var transcript: String { lines.joined(separator: "\n") }
}

