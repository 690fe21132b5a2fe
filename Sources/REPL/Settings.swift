/// What `set` changes.
public struct Settings: Sendable, Hashable {
    /// The base seed; each game's seed derives from it and the game's number.
    public var seed: UInt64 = 1
    /// The per-move time limit for players, or nil for none.
    public var moveTime: Duration?
    /// ANSI colour in boards.
    public var color: Bool = false
    /// Stop a script at its first error.
    public var bail: Bool = true

    public init() {}
}

/// Reads durations as people write them: `500ms`, `2s`, `1.5s`, `1m`, or a bare number of
/// milliseconds.
public func parseDuration(_ text: String) -> Duration? {
    let lower = text.lowercased()
    let units: [(String, Double)] = [("ms", 1e-3), ("us", 1e-6), ("s", 1), ("m", 60)]
    for (suffix, scale) in units where lower.hasSuffix(suffix) {
        guard let value = Double(lower.dropLast(suffix.count)), value >= 0, value.isFinite else { return nil }
        return .nanoseconds(Int64((value * scale * 1e9).rounded()))
    }
    guard let value = Double(lower), value >= 0, value.isFinite else { return nil }
    return .nanoseconds(Int64((value * 1e6).rounded()))
}

/// A duration as people read it: `500ms`, `2s`, `1.25s`.
public func formatDuration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    if milliseconds < 1000 { return milliseconds == milliseconds.rounded() ? "\(Int(milliseconds))ms" : "\((milliseconds * 10).rounded() / 10)ms" }
    let s = milliseconds / 1000
    return s == s.rounded() ? "\(Int(s))s" : "\((s * 100).rounded() / 100)s"
}
