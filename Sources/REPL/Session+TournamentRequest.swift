import GameCore
import GameRecords
import Referee
import TextAndFiles
import Tournaments
#if canImport(Glibc)
import Glibc
#endif

/// A tournament as asked for on a command line or in the REPL, before it is checked:
/// `tournament SPEC SPEC... --games N --seed S --concurrency C --journal FILE [--resume]
/// [--shard I/N] [--gauntlet] [--openings FILE [--openings-order sequential|random]
/// [--openings-transform] [--openings-plies N] | --random-plies N] [--time 500ms]
/// [--clock BASE+INC] [--time-margin 50ms] [--rules RULES] [--records FILE]
/// [--sprt elo0=..,elo1=..] [--sync] [--affinity] [--anchor SPEC] [--ratings prior[=N]|mle] [--report FILE] [--samples FILE.csv|.jsonl
/// [--sample-rate F] [--samples-skip-faults]]
/// [--adjudicate exact[,plies=N][,win-loss|draw|both][,vcf]] [--adjudicate-budget 20ms]
/// [--draw movenumber=N,movecount=M,score=S] [--resign movecount=M,score=S[,twosided=true]]
/// [--max-moves N]`.
public struct TournamentRequest: Sendable, Hashable {
    public var specs: [String] = []
    /// Games per pairing.
    public var games = 10
    public var seed: UInt64?
    /// Games at once; nil for the number of cores.
    public var concurrency: Int?
    public var journal: String?
    public var resume = false
    public var shard: String?
    public var gauntlet = false
    public var openingsFile: String?
    /// `sequential` or `random`, as written; nil for sequential.
    public var openingsOrder: String?
    /// Whether each opening is played in every symmetry of the board in turn.
    public var openingsTransform = false
    /// How many moves of each opening (of each SGF game) are played; nil for all.
    public var openingsPlies: Int?
    public var randomPlies: Int?
    public var time: String?
    public var clock: String?
    /// How late past the time limit or clock a move is still accepted.
    public var timeMargin: String?
    public var rules: String?
    public var records: String?
    /// The training samples' file (`.csv` or `.jsonl`).
    public var samples: String?
    /// The chance each position is kept in ``samples``, as written (`0.25`); nil for 1.
    public var sampleRate: String?
    /// Whether games ended by a fault are left out of ``samples``.
    public var samplesSkipFaults = false
    /// The HTML report, rewritten as games finish.
    public var report: String?
    /// The player rated 0 in the standings (its spec as written); nil for a mean of 0.
    public var anchor: String?
    /// How the standings' ratings are fitted, as written (`prior`, `prior=4`, `mle`); nil for
    /// BayesElo's prior of 2 virtual draws a player.
    public var ratings: String?
    public var sprt: String?
    /// Whether each journal line is `fsync`ed.
    public var sync = false
    /// Whether each move is written as a JSON line as it is played (with `--json`).
    public var jsonMoves = false
    /// Whether each lane of games, and the bots its games start, stays on one processor.
    public var affinity = false
    /// A directory for a log per bot in this run only (the REPL's `--bot-logs DIR`).
    public var botLogs: String?
    /// Adjudication by ttt's solver: `exact[,plies=N][,win-loss|draw|both][,vcf]`.
    public var adjudicate: String?
    /// The solver's time a position for `--adjudicate`, such as `20ms`.
    public var adjudicateBudget: String?
    /// The score draw rule: `movenumber=N,movecount=M,score=S`.
    public var draw: String?
    /// The score resign rule: `movecount=M,score=S[,twosided=true]`.
    public var resign: String?
    /// A draw once a game has this many moves.
    public var maxMoves: Int?

    public init() {}

    /// The options the REPL's `tournament` and `match` take, for help and errors.
    static let optionNames = [
        "games", "seed", "concurrency", "journal", "resume", "shard", "gauntlet", "openings", "openings-order",
        "openings-transform", "openings-plies", "random-plies", "time",
        "clock", "time-margin", "rules", "records", "samples", "sample-rate", "samples-skip-faults",
        "report", "sprt", "sync", "json-moves", "affinity", "anchor", "ratings", "bot-logs", "adjudicate", "adjudicate-budget", "draw", "resign", "max-moves",
    ]

