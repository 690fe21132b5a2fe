public import BotProcesses
import BotProtocols
public import GameCore
public import Referee
import Synchronization

/// A Gomocup (piskvork) engine, playing unmodified: `gomocup:./pbrain-x`.
///
/// The engine is started in its own process group, in a working directory ttt chooses,
/// and told `START` (or `RECTSTART`) when the game starts; it must answer `OK` within the
/// handshake limit (an `ERROR` instead is its refusal of the board). Then, still inside the
/// handshake, it is told what prepares it for the game (`INFO timeout_match`, `max_memory`,
/// `game_type`, `rule`) and asked `ABOUT`, whose answer (`name="...", version="..."`) is
/// logged, kept as ``announcedName``, and awaited: the engine has then done what the
/// preparation asked (an `ERROR` before it, to the rule say, is a failed handshake). Before
/// every move it is sent the move's limits (`INFO timeout_turn`, `time_left`), then `BEGIN`,
/// `TURN x,y` or the whole `BOARD` (a game from an opening, say). An engine kept from an earlier
/// game (a series, a tournament) is asked `ABOUT` only once a run: told the same preparation
/// it took before, it gets it again with the first request, and nothing more is awaited.
/// `MESSAGE`, `DEBUG`, `ERROR`, `UNKNOWN` and `SUGGEST` lines are logged, never judged:
/// only the absence of a move by the deadline is (with the last `ERROR` as its reason, if
/// there was one). The evaluation in the last `MESSAGE` line with one, written while the
/// move was asked (``GomocupProtocol/score(inMessage:)``: Rapfi's `ev 35`, `Eval -120`, `ev
/// +M5`), is the move's ``lastMoveScore``. No reply is ever relied on: every read has a deadline. At the end it
/// is sent `END`, then its process group is terminated, killed and reaped; during a series
/// or tournament, it is instead kept running for the next game (told `START` again). Faults are
/// ``BotFault``s, as for native bots. Gravity games are refused: the protocol
/// has no such thing.
///
/// Not an actor: a move's request and answer run on the asking task itself, without a
/// switch to another executor, as for ``ExternalPlayer``. Its state is behind a lock; like
/// every player, it plays one game at a time.
public final class GomocupPlayer: Player, Sendable, LockedFaultRecording {
    public let name: String
    /// How the engine is run.
    public let configuration: ExternalPlayer.Configuration
    /// The memory limit sent with `INFO max_memory`, in bytes.
    public let maximumMemory: Int

    struct State {
        var process: BotProcess?
        /// The first fault, which every later move repeats.
        var failure: BotFault?
        /// The game's first moves as the engine knows them: all up to its last answer.
        var known: [Move] = []
        /// The last move limits sent, kept while they stay the same.
        var lastLimits: (time: Duration, clock: BotClock?, lines: [String])?
        /// Whether the engine has been asked for a move since its last `START`.
        var asked = false
        /// The game clock of this player, when it plays on one: its base is the match's time.
        var matchClock: BotClock?
        /// Set when a move was asked and ttt stopped waiting before the answer came: the
        /// answer may still come, so this run of the engine is never asked again.
        var abandonedMove: Int?
        var about: [String: String] = [:]
        var announcedName: String?
        /// The preparation this run of the engine took, inside a handshake that awaited its
        /// answer to `ABOUT` (or its lack of one).
        var prepared: [String]?
        /// The last allowance worked out (``allowance(for:grace:)``).
        var lastAllowance: (time: Duration, grace: Duration, alone: Duration, andSlack: Duration)?
        /// Lines to send before the next request, in the same write.
        var pending: [String] = []
        /// The score the engine printed with its last move, and the depth.
        var lastMoveScore: MoveScore?
        var lastMoveDepth: Int?
    }

    let state = Mutex(State())

    /// The engine's answer to `ABOUT`, by field (`name`, `version`, `author`, ...), once it came.
    public var about: [String: String] {
        get async { state.withLock { $0.about } }
    }

    /// The name and version the engine gave in its answer to `ABOUT`, as in `pbrain-x 1.0`.
    public var announcedName: String? {
        get async { state.withLock { $0.announcedName } }
    }

    /// Where the running engine is left after a sound game, for the next game's player.
    public let betweenGames: BetweenGames?
    /// ``BotConfiguration/reuseKey``, made once.
    let reuseKey: String

    /// A player for the engine run as `configuration` says; with `betweenGames`, the engine
    /// is left running there after each sound game, and taken from there (told `START`
    /// again) when one is left.
    public init(
        configuration: ExternalPlayer.Configuration, maximumMemory: Int = 512 * 1024 * 1024,
        betweenGames: BetweenGames? = nil
    ) {
        self.name = configuration.name
        self.configuration = configuration
        self.maximumMemory = maximumMemory
        self.betweenGames = betweenGames
        self.reuseKey = configuration.reuseKey
    }

