import GameCore
import GameRecords
import Referee
import TextAndFiles

/// Runs a ``TournamentPlan``: plays its games concurrently, appends each finished game to a
/// journal at once, and folds the results in game order into ``TournamentStandings``.
///
/// Each game gets fresh player instances, made by the registry with seeds derived from the
/// game's seed, and the game's seed derives from the plan's seed and the game's index; so
/// the games (moves and results) are the same whatever the concurrency, shard or resume.
///
/// Games run in a bounded task group: at most ``concurrency`` at once. The journal gets a
/// game's line as soon as it finishes (so its lines are in the order games finished, each with
/// its index); the standings, the SPRT and the `onGame` callback take games in index order.
/// A shard does not stop for the SPRT (see ``Shard``).
public struct Tournament: Sendable {
    public var plan: TournamentPlan
    /// Makes the players.
    public var registry: PlayerRegistry
    /// Given to every player made, with its seed replaced by one for that player and game.
    public var context: PlayerContext
    /// Games played at once.
    public var concurrency: Int
    /// The part of the schedule this run plays, or nil for all of it.
    public var shard: Shard?
    /// The results journal, or nil for none.
    public var journalPath: String?
    /// Whether to continue the journal's tournament (else the journal must be new or empty).
    public var resume: Bool
    /// Whether each journal line is `fsync`ed.
    public var syncsJournal: Bool
    /// When this run began, in UTC (`2026-05-01T10:53:25Z`), for the header of a journal it
    /// begins; nil writes none.
    public var started: String?
    /// Makes ttt's solver for the plan's rules, for exact adjudication (``AdjudicationRules/exact``):
    /// one per game played at once, kept from game to game. Without it, that rule never applies.
    public var makeSolver: (@Sendable (Rules) -> (any PositionSolver)?)?
    /// Whether each lane of games is kept on one processor, with the bots its games start
    /// (``GameLane/processors(for:)``): a game's ping-pong then never crosses processors.
    public var pinsLanes = false
    /// Which positions the run's `--samples` keeps, for the journal's first line; nil
    /// without `--samples`.
    public var sampleSelection: SampleSelection?
    /// Told of every move as it is played, with its game's index, from the lane that plays
    /// it (in no order across games): for tools that watch a run live (`--json-moves`).
    public var onMove: (@Sendable (_ game: Int, _ move: MoveStory.Told) -> Void)?

    public init(
        plan: TournamentPlan, registry: PlayerRegistry, context: PlayerContext = PlayerContext(),
        concurrency: Int = 1, shard: Shard? = nil, journalPath: String? = nil, resume: Bool = false,
        syncsJournal: Bool = false, started: String? = nil
    ) {
        self.plan = plan
        self.registry = registry
        self.context = context
        self.concurrency = max(1, concurrency)
        self.shard = shard
        self.journalPath = journalPath
        self.resume = resume
        self.syncsJournal = syncsJournal
        self.started = started
    }

    /// Plays what the schedule (or shard) still lacks and returns the standings.
    ///
    /// - Parameters:
    ///   - onGame: called with every game of the schedule in index order, from the journal or
    ///     just played, as long as its pairing is still running (for records, say).
    ///   - progress: called now and then (about ten times a second) with how far it has got.
    ///   - abort: asked before each game starts and during games; when it gives a reason,
    ///     no more games start, running ones end as aborted (not journaled), and the
    ///     outcome's `stopReason` says why.
    /// - Throws: ``InputError`` for a bad plan, a spec that cannot be made into a player,
    ///   a file that is not a journal, a journal of another tournament (or, without `resume`,
    ///   one that already holds games), a game in it that is not the schedule's, whose
    ///   result its moves contradict or whose adjudication the plan's rules do not give (see
    ///   ``AdjudicationCheck``), or a journal that cannot be read or written.
    public func run(
        onGame: ((JournalEntry) throws(InputError) -> Void)? = nil,
        progress: ((TournamentProgress) -> Void)? = nil,
        abort: (@Sendable () -> String?)? = nil
    ) async throws(InputError) -> TournamentOutcome {
        try plan.validate()
        try checkPlayers()
        // NB: a tournament of its own keeps what players leave between its games, and ends it.
        guard context.betweenGames == nil else { return try await playGames(progress: progress, onGame: onGame, abort: abort) }
        var tournament = self
        let shelf = BetweenGames()
        tournament.context.betweenGames = shelf
        do {
            let outcome = try await tournament.playGames(progress: progress, onGame: onGame, abort: abort)
            await shelf.endAll()
            return outcome
        } catch {
            await shelf.endAll()
            throw error
        }
    }