    /// Reads the words after `tournament`: specs, and options as `--name value` or `--name=value`.
    public static func parsing(_ words: [String]) throws(CommandError) -> TournamentRequest {
        var request = TournamentRequest()
        var index = 0
        func value(_ name: String, inline: String?) throws(CommandError) -> String {
            if let inline { return inline }
            index += 1
            guard index < words.count else { throw CommandError("Option '--\(name)' needs a value.") }
            return words[index]
        }
        func number(_ name: String, _ text: String) throws(CommandError) -> Int {
            guard let value = Int(text), value >= 0 else {
                throw CommandError("Expected a whole number after '--\(name)', not '\(text)'.")
            }
            return value
        }
        while index < words.count {
            let word = words[index]
            guard word.hasPrefix("--") else {
                request.specs.append(word)
                index += 1
                continue
            }
            let body = word.dropFirst(2)
            let name = String(body.split(separator: "=", maxSplits: 1).first ?? "").lowercased()
            let inline = body.contains("=") ? String(body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[1]) : nil
            switch name {
            case "games": request.games = try number(name, try value(name, inline: inline))
            case "seed":
                let text = try value(name, inline: inline)
                guard let seed = UInt64(text) else { throw CommandError("Expected a whole number after '--seed', not '\(text)'.") }
                request.seed = seed
            case "concurrency": request.concurrency = try number(name, try value(name, inline: inline))
            case "journal": request.journal = try value(name, inline: inline)
            case "resume": request.resume = true
            case "shard": request.shard = try value(name, inline: inline)
            case "gauntlet": request.gauntlet = true
            case "openings": request.openingsFile = try value(name, inline: inline)
            case "openings-order": request.openingsOrder = try value(name, inline: inline)
            case "openings-transform": request.openingsTransform = true
            case "openings-plies": request.openingsPlies = try number(name, try value(name, inline: inline))
            case "random-plies": request.randomPlies = try number(name, try value(name, inline: inline))
            case "time": request.time = try value(name, inline: inline)
            case "clock": request.clock = try value(name, inline: inline)
            case "time-margin": request.timeMargin = try value(name, inline: inline)
            case "rules": request.rules = try value(name, inline: inline)
            case "records": request.records = try value(name, inline: inline)
            case "samples": request.samples = try value(name, inline: inline)
            case "sample-rate": request.sampleRate = try value(name, inline: inline)
            case "samples-skip-faults": request.samplesSkipFaults = true
            case "report": request.report = try value(name, inline: inline)
            case "sprt": request.sprt = try value(name, inline: inline)
            case "sync": request.sync = true
            case "json-moves": request.jsonMoves = true
            case "affinity": request.affinity = true
            case "anchor": request.anchor = try value(name, inline: inline)
            case "ratings": request.ratings = try value(name, inline: inline)
            case "bot-logs": request.botLogs = try value(name, inline: inline)
            case "adjudicate": request.adjudicate = try value(name, inline: inline)
            case "adjudicate-budget": request.adjudicateBudget = try value(name, inline: inline)
            case "draw": request.draw = try value(name, inline: inline)
            case "resign": request.resign = try value(name, inline: inline)
            case "max-moves": request.maxMoves = try number(name, try value(name, inline: inline))
            default:
                let suggestion = closestWord(to: name, in: optionNames)
                throw CommandError("Unknown option '--\(name)'." + (suggestion.map { " Did you mean '--\($0)'?" } ?? ""))
            }
            index += 1
        }
        return request
    }

    /// How the standings' ratings are fitted: ``ratings`` read, or BayesElo's prior.
    /// - Throws: ``CommandError`` naming the forms `--ratings` takes.
    public func ratingMethod() throws(CommandError) -> Ratings.Method {
        guard let ratings else { return .standard }
        do { return try Ratings.Method(parsing: ratings) } catch { throw CommandError(error.message) }
    }

