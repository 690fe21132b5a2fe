import GameCore
import TextAndFiles

/// Runs lines of commands from a reader (a terminal, a file, `-c`, a pipe) on a session,
/// reporting each error as `SOURCE:LINE: message`.
public struct ScriptRunner {
    public let session: Session

    public init(session: Session) { self.session = session }

    /// Runs every line until the end of input or `quit`.
    ///
    /// Outside a terminal the run stops at the first error unless `set bail off`.
    /// - Parameter source: the name errors are prefixed with, or nil for none (a person typing).
    /// - Returns: whether every command succeeded.
    public func run(_ reader: any LineReader, source: String?, prompt: String = "") async -> Bool {
        var ok = true
        var lineNumber = 0
        while !session.wantsToQuit, let line = reader.readLine(prompt: prompt) {
            lineNumber += 1
            do {
                try await session.run(line: line)
            } catch {
                session.output.error((source.map { "\($0):\(lineNumber): " } ?? "") + error.message)
                ok = false
                if !reader.isInteractive && session.settings.bail { return false }
            }
        }
        if !session.wantsToQuit, let failure = reader.failure {
            session.output.error((source.map { "\($0):\(lineNumber + 1): " } ?? "") + failure)
            return false
        }
        return ok
    }
}

/// Script files.
public enum Script {
    /// The lines of a script file, with LF or CRLF line ends and perhaps a byte-order mark
    /// (``TextLines/lines(of:)``).
    public static func lines(of path: String) throws(CommandError) -> [String] {
        TextLines.lines(of: try readFile(path)).map(String.init)
    }
}
