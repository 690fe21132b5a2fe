/// Why the text of an opening book cannot be read.
public struct OpeningBookError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// What is wrong with it.
    public var message: String

    init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "Opening book line \(line): \(message)" }
}
