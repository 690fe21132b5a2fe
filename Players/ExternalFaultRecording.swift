import BotProcesses
import BotProtocols
import GameCore
import Referee

/// What the bot-driving players that are actors (UCI) share: the running
/// process, the first fault it made, which every later question answers with, and the move
/// asked for when the referee stopped waiting.
protocol ExternalFaultRecording: Actor {
    var process: BotProcess? { get }
    var failure: BotFault? { get set }
    /// Set when a move was asked and ttt stopped waiting before the answer came: the answer
    /// may still come, so this run of the bot is never asked again.
    var abandonedMove: Int? { get set }
}

extension ExternalFaultRecording {
    /// The move `ask` gives; a run that faulted is ended at once, with no grace, and so is
    /// one the referee stopped waiting for (its time limit, a clock, the game's end), whose
    /// answer may still come and must never meet another request.
    func move(number: Int, asking ask: () async throws -> Move) async throws -> Move {
        do {
            return try await ask()
        } catch let error as BotFault {
            await process?.stop(force: true)
            throw error
        } catch {
            if process != nil, failure == nil { abandonedMove = number }
            await process?.stop(force: true)
            throw error
        }
    }

    /// Notes the game's end in the bot's log, and the move no answer was taken for, if any.
    func noteGameEnded(_ result: GameResult) {
        ExternalPlayer.noteGameEnded(result, in: process, abandonedMove: abandonedMove)
    }

    /// The next line, after sending `request` if there is one, or the fault that came
    /// instead (recorded, and thrown).
    /// With `stopWaiting` (the referee's, ``MoveBudget/stopWaiting``), the wait ends there as
    /// if cancelled.
    func nextLine(
        from process: BotProcess, after request: String? = nil, until deadline: ContinuousClock.Instant,
        stopWaiting: ContinuousClock.Instant? = nil, move number: Int, timedOut: @escaping @Sendable () -> BotFault
    ) async throws -> String {
        switch try await process.nextLineOrFault(
            after: request, until: deadline, stopWaiting: stopWaiting, move: number, timedOut: timedOut)
        {
        case let .success(line): return line
        case let .failure(error): throw fail(error)
        }
    }

    /// Records the first fault and returns it, to throw.
    func fail(_ error: BotFault) -> BotFault {
        if failure == nil {
            failure = error
            process?.log.note("fault: \(error.description)")
        }
        return error
    }
}
