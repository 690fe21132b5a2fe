import BotProtocols

/// The conformance suite for a Gomocup (piskvork) brain (`ttt check-bot
/// gomocup:./pbrain-x`).
///
/// The checks: `START` and `OK`, `ABOUT`, the `INFO` lines, `BEGIN`, `TURN`, `BOARD` ...
/// `DONE`, a board that is not square by `RECTSTART` (or its refusal, which the protocol
/// allows), each rule of freestyle, standard gomoku, renju and caro (an engine that refuses
/// one with `ERROR` does not play it; one that takes it must answer legal moves under it,
/// renju's forbidden points included), an answer within a short budget (sent as `INFO
/// timeout_turn`), and `END` with the engine's exit.
public typealias GomocupCheck = BotCheckSuite<GomocupProtocol>

extension BotCheckSuite where Codec == GomocupProtocol {
    /// Runs every check, in order, and returns their results.
    public func run() async -> [BotCheckResult] {
        await GomocupCheckSession.run(self)
    }
}
