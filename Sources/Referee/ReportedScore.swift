import Synchronization

/// The score and depth a player reported with its last move, behind a lock, where players
/// keep them: written by the player as it answers, read by the referee
/// (``Player/lastMoveScore``, ``Player/lastMoveDepth``) on another thread.
public final class ReportedScore: Sendable {
    private let reported = Mutex<(score: MoveScore?, depth: Int?, proven: Bool)>((nil, nil, false))

    /// The score of the last move, or nil.
    public var value: MoveScore? { reported.withLock { $0.score } }

    /// The depth of the last move, or nil.
    public var depth: Int? { reported.withLock { $0.depth } }

    /// Whether the last move's score is a proof (``Player/lastMoveScoreIsProven``).
    public var isProven: Bool { reported.withLock { $0.proven } }

    /// None reported yet.
    public init() {}

    /// Keeps `value` and `depth` as the last move's (nil: it reported none), `proven` when
    /// the score is a proof.
    public func set(_ value: MoveScore?, depth: Int? = nil, proven: Bool = false) {
        reported.withLock { $0 = (value, depth, proven) }
    }
}
