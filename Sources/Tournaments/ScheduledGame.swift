public import GameCore

/// One game of a tournament's schedule: who plays which side, from which opening, with
/// which seed. It depends only on the tournament's parameters and the game's index, so every
/// run, shard and resume agrees on it.
public struct ScheduledGame: Sendable, Hashable {
    /// The game's place in the schedule, from 0.
    public var index: Int
    /// Which pairing it belongs to (see ``TournamentPlan/pairings``).
    public var pairing: Int
    /// Which game pair of its pairing, from 0: both games of a round share an opening.
    public var round: Int
    /// The pair slot it belongs to, over the whole schedule; shards deal out slots.
    public var slot: Int
    /// The players, by their place in the tournament's list of specs.
    public var first: Int
    public var second: Int
    /// The colour of the pairing's first player: X in the first game of a pair, O in the second.
    public var firstPlays: Mark
    /// The game's seed, from the tournament's seed and the game's index.
    public var seed: UInt64
    /// The moves played before the players are asked, X first.
    public var opening: [Move]

    /// The spec index that plays `mark`.
    public func player(of mark: Mark) -> Int { mark == firstPlays ? first : second }
}
