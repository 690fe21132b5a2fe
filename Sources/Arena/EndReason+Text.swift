import GameCore

extension EndReason {
    /// A short, stable phrase for records and JSON: `line a1 b2 c3`, `board full`,
    /// `illegal move c3: c3 is taken by X.`, `player error: ...`, `timeout: no move within 200ms`,
    /// `timeout: answered 30ms past the 200ms limit`,
    /// `aborted: ...`.
    public var summary: String {
        switch self {
        case let .line(line): "line " + line.map(\.cellName).joined(separator: " ")
        case .boardFull: "board full"
        case let .illegalMove(move, error): "illegal move \(move)" + (error.map { ": \($0.message)" } ?? "")
        case let .playerError(message): "player error: \(message)"
        case let .timeout(overrun): "timeout: \(overrun.text)"
        case let .aborted(why): "aborted: \(why)"
        }
    }
}
