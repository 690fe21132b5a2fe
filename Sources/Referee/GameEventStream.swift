/// A coordinator's events as an `AsyncStream`, for consumers that want to `for await` them
/// on another task (a user interface, a recorder).
///
/// Add ``observer`` to a ``Coordinator``; iterate ``events``; call ``finish()`` when no more
/// games will be played, which ends the iteration. Events are buffered, so the coordinator
/// never waits for the consumer.
public struct GameEventStream: Sendable {
    /// The events, in the order the coordinator sent them.
    public let events: AsyncStream<GameEvent>
    private let continuation: AsyncStream<GameEvent>.Continuation

    /// A new stream; `bufferingPolicy` says what to keep when the consumer falls behind.
    public init(bufferingPolicy: AsyncStream<GameEvent>.Continuation.BufferingPolicy = .unbounded) {
        (events, continuation) = AsyncStream.makeStream(of: GameEvent.self, bufferingPolicy: bufferingPolicy)
    }

    /// The observer that feeds the stream.
    public var observer: GameObserver {
        let continuation = continuation
        return GameObserver { event in continuation.yield(event) }
    }

    /// Ends the stream after the events already sent.
    public func finish() { continuation.finish() }
}
