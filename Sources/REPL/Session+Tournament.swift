import BotProcesses
import GameCore
import GameRecords
import Players
import Referee
import Report
import Search
import Synchronization
import TextAndFiles
import Tournaments

extension Session {
    static let tournamentCommand = ReplCommand(
        "tournament", usage: "tournament SPEC SPEC... [--games N] [options]",
        summary: "A round robin (or gauntlet) of several players, with a journal, statistics and SPRT.",
        details: """
        Every pair of players meets for --games N games (default 10), colours alternating
        and each opening played with both colours. Results: standings with every player's
        rating (Elo fitted over all games at once as BayesElo fits it, with a prior of 2
        virtual draws a player, and its 95% interval; see --ratings), a crosstable, and per
        pairing the Elo difference with a 95% interval, LOS, draw ratio and game pairs.

          --games N            games per pairing
          --seed S             the base seed (default: the session's, see 'set seed')
          --concurrency C      games at once (default: the number of cores)
          --gauntlet           the first player against each of the others only
          --rules RULES        the current game's (default), or a preset (tictactoe, 4x4,
                               gomoku, connect4, gomoku-standard, renju, caro), or
                               'MxN k=K [gravity] [rule=R]' as in '7x6 k=4 gravity'
          --random-plies N     start each game pair after N random moves
          --openings FILE      start game pairs from FILE's openings, one a line, each line
                               moves in ttt's notation, rows from 1 at the bottom ('h8 i7
                               j8'), a pos line of c-gomoku-cli and Yixin, cells run
                               together with rows from 1 at the top ('h8i9j8', the same
                               cells on 15x15), or the Gomocup's 'x,y, x,y' stones from
                               the centre; or every game of an SGF file (FILE.sgf). Game
                               pair k of each pairing plays opening k mod N of N, the
                               file repeating
          --openings-order sequential|random
                               the file's order (default), or each pass through it
                               shuffled anew by the seed
          --openings-transform
                               opening I of the file, in pass P through it, in
                               symmetry (I + P) mod S of the board's S: 8 on a square
                               board (identity, mirror, flip, rotate 180, diagonal,
                               rotate 90 clockwise, anticlockwise, antidiagonal), the
                               first 4 on another, the first 2 under gravity; a run
                               shorter than the file is transformed too
          --openings-plies N   only the first N moves of each opening (or SGF game)
          --time 500ms         a per-move limit (default: 'set time')
          --clock 10s+100ms    a game clock per player: base time plus an increment per move;
                               '40/60s+600ms' gives 60s again after every 40 moves
                               (a player's own 'time=' or 'clock=' wins over --time
                               and --clock, as in search:time=200ms)
          --time-margin 50ms   how late past --time or --clock a move is still accepted
                               (slack for process bots; default 0)
          --sprt elo0=0,elo1=10,alpha=0.05,beta=0.05
                               stop a pairing once the test accepts H0 or H1
                               (after at least 10 game pairs); games already
                               started then are played and journaled, not
                               counted, and the summary says how many
          --journal FILE       append every finished game to FILE as a JSON line
          --resume             continue the journal's tournament, playing only what is missing
          --shard I/N          play part I of N (merge the journals with 'ttt merge')
          --records FILE       every game as a text record (or SGF when FILE ends in .sgf)
          --samples FILE       a row for every move a player chose in every game counted:
                               the position (the moves before it), the move, the game's
                               result for the side to move (0 loss, 1 draw, 2 win), the
                               rules, the game's number (from 1) and the mover's score
                               where it reported one; CSV for FILE.csv, JSON Lines for
                               FILE.jsonl, c-gomoku-cli's binary entries for FILE.bin
                               and FILE.bin.lz4 (LZ4 frames; gomoku boards up to 22x22)
          --sample-rate F      keep each position with chance F (0 < F <= 1), drawn from
                               the seed: the same games give the same rows
          --samples-skip-faults
                               leave games ended by a fault (a crash, a timeout, an
                               illegal move, ...) out of --samples
          --report FILE        an HTML page of the tournament (standings, ratings, faults,
                               every game), rewritten as games finish; see 'ttt report'
          --sync               fsync the journal after every game
          --affinity           keep each of the C games at once on a processor of its
                               own, with the bots it starts: fast bots play several
                               times faster on an idle virtual machine. Not for bots
                               that think on several threads or ponder
          --anchor SPEC        rate that player 0 and the others from it (default: a mean of 0)
          --ratings prior[=N]|mle
                               how ratings are fitted: with a prior of N virtual draws
                               a player (default 2, as BayesElo's 'prior'), spread
                               evenly over every other player, so every rating and
                               interval is finite; or 'mle', maximum likelihood alone,
                               where a player who took every point, or none, is +inf
                               or -inf
          --bot-logs DIR       a log file per external bot in DIR (default: 'set bot-logs')
          --adjudicate exact[,plies=N][,win-loss|draw|both][,vcf]
                               end a game by ttt's solver once perfect play ends
                               it within N plies (default 12): a win in N plies
                               at most, or a draw with N empty cells at most;
                               gravity games and small boards, and with vcf a
                               proven win by fours on a big board
          --adjudicate-budget 20ms
                               the solver's time for each position (default 20ms)
          --draw movenumber=N,movecount=M,score=S
                               a draw once both players' scores stay within S of zero
                               for M moves each, from full move N on
          --resign movecount=M,score=S[,twosided=true]
                               a loss for a player whose score is S or more below zero
                               for M of its moves in a row (twosided: while its
                               opponent's is S or more above)
          --max-moves N        a draw once a game has N moves (stones, the opening's
                               included)

        Scores are what players report with their moves: a UCI engine's 'info ... score',
        a Gomocup engine's 'MESSAGE ... ev N', a native bot's 'info score N', and the
        built-in players' own values (docs/SCRIPTING.md, Adjudication).

        One run writes a journal at a time: another run on it is refused, with its pid.
        --records, --samples and --report write only a new file or one ttt wrote, never
        the journal or another input; with --resume they are written anew, the journal's
        games first. Ctrl-C stops at once: the games in progress end uncounted,
        and the standings so far are shown.

        Examples: 'tournament random heuristic perfect --games 20',
        'tournament heuristic random --games 100 --sprt elo0=0,elo1=100 --journal h.jsonl'.
        """
    ) { session, words throws(CommandError) in
        let request = try TournamentRequest.parsing(words)
        try await session.tournament(request)
    }

