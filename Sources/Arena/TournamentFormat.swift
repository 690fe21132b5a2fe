/// Who plays whom in a tournament.
public enum TournamentFormat: String, Sendable, Hashable {
    /// Every player against every other.
    case roundRobin = "round robin"
    /// The first player against each of the others.
    case gauntlet
}
