/// One of the two sides. X always moves first.
public enum Mark: UInt8, CaseIterable {
    case x = 0
    case o = 1

    /// The other side.
    @inlinable public var opponent: Mark { self == .x ? .o : .x }

    /// The capital letter drawn on the board: `X` or `O`.
    public var symbol: String { self == .x ? "X" : "O" }

    /// Reads `x`, `X`, `o`, `O` (and `0` for O, as people type it).
    public init?(symbol: String) {
        switch symbol.lowercased() {
        case "x": self = .x
        case "o", "0": self = .o
        default: return nil
        }
    }
}

extension Mark: Sendable {}
extension Mark: Hashable {}
extension Mark: Codable {}
extension Mark: CustomStringConvertible {
    public var description: String { symbol }
}
