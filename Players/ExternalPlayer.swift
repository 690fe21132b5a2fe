public import BotProcesses
import BotProtocols
public import GameCore
public import Referee
import Synchronization

/// A player that is a program speaking the native protocol (`ttt 1`, docs/PROTOCOL.md) on
/// its stdin and stdout.
///
/// The program starts when the game starts (or at the first move), in its own process
/// group; the handshake must end within ``Configuration/handshakeTimeout``. Each move is
/// one stateless request with the rules, the moves so far and the time, and the answer is
/// awaited until the time plus a margin. Every fault (failed start, no handshake, crash,
/// timeout, unreadable reply, output flood) is thrown from ``move(in:budget:)`` as an
/// ``BotFault`` whose message the coordinator records as the forfeit's reason.
/// ``shutDown()`` sends `quit`, then ends the whole process group and reaps it. The score in
/// the last `info score N` (or `info score mate N`) line the bot wrote while the move was
/// asked is the move's ``lastMoveScore``.
///
/// Not an actor: a move's request and answer run on the asking task itself, without a
/// switch to another executor (a round trip costs little more than the pipes'). Its state
/// is behind a lock; like every player, it plays one game at a time.
public final class ExternalPlayer: Player, Sendable, LockedFaultRecording {
    /// How to run a bot and how long to wait for it (the same for every kind of bot).
    public typealias Configuration = BotConfiguration

    public let name: String
    /// How the bot is run.
    public let configuration: Configuration
    /// Where the running program is left after a sound game, for the next game's player.
    let betweenGames: BetweenGames?

    private struct State {
        var process: BotProcess?
        /// The first fault, which every later move repeats.
        var failure: BotFault?
        var announcedName: String?
        var lastRequestStart: (rules: Rules, side: Mark, time: Duration, text: String)?
        /// Set when a move was asked and ttt stopped waiting before the answer came (the
        /// referee's time limit or clock, or the game stopped): the answer may still come,
        /// so this run of the bot can never be asked again.
        var abandonedMove: Int?
        /// The score the bot printed with its last move, and the depth.
        var lastMoveScore: MoveScore?
        var lastMoveDepth: Int?
    }

    private let state = Mutex(State())

    /// The score of the last `info score` line the bot wrote while its last move was asked, or nil.
    public var lastMoveScore: MoveScore? { state.withLock { $0.lastMoveScore } }

    /// The depth of the last `info depth` line the bot wrote while its last move was asked, or nil.
    public var lastMoveDepth: Int? { state.withLock { $0.lastMoveDepth } }

    /// A player for the bot run as `configuration` says; with `betweenGames`, its program
    /// is left running there after each sound game, and taken from there when one is left.
    public init(configuration: Configuration, betweenGames: BetweenGames? = nil) {
        self.name = configuration.name
        self.configuration = configuration
        self.betweenGames = betweenGames
    }

    /// A bot's program left running between games, with the name it gave.
    private struct KeptBot: Sendable {
        var process: BotProcess
        var announcedName: String?
    }

    /// The name the bot gave in its handshake, if it has shaken hands.
    public var announcedName: String? { state.withLock { $0.announcedName } }

    /// The running program, if any.
    package var process: BotProcess? { state.withLock { $0.process } }

    /// The process id (and process group id) of the bot's program, once started.
    public var processID: Int32? {
        get async { await process?.processID }
    }

    public func gameStarted(_ state: GameState) async {
        do {
            let process = try await running()
            if process.log.hasFile { process.log.note(Self.gameStartedNote(state)) }
        } catch {
            await endAfterFault()
        }
    }

    public func gameEnded(_ result: GameResult) async {
        let (process, abandoned) = self.state.withLock { ($0.process, $0.abandonedMove) }
        Self.noteGameEnded(result, in: process, abandonedMove: abandoned)
    }

    /// Notes a game's end in a bot's log, and the move no answer was taken for, if any: what
    /// every kind of external player writes when a game ends.
    static func noteGameEnded(_ result: GameResult, in process: BotProcess?, abandonedMove: Int?) {
        guard let process else { return }
        if let abandonedMove {
            // NB: the verdict is the referee's (a loss on time, or the game stopped).
            process.log.note("fault: asked for move \(abandonedMove), no answer taken: \(result.reason.summary)")
        }
        if process.log.hasFile { process.log.note(gameEndedNote(result)) }
    }

