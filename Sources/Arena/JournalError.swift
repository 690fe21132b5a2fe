/// A problem with a results journal or a tournament's parameters, in words a person can
/// act on: a line that is not a game, a journal of another tournament, a file that cannot
/// be written.
public struct JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