    /// The plan this request describes.
    /// - Parameters:
    ///   - defaultSeed: the seed when none is given.
    ///   - defaultTime: the per-move limit when none is given.
    /// - Throws: ``CommandError`` naming what is wrong: a spec, the rules, an openings file
    ///   (with its line), a duration, the clock, the SPRT.
    public func plan(defaultSeed: UInt64 = 0, defaultTime: Duration? = nil, readingFiles: Bool = true) throws(CommandError) -> TournamentPlan {
        if let concurrency, !(1...Self.maximumConcurrency).contains(concurrency) {
            throw CommandError("--concurrency must be from 1 to \(Self.maximumConcurrency.grouped) games at once, not \(concurrency).")
        }
        var specs: [PlayerSpec] = []
        for text in self.specs {
            do { specs.append(try PlayerSpec(parsing: text)) } catch { throw CommandError(error.message) }
        }
        if let anchor, !self.specs.contains(anchor), !PlayerSpec.displayNames(of: specs).contains(anchor) {
            let names = self.specs.map { "'\($0)'" }.joined(separator: ", ")
            throw CommandError("No player '\(anchor)' to anchor the ratings at 0; the players are \(names).")
        }
        if let human = specs.first(where: { $0.name == "human" }) {
            throw CommandError("A tournament is for computer players; '\(human.text)' is a person.")
        }
        var rules = Rules.ticTacToe
        if let text = self.rules {
            do { rules = try Rules(parsing: text) } catch { throw CommandError(error.message) }
        }
        var plan = TournamentPlan(
            specs: specs, format: gauntlet ? .gauntlet : .roundRobin, gamesPerPairing: games,
            seed: seed ?? defaultSeed, rules: rules)
        if openingsFile != nil && randomPlies != nil {
            throw CommandError("Give either --openings FILE or --random-plies N, not both.")
        }
        if let path = openingsFile {
            if readingFiles { try readOpenings(path, into: &plan) }
        } else if let option = openingsOrder != nil ? "--openings-order" : openingsTransform ? "--openings-transform"
                    : openingsPlies != nil ? "--openings-plies" : nil {
            throw CommandError("\(option) applies to the openings of a file: give --openings FILE with it.")
        } else if let plies = randomPlies, plies > 0 {
            guard plies < rules.cellCount else {
                throw CommandError("--random-plies \(plies) leaves no room to play on \(rules.summary).")
            }
            plan.openings = .randomPlies(plies)
        }
        plan.timeLimit = defaultTime
        if let text = time {
            guard let duration = Duration(parsing: text), duration > .zero else {
                throw CommandError(Duration.durationComplaint(text, in: "--time", otherwise: "Expected a duration such as '500ms' or '2s' after '--time', not '\(text)'."))
            }
            guard duration >= .shortestLimit else { throw CommandError("--time: " + Duration.tooShortForALimit(text)) }
            plan.timeLimit = duration
        }
        if let text = timeMargin {
            guard let margin = Duration(parsing: text), margin >= .zero else {
                throw CommandError(Duration.durationComplaint(text, in: "--time-margin", otherwise: "Expected a duration such as '50ms' after '--time-margin', not '\(text)'."))
            }
            guard time != nil || defaultTime != nil || clock != nil else {
                throw CommandError("--time-margin is slack on a time limit: give --time or --clock with it.")
            }
            plan.timeMargin = margin
        }
        do {
            if let text = clock { plan.clock = try GameClock(parsing: text, as: "--clock") }
            if let text = sprt { plan.sprt = try SPRT(parsing: text) }
            plan.adjudication = try adjudicationRules()
            try plan.validate()
        } catch {
            throw CommandError(error.message)
        }
        return plan
    }

    /// Checks the request as written, reading no file and starting nothing: every option's
    /// value, the specs' syntax, and the options that go together. What fails here is a
    /// mistake in the command line (`ttt tournament` exits 64 for it, as for an unknown
    /// option); what fails only once the run starts (a file, a journal, a player that cannot
    /// be made) is not.
    public func checkWritten() throws(CommandError) {
        var request = self
        // NB: a player given twice is named apart when the run starts: no mistake.
        request.specs = Self.namingCopies(specs).specs
        _ = try request.plan(readingFiles: false)
        _ = try ratingMethod()
        _ = try parsedShard()
        _ = try sampleSelection()
        if resume && journal == nil {
            throw CommandError("--resume continues a journal: give it with --journal FILE.")
        }
    }

