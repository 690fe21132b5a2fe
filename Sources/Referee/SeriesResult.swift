public import GameCore

/// The totals of a ``Series``: each spec's wins, losses and draws, overall and by colour,
/// and the games themselves.
public struct SeriesResult {
    /// The specs as written: the first plays X in the series' first game.
    public var first: String
    public var second: String
    /// The games finished, in order (empty when the series was told not to keep them).
    public var games: [PlayedGame] = []
    /// How many games were finished.
    public private(set) var gamesPlayed = 0
    /// The games counted by the players' names (see ``Scoreboard`` for same-name games).
    public private(set) var scoreboard = Scoreboard()
    /// Why the series stopped before its last game, if it did.
    public var stopReason: String?
    /// The forfeits of each side (first 0, second 1), as a tournament's standings count them.
    public private(set) var faults = [FaultTally(), FaultTally()]
    // NB: indexed by side (first 0, second 1) * 2 + colour (X 0, O 1).
    private var tallies = [Tally](repeating: Tally(), count: 4)

    public init(first: String, second: String) {
        self.first = first
        self.second = second
    }

    /// The record of `side`; of its games as `mark` only when one is given.
    public func tally(of side: Series.Side, as mark: Mark? = nil) -> Tally {
        let base = side == .first ? 0 : 2
        guard let mark else { return tallies[base] + tallies[base + 1] }
        return tallies[base + Int(mark.rawValue)]
    }

    /// Counts one finished game in which `firstPlays` was the colour of the first spec.
    public mutating func record(_ played: PlayedGame, firstPlays mark: Mark, keepingGame: Bool = true) {
        gamesPlayed += 1
        scoreboard.record(played)
        if keepingGame { games.append(played) }
        if case .aborted = played.result.reason { return }
        if let winner = played.result.winner {
            faults[winner == mark ? 1 : 0].count(reason: played.result.reason.summary, game: gamesPlayed - 1)
        }
        tallies[Int(mark.rawValue)].count(winner: played.result.winner, playing: mark)
        tallies[2 + Int(mark.opponent.rawValue)].count(winner: played.result.winner, playing: mark.opponent)
    }

    /// The totals for people, as in
    /// `random vs heuristic, 10 games: random 2-6-2 (X 2-2-1, O 0-4-1), heuristic 6-2-2 (X 4-0-1, O 2-2-1).`
    /// Records are wins-losses-draws.
    public var summary: String {
        func line(_ side: Series.Side, _ name: String) -> String {
            "\(name.shownAsName) \(tally(of: side).text) (X \(tally(of: side, as: .x).text), O \(tally(of: side, as: .o).text))"
        }
        let games = gamesPlayed == 1 ? "1 game" : "\(gamesPlayed) games"
        let stopped = stopReason.map { " Stopped: \(PlayedGame.sentence($0))" } ?? ""
        return "\(first.shownAsName) vs \(second.shownAsName), \(games): \(line(.first, first)), \(line(.second, second)).\(stopped)"
    }
}

extension SeriesResult {
    /// A line per side that forfeited games, under `Faults:`, as under a tournament's
    /// standings; nil when neither did.
    public var faultLines: String? {
        let lines = [(first, faults[0]), (second, faults[1])].compactMap { name, tally in
            tally.text.map { "  \(name.shownAsName): \($0)" }
        }
        return lines.isEmpty ? nil : (["Faults:"] + lines).joined(separator: "\n")
    }
}

extension SeriesResult: Sendable {}
extension SeriesResult: Hashable {}
