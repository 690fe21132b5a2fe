import TextAndFiles

/// How a player lost on time: what it had, and whether an answer came too late or none
/// came before ttt stopped waiting.
public struct TimeOverrun: Sendable, Hashable {
    /// The time it had for the move: the per-move limit, or what was left on its clock.
    public var limit: Duration
    /// How long past ``limit`` its answer came, or nil when none came before ttt stopped
    /// waiting (the limit plus ``margin``).
    public var answeredLate: Duration?
    /// How far past the limit an answer was still accepted.
    public var margin: Duration
    /// Whether the limit was a game clock's time left rather than a per-move limit.
    public var onClock: Bool

    public init(limit: Duration, answeredLate: Duration? = nil, margin: Duration = .zero, onClock: Bool = false) {
        self.limit = limit
        self.answeredLate = answeredLate
        self.margin = margin
        self.onClock = onClock
    }

    /// What happened, in a reader's words: `no move within 200ms`, `no move within the 1.5s
    /// left on its clock (and the 50ms margin)`, `answered 30ms past the 200ms limit`.
    public var text: String {
        let limitText = onClock ? "the \(limit.shortText) left on its clock" : limit.shortText
        if let late = answeredLate {
            let what = onClock ? "the \(limit.shortText) left on its clock" : "the \(limit.shortText) limit"
            return "answered \(late.preciseText) past \(what)"
        }
        let margin = self.margin > .zero ? " (and the \(self.margin.shortText) margin)" : ""
        return "no move within \(limitText)\(margin)"
    }
}

extension Duration {
    /// Like ``shortText``, but never `0ms` for a positive duration: under a millisecond it
    /// shows tenths (`0.3ms`) or, under a tenth, `<0.1ms`.
    public var preciseText: String {
        let (seconds, attoseconds) = components
        guard seconds == 0, attoseconds < 500_000_000_000_000, self > .zero else { return shortText }
        let tenths = (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
        return tenths == 0 ? "<0.1ms" : "0.\(tenths)ms"
    }
}
