/// The protocol an engine of the engines file speaks.
public enum EngineProtocol: String, Sendable, Hashable, CaseIterable {
    /// ttt's own line protocol (`ttt 1`, docs/PROTOCOL.md).
    case ttt
    /// The Gomocup (piskvork) protocol.
    case gomocup
    /// The Universal Chess Interface, played through the `uci:COMMAND` player.
    case uci

    /// The protocol named `text` (any case), or nil.
    public init?(name text: String) {
        self.init(rawValue: text.lowercased())
    }
}
