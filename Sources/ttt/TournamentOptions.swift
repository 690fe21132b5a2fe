import ArgumentParser
import REPL

/// The options `ttt tournament` and `ttt match` share.
struct TournamentOptions: ParsableArguments {
    @Option(help: "Games per pairing.")
    var games: Int = 10

    @Option(help: "The base seed of every game's seed.")
    var seed: UInt64 = 0

    @Option(help: "Games at once (default: the number of cores).")
    var concurrency: Int?

    @Option(help: "Append every finished game to this file, one JSON line each.")
    var journal: String?

    @Flag(help: "Continue the journal's tournament: play only the games it lacks.")
    var resume = false

    @Option(help: "Play part I of N of the games, as in '2/8'; add the journals up with 'ttt merge'.")
    var shard: String?

    @Option(help: "Start game pairs from this file's openings (pair K plays opening K mod N of N): a line of moves in ttt's notation, rows from 1 at the bottom ('h8 i7 j8'), a pos line as c-gomoku-cli reads it, cells run together with rows from 1 at the top ('h8i9j8', the same cells on 15x15), or the Gomocup's 'x,y' stones from the centre; or each game of an SGF file.")
    var openings: String?

    @Option(help: ArgumentHelp("Take the openings in the file's order, or shuffled by the seed: a new order each pass through the file.", valueName: "sequential|random"))
    var openingsOrder: String?

    @Flag(help: "Play each opening in a symmetry of the board: opening I of the file, in pass P through it, in symmetry (I + P) mod S, S being 8 on a square board, 4 on another, 2 under gravity; so a run shorter than the file is transformed too (all but opening 0, on a square board), and after S passes every opening has been played in every symmetry.")
    var openingsTransform = false

    @Option(help: ArgumentHelp("Start from the first N moves of each opening (of each SGF game).", valueName: "n"))
    var openingsPlies: Int?

    @Option(help: "Start each game pair after this many random moves.")
    var randomPlies: Int?

    @Option(help: "A per-move time limit, such as '500ms' or '2s' (a unit is needed); a player's own 'time=' or 'clock=' wins over it, as in 'search:time=200ms'.")
    var time: String?

    @Option(help: ArgumentHelp("A game clock per player, such as '10s+100ms', or with moves per period '40/60s+600ms' (60s for 40 moves, then again); a player's own 'clock=' or 'time=' wins over it, as in 'uci:PATH:clock=40/60s+600ms'.", valueName: "[moves/]base+inc"))
    var clock: String?

    @Option(help: "How late past --time or --clock a move is still accepted, such as '50ms' (slack for process bots; default 0).")
    var timeMargin: String?

    @Option(help: "The rules: a preset (tictactoe, the default; 4x4, gomoku, connect4, gomoku-standard, renju, caro), or 'MxN k=K [gravity] [rule=R]', R freestyle, standard, renju, caro or the Gomocup's number (0, 1, 4, 8).")
    var rules: String?

    @Option(help: "Write every game to this file as a text record (SGF when it ends in .sgf).")
    var records: String?

    @Option(help: "Write a row for every move a player chose (after the opening) to this file (.csv, .jsonl, or c-gomoku-cli's binary .bin and .bin.lz4): the position, the move, the game's result for the side to move (0 loss, 1 draw, 2 win), the game's number and the mover's score, for training.")
    var samples: String?

    @Option(help: "Keep each position in --samples with this chance, from the seed (default 1).")
    var sampleRate: String?

    @Flag(help: "Leave games ended by a fault (a crash, a timeout, an illegal move, ...) out of --samples.")
    var samplesSkipFaults = false

    @Option(help: "Write an HTML page of the tournament to this file, rewritten as games finish (see 'ttt report').")
    var report: String?
    @Option(help: "Stop a pairing early by SPRT: 'elo0=0,elo1=10,alpha=0.05,beta=0.05'.")
    var sprt: String?