    /// True: every read of a move has a deadline, the referee's when it times the move.
    public var keepsItsOwnDeadline: Bool { true }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        do {
            return try await askForMove(in: state, budget: budget)
        } catch let error as BotFault {
            await endAfterFault()
            throw error
        } catch {
            // NB: cancelled by the referee (its time limit, a clock) or by the game's end:
            // the bot may still answer, and that answer must never meet another request.
            let number = state.moves.count + 1
            let process = self.state.withLock { state in
                if state.process != nil, state.failure == nil { state.abandonedMove = number }
                return state.process
            }
            await process?.stop(force: true)
            throw error
        }
    }

    /// Ends a run that faulted at once, with no grace: it may be computing still.
    private func endAfterFault() async {
        await process?.stop(force: true)
    }

    private func askForMove(in state: GameState, budget: MoveBudget) async throws -> Move {
        // NB: the running bot without an asynchronous call, the common case.
        let process: BotProcess
        // NB: a score is the move's: none is kept from an earlier one (reset under the same lock).
        if let running = self.state.withLock({ state -> BotProcess? in
            state.lastMoveScore = nil
            state.lastMoveDepth = nil
            return state.failure == nil ? state.process : nil
        }) {
            process = running
        } else {
            process = try await running()
        }
        let number = state.moves.count + 1
        let time = budget.perMove ?? configuration.defaultMoveTime
        let allowed = configuration.allowance(for: time, grace: budget.grace)
        // NB: under the referee's limit the referee's clock decides, and this deadline is
        // only a backstop, far enough past it that a busy machine's late timer still rules.
        let deadline = budget.deadline.map { $0 - time + allowed + configuration.refereeSlack } ?? .now + allowed
        let start = budget.clock.map {
            NativeProtocol.moveRequestStart(
                rules: state.rules, sideToMove: state.sideToMove, time: time, clock: BotClock($0), limits: configuration.searchLimits)
        } ?? requestStart(rules: state.rules, sideToMove: state.sideToMove, time: time)
        var request: String? = NativeProtocol.moveRequest(start: start, rules: state.rules, moves: state.moves)
        // NB: what came while nothing was asked is no answer to this request.
        _ = process.dropStrayLines()
        let askedAt = ContinuousClock.now
        var remarks = 0
        var score: BotScore?
        var depth: Int?
        while true {
            let line = try await nextLine(
                from: process, after: request, until: deadline, stopWaiting: budget.stopWaiting, move: number
            ) {
                .timedOut(allowed: allowed, budget: time, move: number)
            }
            request = nil
            switch NativeProtocol.reply(parsing: line) {
            case let .move(text):
                if process.log.hasFile { process.log.note("answered in \((ContinuousClock.now - askedAt).preciseText)") }
                do {
                    let move = try state.board.move(parsing: text)
                    if score != nil || depth != nil {
                        self.state.withLock { state in
                            state.lastMoveScore = score.map(MoveScore.init)
                            state.lastMoveDepth = depth
                        }
                    }
                    return move
                } catch {
                    throw fail(.notAMove(text: line.trimmingWhitespace, reason: error.message, move: number))
                }
            case .remark:
                if let said = NativeProtocol.score(in: line) { score = said }
                if let said = NativeProtocol.depth(in: line) { depth = said }
                configuration.onRemark?(line.trimmingWhitespace)
                remarks += 1
                if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
            case .name, .pong, .ready:
                remarks += 1
                if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
            case let .error(text):
                throw fail(.reportedError(text: text, move: number))
            case let .unreadable(text):
                throw fail(.unreadableReply(line: text, move: number, expected: "'move CELL', as in 'move b2'"))
            }
        }
    }

    func recordFault(_ error: BotFault) -> (first: Bool, process: BotProcess?) {
        state.withLock { state in
            let first = state.failure == nil
            if first { state.failure = error }
            return (first, state.process)
        }
    }

    /// The start of a move request, made once for as long as the rules, side and time stay.
    private func requestStart(rules: Rules, sideToMove side: Mark, time: Duration) -> String {
        state.withLock { state in
            if let kept = state.lastRequestStart, kept.rules == rules, kept.side == side, kept.time == time { return kept.text }
            let text = NativeProtocol.moveRequestStart(rules: rules, sideToMove: side, time: time, limits: configuration.searchLimits)
            state.lastRequestStart = (rules, side, time, text)
            return text
        }
    }

    /// Ends the bot's program (`quit`, then signals as needed), or, during a series or
    /// tournament (``betweenGames``) after a game without a fault, leaves it running for the
    /// next game's player.
    public func shutDown() async {
        let (taken, failed, announced) = state.withLock { state in
            defer { state.process = nil }
            return (state.process, state.failure != nil || state.abandonedMove != nil, state.announcedName)
        }
        guard let process = taken else { return }
        if !failed, let betweenGames {
            betweenGames.leave(KeptBot(process: process, announcedName: announced), under: configuration.reuseKey) {
                process.send("quit")
                await process.stop()
            }
            return
        }
        if !failed { process.send("quit") }
        await process.stop()
    }

    /// A program left running by an earlier game's player that still answers `ping` with
    /// `pong` (lines it wrote before are skipped); one that does not is ended.
    private func keptProcess() async -> BotProcess? {
        guard let betweenGames else { return nil }
        while let kept = betweenGames.take(KeptBot.self, under: configuration.reuseKey) {
            let deadline = ContinuousClock.now + configuration.handshakeTimeout
            _ = kept.process.dropStrayLines()
            var request: String? = "ping"
            var skipped = 0
            while skipped < configuration.floodLimit {
                guard case let .success(line) = try? await kept.process.nextLineOrFault(
                    after: request, until: deadline, move: 0, timedOut: { .noHandshake(detail: "") })
                else { break }
                request = nil
                if case .pong = NativeProtocol.reply(parsing: line) {
                    state.withLock { $0.announcedName = kept.announcedName }
                    kept.process.log.note("kept for another game")
                    return kept.process
                }
                skipped += 1
            }
            await kept.process.stop()
        }
        return nil
    }

    /// The running program, started and handshaken on first use.
    private func running() async throws -> BotProcess {
        let (failure, running) = state.withLock { ($0.failure, $0.process) }
        if let failure { throw failure }
        if let running { return running }
        if let kept = await keptProcess() {
            state.withLock { $0.process = kept }
            return kept
        }
        let process = BotProcess(configuration.processOptions)
        state.withLock { $0.process = process }
        do {
            try await process.start()
        } catch {
            throw fail(error)
        }
        process.send(NativeProtocol.hello)
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let line = try await nextLine(from: process, until: deadline, move: 0) {
                .noHandshake(detail: "no 'ready' within \(limit.shortTextForBots).")
            }
            switch NativeProtocol.reply(parsing: line) {
            case .ready: return process
            case let .name(text):
                state.withLock { $0.announcedName = text }
                process.log.note("shown as '\(configuration.name)', announces itself as '\(BotFault.shortened(text))'")
            case .remark: continue
            case let .error(text):
                throw fail(.noHandshake(detail: "it answered 'error \(BotFault.shortened(text))'."))
            case .move, .pong, .unreadable:
                throw fail(.unreadableReply(line: line, move: 0, expected: "'ready' (after an optional 'name NAME')"))
            }
        }
    }
}

extension ExternalPlayer {
    /// The bot log's line for a game's start: `game started: 2026-11-24T03:30:16.120Z,
    /// tictactoe (3x3, 3 in a row), greedy (X) against perfect (O)`.
    static func gameStartedNote(_ state: GameState) -> String {
        "game started: \(BotLog.timestamp()), \(state.rules.summary), \(state.xName) (X) against \(state.oName) (O)"
    }

    /// The bot log's line for a game's end: `game ended: 2026-11-24T03:30:17.004Z, 1-0,
    /// line a1 b2 c3`.
    static func gameEndedNote(_ result: GameResult) -> String {
        "game ended: \(BotLog.timestamp()), \(result.score), \(result.reason.summary)"
    }
}