    /// An engine left running between games, with what it said of itself and the
    /// preparation it took.
    struct KeptEngine: Sendable {
        var process: BotProcess
        var about: [String: String]
        var announcedName: String?
        var prepared: [String]?
    }

    /// The running process, if any.
    var process: BotProcess? { state.withLock { $0.process } }

    /// The evaluation the engine printed in a `MESSAGE` line while its last move was asked
    /// (see the type's description), or nil.
    public var lastMoveScore: MoveScore? { state.withLock { $0.lastMoveScore } }

    /// The depth the engine printed in a `MESSAGE` line while its last move was asked
    /// (``GomocupProtocol/depth(inMessage:)``: Rapfi's `depth 10-14`), or nil.
    public var lastMoveDepth: Int? { state.withLock { $0.lastMoveDepth } }

    /// Starts the engine; an engine that has already played is told `START` again, for a
    /// new game.
    public func gameStarted(_ gameState: GameState) async {
        let again = state.withLock { state -> BotProcess? in
            state.matchClock = gameState.clock.map(BotClock.init)
            guard state.asked, state.failure == nil, let process = state.process else { return nil }
            state.known = []
            state.asked = false
            return process
        }
        do {
            if let again {
                try await handshake(again, rules: gameState.rules)
            } else {
                _ = try await running(rules: gameState.rules)
            }
            if let log = process?.log, log.hasFile { log.note(ExternalPlayer.gameStartedNote(gameState)) }
        } catch {
            await process?.stop(force: true)
        }
    }

    public func gameEnded(_ result: GameResult) async {
        let (process, abandoned) = state.withLock { ($0.process, $0.abandonedMove) }
        ExternalPlayer.noteGameEnded(result, in: process, abandonedMove: abandoned)
    }

    /// True: every read of a move has a deadline, the referee's when it times the move.
    public var keepsItsOwnDeadline: Bool { true }

    /// The move the engine gives; a run that faulted is ended at once, with no grace, and so
    /// is one the referee stopped waiting for (its time limit, a clock, the game's end),
    /// whose answer may still come and must never meet another request.
    public func move(in gameState: GameState, budget: MoveBudget) async throws -> Move {
        do {
            return try await askForMove(in: gameState, budget: budget)
        } catch let error as BotFault {
            await process?.stop(force: true)
            throw error
        } catch {
            let number = gameState.moves.count + 1
            let process = state.withLock { state in
                if state.process != nil, state.failure == nil { state.abandonedMove = number }
                return state.process
            }
            await process?.stop(force: true)
            throw error
        }
    }

