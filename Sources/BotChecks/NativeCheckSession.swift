import BotProcesses
import BotProtocols
import GameCore

/// The bot under a ``BotCheck``, started (and started again) as the checks need it.
struct NativeCheckSession: CheckSession {
    let check: BotCheck
    var process: BotProcess?
    var startFault: BotFault?
    private var announcedName: String?
    /// The word that ended the handshake: `ready`, or `ok`, which the protocol takes too.
    private var readyWord = "ready"

    static let notStarted = "the bot did not start and shake hands"

    init(check: BotCheck) {
        self.check = check
    }

    func checks() -> [Check] {
        let patience = check.patience
        var checks: [Check] = [{ await $0.handshake() }, { await $0.ping() }]
        for position in Self.positions {
            checks.append { await $0.legalMove(position.name, game: position.game, time: patience) }
        }
        checks.append { await $0.legalMove("CRLF", game: Self.positions[1].game, time: patience, lineEnd: "\r\n") }
        checks.append { await $0.withinBudget() }
        checks.append { await $0.exits(after: "quit", waiting: patience, advice: " (stdin still open); it should exit on 'quit'.") }
        return checks
    }

    /// The positions of the legal-move checks.
    static let positions: [(name: String, game: Game)] = [
        ("first move on 3x3", game(.ticTacToe, [])),
        ("3x3 mid-game", game(.ticTacToe, ["b2", "a1", "c3", "a3"])),
        ("gravity 7x6 k=4", game(try! Rules(parsing: "7x6 k=4 gravity"), ["d", "d", "d", "d", "d", "d", "c", "e"])),
        ("15x15 k=5", game(.gomoku, ["h8", "h9", "i9", "g7", "j10", "k11"])),
    ]

    mutating func handshake() async -> BotCheckResult {
        await handshake("handshake") { session in
            let name = session.announcedName.map { "as '\($0.shownAsName)'" } ?? "without a name (optional)"
            return "Answered 'ttt 1' \(name) and '\(session.readyWord)'"
        }
    }

    mutating func ping() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("ping") }
        process.send("ping")
        let deadline = ContinuousClock.now + check.patience
        while true {
            switch try? await process.nextLineOrFault(until: deadline, move: 0, timedOut: { .noHandshake(detail: "") }) {
            case let .success(line)?:
                switch NativeProtocol.reply(parsing: line) {
                case .pong: return pass("ping", "Answered 'pong'.")
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
        guard let process = await live() else { return notChecked(name) }
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
        guard let process = await live() else { return notChecked(name) }
        let game = Self.positions[3].game
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

    // MARK: helpers

    /// The answer to a move request: the move's text, or the fault.
    private func answer(from process: BotProcess, move number: Int, allowed: Duration, budget: Duration) async -> Result<String, BotFault> {
        let deadline = ContinuousClock.now + allowed
        var remarks = 0
        while true {
            let next = await nextLine(from: process, until: deadline, move: number, cancelled: .reportedError(text: "cancelled", move: number)) {
                .timedOut(allowed: allowed, budget: budget, move: number)
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

    mutating func shakeHands(with process: BotProcess) async -> Result<Void, BotFault> {
        process.send(NativeProtocol.hello)
        let limit = check.configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let next = await nextLine(from: process, until: deadline, move: 0, cancelled: .noHandshake(detail: "cancelled.")) {
                .noHandshake(detail: "no 'ready' within \(limit.shortTextForBots) of 'ttt 1'.\(Self.flushHint(process))")
            }
            switch next {
            case let .failure(error):
                return .failure(error)
            case let .success(line):
                switch NativeProtocol.reply(parsing: line) {
                case .ready:
                    readyWord = line.lowercased().split(separator: " ").first == "ok" ? "ok" : "ready"
                    return .success(())
                case let .name(name): announcedName = name
                case .remark: continue
                default:
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
}
