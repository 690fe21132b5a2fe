import BotProtocols

/// The conformance suite for a UCI engine that plays variants, as Fairy-Stockfish does
/// (`ttt check-bot uci:/usr/games/fairy-stockfish`).
///
/// The checks: `uci` and `uciok`, the variant of tic-tac-toe accepted (`info string variant
/// ...` before `readyok`), `isready` and `readyok`, a legal move on tic-tac-toe, on 4x4 and
/// on connect four (each board's variant selected first, as ttt does before a game), an
/// answer within a short `go movetime`, and `quit` with the engine's exit. The budget is the
/// time of every `go movetime`; the budget check's answer must keep to it, with the margin
/// the referee allows every bot.
public typealias UCICheck = BotCheckSuite<UCIProtocol>

extension BotCheckSuite where Codec == UCIProtocol {
    /// Runs every check, in order, and returns their results.
    public func run() async -> [BotCheckResult] {
        await UCICheckSession.run(self)
    }
}