    private func askForMove(in gameState: GameState, budget: MoveBudget) async throws -> Move {
        let rules = gameState.rules
        // NB: the running engine without an asynchronous call, the common case.
        let process: BotProcess
        if let running = state.withLock({ $0.failure == nil ? $0.process : nil }) {
            process = running
        } else {
            process = try await running(rules: rules)
        }
        let number = gameState.moves.count + 1
        let time = budget.perMove ?? configuration.defaultMoveTime
        let allowed = allowance(for: time, grace: budget.grace)
        // NB: under the referee's limit the referee's clock decides, and this deadline is
        // only a backstop, far enough past it that a busy machine's late timer still rules.
        let deadline = budget.deadline.map { $0 - time + allowed.andSlack } ?? .now + allowed.alone
        let clock = budget.clock.map(BotClock.init)
        // NB: the limits and the request in one write: one system call, one wake-up of the engine.
        let lines = state.withLock { state in
            // NB: what the engine knows must be where this game starts, or it gets the whole board.
            let knownCount = Self.isPrefix(state.known, of: gameState.moves) ? state.known.count : nil
            state.asked = true
            state.lastMoveScore = nil
            state.lastMoveDepth = nil
            var lines = state.pending
            state.pending = []
            lines += Self.moveLimits(time: time, clock: clock, kept: &state.lastLimits)
            lines += GomocupProtocol.request(rules: rules, moves: gameState.moves, known: knownCount)
            return lines
        }
        // NB: what came while nothing was asked is no answer to this request (but the
        // answer to `ABOUT`, sent after the handshake, is read whenever it comes).
        for line in process.dropStrayLines() {
            if let fields = GomocupProtocol.about(parsing: line) { heard(about: fields, from: process) }
        }
        let askedAt = ContinuousClock.now
        process.send(lines)
        var remarks = 0
        var complaint: String?
        var score: BotScore?
        var depth: Int?
        while true {
            let said = complaint
            let line = try await nextLine(from: process, until: deadline, stopWaiting: budget.stopWaiting, move: number) {
                said.map { .reportedError(text: $0, move: number) } ?? .timedOut(allowed: allowed.alone, budget: time, move: number)
            }
            // NB: the answer nearly every move gets, read before the line is taken apart as words.
            if let move = GomocupProtocol.move(parsing: line, rules: rules) {
                return answered(move, after: gameState, process: process, askedAt: askedAt, score: score, depth: depth)
            }
            let (word, rest) = line.trimmingWhitespace.firstWordAndRest
            switch word.uppercased() {
            case "MESSAGE":
                if let said = GomocupProtocol.score(inMessage: rest) { score = said }
                if let said = GomocupProtocol.depth(inMessage: rest) { depth = said }
                configuration.onRemark?(line.trimmingWhitespace)
            case "DEBUG":
                configuration.onRemark?(line.trimmingWhitespace)
            case "SUGGEST", "OK":
                break
            case "ERROR":
                // NB: the engine's answer to a request it cannot carry out: no move follows.
                throw fail(.reportedError(text: rest.isEmpty ? word : "\(word) \(rest)", move: number))
            case "UNKNOWN":
                complaint = rest.isEmpty ? word : "\(word) \(rest)"
            default:
                if let move = GomocupProtocol.move(parsing: line, rules: rules) {
                    return answered(move, after: gameState, process: process, askedAt: askedAt, score: score, depth: depth)
                }
                if GomocupProtocol.coordinates(parsing: line) != nil {
                    let reason = "it is not a cell of the \(rules.columns)x\(rules.rows) board (x from 0 to \(rules.columns - 1), y from 0 to \(rules.rows - 1))."
                    throw fail(.notAMove(text: line.trimmingWhitespace, reason: reason, move: number))
                }
                guard let fields = GomocupProtocol.about(parsing: line) else {
                    throw fail(.unreadableReply(line: line, move: number, expected: "'x,y', as in '7,7'"))
                }
                heard(about: fields, from: process)
            }
            remarks += 1
            if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
        }
    }

    /// ``BotConfiguration/allowance(for:grace:)``, alone and with the referee's slack, worked
    /// out once for as long as the time and grace stay the same (its arithmetic on durations
    /// is dear for every move).
    private func allowance(for time: Duration, grace: Duration) -> (alone: Duration, andSlack: Duration) {
        state.withLock { state in
            if let kept = state.lastAllowance, kept.time == time, kept.grace == grace { return (kept.alone, kept.andSlack) }
            let alone = configuration.allowance(for: time, grace: grace)
            let andSlack = alone + configuration.refereeSlack
            state.lastAllowance = (time, grace, alone, andSlack)
            return (alone, andSlack)
        }
    }

    /// Keeps `move` as the engine's answer, with the `score` and `depth` it printed, and logs
    /// how long it took.
    private func answered(
        _ move: Move, after gameState: GameState, process: BotProcess, askedAt: ContinuousClock.Instant, score: BotScore?,
        depth: Int?
    ) -> Move {
        if process.log.hasFile { process.log.note("answered in \((ContinuousClock.now - askedAt).preciseText)") }
        state.withLock { state in
            // NB: in place: no new array a move.
            state.known.removeAll(keepingCapacity: true)
            state.known.append(contentsOf: gameState.moves)
            state.known.append(move)
            state.lastMoveScore = score.map(MoveScore.init)
            state.lastMoveDepth = depth
        }
        return move
    }

    /// Whether `prefix` is where `moves` starts.
    private static func isPrefix(_ prefix: [Move], of moves: [Move]) -> Bool {
        guard prefix.count <= moves.count else { return false }
        for index in prefix.indices where prefix[index] != moves[index] { return false }
        return true
    }

    /// ``GomocupProtocol/moveLimits(time:clock:)``, made once for as long as they stay the same.
    private static func moveLimits(
        time: Duration, clock: BotClock?, kept: inout (time: Duration, clock: BotClock?, lines: [String])?
    ) -> [String] {
        if let kept, kept.time == time, kept.clock == clock { return kept.lines }
        let lines = GomocupProtocol.moveLimits(time: time, clock: clock)
        kept = (time, clock, lines)
        return lines
    }

    func recordFault(_ error: BotFault) -> (first: Bool, process: BotProcess?) {
        state.withLock { state in
            let first = state.failure == nil
            if first { state.failure = error }
            return (first, state.process)
        }
    }
}
