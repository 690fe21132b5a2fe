public import Arena
public import GameCore

/// A player that is a program speaking the native protocol (`ttt 1`, docs/PROTOCOL.md) on
/// its stdin and stdout.
///
/// The program starts when the game starts (or at the first move), in its own process
/// group; the handshake must end within ``Configuration/handshakeTimeout``. Each move is
/// one stateless request with the rules, the moves so far and the time, and the answer is
/// awaited until the time plus a margin. Every fault (failed start, no handshake, crash,
/// timeout, unreadable reply, output flood) is thrown from ``move(in:budget:)`` as an
/// ``ExternalPlayerError`` whose message the coordinator records as the forfeit's reason.
/// ``shutDown()`` sends `quit`, then ends the whole process group and reaps it.
public actor ExternalPlayer: Player, ExternalFaultRecording {
    public nonisolated let name: String
    /// How the bot is run.
    public nonisolated let configuration: Configuration
    var process: ExternalProcess?
    /// The first fault, which every later move repeats.
    var failure: ExternalPlayerError?
    /// The name the bot gave in its handshake, if it has shaken hands.
    public private(set) var announcedName: String?
    private var lastRequestStart: (rules: Rules, side: Mark, time: Duration, text: String)?

    /// Where the running program is left after a sound game, for the next game's player.
    nonisolated let betweenGames: BetweenGames?

    /// A player for the bot run as `configuration` says; with `betweenGames`, its program
    /// is left running there after each sound game, and taken from there when one is left.
    public init(configuration: Configuration, betweenGames: BetweenGames? = nil) {
        self.name = configuration.name
        self.configuration = configuration
        self.betweenGames = betweenGames
    }

    /// A bot's program left running between games, with the name it gave.
    private struct KeptBot: Sendable {
        var process: ExternalProcess
        var announcedName: String?
    }

    /// The process id (and process group id) of the bot's program, once started.
    public var processID: Int32? {
        get async { await process?.processID }
    }

    public func gameStarted(_ state: GameState) async {
        _ = try? await running()
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        // NB: the running bot without an asynchronous call, the common case.
        let process: ExternalProcess
        if failure == nil, let running = self.process { process = running } else { process = try await running() }
        let number = state.moves.count + 1
        let time = budget.perMove ?? configuration.defaultMoveTime
        let allowed = configuration.allowance(for: time)
        let deadline = (budget.deadline.map { $0 - time } ?? .now) + allowed
        let start = budget.clock.map {
            ExternalProtocol.moveRequestStart(rules: state.rules, sideToMove: state.sideToMove, time: time, clock: $0)
        } ?? requestStart(rules: state.rules, sideToMove: state.sideToMove, time: time)
        var request: String? = ExternalProtocol.moveRequest(start: start, rules: state.rules, moves: state.moves)
        var remarks = 0
        while true {
            // NB: the process is asked directly (not through `nextLine(from:)`): one
            // asynchronous call a line.
            let line: String
            switch try await process.nextLineOrFault(after: request, until: deadline, move: number, timedOut: {
                .timedOut(allowed: allowed, budget: time, move: number)
            }) {
            case let .success(text): line = text
            case let .failure(error): throw fail(error)
            }
            request = nil
            switch ExternalProtocol.reply(parsing: line) {
            case let .move(text):
                do {
                    return try state.board.move(parsing: text)
                } catch {
                    throw fail(.notAMove(text: line.trimmingWhitespace, reason: error.message, move: number))
                }
            case .remark, .name, .pong, .ready:
                remarks += 1
                if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
            case let .error(text):
                throw fail(.reportedError(text: text, move: number))
            case let .unreadable(text):
                throw fail(.unreadableReply(line: text, move: number, expected: "'move CELL', as in 'move b2'"))
            }
        }
    }

    /// The start of a move request, made once for as long as the rules, side and time stay.
    private func requestStart(rules: Rules, sideToMove side: Mark, time: Duration) -> String {
        if let kept = lastRequestStart, kept.rules == rules, kept.side == side, kept.time == time { return kept.text }
        let text = ExternalProtocol.moveRequestStart(rules: rules, sideToMove: side, time: time)
        lastRequestStart = (rules, side, time, text)
        return text
    }

    /// Ends the bot's program (`quit`, then signals as needed), or, during a series or
    /// tournament (``betweenGames``) after a game without a fault, leaves it running for the
    /// next game's player.
    public func shutDown() async {
        guard let process else { return }
        self.process = nil
        if failure == nil, let betweenGames {
            let kept = KeptBot(process: process, announcedName: announcedName)
            await betweenGames.leave(kept, under: configuration.reuseKey) {
                process.send("quit")
                await process.stop()
            }
            return
        }
        if failure == nil { process.send("quit") }
        await process.stop()
    }

    /// A program left running by an earlier game's player that still answers `ping` with
    /// `pong` (lines it wrote before are skipped); one that does not is ended.
    private func keptProcess() async -> ExternalProcess? {
        guard let betweenGames else { return nil }
        while let kept = await betweenGames.take(KeptBot.self, under: configuration.reuseKey) {
            let deadline = ContinuousClock.now + configuration.handshakeTimeout
            var request: String? = "ping"
            var skipped = 0
            while skipped < configuration.floodLimit {
                guard case let .success(line) = try? await kept.process.nextLineOrFault(
                    after: request, until: deadline, move: 0, timedOut: { .noHandshake(detail: "") })
                else { break }
                request = nil
                if case .pong = ExternalProtocol.reply(parsing: line) {
                    announcedName = kept.announcedName
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
    private func running() async throws -> ExternalProcess {
        if let failure { throw failure }
        if let process { return process }
        if let kept = await keptProcess() {
            process = kept
            return kept
        }
        let process = ExternalProcess(configuration.processOptions)
        self.process = process
        do {
            try await process.start()
        } catch {
            throw fail(error)
        }
        process.send(ExternalProtocol.hello)
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let line = try await nextLine(from: process, until: deadline, move: 0) {
                .noHandshake(detail: "no 'ready' within \(limit.shortTextForBots).")
            }
            switch ExternalProtocol.reply(parsing: line) {
            case .ready: return process
            case let .name(text): announcedName = text
            case .remark: continue
            case let .error(text):
                throw fail(.noHandshake(detail: "it answered 'error \(ExternalPlayerError.shortened(text))'."))
            case .move, .pong, .unreadable:
                throw fail(.unreadableReply(line: line, move: 0, expected: "'ready' (after an optional 'name NAME')"))
            }
        }
    }
}
