import GameCore

/// Wins, losses and draws per player name, across games: a fold over results.
///
/// Each side of a game is credited to its player's name. So a game between two players of
/// the same name counts twice for that name: when `perfect` draws with `perfect`, `perfect`
/// gets two draws; when `random` beats `random`, `random` gets a win and a loss. In every
/// case the games over all names add up to twice the number of games recorded.
/// Aborted games have no result and are not counted.
///
/// A scoreboard is a value: observers are handed snapshots (see ``ScoreKeeper``).
public struct Scoreboard {
    /// One name's line on the board.
    public struct Standing: Sendable, Hashable {
        public var name: String
        public var tally: Tally
    }

    /// The names in the order they first played.
    public private(set) var names: [String] = []
    /// The record of each name, in the order of `names`.
    private var tallies: [Tally] = []
    /// Where each name is in `names`, for boards of many names.
    private var positions: [String: Int] = [:]
    /// The games counted.
    public private(set) var gamesRecorded = 0

    /// Up to this many names, a name is looked for by a scan of `names`, not in `positions`.
    // NB: comparing a few names costs less than hashing one, and a board of two or three
    // names (a match) is the common case.
    private static let scanLimit = 8

    /// An empty scoreboard.
    public init() {}

    /// The record of `name`; all zeros for a name that has not played.
    public subscript(name: String) -> Tally { position(of: name).map { tallies[$0] } ?? Tally() }

    /// Where `name` is in `names`, or nil when it has not played.
    private func position(of name: String) -> Int? {
        names.count <= Self.scanLimit ? names.firstIndex(of: name) : positions[name]
    }

    /// Counts one game: `result` between `xName` (X) and `oName` (O).
    public mutating func record(_ result: GameResult, xName: String, oName: String) {
        if case .aborted = result.reason { return }
        count(winner: result.winner, xName: xName, oName: oName)
    }

    /// Counts one game that was not aborted, won by `winner` (nil for a draw).
    mutating func count(winner: Mark?, xName: String, oName: String) {
        add(winner, playing: .x, as: xName)
        add(winner, playing: .o, as: oName)
        gamesRecorded += 1
    }

    /// Counts one finished game.
    public mutating func record(_ played: PlayedGame) {
        record(played.result, xName: played.xName, oName: played.oName)
    }

    /// Counts a `gameEnded` event; other events change nothing.
    public mutating func record(_ event: GameEvent) {
        if case let .gameEnded(played) = event { record(played) }
    }

    /// Adds every game counted on `other`, name by name (a match's totals to a session's).
    public mutating func merge(_ other: Scoreboard) {
        for (name, tally) in zip(other.names, other.tallies) {
            let position = position(of: name) ?? appending(name)
            tallies[position] = tallies[position] + tally
        }
        gamesRecorded += other.gamesRecorded
    }

    /// Forgets every game.
    public mutating func reset() { self = Scoreboard() }

    private mutating func add(_ winner: Mark?, playing mark: Mark, as name: String) {
        let position = position(of: name) ?? appending(name)
        tallies[position].count(winner: winner, playing: mark)
    }

    /// Adds `name` with no games; returns its position.
    private mutating func appending(_ name: String) -> Int {
        positions[name] = names.count
        names.append(name)
        tallies.append(Tally())
        return names.count - 1
    }

    /// The names with their records, most points first; ties by more wins, then in order of
    /// first appearance.
    public var standings: [Standing] {
        let lines = names.indices.map { (order: $0, line: Standing(name: names[$0], tally: tallies[$0])) }
        return lines.sorted { a, b in
            if a.line.tally.points != b.line.tally.points { return a.line.tally.points > b.line.tally.points }
            if a.line.tally.wins != b.line.tally.wins { return a.line.tally.wins > b.line.tally.wins }
            return a.order < b.order
        }.map(\.line)
    }

    /// The standings as a table for people, one line per name with games, wins, losses,
    /// draws and points.
    public var table: String {
        let header = ["player", "games", "wins", "losses", "draws", "points"]
        let rows = standings.map { standing in
            let t = standing.tally
            let points = t.draws % 2 == 0 ? "\(Int(t.points))" : "\(Int(t.points)).5"
            return [standing.name.shownAsName, "\(t.games)", "\(t.wins)", "\(t.losses)", "\(t.draws)", points]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // NB: the name is left-aligned, numbers right-aligned.
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

extension Scoreboard: Sendable {}
extension Scoreboard: Hashable {}