    private func playGames(
        progress: ((TournamentProgress) -> Void)?,
        onGame: ((JournalEntry) throws(InputError) -> Void)?,
        abort: (@Sendable () -> String?)?
    ) async throws(InputError) -> TournamentOutcome {
        let clock = ContinuousClock()
        let started = clock.now
        let (journal, earlier, notice) = try openJournal()
        let pairings = plan.pairings
        let gameCount = plan.gameCount
        var pending: [Int: JournalEntry] = [:]
        for entry in earlier where entry.index < gameCount && inShard(entry.index, pairingCount: pairings.count) {
            pending[entry.index] = pending[entry.index] ?? entry
        }
        let fromJournal = pending.count
        let scheduled = (0..<gameCount).reduce(0) { $0 + (inShard($1, pairingCount: pairings.count) ? 1 : 0) }
        // NB: a shard holds a part of each pairing's games, so a verdict of its own is not the
        // tournament's, and stopping on it would leave out games one run counts. A shard plays
        // all its games; `ttt merge` applies the test to every shard's games, in order.
        var counted = plan
        if shard != nil { counted.sprt = nil }
        var standings = TournamentStandings(plan: counted)
        var nextLaunch = 0
        var nextCount = 0
        var done = 0
        var playedNow = 0
        var stopReason: String?
        var afterVerdict: [JournalEntry] = []
        var lastProgress = started
        // NB: games finished out of order wait here for their turn; the window bounds it.
        let window = max(256, concurrency * 64)

        /// Folds, in index order, every game that is ready.
        func count() throws(InputError) {
            while nextCount < gameCount {
                if !inShard(nextCount, pairingCount: pairings.count) || standings.isStopped(game: nextCount) {
                    if let entry = pending.removeValue(forKey: nextCount), standings.isStopped(game: nextCount) {
                        standings.countGameAfterVerdict()
                        afterVerdict.append(entry)
                    }
                    nextCount += 1
                    continue
                }
                guard let entry = pending.removeValue(forKey: nextCount) else { return }
                if standings.record(entry) {
                    try onGame?(entry)
                }
                done += 1
                nextCount += 1
            }
        }

        try count()
        progress?(TournamentProgress(done: done, total: scheduled, playedNow: 0, elapsed: .zero))
        var journalError: InputError?
        // NB: games are handed out in batches of consecutive indices, sized so that a batch
        // takes about ``batchTime``: one task per fast game costs more than the game.
        var batchSize = 1
        let processors = pinsLanes ? GameLane.processors(for: concurrency) : []
        let lanes = (0..<concurrency).map {
            GameLane(name: "ttt game \($0 + 1)", processor: processors.isEmpty ? nil : processors[$0])
        }
        defer { for lane in lanes { lane.finish() } }
        await withTaskGroup(of: Batch.self) { group in
            // NB: each task plays in a lane of its own, and a lane's next task gets what the
            // last left (a bot's running program), so each program answers one lane.
            var freeLanes = Array((0..<concurrency).reversed())
            func launchMore() {
                while let lane = freeLanes.last, stopReason == nil, nextLaunch < gameCount {
                    var games: [ScheduledGame] = []
                    let size = max(1, min(batchSize, (gameCount - nextLaunch) / (concurrency * 2)))
                    while games.count < size, nextLaunch < gameCount, nextLaunch < nextCount + window {
                        let index = nextLaunch
                        nextLaunch += 1
                        if index < nextCount || !inShard(index, pairingCount: pairings.count) || pending[index] != nil
                            || standings.isStopped(game: index) { continue }
                        games.append(plan.game(at: index, pairings: pairings))
                    }
                    if games.isEmpty { return }
                    if let abort, let reason = abort() {
                        stopReason = reason
                        return
                    }
                    if Task.isCancelled {
                        stopReason = "The tournament was cancelled."
                        return
                    }
                    freeLanes.removeLast()
                    group.addTask(executorPreference: lanes[lane]) {
                        var batch = await BetweenGames.$lane.withValue(lane) {
                            await self.play(games, journal: journal, abort: abort)
                        }
                        batch.lane = lane
                        return batch
                    }
                }
            }
            launchMore()
            while let batch = await group.next() {
                freeLanes.append(batch.lane)
                if let error = batch.journalError {
                    journalError = journalError ?? error
                    stopReason = stopReason ?? error.message
                }
                for (index, entry) in batch.games {
                    if let entry {
                        playedNow += 1
                        if index >= nextCount {
                            pending[index] = entry
                        } else if standings.isStopped(game: index) {
                            // NB: under way when its pairing's verdict came; journaled, not counted.
                            standings.countGameAfterVerdict()
                            afterVerdict.append(entry)
                        }
                    } else if stopReason == nil {
                        stopReason = abort?() ?? "The tournament was cancelled."
                    }
                }
                if !batch.games.isEmpty {
                    let perGame = batch.elapsed / batch.games.count
                    batchSize = perGame > .zero ? max(1, min(64, Int(Self.batchTime / perGame))) : 64
                }
                do throws(InputError) { try count() } catch {
                    journalError = journalError ?? error
                    stopReason = stopReason ?? error.message
                }
                if let progress {
                    let now = clock.now
                    if now - lastProgress >= .milliseconds(100) {
                        lastProgress = now
                        progress(TournamentProgress(done: done, total: scheduled, playedNow: playedNow, elapsed: now - started))
                    }
                }
                launchMore()
            }
        }
        if let journalError { throw journalError }
        let elapsed = clock.now - started
        progress?(TournamentProgress(done: done, total: scheduled, playedNow: playedNow, elapsed: elapsed))
        return TournamentOutcome(
            standings: standings, playedNow: playedNow, fromJournal: fromJournal, scheduled: scheduled,
            stopReason: stopReason, elapsed: elapsed, notices: (notice.map { [$0] } ?? []) + shardNotices,
            gamesAfterVerdict: afterVerdict)
    }

