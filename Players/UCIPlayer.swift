public import BotProcesses
import BotProtocols
public import Referee

public import GameCore

/// A UCI engine that plays variants, as Fairy-Stockfish does: `uci:/usr/games/fairy-stockfish`.
///
/// The engine is started in its own process group, in a fresh working directory, and told
/// `uci`; it must answer `uciok` within the handshake limit (its `id name` is kept as
/// ``announcedName``). ttt then writes the game's variant (``UCIProtocol/variantDefinition(for:)``)
/// into a file in that directory and sends `setoption name VariantPath`, `setoption name
/// UCI_Variant`, `ucinewgame` and `isready`: the engine must say it took the variant (`info
/// string variant NAME ...`) before its `readyok`, or the handshake fails with the reason
/// (a board bigger than its build plays, say). Every move is asked with `position startpos
/// moves P@a1 ...`, `isready` and `go movetime N` (or `go wtime ...` under a clock), and
/// answered by `readyok` (what came before it is no answer) and `bestmove P@b2`. `info`
/// lines are logged and dropped as they are read, never judged; the score in them (`score cp
/// N`, `score mate N`) is kept as the move's ``lastMoveScore``: the last exact one the search
/// printed before `bestmove` (of the first line, under multi-PV), else its last bound
/// (`lowerbound`, `upperbound`), as fastchess takes it. At the end it is sent `stop` and
/// `quit`, then its process group is terminated, killed and reaped; during a series or
/// tournament it is instead kept running for the next game (told `ucinewgame`). Faults are
/// ``BotFault``s, as for every bot.
public actor UCIPlayer: Player, ExternalFaultRecording {
    public nonisolated let name: String
    /// How the engine is run.
    public nonisolated let configuration: ExternalPlayer.Configuration
    var process: BotProcess?
    var failure: BotFault?
    /// The rules whose variant the engine has taken.
    private var variant: Rules?
    /// Whether the engine has been asked for a move since its last `ucinewgame`.
    private var asked = false
    /// Set when a move was asked and ttt stopped waiting before the answer came: the
    /// answer may still come, so this run of the engine is never asked again.
    var abandonedMove: Int?
    /// The name the engine gave with `id name`, as in `Fairy-Stockfish 11.1 LB 64`.
    public private(set) var announcedName: String?
    /// The score of the running engine's search, as its pipes read it.
    private var searchScores: UCISearchScores?
    /// The score the engine printed with its last move.
    private nonisolated let reported = ReportedScore()

    /// The score the engine printed with its last move (see the type's description), or nil.
    public nonisolated var lastMoveScore: MoveScore? { reported.value }

    /// The depth of the `info` line that gave its last move's score, or nil.
    public nonisolated var lastMoveDepth: Int? { reported.depth }

    /// Where the running engine is left after a sound game, for the next game's player.
    public nonisolated let betweenGames: BetweenGames?

    /// A player for the engine run as `configuration` says; with `betweenGames`, the engine
    /// is left running there after each sound game, and taken from there when one is left.
    public init(configuration: ExternalPlayer.Configuration, betweenGames: BetweenGames? = nil) {
        self.name = configuration.name
        self.configuration = configuration
        self.betweenGames = betweenGames
    }

    /// An engine left running between games, with what it knows.
    private struct KeptEngine: Sendable {
        var process: BotProcess
        var announcedName: String?
        var variant: Rules?
        var searchScores: UCISearchScores
    }

    /// Starts the engine and prepares it for the game; an engine that has already played is
    /// told `ucinewgame`.
    public func gameStarted(_ state: GameState) async {
        do {
            if asked, failure == nil, let process {
                asked = false
                try await prepare(process, rules: state.rules)
            } else {
                _ = try await running(rules: state.rules)
            }
            if let log = process?.log, log.hasFile { log.note(ExternalPlayer.gameStartedNote(state)) }
        } catch {
            await process?.stop(force: true)
        }
    }

    public func gameEnded(_ result: GameResult) async { noteGameEnded(result) }

    /// True: every read of a move has a deadline, the referee's when it times the move.
    public nonisolated var keepsItsOwnDeadline: Bool { true }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await move(number: state.moves.count + 1) { try await askForMove(in: state, budget: budget) }
    }

    private func askForMove(in state: GameState, budget: MoveBudget) async throws -> Move {
        let process = try await running(rules: state.rules)
        let number = state.moves.count + 1
        let time = budget.perMove ?? configuration.defaultMoveTime
        let allowed = configuration.allowance(for: time, grace: budget.grace)
        // NB: under the referee's limit the referee's clock decides, and this deadline is
        // only a backstop, far enough past it that a busy machine's late timer still rules.
        let deadline = budget.deadline.map { $0 - time + allowed + configuration.refereeSlack } ?? .now + allowed
        asked = true
        _ = process.dropStrayLines()
        // NB: a score is the move's: none is kept from an earlier one.
        reported.set(nil)
        searchScores?.reset()
        let askedAt = ContinuousClock.now
        process.send(UCIProtocol.moveRequest(
            for: state.game, time: time, clock: budget.clock.map(BotClock.init), limits: configuration.searchLimits))
        var remarks = 0
        // NB: until `readyok`, the `go` is not read yet: a `bestmove` then is nobody's answer.
        var ready = false
        var strays: [String] = []
        while true {
            let line = try await nextLine(from: process, until: deadline, stopWaiting: budget.stopWaiting, move: number) {
                .timedOut(allowed: allowed, budget: time, move: number)
            }
            let trimmed = line.trimmingWhitespace
            if !ready {
                if trimmed == "readyok" {
                    ready = true
                    if !strays.isEmpty { process.noteStrays(strays, before: "its 'readyok'") }
                    continue
                }
                if UCIProtocol.bestMove(in: trimmed) != nil {
                    strays.append(trimmed)
                    continue
                }
            }
            if let text = UCIProtocol.bestMove(in: trimmed) {
                do {
                    let move = try UCIProtocol.cell(parsing: text, rules: state.rules)
                    // NB: the pipes read the `info` lines before this `bestmove`, in order, and
                    // none after it (``UCISearchScores``).
                    reported.set(searchScores?.scoreAtBestMove.map(MoveScore.init), depth: searchScores?.depthAtBestMove)
                    if process.log.hasFile { process.log.note("answered in \((ContinuousClock.now - askedAt).preciseText)") }
                    return move
                } catch {
                    throw fail(.notAMove(text: trimmed, reason: error.message, move: number))
                }
            }
            // NB: `info` lines (a search's progress) are logged and dropped by the pipes as
            // they are read (``UCIProtocol/isRemark(_:)``): none comes here but the variant's.
            if trimmed.hasPrefix("info ") { continue }
            remarks += 1
            if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
        }
    }

    /// Ends the engine (`stop`, `quit`, then signals as needed), or, during a series or
    /// tournament (``betweenGames``) after a game without a fault, leaves it running.
    public func shutDown() async {
        guard let process else { return }
        self.process = nil
        let sound = failure == nil && abandonedMove == nil
        if sound, let betweenGames {
            let kept = KeptEngine(
                process: process, announcedName: announcedName, variant: variant, searchScores: searchScores ?? UCISearchScores())
            betweenGames.leave(kept, under: configuration.reuseKey) {
                process.send("stop")
                process.send("quit")
                await process.stop()
            }
            return
        }
        if sound {
            process.send("stop")
            process.send("quit")
        }
        await process.stop()
    }

    /// The running engine: taken from an earlier game, or started and told `uci`; either way
    /// prepared for a game of `rules`.
    private func running(rules: Rules) async throws -> BotProcess {
        if let failure { throw failure }
        if let process { return process }
        if let reason = UCIProtocol.unsupported(rules, engine: name) { throw fail(.unsupportedRules(reason)) }
        if let betweenGames {
            while let kept = betweenGames.take(KeptEngine.self, under: configuration.reuseKey) {
                process = kept.process
                announcedName = kept.announcedName
                variant = kept.variant
                searchScores = kept.searchScores
                asked = false
                do {
                    try await prepare(kept.process, rules: rules)
                    kept.process.log.note("kept for another game")
                    return kept.process
                } catch {
                    // NB: an engine that no longer answers is ended; a fresh one is started.
                    await kept.process.stop(force: true)
                    process = nil
                    failure = nil
                    variant = nil
                }
            }
        }
        var options = configuration.processOptions
        let onRemark = configuration.onRemark
        let scores = UCISearchScores()
        searchScores = scores
        options.remark = { line in
            guard UCIProtocol.isRemark(line) else {
                scores.saw(line)
                return false
            }
            if let (score, isBound) = UCIProtocol.score(in: line) {
                scores.heard(score, isBound: isBound, depth: UCIProtocol.depth(in: line))
            }
            onRemark?(line.trimmingWhitespace)
            return true
        }
        let process = BotProcess(options)
        self.process = process
        variant = nil
        do {
            try await process.start()
        } catch {
            throw fail(error)
        }
        try await handshake(process)
        try await prepare(process, rules: rules)
        return process
    }

    /// Sends `uci` and waits for `uciok`, keeping the engine's `id name`.
    private func handshake(_ process: BotProcess) async throws {
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        var request: String? = UCIProtocol.hello
        while true {
            let line = try await nextLine(from: process, after: request, until: deadline, move: 0) {
                .noHandshake(detail: "no 'uciok' to 'uci' within \(limit.shortTextForBots).")
            }
            request = nil
            let trimmed = line.trimmingWhitespace
            if trimmed == "uciok" {
                // NB: the engines file's options, before the variant's own.
                for (key, value) in configuration.engineOptions { process.send("setoption name \(key) value \(value)") }
                return
            }
            if trimmed.hasPrefix("id name ") {
                announcedName = String(trimmed.dropFirst("id name ".count)).trimmingWhitespace
                process.log.note("engine: \(announcedName ?? "")")
            }
        }
    }

    /// Selects the variant of `rules` (when the engine has not taken it yet), then sends
    /// `ucinewgame` and `isready`, and waits for `readyok` within the handshake's limit: an
    /// engine that did not say it took the variant cannot play the board.
    private func prepare(_ process: BotProcess, rules: Rules) async throws {
        var lines: [String] = []
        let selecting = variant != rules
        if selecting {
            let path: String
            do {
                path = try await process.place(UCIProtocol.variantDefinition(for: rules), named: UCIProtocol.variantFileName)
            } catch {
                throw fail(error)
            }
            lines = UCIProtocol.variantSelection(for: rules, path: path)
        }
        lines += UCIProtocol.newGame
        for line in lines { process.send(line) }
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        var taken = !selecting
        var said: String?
        var remarks = 0
        while remarks < configuration.floodLimit {
            let line = try await nextLine(from: process, until: deadline, move: 0) {
                .noHandshake(detail: "no 'readyok' to 'isready' within \(limit.shortTextForBots).")
            }
            let trimmed = line.trimmingWhitespace
            if UCIProtocol.announcesVariant(trimmed, for: rules) { taken = true }
            guard trimmed == "readyok" else {
                if said == nil, !trimmed.hasPrefix("info") { said = trimmed }
                remarks += 1
                continue
            }
            guard taken else {
                throw fail(.noHandshake(detail: UCIProtocol.variantRefusal(for: rules, said: said)))
            }
            variant = rules
            return
        }
        throw fail(.flooded(lines: remarks, move: 0))
    }
}