    /// The adjudication rules asked for (none by default).
    func adjudicationRules() throws(InputError) -> AdjudicationRules {
        var rules = AdjudicationRules()
        var budget = ExactAdjudication.defaultBudget
        if let text = adjudicateBudget {
            guard adjudicate != nil else {
                throw InputError("--adjudicate-budget is the solver's time for --adjudicate exact: give that with it.")
            }
            guard let duration = Duration(parsing: text), duration > .zero, duration <= .seconds(60) else {
                throw InputError(Duration.durationComplaint(text, in: "--adjudicate-budget", otherwise: "Expected a duration up to a minute such as '20ms' after '--adjudicate-budget', not '\(text)'."))
            }
            budget = duration
        }
        if let adjudicate { rules.exact = try ExactAdjudication(parsing: adjudicate, budget: budget) }
        if let draw { rules.draw = try ScoreDraw(parsing: draw) }
        if let resign { rules.resign = try ScoreResign(parsing: resign) }
        if let maxMoves {
            guard maxMoves >= 1 else { throw InputError("--max-moves must be 1 or more, not \(maxMoves).") }
            rules.maxMoves = maxMoves
        }
        return rules
    }

    /// Which positions `--samples` keeps, checked with the file's format; nil without `--samples`.
    public func sampleSelection() throws(CommandError) -> SampleSelection? {
        try Self.sampleSelection(samples: samples, rate: sampleRate, skipsFaults: samplesSkipFaults)
    }

    /// Which positions `--samples` keeps, from its options (a run's, or `ttt merge`'s).
    public static func sampleSelection(
        samples: String?, rate sampleRate: String?, skipsFaults samplesSkipFaults: Bool
    ) throws(CommandError) -> SampleSelection? {
        guard let samples else {
            if sampleRate != nil || samplesSkipFaults {
                let option = sampleRate != nil ? "--sample-rate" : "--samples-skip-faults"
                throw CommandError("\(option) chooses what --samples writes: give it with --samples FILE.")
            }
            return nil
        }
        do { _ = try SamplesFile.format(ofPath: samples) } catch { throw CommandError(error.message) }
        var selection = SampleSelection(skipsFaults: samplesSkipFaults)
        if let text = sampleRate {
            guard let rate = Double(text), rate > 0, rate <= 1 else {
                throw CommandError("Expected a fraction above 0 and at most 1 after '--sample-rate', such as '0.25', not '\(text)'.")
            }
            selection.rate = rate
        }
        return selection
    }

    /// Reads the openings file at `path` into `plan`, with the order, transform and plies
    /// asked for: SGF when its name ends in `.sgf` or its text starts with `(`.
    private func readOpenings(_ path: String, into plan: inout TournamentPlan) throws(CommandError) {
        if let text = openingsOrder {
            guard let order = OpeningOrder(rawValue: text.lowercased()) else {
                throw CommandError("Expected 'sequential' or 'random' after '--openings-order', not '\(text)'.")
            }
            plan.openingOrder = order
        }
        if let plies = openingsPlies, plies < 1 {
            throw CommandError("--openings-plies must be 1 or more, not \(plies).")
        }
        plan.openingTransform = openingsTransform ? .eachOpening : .none
        let text = try readFile(path)
        do {
            plan.openings = path.lowercased().hasSuffix(".sgf")
                ? try OpeningBook.parsingSGF(text, rules: plan.rules, plies: openingsPlies)
                : try OpeningBook.parsing(text, rules: plan.rules, plies: openingsPlies)
        } catch {
            throw CommandError("\(path):\(error.line): \(error.message)")
        }
    }

    /// The shard, when one is asked for.
    func parsedShard() throws(CommandError) -> Shard? {
        guard let shard else { return nil }
        do { return try Shard(parsing: shard) } catch { throw CommandError(error.message) }
    }

    /// The most games played at once: each may run two bot processes.
    public static let maximumConcurrency = 1024

    /// The number of games at once: as asked, else the number of cores.
    var effectiveConcurrency: Int {
        if let concurrency, concurrency > 0 { return concurrency }
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
