import BotProcesses
import BotProtocols
import GameCore

/// The engine under a ``GomocupCheck``, started (and started again) as the checks need it.
struct GomocupCheckSession: CheckSession {
    let check: GomocupCheck
    var process: BotProcess?
    var startFault: BotFault?
    /// The lines of the last `START` (or `RECTSTART`).
    var started = ""
    /// The game as the engine knows it, after its last legal answer.
    var engineGame: Game?

    static let notStarted = "the engine did not start and answer 'OK' to 'START'"

    init(check: GomocupCheck) {
        self.check = check
    }

    func checks() -> [Check] {
        let patience = check.patience
        var checks: [Check] = [
            { await $0.handshake() }, { await $0.about() }, { await $0.info() }, { await $0.begin() },
            { await $0.turn() }, { await $0.board() }, { await $0.rectangle() },
        ]
        for (name, game) in Self.rulePositions {
            checks.append { await $0.rule(name, game: game) }
        }
        checks.append { await $0.withinBudget() }
        checks.append { await $0.exits(after: "END", waiting: patience, advice: "; it should exit.") }
        return checks
    }

    /// The rules whose `INFO rule` the engine is checked under, each with a position where a
    /// move is asked (the middle of a game, X to move; renju's has a forbidden point for X
    /// nearby).
    static let rulePositions: [(name: String, game: Game)] = ["gomoku", "gomoku-standard", "renju", "caro"].compactMap { name in
        guard let rules = try? Rules(parsing: name) else { return nil }
        return (name, game(rules, ["h8", "h9", "i9", "g7", "j10", "k11", "i7", "g9"]))
    }

    /// What prepares the engine for a game of `rules`, as a match sends it after each
    /// `START`: the game's time, the memory, the game type, the rule, then the engines
    /// file's options as `INFO key value` lines.
    func preparation(for rules: Rules) -> [String] {
        GomocupProtocol.preparation(
            GomocupProtocol.preparation(maximumMemory: 512 << 20, rules: rules), options: check.configuration.engineOptions)
    }

    /// What the engine said, one line at a time, as the checks read it.
    enum Reply {
        case ok, remark, move(String), about(String), error(String), unknown(String), other(String)
    }

    mutating func handshake() async -> BotCheckResult {
        await handshake("START") { "Answered 'OK' to '\($0.started)'" }
    }

