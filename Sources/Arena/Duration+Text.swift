extension Duration {
    /// The duration as people write it, rounded to the millisecond: `120ms`, `2s`, `1.5s`,
    /// `1234ms`. Under half a millisecond it is `0ms`.
    var shortText: String {
        let (seconds, attoseconds) = components
        // NB: attoseconds: 10^18 per second, so 10^15 per millisecond; round half up.
        let milliseconds = seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        if milliseconds % 100 == 0 { return "\(milliseconds / 1000).\(milliseconds % 1000 / 100)s" }
        return "\(milliseconds)ms"
    }
}
