/// Which protocol a bot speaks, as its spec says: ttt's own, the Gomocup's, or UCI with
/// variant definitions.
///
/// A spec picks one by its kind: `gomocup:PATH` and any file named `pbrain-*` speak the
/// Gomocup protocol, `uci:PATH` speaks UCI, and every other bot file or `cmd:"..."` line
/// speaks the native protocol (docs/PROTOCOL.md describes all three).
public enum BotProtocol: String, Sendable, Hashable, CaseIterable {
    /// `ttt 1`: ``NativeProtocol``.
    case native
    /// Gomocup (piskvork): ``GomocupProtocol``.
    case gomocup
    /// UCI with variant definitions (Fairy-Stockfish): ``UCIProtocol``.
    case uci

    /// The protocol's name for people: `ttt's`, `the Gomocup`, `UCI`.
    public var displayName: String {
        switch self {
        case .native: "the ttt bot protocol"
        case .gomocup: "the Gomocup protocol"
        case .uci: "UCI"
        }
    }
}
