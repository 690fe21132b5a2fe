public import Arena
public import GameCore

/// A Gomocup (piskvork) engine, playing unmodified: `gomocup:./pbrain-x`.
///
/// The engine is started in its own process group, in a working directory ttt chooses,
/// and told `START` (or `RECTSTART`) when the game starts; it must answer `OK` within the
/// handshake limit. Before every move it is sent the limits (`INFO timeout_turn`,
/// `timeout_match`, `max_memory`, ...), then `BEGIN`, `TURN x,y` or the whole `BOARD`.
/// `MESSAGE`, `DEBUG` and `SUGGEST` lines are logged, never judged; no reply is ever
/// relied on: every read has a deadline. At the end it is sent `END`, then its process
/// group is terminated, killed and reaped. Faults are ``ExternalPlayerError``s, as for
/// native bots. Gravity games are refused: the protocol has no such thing.
public actor GomocupPlayer: Player, ExternalFaultRecording {
    public nonisolated let name: String
    /// How the engine is run.
    public nonisolated let configuration: ExternalPlayer.Configuration
    /// The memory limit sent with `INFO max_memory`, in bytes.
    public nonisolated let maximumMemory: Int
    var process: ExternalProcess?
    var failure: ExternalPlayerError?
    /// How many of the game's moves the engine knows (all up to its last answer).
    private var known = 0

    public init(configuration: ExternalPlayer.Configuration, maximumMemory: Int = 512 * 1024 * 1024) {
        self.name = configuration.name
        self.configuration = configuration
        self.maximumMemory = maximumMemory
    }

    public func gameStarted(_ state: GameState) async {
        _ = try? await running(rules: state.rules)
    }

    public func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let process = try await running(rules: state.rules)
        let number = state.game.moves.count + 1
        let time = budget.perMove ?? configuration.defaultMoveTime
        let allowed = configuration.allowance(for: time)
        let deadline = (budget.deadline.map { $0 - time } ?? .now) + allowed
        for line in GomocupProtocol.limits(time: time, maximumMemory: maximumMemory) + GomocupProtocol.request(for: state.game, known: known) {
            await process.send(line)
        }
        var remarks = 0
        while true {
            let line = try await nextLine(from: process, until: deadline, move: number) {
                .timedOut(allowed: allowed, budget: time, move: number)
            }
            let (word, rest) = line.trimmingWhitespace.firstWordAndRest
            switch word.uppercased() {
            case "MESSAGE", "DEBUG", "SUGGEST", "OK":
                remarks += 1
                if remarks >= configuration.floodLimit { throw fail(.flooded(lines: remarks, move: number)) }
            case "ERROR", "UNKNOWN":
                throw fail(.reportedError(text: "\(word) \(rest)", move: number))
            default:
                guard let move = GomocupProtocol.move(parsing: line, rules: state.rules) else {
                    throw fail(.unreadableReply(line: line, move: number, expected: "'x,y', as in '7,7'"))
                }
                known = number
                return move
            }
        }
    }

    public func shutDown() async {
        guard let process else { return }
        if failure == nil { await process.send("END") }
        await process.stop()
    }

    /// The running engine, started and told the board's size on first use.
    private func running(rules: Rules) async throws -> ExternalProcess {
        if let failure { throw failure }
        if let process { return process }
        guard !rules.gravity else {
            throw fail(.unsupportedRules("The Gomocup protocol has no gravity games; '\(name)' cannot play \(rules.name)."))
        }
        let process = ExternalProcess(configuration.processOptions)
        self.process = process
        do {
            try await process.start()
        } catch {
            throw fail(error)
        }
        await process.send(GomocupProtocol.start(for: rules))
        let limit = configuration.handshakeTimeout
        let deadline = ContinuousClock.now + limit
        while true {
            let line = try await nextLine(from: process, until: deadline, move: 0) {
                .noHandshake(detail: "no 'OK' to START within \(limit.shortTextForBots).")
            }
            let (word, rest) = line.trimmingWhitespace.firstWordAndRest
            switch word.uppercased() {
            case "OK": return process
            case "MESSAGE", "DEBUG": continue
            case "ERROR", "UNKNOWN":
                throw fail(.noHandshake(detail: "it answered '\(ExternalPlayerError.shortened("\(word) \(rest)"))' to '\(GomocupProtocol.start(for: rules))'."))
            default:
                throw fail(.unreadableReply(line: line, move: 0, expected: "'OK'"))
            }
        }
    }
}
