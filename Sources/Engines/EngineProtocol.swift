public import BotProtocols

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

    /// The bot protocol of the same name, as a bot's spec picks it.
    public var botProtocol: BotProtocol {
        switch self {
        case .ttt: .native
        case .gomocup: .gomocup
        case .uci: .uci
        }
    }
}
