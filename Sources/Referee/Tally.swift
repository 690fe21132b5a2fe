public import GameCore

/// Wins, losses and draws: one player's record over some games.
public struct Tally {
    public var wins: Int
    public var losses: Int
    public var draws: Int

    public init(wins: Int = 0, losses: Int = 0, draws: Int = 0) {
        self.wins = wins
        self.losses = losses
        self.draws = draws
    }

    /// The games counted: wins, losses and draws.
    public var games: Int { wins + losses + draws }

    /// A point for a win, half a point for a draw.
    public var points: Double { Double(wins) + Double(draws) / 2 }

    /// Counts one game whose winner is `winner`, played as `mark` (nil: a draw).
    public mutating func count(winner: Mark?, playing mark: Mark) {
        switch winner {
        case nil: draws += 1
        case mark: wins += 1
        default: losses += 1
        }
    }

    /// The record as `W-L-D`: `6-1-3`.
    public var text: String { "\(wins)-\(losses)-\(draws)" }

    /// Both records added up.
    public static func + (lhs: Tally, rhs: Tally) -> Tally {
        Tally(wins: lhs.wins + rhs.wins, losses: lhs.losses + rhs.losses, draws: lhs.draws + rhs.draws)
    }
}


extension Tally: Sendable {}
extension Tally: Hashable {}
extension Tally: Codable {}
