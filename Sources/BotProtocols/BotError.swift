/// A mistake in naming or preparing a bot (no such file, an empty command, a C source that
/// does not compile), in words a person can act on.
///
/// The players turn it into a `PlayerError` with the same message; when a bot's program
/// cannot be started, its message is the reason of ``BotFault/failedToStart(command:reason:)``.
public struct BotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a whole sentence.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
