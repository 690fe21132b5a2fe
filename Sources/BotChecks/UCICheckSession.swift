import BotProcesses
import BotProtocols
import GameCore

/// The engine under a ``UCICheck``, started (and started again) as the checks need it.
struct UCICheckSession: CheckSession {
    let check: UCICheck
    var process: BotProcess?
    var startFault: BotFault?
    /// The engine's `id name`, once it said it.
    var announcedName: String?

    static let notStarted = "the engine did not start and answer 'uciok' to 'uci'"

    init(check: UCICheck) {
        self.check = check
    }

    func checks() -> [Check] {
        var checks: [Check] = [{ await $0.handshake() }, { await $0.variant() }, { await $0.ready() }]
        for (name, game) in Self.positions {
            checks.append { await $0.legalMove(name, game: game) }
        }
        checks.append { await $0.withinBudget() }
        checks.append { await $0.exits(after: "quit", waiting: .seconds(1), advice: "; it should exit.") }
        return checks
    }

    /// The positions of the legal-move checks: tic-tac-toe with a win for X to take, 4x4,
    /// and connect four with a full column.
    static let positions: [(name: String, game: Game)] = [
        ("tictactoe", game(.ticTacToe, ["a1", "b1", "a2", "b2"])),
        ("4x4", game(.fourByFour, ["b2", "c3"])),
        ("connect4", game(.connectFour, ["d", "d", "d", "d", "d", "d", "c", "e"])),
    ]

    /// The position of the budget check.
    static var budgetPosition: Game { positions[2].game }

    mutating func handshake() async -> BotCheckResult {
        await handshake("uci") { session in
            "Answered 'uciok' \(session.announcedName.map { "as '\(BotFault.shortened($0))'" } ?? "without 'id name'")"
        }
    }

    mutating func variant() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("variant") }
        switch await select(.ticTacToe, in: process) {
        case .success:
            let name = UCIProtocol.variantName(for: .ticTacToe)
            return pass("variant", "Took the variant '\(name)' from \(UCIProtocol.variantFileName) ('info string variant \(name) ...' before 'readyok').")
        case let .failure(error): return await broken("variant", error.description)
        }
    }

    mutating func ready() async -> BotCheckResult {
        guard let process = await live() else { return notChecked("isready") }
        let clock = ContinuousClock()
        let asked = clock.now
        switch await readyOK(from: process, after: UCIProtocol.newGame) {
        case .success: return pass("isready", "Answered 'readyok' to 'ucinewgame', 'isready' in \((clock.now - asked).shortTextForBots).")
        case let .failure(error): return await broken("isready", error.description)
        }
    }

    /// Selects the variant of `game`'s rules, asks for a move there with `go movetime` of the
    /// budget, and checks that the answer is a legal move.
    mutating func legalMove(_ name: String, game: Game) async -> BotCheckResult {
        guard let process = await live() else { return notChecked(name) }
        if case let .failure(error) = await select(game.rules, in: process) {
            return await broken(name, "Did not take the variant of \(game.rules.name): \(error.description)")
        }
        let request = [UCIProtocol.position(of: game), UCIProtocol.go(time: check.budget)]
        for line in request { process.send(line) }
        let asked = "'\(BotFault.shortened(request[0], to: 90))', '\(request[1])'"
        switch await bestMove(from: process, move: game.moves.count + 1, waiting: check.patience) {
        case let .success(text):
            do {
                let move = try UCIProtocol.move(parsing: text, on: game.board)
                return pass(name, "Answered 'bestmove \(text)' (\(move.cellName)), a legal move, to \(asked).")
            } catch {
                return await broken(name, "Answered 'bestmove \(BotFault.shortened(text))' to \(asked): \(error.message)")
            }
        case let .failure(error): return await broken(name, error.description)
        }
    }

    mutating func withinBudget() async -> BotCheckResult {
        let name = "answers within \(check.budget.shortTextForBots)"
        let game = Self.budgetPosition
        guard let process = await live() else { return notChecked(name) }
        if case let .failure(error) = await select(game.rules, in: process) {
            return await broken(name, "Did not take the variant of \(game.rules.name): \(error.description)")
        }
        let allowed = check.configuration.allowance(for: check.budget)
        let go = UCIProtocol.go(time: check.budget)
        let clock = ContinuousClock()
        let asked = clock.now
        process.send(UCIProtocol.position(of: game))
        process.send(go)
        switch await bestMove(from: process, move: game.moves.count + 1, waiting: check.budget + .seconds(1)) {
        case .success:
            let took = clock.now - asked
            guard took <= allowed else {
                return await broken(name, "Answered after \(took.shortTextForBots), over the \(allowed.shortTextForBots) a move of '\(go)' is allowed (its time and the margin).")
            }
            return pass(name, "Answered '\(go)' in \(took.shortTextForBots), within the \(allowed.shortTextForBots) allowed (its time and the margin).")
        case let .failure(error): return await broken(name, error.description)
        }
    }
}