    /// Runs a tournament from the REPL or a script: progress on a terminal, the report at the
    /// end, and each game on the session's scoreboard.
    func tournament(_ request: TournamentRequest) async throws(CommandError) {
        matchesStarted += 1
        let seed = request.seed ?? SplitMix64.derived(from: settings.seed, index: 1 << 32 | matchesStarted).state
        var request = request
        request.seed = seed
        // NB: in the REPL the games are played under the current game's rules unless told otherwise.
        if request.rules == nil { request.rules = game.rules.name }
        // NB: the session's margin, where a time limit or clock applies and none was given.
        if request.timeMargin == nil, settings.timeMargin > .zero, request.time != nil || request.clock != nil || settings.moveTime != nil {
            request.timeMargin = settings.timeMargin.shortText
        }
        let board = ScoreboardSink()
        Ending.interrupted.store(false, ordering: .relaxed)
        let outcome = try await Interrupts.cancelling { () throws(CommandError) in try await Self.runTournament(
            request, registry: try registry(botLogs: request.botLogs), context: playerContext, output: output, defaultTime: settings.moveTime,
            onGame: { entry in board.record(entry) },
            abort: { Ending.reason }) }
        scoreboard.merge(board.scoreboard)
        _ = outcome
    }

    /// Runs the tournament `request` describes and reports it on `output`: a progress line on
    /// a terminal, then the pairings, standings and crosstable (or, in JSON mode, a
    /// `tournament_started` object, a `game` object for every game counted, in the
    /// schedule's order, and a `standings` and `tournament_ended` object).
    ///
    /// `ttt tournament`, `ttt match` and the REPL's `tournament` and `match` all come here.
    public static func runTournament(
        _ request: TournamentRequest, registry: PlayerRegistry, context: PlayerContext = PlayerContext(),
        output: any Output, defaultTime: Duration? = nil,
        onGame: ((JournalEntry) -> Void)? = nil, abort: (@Sendable () -> String?)? = nil
    ) async throws(CommandError) -> TournamentOutcome {
        var request = request
        // NB: an engine's name is shown as its engines file spells it.
        request.specs = request.specs.map(registry.canonicalSpec)
        request.anchor = request.anchor.map(registry.canonicalSpec)
        let copies = TournamentRequest.namingCopies(request.specs)
        request.specs = copies.specs
        let plan = try request.plan(defaultSeed: request.seed ?? 0, defaultTime: defaultTime)
        let ratingMethod = try request.ratingMethod()
        let shard = try request.parsedShard()
        if request.resume && request.journal == nil {
            throw CommandError("--resume continues a journal: give it with --journal FILE.")
        }
        let sampleSelection = try request.sampleSelection()
        // NB: by file identity, before any is opened: no output replaces an input or another output.
        do {
            let outputs = [
                ("--journal", request.journal), ("--records", request.records), ("--samples", request.samples), ("--report", request.report),
            ]
            try FileLocation.checkOutputs(
                outputs.compactMap { role, path in path.map { RunFile(role, $0) } },
                inputs: request.openingsFile.map { [RunFile("--openings", $0)] } ?? [])
        } catch {
            throw CommandError(error.message)
        }
        let records: RecordsFile?
        do { records = try request.records.map { (path) throws(InputError) in try RecordsFile(path: path) } } catch {
            throw CommandError(error.message)
        }
        if records?.isSGF == true && plan.rules.gravity {
            throw CommandError("SGF has no game type for gravity games such as \(plan.rules.name); give --records a .txt or .pgn-like name.")
        }
        let samples: SamplesFile?
        do {
            samples = try request.samples.map { (path) throws(InputError) in
                try SamplesFile(path: path, selection: sampleSelection ?? SampleSelection(), rules: plan.rules)
            }
        } catch {
            throw CommandError(error.message)
        }
        let started = UTCTime.now()
        let live: LiveReport?
        do {
            live = try request.report.map { (path) throws(ReportError) in
                let event = ReportEvent(versions: [TTTVersion.current], started: started, journals: request.journal.map { [$0] } ?? [],
                                        shards: shard.map { [$0.description] } ?? [])
                return try LiveReport(file: try ReportFile(path: path), plan: plan, event: event, anchor: request.anchor, ratingMethod: ratingMethod)
            }
        } catch {
            throw CommandError(error.message)
        }
        // NB: the page's first write comes once the journal is open and read; a failure is
        // the run's error at its next game, as a records file's is.
        var reportError: ReportError?
        var tournament = Tournament(
            plan: plan, registry: registry, context: context, concurrency: request.effectiveConcurrency, shard: shard,
            journalPath: request.journal, resume: request.resume, syncsJournal: request.sync, started: started)
        tournament.makeSolver = { ExactSolver(rules: $0) }
        tournament.pinsLanes = request.affinity
        tournament.sampleSelection = samples?.selection
        if request.jsonMoves {
            guard let write = output.concurrentJSON else {
                throw CommandError("--json-moves writes a JSON line a move: give --json too.")
            }
            let rules = plan.rules
            tournament.onMove = { game, told in write(Self.moveLine(game: game, told, rules: rules)) }
        }
        output.json(.fields([("type", "tournament_started")] + plan.header(shard: shard).members.dropFirst()))
        for notice in copies.notices + PlayerSpec.nameNotices(for: plan.specs) { output.text(notice) }
        let shown = Self.recordShowingShortNames(of: plan)
        let outcome: TournamentOutcome
        var unplayed = UnplayedGames()
        do {
            outcome = try await tournament.run(
                onGame: { entry throws(InputError) in
                    unplayed.count(entry)
                    try records?.write(shown(entry))
                    try samples?.write(entry)
                    if let live {
                        if let reportError { throw InputError(reportError.message) }
                        do throws(ReportError) { try live.add(entry, now: UTCTime.now()) } catch { throw InputError(error.message) }
                    }
                    // NB: in JSON mode every counted game is a line, as the journal has it.
                    if output.isJSON, let game = try? JSONValue(parsing: entry.line) { output.json(game) }
                    onGame?(entry)
                },
                progress: { progress in
                    if let live, live.writes == 0 {
                        do throws(ReportError) { try live.write(now: UTCTime.now(), finished: false) } catch { reportError = error }
                    }
                    output.progress(progress.line)
                },
                abort: abort)
        } catch {
            output.progress(nil)
            throw CommandError(error.message)
        }
        output.progress(nil)
        if let live {
            // NB: the page shows every game of the journal, as 'ttt report' does: those past a verdict too.
            do throws(ReportError) {
                for entry in outcome.gamesAfterVerdict { try live.add(entry, now: UTCTime.now()) }
                try live.write(now: UTCTime.now(), finished: true)
            } catch { throw CommandError(error.message) }
        }
        report(outcome, shard: shard, anchor: request.anchor, ratingMethod: ratingMethod, on: output)
        if let samples { output.text(samples.summary) }
        if let path = request.report { output.text("Report: '\(path)'.") }
        // NB: standings of games nobody played are no result: the run fails, saying why.
        if let why = unplayed.failure(rules: plan.rules, rulesGiven: request.rules != nil) { throw CommandError(why) }
        return outcome
    }

