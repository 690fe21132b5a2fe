import GameCore

/// The bot under check, started (and restarted) as the checks need it.
struct BotCheckSession {
    let check: BotCheck
    private var process: BotProcess?
    private var announcedName: String?
    /// The word that ended the handshake: `ready`, or `ok`, which the protocol takes too.
    private var readyWord = "ready"
    /// Why the bot could not start and shake hands, once it could not.
    private var handshakeFault: BotFault?

    init(check: BotCheck) {
        self.check = check
    }

    mutating func handshake() async -> BotCheckResult {
        let clock = ContinuousClock()
        let start = clock.now
        switch await running() {
        case let .failure(error):
            return BotCheckResult(name: "handshake", passed: false, message: error.description)
        case .success:
            let name = announcedName.map { "as '\($0.shownAsName)'" } ?? "without a name (optional)"
            return BotCheckResult(name: "handshake", passed: true, message: "Answered 'ttt 1' \(name) and '\(readyWord)' in \((clock.now - start).shortTextForBots).")
        }
    }

    mutating func ping() async -> BotCheckResult {
        guard let process = await live("ping") else { return notChecked("ping") }
        process.send("ping")
        let deadline = ContinuousClock.now + check.patience
        while true {
            switch try? await process.nextLineOrFault(until: deadline, move: 0, timedOut: { .noHandshake(detail: "") }) {
            case let .success(line)?:
                switch NativeProtocol.reply(parsing: line) {
                case .pong: return BotCheckResult(name: "ping", passed: true, message: "Answered 'pong'.")
                case .remark: continue
                default: return await broken("ping", "Answered '\(BotFault.shortened(line))' to 'ping'; expected 'pong'.")
                }
            case let .failure(error)?:
                let why = if case .noHandshake = error { "No 'pong' within \(check.patience.shortTextForBots)." } else { error.description }
                return await broken("ping", why)
            case nil:
                return await broken("ping", "Cancelled.")
            }
        }
    }

    /// Asks for a move in `game` and checks that the answer is legal there.
    mutating func legalMove(_ name: String, game: Game, time: Duration, lineEnd: String = "\n") async -> BotCheckResult {
        guard let process = await live(name) else { return notChecked(name) }
        let request = NativeProtocol.moveRequest(for: game, time: time)
        if lineEnd == "\n" { process.send(request) } else { process.sendRaw(request + lineEnd) }
        let number = game.moves.count + 1
        switch await answer(from: process, move: number, allowed: time + .seconds(1), budget: time) {
        case let .failure(error):
            return await broken(name, error.description)
        case let .success(text):
            do {
                let move = try game.board.move(parsing: text)
                _ = try game.board.playing(move)
                return BotCheckResult(name: name, passed: true, message: "Answered '\(BotFault.shortened(text))', a legal move, to '\(BotFault.shortened(request, to: 90))'.")
            } catch {
                return BotCheckResult(name: name, passed: false, message: "Answered '\(BotFault.shortened(text))' to '\(BotFault.shortened(request, to: 90))': \(BotFault.shortened(error.message, to: 2 * String.shownReplyLength))")
            }
        }
    }

    mutating func withinBudget() async -> BotCheckResult {
        let name = "answers within \(check.budget.shortTextForBots)"
        guard let process = await live(name) else { return notChecked(name) }
        let game = BotCheck.positions[3].game
        let clock = ContinuousClock()
        let start = clock.now
        process.send(NativeProtocol.moveRequest(for: game, time: check.budget))
        let result = await answer(from: process, move: game.moves.count + 1, allowed: check.budget + .seconds(2), budget: check.budget)
        let took = clock.now - start
        switch result {
        case let .failure(error):
            return await broken(name, error.description)
        case .success where took > check.budget:
            return await broken(name, "Answered after \(took.shortTextForBots), over the \(check.budget.shortTextForBots) it was given (time=\(Duration.milliseconds(check.budget))ms).")
        case .success:
            return BotCheckResult(name: name, passed: true, message: "Answered in \(took.shortTextForBots).")
        }
    }

    mutating func quits() async -> BotCheckResult {
        guard let process = await live("quit") else { return notChecked("quit") }
        defer { self.process = nil }
        return await process.exitCheck("quit", sending: "quit", waiting: check.patience, advice: " (stdin still open); it should exit on 'quit'.")
    }

