import BotProtocols

/// The conformance suite for a bot of the native protocol (`ttt check-bot CMD`).
///
/// The checks: the handshake, `ping`, a legal move on an empty 3x3 board, in the middle of
/// a 3x3 game, in a gravity game (7x6, k=4, with a full column), on 15x15, a request ending
/// in CRLF, an answer within a short budget (the time sent with its request), and exiting
/// on `quit`.
public typealias BotCheck = BotCheckSuite<NativeProtocol>

extension BotCheckSuite where Codec == NativeProtocol {
    /// Runs every check, in order, and returns their results.
    public func run() async -> [BotCheckResult] {
        await NativeCheckSession.run(self)
    }
}
