/// Why a benchmark run could not be done, or its work came out wrong.
public struct BenchError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