    mutating func about() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("ABOUT") }
        process.send(GomocupProtocol.about)
        switch await reply(from: process, move: 0, waiting: check.patience, skipping: ["OK"]) {
        case let .success(.about(line)): return pass("ABOUT", "Answered '\(BotFault.shortened(line))'.")
        case let .success(.unknown(line)):
            return pass("ABOUT", "Has no ABOUT (it said '\(BotFault.shortened(line))'); it plays all the same.")
        case let .success(other): return await broken("ABOUT", "Answered '\(Self.text(of: other))' to 'ABOUT'; expected 'name=\"...\", version=\"...\"'.")
        case let .failure(error): return await broken("ABOUT", "No answer to 'ABOUT': \(error.description) ttt waits for it at every start.")
        }
    }

    mutating func info() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("INFO") }
        let lines = preparation(for: .gomoku) + GomocupProtocol.moveLimits(time: check.patience)
        for line in lines { process.send(line) }
        // NB: ABOUT after them: its answer says that every INFO line before it was read.
        process.send(GomocupProtocol.about)
        switch await reply(from: process, move: 0, waiting: check.patience, skipping: ["OK"]) {
        case .success(.about), .success(.unknown):
            return pass("INFO", "Took \(lines.map { $0.split(separator: " ")[1] }.joined(separator: ", ")) without an error.")
        case let .success(other):
            return await broken("INFO", "Answered '\(Self.text(of: other))' to '\(lines.joined(separator: "', '"))'.")
        case let .failure(error): return await broken("INFO", error.description)
        }
    }

    mutating func begin() async -> BotCheckResult {
        await legalMove("BEGIN", game: Game(rules: .gomoku), request: ["BEGIN"])
    }

    mutating func turn() async -> BotCheckResult {
        // NB: the game as the engine knows it after BEGIN; else it is started and begins again.
        if engineGame == nil {
            _ = await legalMove("BEGIN", game: Game(rules: .gomoku), request: ["BEGIN"])
        }
        guard let known = engineGame else {
            return BotCheckResult(name: "TURN", passed: false, message: "Not checked: the engine gave no legal move to 'BEGIN' for a TURN to follow.")
        }
        let reply = ["i9", "g7", "i7", "g9", "h9"].lazy.compactMap { try? known.board.move(parsing: $0) }
            .first { known.board.mark(at: $0) == nil }!
        let game = try! known.playing(reply)
        return await legalMove("TURN", game: game, request: GomocupProtocol.request(for: game, known: known.moves.count), starting: false)
    }

    mutating func board() async -> BotCheckResult {
        let game = Self.game(.gomoku, ["h8", "h9", "i9", "g7", "j10"])
        return await legalMove("BOARD", game: game, request: GomocupProtocol.request(for: game, known: nil))
    }

    mutating func rectangle() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("RECTSTART") }
        let rules = try! Rules(parsing: "20x15 k=5")
        let start = GomocupProtocol.start(for: rules)
        process.send(start)
        switch await reply(from: process, move: 0, waiting: check.patience) {
        case .success(.ok):
            for line in preparation(for: rules) { process.send(line) }
            return await legalMove("RECTSTART", game: Game(rules: rules), request: ["BEGIN"], starting: false, after: "'\(start)' and ")
        case let .success(.error(line)):
            return pass("RECTSTART", "Refused '\(start)' with '\(BotFault.shortened(line))', as the protocol allows.")
        case let .success(other): return await broken("RECTSTART", "Answered '\(Self.text(of: other))' to '\(start)'; expected 'OK' or 'ERROR'.")
        case .failure(.timedOut):
            // NB: RECTSTART is optional: silence is no fault, but the engine plays square boards only.
            await stopProcess()
            return BotCheckResult(
                name: "RECTSTART",
                passed: true,
                message: "No answer to '\(start)' within \(check.patience.shortTextForBots) (the check's wait for an answer): RECTSTART is optional, so this engine plays square boards only (a board that is not square would forfeit its games).",
                warns: true)
        case let .failure(error): return await broken("RECTSTART", error.description)
        }
    }

    mutating func rule(_ name: String, game: Game) async -> BotCheckResult {
        let check = "rule \(GomocupProtocol.rule(for: game.rules)) (\(name))"
        guard let process = await live(), case .success = await startAgain(process, rules: game.rules, prepared: false) else { return notChecked(check) }
        // NB: what a match sends after START, the rule among it; ABOUT's answer says it was read.
        let lines = preparation(for: game.rules)
        let told = "INFO rule \(GomocupProtocol.rule(for: game.rules))"
        for line in lines { process.send(line) }
        process.send(GomocupProtocol.about)
        switch await reply(from: process, move: 0, waiting: self.check.patience, skipping: ["OK"]) {
        case .success(.about), .success(.unknown): break
        case let .success(.error(line)):
            return pass(check, "Does not play \(name): it answered '\(BotFault.shortened(line))' to '\(told)'.")
        case let .success(other): return await broken(check, "Answered '\(Self.text(of: other))' to '\(told)'.")
        case let .failure(error): return await broken(check, error.description)
        }
        return await legalMove(check, game: game, request: GomocupProtocol.request(for: game, known: nil), starting: false, under: name)
    }

    mutating func withinBudget() async -> BotCheckResult {
        let name = "answers within \(check.budget.shortTextForBots)"
        guard let process = await live(), case .success = await startAgain(process, rules: .gomoku) else { return notChecked(name) }
        let game = Self.game(.gomoku, ["h8", "h9", "i9", "g7"])
        let clock = ContinuousClock()
        let asked = clock.now
        for line in GomocupProtocol.moveLimits(time: check.budget) + GomocupProtocol.request(for: game, known: nil) { process.send(line) }
        switch await reply(from: process, move: game.moves.count + 1, waiting: check.budget + .seconds(1), forMove: true) {
        case .success(.move):
            let took = clock.now - asked
            guard took <= check.budget else {
                return await broken(name, "Answered after \(took.shortTextForBots), over the \(check.budget.shortTextForBots) of 'INFO timeout_turn \(Duration.milliseconds(check.budget))'.")
            }
            return pass(name, "Answered in \(took.shortTextForBots).")
        case let .success(other): return await broken(name, "Answered '\(Self.text(of: other))'; expected a move 'x,y'.")
        case let .failure(error): return await broken(name, error.description)
        }
    }
}
