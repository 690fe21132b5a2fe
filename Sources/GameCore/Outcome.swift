/// How a game stands: still going, won (with the winning line), or drawn.
public enum Outcome {
    case ongoing
    /// `mark` has `line`: the winning run (k or more in a row, as the rules count it), in
    /// order along the line.
    case win(Mark, line: [Move])
    case draw

    /// The winner, if any.
    public var winner: Mark? {
        if case let .win(mark, _) = self { return mark }
        return nil
    }

    /// Whether the game has ended.
    public var isOver: Bool {
        if case .ongoing = self { return false }
        return true
    }
}

extension Outcome: Sendable {}
extension Outcome: Hashable {}

extension Outcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .ongoing: "in play"
        case let .win(mark, line): "\(mark) won (\(line.map(\.cellName).joined(separator: " ")))"
        case .draw: "a draw"
        }
    }
}
