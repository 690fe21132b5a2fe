/// Why a rules description was refused, in words a person can act on.
public struct RulesError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
