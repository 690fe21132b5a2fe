/// A mistake in a command, or a failed expectation, in words a person can act on.
/// The script runner puts `FILE:LINE:` in front.
public struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// Whether this is a failed `expect` rather than a mistake in the command.
    public let isFailedExpectation: Bool

    public init(_ message: String, failedExpectation: Bool = false) {
        self.message = message
        self.isFailedExpectation = failedExpectation
    }

    public var description: String { message }
}