    /// What a person running a shard should know: that its SPRT waits for the merge.
    var shardNotices: [String] {
        guard let shard, plan.sprt != nil else { return [] }
        return ["Shard \(shard) plays all its games: the SPRT is applied by 'ttt merge', to the games of every shard in order."]
    }

    /// Whether this run's shard plays game `index`.
    func inShard(_ index: Int, pairingCount: Int) -> Bool {
        guard let shard else { return true }
        return shard.contains(slot: plan.placement(ofGame: index, pairingCount: pairingCount).slot)
    }

    /// Makes each player once, so a misspelt spec stops the run before any game.
    func checkPlayers() throws(InputError) {
        for spec in plan.specs {
            do {
                let player = try registry.makePlayer(spec, context: context)
                Task.detached { await player.shutDown() }
            } catch let error as PlayerError {
                throw InputError(error.message)
            } catch {
                throw InputError("Cannot make player '\(spec.text)': \(error)")
            }
        }
    }

    /// Plays one game; nil when it was aborted.
    func play(_ game: ScheduledGame, abort: (@Sendable () -> String?)?) async -> JournalEntry? {
        let clock = ContinuousClock()
        let started = clock.now
        var first = makePlayer(game.first, seed: game.seed, side: 1)
        var second = makePlayer(game.second, seed: game.seed, side: 2)
        // NB: each player's own clock (its spec's), else the run's; one without a clock is not wrapped.
        var firstClock: ClockedPlayer?, secondClock: ClockedPlayer?
        if let gameClock = plan.clock(ofPlayer: game.first) {
            firstClock = ClockedPlayer(first, clock: gameClock, margin: plan.timeMargin)
            first = firstClock!
        }
        if let gameClock = plan.clock(ofPlayer: game.second) {
            secondClock = ClockedPlayer(second, clock: gameClock, margin: plan.timeMargin)
            second = secondClock!
        }
        let clocked = game.firstPlays == .x ? (x: firstClock, o: secondClock) : (x: secondClock, o: firstClock)
        let (x, o) = game.firstPlays == .x ? (first, second) : (second, first)
        let rules = plan.rules
        let opening = game.opening.isEmpty ? nil : try! Game(rules: rules, moves: game.opening)
        var coordinator = Coordinator(rules: rules, timeLimit: plan.timeLimit, timeMargin: plan.timeMargin)
        if plan.hasPlayerTimes {
            coordinator.sideTimeLimits = (
                x: plan.timeLimit(ofPlayer: game.player(of: .x)), o: plan.timeLimit(ofPlayer: game.player(of: .o)))
        }
        coordinator.keepsStory = true
        if let onMove {
            let index = game.index
            coordinator.onMoveTold = { told in onMove(index, told) }
        }
        var solver: (any PositionSolver)?
        if !plan.adjudication.isEmpty {
            if plan.adjudication.exact != nil {
                solver = context.betweenGames?.take((any PositionSolver).self, under: Self.solverKey) ?? makeSolver?(rules)
            }
            coordinator.adjudicator = Adjudicator(rules: plan.adjudication, solver: solver)
        }
        let shown = plan.displayNames
        let names = (x: shown[game.player(of: .x)], o: shown[game.player(of: .o)])
        var played = await coordinator.play(x: x, o: o, seed: game.seed, opening: opening, names: names, abort: abort)
        if let solver, let shelf = context.betweenGames { shelf.leave(solver, under: Self.solverKey) {} }
        await x.shutDown()
        await o.shutDown()
        if case .aborted = played.result.reason { return nil }
        // NB: a game cancelled may end as a fault its cancellation caused: it is not counted.
        if Task.isCancelled { return nil }
        // NB: nor a fault that came as the run was ending (a bot killed by the signal that
        // ends ttt, or by ttt's own shutdown): the game is played again by --resume.
        switch played.result.reason {
        case .playerError, .timeout: if let abort, abort() != nil { return nil }
        default: break
        }
        if let loser = played.result.winner?.opponent, case .playerError = played.result.reason,
           let overrun = (loser == .x ? clocked.x : clocked.o)?.overrun {
            played.result.reason = .timeout(overrun)
        }
        let elapsed = clock.now - started
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
        // NB: the time left is journaled when both sides played on a clock.
        let left = clocked.x.flatMap { x in clocked.o.map { o in (x: x.timeLeft.milliseconds, o: o.timeLeft.milliseconds) } }
        return JournalEntry(
            index: game.index, x: plan.specs[game.player(of: .x)].text, o: plan.specs[game.player(of: .o)].text,
            rules: rules, openingLength: game.opening.count, seed: game.seed, moves: played.moves,
            winner: played.result.winner, reason: Self.summary(of: played.result.reason), milliseconds: milliseconds,
            clockLeft: left, story: played.story)
    }

