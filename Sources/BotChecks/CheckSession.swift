import BotProcesses
import BotProtocols
import GameCore

/// The bot under one of check-bot's suites, started (and started again) as the checks need
/// it. A conformance says what its protocol does its own way (its checks, its handshake);
/// the rest is shared: the run of the checks in order, the process and why it could not
/// start, and how a check ends (passed, failed with the bot started afresh, not checked).
///
/// Its three conformances: ``NativeCheckSession``, ``GomocupCheckSession`` and
/// ``UCICheckSession``.
protocol CheckSession {
    /// The protocol the bot speaks, as its suite names it.
    associatedtype Codec

    init(check: BotCheckSuite<Codec>)
    var check: BotCheckSuite<Codec> { get }
    /// The bot, while it runs.
    var process: BotProcess? { get set }
    /// Why the bot could not start and shake hands, once it could not: the checks after it
    /// are not run (a bot that never started is not started again for each).
    var startFault: BotFault? { get set }
    /// Why a check was not run, in the words of the protocol: `the bot did not start and
    /// shake hands`.
    static var notStarted: String { get }

    /// The suite's checks, in order: each runs on the session and says how the bot did.
    func checks() -> [Check]
    /// Shakes hands with the bot just started as `process`; a failure stops it.
    mutating func shakeHands(with process: BotProcess) async -> Result<Void, BotFault>
}

extension CheckSession {
    /// One check of a suite, run on the session.
    typealias Check = (inout Self) async -> BotCheckResult

    /// Runs every check of `check`, in order, and returns their results.
    static func run(_ check: BotCheckSuite<Codec>) async -> [BotCheckResult] {
        var session = Self(check: check)
        var results: [BotCheckResult] = []
        for step in session.checks() {
            results.append(await step(&session))
        }
        await session.close()
        return results
    }

    /// The handshake, the first check, named `name`: how long it took, and `answered` (what
    /// the bot said, read from the session after it) when it passed.
    mutating func handshake(_ name: String, answered: (Self) -> String) async -> BotCheckResult {
        let clock = ContinuousClock()
        let begun = clock.now
        switch await running() {
        case let .failure(error): return BotCheckResult(name: name, passed: false, message: error.description)
        case .success: return pass(name, "\(answered(self)) in \((clock.now - begun).shortTextForBots).")
        }
    }

    /// The last check: sends `word` (`quit`, `END`) and judges how the bot ends within
    /// `waiting` (see ``BotProcess/exitCheck(_:sending:waiting:advice:)``).
    mutating func exits(after word: String, waiting: Duration, advice: String) async -> BotCheckResult {
        guard let process = await live() else { return notChecked(word) }
        defer { self.process = nil }
        return await process.exitCheck(word, sending: word, waiting: waiting, advice: advice)
    }

    /// The running bot that has shaken hands, starting it if need be.
    mutating func running() async -> Result<BotProcess, BotFault> {
        if let process { return .success(process) }
        if let startFault { return .failure(startFault) }
        var options = check.configuration.processOptions
        // NB: the last check (quit, END) gives the bot a second to exit; whether it exited by
        // itself is told by the grace, which must be as long, or a busy machine fails a sound bot.
        options.quitGrace = max(options.quitGrace, .seconds(1))
        let process = BotProcess(options)
        do {
            try await process.start()
        } catch {
            startFault = error
            return .failure(error)
        }
        self.process = process
        switch await shakeHands(with: process) {
        case .success:
            return .success(process)
        case let .failure(error):
            // NB: a bot that never shook hands is not started again for every check.
            startFault = error
            await stopProcess()
            return .failure(error)
        }
    }

    /// The bot's next line before `deadline`, or the fault: `timedOut`'s when no line came in
    /// time, and `cancelled` when the wait was cancelled.
    func nextLine(
        from process: BotProcess, after request: String? = nil, until deadline: ContinuousClock.Instant, move: Int,
        cancelled: BotFault, timedOut: @Sendable () -> BotFault
    ) async -> Result<String, BotFault> {
        do {
            return try await process.nextLineOrFault(after: request, until: deadline, move: move, timedOut: timedOut)
        } catch {
            return .failure(cancelled)
        }
    }

    /// The bot for a check, or nil when it cannot even start and shake hands.
    mutating func live() async -> BotProcess? {
        if case let .success(process) = await running() { return process }
        return nil
    }

    func pass(_ name: String, _ message: String) -> BotCheckResult {
        BotCheckResult(name: name, passed: true, message: message)
    }

    func notChecked(_ name: String) -> BotCheckResult {
        BotCheckResult(name: name, passed: false, message: "Not checked: \(Self.notStarted).")
    }

    /// A failed check after which the bot is started afresh.
    mutating func broken(_ name: String, _ message: String) async -> BotCheckResult {
        await stopProcess()
        return BotCheckResult(name: name, passed: false, message: message)
    }

    mutating func stopProcess() async {
        await process?.stop()
        process = nil
    }

    mutating func close() async {
        await stopProcess()
    }

    /// A game of `rules` after `cells`, a fixed position of a check, known to be legal.
    static func game(_ rules: Rules, _ cells: [String]) -> Game {
        var game = Game(rules: rules)
        for cell in cells {
            game = try! game.playing(game.board.move(parsing: cell))
        }
        return game
    }
}
