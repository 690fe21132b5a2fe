import Arena
import Synchronization

/// The score a player reported with its last move, behind a lock: written by the player as
/// it answers, read by the referee (``Player/lastMoveScore``) on another thread.
final class ReportedScore: Sendable {
    private let score = Mutex<MoveScore?>(nil)

    /// The score of the last move, or nil.
    var value: MoveScore? { score.withLock { $0 } }

    /// Keeps `value` as the last move's score (nil: it reported none).
    func set(_ value: MoveScore?) {
        score.withLock { $0 = value }
    }
}

/// The score of a UCI engine's search under way, from its `info` lines as the pipes read
/// them (on the pipes' own thread): the last exact score, and the last bound (`lowerbound`,
/// `upperbound`) for a search that printed no exact one. It belongs to the engine's process
/// (the pipes' reader holds it), so it goes with the process to the next game's player.
final class SearchScores: Sendable {
    private let scores = Mutex<(exact: MoveScore?, bound: MoveScore?)>((nil, nil))

    /// Forgets what was read: a new search starts.
    func reset() {
        scores.withLock { $0 = (nil, nil) }
    }

    /// Keeps a score read from an `info` line.
    func heard(_ score: MoveScore, isBound: Bool) {
        scores.withLock { scores in
            if isBound { scores.bound = score } else { scores.exact = score }
        }
    }

    /// The search's score: the last exact one, else the last bound, else nil.
    var score: MoveScore? { scores.withLock { $0.exact ?? $0.bound } }
}