    /// Writes a tournament's outcome for people, or as JSON.
    static func report(
        _ outcome: TournamentOutcome, shard: Shard?, anchor: String? = nil, ratingMethod: Ratings.Method = .standard, on output: any Output
    ) {
        var standings = outcome.standings
        standings.ratingAnchor = anchor.flatMap { try? standings.place(ofPlayer: $0) }
        standings.ratingMethod = ratingMethod
        for notice in outcome.notices {
            output.text(notice)
            output.json(.fields([("type", "notice"), ("message", .string(notice))]))
        }
        if let reason = outcome.stopReason { output.text("Stopped: \(reason)") }
        output.text(standings.report)
        let part = shard.map { "Shard \($0): " } ?? ""
        let seconds = Double(outcome.elapsed.components.seconds) + Double(outcome.elapsed.components.attoseconds) * 1e-18
        var summary = "\(part)\(standings.gamesCounted) of \(outcome.scheduled) games"
        if outcome.fromJournal > 0 { summary += " (\(outcome.fromJournal) from the journal)" }
        summary += sprtSummary(standings, why: shard == nil ? "already started when it came" : "shards play all their games")
        summary += "; played \(outcome.playedNow) in \(outcome.elapsed.elapsedText)."
        output.text(summary)
        output.json(standings.json)
        output.json(.fields([
            ("type", "tournament_ended"), ("scheduled", .int(outcome.scheduled)), ("counted", .int(standings.gamesCounted)),
            ("played", .int(outcome.playedNow)), ("from_journal", .int(outcome.fromJournal)),
            ("after_verdict", .int(standings.gamesAfterVerdict)),
            ("seconds", .double(seconds)), ("shard", shard.map { .string($0.description) } ?? .null),
            ("stopped", outcome.stopReason.map { .string($0) } ?? .null),
        ]))
    }