    /// Where a game leaves its solver for the next game of its lane.
    static let solverKey = "adjudication solver"

    /// About how long a lane's batch of games should take. Each batch costs two wake-ups
    /// (the lane's thread hands its games back, and gets the next batch): with games of a
    /// millisecond, batches of 2ms made ttt 1.06x c-gomoku-cli's wall time on the same
    /// match. Longer batches delay the count (and an SPRT verdict) by at most this much.
    static let batchTime: Duration = .milliseconds(20)

    /// ``EndReason/summary``, made without building a string per cell for the common end.
    static func summary(of reason: EndReason) -> String {
        guard case let .line(cells) = reason, cells.allSatisfy({ $0.column < 26 }) else { return reason.summary }
        var bytes = Array("line".utf8)
        for cell in cells {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: "a") + UInt8(cell.column))
            JournalEntry.appendDecimal(UInt64(cell.row + 1), to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A fresh player for spec `place` in a game with seed `gameSeed`; a spec that fails to
    /// make one gives a stand-in that forfeits.
    func makePlayer(_ place: Int, seed gameSeed: UInt64, side: UInt64) -> any Player {
        var context = context
        var generator = SplitMix64.derived(from: gameSeed, index: side)
        context.seed = generator.next()
        let spec = plan.specs[place]
        do {
            return try registry.makePlayer(spec, context: context)
        } catch {
            return UnavailablePlayer(name: spec.text, message: (error as? PlayerError)?.message ?? "\(error)")
        }
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) * 1e-15
    }
}
