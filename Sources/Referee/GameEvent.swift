public import GameCore

/// Something that happened in a game or a series, as a value observers can keep.
///
/// The coordinator sends events to its observers synchronously and in order: one
/// `gameStarted`, then a `moved` for every move played (an illegal answer gives one
/// `illegalMove` instead), then one `gameEnded`. A ``Series`` brackets its games with
/// `seriesStarted` and `seriesEnded`.
public enum GameEvent {
    /// A game begins: its rules, the players' names by side, and its seed.
    case gameStarted(rules: Rules, xName: String, oName: String, seed: UInt64)
    /// A move was played: the side, the cell, its notation and the board after it.
    case moved(PlayedMove)
    /// `mark` answered `text`, which cannot be played for the reason in `message`.
    /// The game ends with the next event.
    case illegalMove(Mark, text: String, message: String)
    /// The game is over: the result and the whole game.
    case gameEnded(PlayedGame)
    /// A series begins: the specs as written, first then second, and the number of games.
    case seriesStarted(first: String, second: String, games: Int, seed: UInt64)
    /// A series is over, with its totals.
    case seriesEnded(SeriesResult)
}

extension GameEvent: Sendable {}
extension GameEvent: Hashable {}

extension GameEvent {
    /// The sentence for people that closes a game (see ``PlayedGame/announcement``), or nil
    /// for the other events.
    public var announcement: String? {
        if case let .gameEnded(played) = self { return played.announcement }
        return nil
    }
}
