import Arena
import GameCore

/// Wins, losses and draws per player name, across games.
public struct ScoreTable: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var wins = 0
        public var losses = 0
        public var draws = 0
        public var games: Int { wins + losses + draws }
    }

    /// The names in the order they first played.
    public private(set) var names: [String] = []
    public private(set) var lines: [String: Line] = [:]

    public init() {}

    /// Counts one finished game.
    public mutating func record(x: String, o: String, winner: Mark?) {
        for name in [x, o] where lines[name] == nil {
            names.append(name)
            lines[name] = Line()
        }
        switch winner {
        case .x:
            lines[x]!.wins += 1
            lines[o]!.losses += 1
        case .o:
            lines[o]!.wins += 1
            lines[x]!.losses += 1
        case nil:
            lines[x]!.draws += 1
            lines[o]!.draws += 1
        }
    }

    public subscript(name: String) -> Line { lines[name] ?? Line() }
}
