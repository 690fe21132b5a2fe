/// What a read of a bot's next line finds.
package enum BotLineEvent: Sendable, Equatable {
    /// The next line.
    case line(String)
    /// The bot closed its output (or the process ended) and every line was read.
    case ended
    /// The deadline passed first.
    case timedOut
    /// The reading task was cancelled.
    case cancelled
    /// A line longer than the limit; how many bytes were seen of it.
    case overlong(Int)
    /// More than the limit of lines came in without being read.
    case flooded(Int)
}