    mutating func close() async {
        await process?.stop()
        process = nil
    }

    // MARK: helpers

    /// The answer to a move request: the move's text, or the fault.
    private func answer(from process: BotProcess, move number: Int, allowed: Duration, budget: Duration) async -> Result<String, BotFault> {
        let deadline = ContinuousClock.now + allowed
        var remarks = 0
        while true {
            let next: Result<String, BotFault>
            do {
                next = try await process.nextLineOrFault(until: deadline, move: number) {
                    .timedOut(allowed: allowed, budget: budget, move: number)
                }
            } catch {
                return .failure(.reportedError(text: "cancelled", move: number))
            }
            switch next {
            case let .failure(error): return .failure(error)
            case let .success(line):
                switch NativeProtocol.reply(parsing: line) {
                case let .move(text): return .success(text)
                case .remark, .name, .pong, .ready:
                    remarks += 1
                    if remarks >= check.configuration.floodLimit { return .failure(.flooded(lines: remarks, move: number)) }
                case let .error(text): return .failure(.reportedError(text: text, move: number))
                case let .unreadable(text): return .failure(.unreadableReply(line: text, move: number, expected: "'move CELL', as in 'move b2'"))
                }
            }
        }
    }

    /// The running, handshaken bot, starting it if need be.
    private mutating func running() async -> Result<BotProcess, BotFault> {
        if let process { return .success(process) }
        if let handshakeFault { return .failure(handshakeFault) }
        let result = await startAndShakeHands()
        // NB: a bot that never shook hands is not started again for every check.
        if case let .failure(error) = result { handshakeFault = error }
        return result
    }

    private mutating func startAndShakeHands() async -> Result<BotProcess, BotFault> {
        var options = check.configuration.processOptions
        // NB: the quit check gives the bot a second to exit; whether it exited by itself is
        // told by the grace, which must be as long, or a busy machine fails a sound bot.
        options.quitGrace = max(options.quitGrace, .seconds(1))
        let process = BotProcess(options)
        do {
            try await process.start()
        } catch {
            return .failure(error)
        }
        self.process = process
        process.send(NativeProtocol.hello)
        let limit = check.configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let next: Result<String, BotFault>
            do {
                next = try await process.nextLineOrFault(until: deadline, move: 0) {
                    .noHandshake(detail: "no 'ready' within \(limit.shortTextForBots) of 'ttt 1'.\(Self.flushHint(process))")
                }
            } catch {
                next = .failure(.noHandshake(detail: "cancelled."))
            }
            switch next {
            case let .failure(error):
                await stopProcess()
                return .failure(error)
            case let .success(line):
                switch NativeProtocol.reply(parsing: line) {
                case .ready:
                    readyWord = line.lowercased().split(separator: " ").first == "ok" ? "ok" : "ready"
                    return .success(process)
                case let .name(name): announcedName = name
                case .remark: continue
                default:
                    await stopProcess()
                    return .failure(.unreadableReply(line: line, move: 0, expected: "'ready' (after an optional 'name NAME')"))
                }
            }
        }
    }

    /// A hint for a bot that wrote nothing at all: its lines may be sitting in its buffer.
    private static func flushHint(_ process: BotProcess) -> String {
        guard process.log.linesReceived == 0 else { return "" }
        return " It wrote nothing at all: does it flush its output after each line (Python: print(..., flush=True); C: fflush(stdout))?"
    }

    /// The bot for a check, or nil when it cannot even start and shake hands.
    private mutating func live(_ name: String) async -> BotProcess? {
        if case let .success(process) = await running() { return process }
        return nil
    }

    private func notChecked(_ name: String) -> BotCheckResult {
        BotCheckResult(name: name, passed: false, message: "Not checked: the bot did not start and shake hands.")
    }

    /// A failed check after which the bot is started afresh.
    private mutating func broken(_ name: String, _ message: String) async -> BotCheckResult {
        await stopProcess()
        return BotCheckResult(name: name, passed: false, message: message)
    }

    private mutating func stopProcess() async {
        await process?.stop()
        process = nil
    }
}
