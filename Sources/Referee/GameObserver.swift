/// Receives a coordinator's events, synchronously and in order, on the task that plays the
/// game. It must return quickly: the next move waits for it.
///
/// An observer that only needs whole games (a scoreboard, a results journal) says so with
/// `includingMoves: false`: it is not sent `moved` and `illegalMove`, and when no observer
/// wants them the coordinator does not build them, which keeps a fast game fast.
public struct GameObserver: Sendable {
    /// Whether it is sent `moved` and `illegalMove` events.
    public var includesMoves: Bool
    /// Called with each event.
    public var receive: @Sendable (GameEvent) -> Void

    /// An observer that calls `receive` with every event, or with all but the moves.
    public init(includingMoves: Bool = true, _ receive: @escaping @Sendable (GameEvent) -> Void) {
        includesMoves = includingMoves
        self.receive = receive
    }
}
