/// A problem with what a person gave ttt to read or write, in words they can act on: a
/// journal line that is not a game, a journal of another tournament, a clock or an
/// adjudication rule that cannot be read, an opening that is not legal, a file that cannot
/// be written.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
