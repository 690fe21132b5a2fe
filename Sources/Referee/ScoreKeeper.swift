import Synchronization

/// Keeps a ``Scoreboard`` up to date from a coordinator's events and hands out snapshots.
///
/// Add ``observer`` to a ``Coordinator``; read ``scoreboard`` at any time, from any task.
/// Nobody else can change the board; ``reset()`` clears it.
public final class ScoreKeeper: Sendable {
    private let board = Mutex(Scoreboard())

    public init() {}

    /// The scoreboard as it is now: a value that later games do not change.
    public var scoreboard: Scoreboard { board.withLock { $0 } }

    /// Counts a finished game (a `gameEnded` event); other events are ignored.
    public func record(_ event: GameEvent) {
        switch event {
        case let .gameEnded(played):
            // NB: the fields the board needs, not the whole game: passing the game on would
            // copy it out of the event.
            if case .aborted = played.result.reason { return }
            let (winner, xName, oName) = (played.result.winner, played.xName, played.oName)
            board.withLock { $0.count(winner: winner, xName: xName, oName: oName) }
        default:
            return
        }
    }

    /// The observer to add to a coordinator; it is not sent moves.
    public var observer: GameObserver { GameObserver(includingMoves: false) { [self] event in record(event) } }

    /// Forgets every game.
    public func reset() { board.withLock { $0.reset() } }
}
