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

    /// Reads a duration as people write it: `500ms`, `2s`, `1.5s`, `1m`, `250us`. Nil for
    /// anything else, a negative amount, or a bare number: `1` could be a second or a
    /// millisecond, and ttt does not guess (see ``durationComplaint(_:otherwise:)``).
    public init?(parsing text: String) {
        let lower = text.lowercased()
        let units: [(suffix: String, seconds: Double)] = [("ms", 1e-3), ("us", 1e-6), ("s", 1), ("m", 60)]
        guard let unit = units.first(where: { lower.hasSuffix($0.suffix) }),
              let value = Double(lower.dropLast(unit.suffix.count)), value >= 0, value.isFinite, value < 1e9 else {
            return nil
        }
        self = .nanoseconds(Int64((value * unit.seconds * 1e9).rounded()))
    }

    /// Whether `text` is a number with no unit, as in `1` or `0.5`.
    public static func isBareNumber(_ text: String) -> Bool {
        !text.isEmpty && Double(text) != nil && text.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// What is said of `text`, given in `place` (`--time`), which is not a duration: for a
    /// bare number, that it needs a unit and how to write one (`--time: '1' has no unit: write
    /// '1s' for seconds or '1ms' for milliseconds, as in '500ms' or '2s'.`); for anything else,
    /// `otherwise`.
    public static func durationComplaint(_ text: String, in place: String, otherwise: String) -> String {
        guard isBareNumber(text) else { return otherwise }
        return "\(place): '\(text)' has no unit: write '\(text)s' for seconds or '\(text)ms' for milliseconds, as in '500ms' or '2s'."
    }

    /// The shortest time limit ttt referees: its verdicts and clocks count in milliseconds,
    /// so a limit under one would read `0ms` and could not be met.
    public static let shortestLimit: Duration = .milliseconds(1)

    /// What is said of a time limit given as `text` that is under ``shortestLimit``.
    public static func tooShortForALimit(_ text: String) -> String {
        "'\(text)' is under 1ms: a time limit must be at least 1ms, as ttt counts time in milliseconds."
    }
}
