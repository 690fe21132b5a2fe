extension Duration {
    /// The duration as people write it, rounded to the millisecond: `120ms`, `2s`, `1.5s`,
    /// `1234ms`. Under half a millisecond it is `0ms`.
    public var shortText: String {
        let (seconds, attoseconds) = components
        // NB: attoseconds: 10^18 per second, so 10^15 per millisecond; round half up.
        let milliseconds = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        if milliseconds % 100 == 0 { return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s" }
        return "\(milliseconds)ms"
    }

    /// A time taken or left, as people read it: `340ms`, `3.6s`, `10m 50s`, `2h 05m`.
    /// Rounded to what the largest unit needs; never `0ms` for a positive duration under one.
    public var elapsedText: String {
        let (seconds, attoseconds) = components
        let milliseconds = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        if milliseconds < 1000 { return milliseconds == 0 && self > .zero ? "1ms" : "\(milliseconds)ms" }
        let tenths = (milliseconds + 50) / 100
        if tenths < 600 { return "\(tenths / 10).\(tenths % 10)s" }
        let wholeSeconds = (milliseconds + 500) / 1000
        if wholeSeconds < 3600 { return "\(wholeSeconds / 60)m \(wholeSeconds % 60 < 10 ? "0" : "")\(wholeSeconds % 60)s" }
        let minutes = (wholeSeconds + 30) / 60
        return "\(minutes / 60)h \(minutes % 60 < 10 ? "0" : "")\(minutes % 60)m"
    }

    /// Reads a duration as people write it: `500ms`, `2s`, `1.5s`, `1m`, `250us`, or a bare
    /// number of milliseconds. Nil for anything else, or a negative amount.
    public init?(parsing text: String) {
        let lower = text.lowercased()
        let units: [(suffix: String, seconds: Double)] = [("ms", 1e-3), ("us", 1e-6), ("s", 1), ("m", 60)]
        let unit = units.first { lower.hasSuffix($0.suffix) }
        guard let value = Double(lower.dropLast(unit?.suffix.count ?? 0)), value >= 0, value.isFinite, value < 1e9 else {
            return nil
        }
        self = .nanoseconds(Int64((value * (unit?.seconds ?? 1e-3) * 1e9).rounded()))
    }

    /// The shortest time limit ttt referees: its verdicts and clocks count in milliseconds,
    /// so a limit under one would read `0ms` and could not be met.
    public static let shortestLimit: Duration = .milliseconds(1)

    /// What is said of a time limit given as `text` that is under ``shortestLimit``.
    public static func tooShortForALimit(_ text: String) -> String {
        "'\(text)' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds."
    }
}