    /// A game as records show it: its players' short names in place of their specs (which
    /// the journal keeps).
    static func recordShowingShortNames(of plan: TournamentPlan) -> (JournalEntry) -> JournalEntry {
        let names = Dictionary(zip(plan.specs.map(\.text), plan.displayNames)) { first, _ in first }
        return { entry in
            var shown = entry
            shown.x = names[entry.x] ?? entry.x
            shown.o = names[entry.o] ?? entry.o
            return shown
        }
    }

    /// What the SPRT stopped, for a summary line: `, the SPRT stopped the rest`, or nothing;
    /// with games played after a verdict, what became of them and `why`: `, the SPRT stopped
    /// the rest; 17 games played after the SPRT's verdict were not counted (already started
    /// when it came)`.
    static func sprtSummary(_ standings: TournamentStandings, why: String) -> String {
        guard standings.sprt != nil, standings.pairings.contains(where: { $0.verdict != nil }) else { return "" }
        let stopped = standings.allStopped ? ", the SPRT stopped the rest" : ", the SPRT stopped some pairings"
        return stopped + (standings.afterVerdictNote.map { "; \($0) (\(why))" } ?? "")
    }
}

extension JSONValue {
    /// An object's members (none for other values).
    var members: [(String, JSONValue)] {
        guard case let .object(members) = self else { return [] }
        return members.map { ($0.key, $0.value) }
    }
}

/// Counts a tournament's games on a scoreboard, by the players' specs.
// NB: the tournament calls `onGame` on the session's own task, one game at a time.
final class ScoreboardSink: @unchecked Sendable {
    private(set) var scoreboard = Scoreboard()
    func record(_ entry: JournalEntry) {
        scoreboard.record(GameResult(winner: entry.winner, reason: .boardFull), xName: entry.x, oName: entry.o)
    }
}

extension Session {
    /// A move of a run as `--json-moves` writes it, as the REPL's `move` event with its game
    /// and story: `{"type":"move","game":3,"ply":5,"side":"X","player":"rapfi","move":"h8",
    /// "ms":98.4,"score":35,"depth":12}` (`game` counted from 0, as the journal's `index`;
    /// `mate` instead of `score` for a mate; what the move does not say left out).
    static func moveLine(game: Int, _ told: MoveStory.Told, rules: Rules) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("type", "move"), ("game", .int(game)), ("ply", .int(told.number)), ("side", .string(told.mark == .x ? "X" : "O")),
            ("player", .string(told.player)), ("move", .string(rules.notation(for: told.move))),
        ]
        if let ms = told.milliseconds { fields.append(("ms", .double((ms * 10).rounded() / 10))) }
        switch told.score {
        case nil: break
        case let .units(value)?: fields.append(("score", .int(value)))
        case let .mate(moves)?: fields.append(("mate", .int(moves)))
        }
        if let depth = told.depth { fields.append(("depth", .int(depth))) }
        return .fields(fields)
    }
}