    @Flag(help: "fsync the journal after every game (safe against power loss; slower).")
    var sync = false

    @Flag(help: "Keep each of the games at once on a processor of its own, with the bots it starts (fast bots play several times faster on an idle virtual machine; not for bots that think on several threads or ponder).")
    var affinity = false

    @Flag(help: "Write JSON objects (one a line) instead of tables.")
    var json = false

    @Flag(help: "With --json, also write every move as it is played, a line each (\"type\":\"move\": its game, ply, side, player, cell, time, and the score and depth its player reported), for tools that watch a run live.")
    var jsonMoves = false

    @Option(help: "Rate this player 0 and the others from it (default: ratings with a mean of 0).")
    var anchor: String?

    @Option(help: ArgumentHelp("How ratings are fitted: 'prior' (the default), as BayesElo does, with a prior of 2 virtual draws a player spread evenly over every other player, so every rating and interval is finite; 'prior=N' for N virtual draws; 'mle' for maximum likelihood alone, where a player who took every point, or none, is rated +inf or -inf.", valueName: "prior[=N]|mle"))
    var ratings: String?

    @Option(help: "A directory for a log file per external bot (created if missing).")
    var botLogs: String?

    @Option(help: "An engines file (JSON) whose names are players (default: ./ttt-engines.json, else ~/.config/ttt/engines.json).")
    var engines: String?

    @Option(help: ArgumentHelp("End a game by ttt's solver once perfect play ends it within N plies (default 12): 'exact', 'exact,plies=8,draw', 'exact,vcf' (gomoku: a proven win by fours).", valueName: "exact[,plies=N][,win-loss|draw|both][,vcf]"))
    var adjudicate: String?

    @Option(help: "The solver's time a position for --adjudicate (default 20ms).")
    var adjudicateBudget: String?

    @Option(help: ArgumentHelp("A draw once both engines' scores stay within S of zero for M moves each, from full move N on.", valueName: "movenumber=N,movecount=M,score=S"))
    var draw: String?

    @Option(help: ArgumentHelp("A loss for an engine whose score stays S or more below zero for M of its moves (twosided: its opponent's S or more above).", valueName: "movecount=M,score=S[,twosided=true]"))
    var resign: String?

    @Option(help: "A draw once a game has this many moves (the opening's included).")
    var maxMoves: Int?

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games must be 1 or more, not \(games).") }
        if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be 1 or more, not \(concurrency).") }
        if let randomPlies, randomPlies < 0 { throw ValidationError("--random-plies must be 0 or more, not \(randomPlies).") }
    }

    /// Checks every option's value as written, before anything runs: a mistake is a usage
    /// error (exit 64, with the usage), as ArgumentParser's own are.
    func checkWritten(specs: [String]) throws {
        do throws(CommandError) { try request(specs: specs).checkWritten() } catch { throw ValidationError(error.message) }
    }

    /// The request for the REPL's tournament runner.
    func request(specs: [String]) -> TournamentRequest {
        var request = TournamentRequest()
        request.specs = specs
        request.games = games
        request.seed = seed
        request.concurrency = concurrency
        request.journal = journal
        request.resume = resume
        request.shard = shard
        request.openingsFile = openings
        request.openingsOrder = openingsOrder
        request.openingsTransform = openingsTransform
        request.openingsPlies = openingsPlies
        request.randomPlies = randomPlies
        request.time = time
        request.clock = clock
        request.timeMargin = timeMargin
        request.rules = rules
        request.records = records
        request.samples = samples
        request.sampleRate = sampleRate
        request.samplesSkipFaults = samplesSkipFaults
        request.report = report
        request.sprt = sprt
        request.sync = sync
        request.jsonMoves = jsonMoves
        request.affinity = affinity
        request.anchor = anchor
        request.ratings = ratings
        request.adjudicate = adjudicate
        request.adjudicateBudget = adjudicateBudget
        request.draw = draw
        request.resign = resign
        request.maxMoves = maxMoves
        return request
    }
}
