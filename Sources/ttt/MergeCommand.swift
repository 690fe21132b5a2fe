import ArgumentParser
import GameRecords
import REPL

/// `ttt merge JOURNAL...`: the standings of a tournament's shards, added up.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Add up the journals of a tournament's shards into one set of standings.",
        discussion: """
        The journals must be of the same tournament (the same players, games, seed, rules \
        and openings); a game found in two of them counts once, if both record it the same \
        way. Every game is checked against the schedule, its result against its moves, and \
        an adjudicated one against the tournament's adjudication rules (ttt's solver proves \
        its results again on connect four and boards of up to 16 cells). \
        The standings equal those of one run of the whole tournament.

        Example: ttt merge cup-1.jsonl cup-2.jsonl cup-3.jsonl --records cup.txt --samples cup.csv
        """
    )

    @Argument(help: "The journals.")
    var journals: [String]

    @Option(help: "Write every game counted to this file as a text record (SGF when it ends in .sgf), as a run's --records does.")
    var records: String?

    @Option(help: "Write the training samples of every game counted to this file (.csv, .jsonl, .bin or .bin.lz4), as a run's --samples does.")
    var samples: String?

    @Option(help: "Keep each position in --samples with this chance (default: the rate the journals' runs wrote theirs with, or 1).")
    var sampleRate: String?

    @Flag(help: "Leave games ended by a fault out of --samples (the default when the journals' runs left them out).")
    var samplesSkipFaults = false

    @Option(help: "Rate this player 0 and the others from it (default: ratings with a mean of 0).")
    var anchor: String?

    @Option(help: ArgumentHelp("How ratings are fitted: 'prior' (the default), as BayesElo does, with a prior of 2 virtual draws a player spread evenly over every other player, so every rating and interval is finite; 'prior=N' for N virtual draws; 'mle' for maximum likelihood alone, where a player who took every point, or none, is rated +inf or -inf.", valueName: "prior[=N]|mle"))
    var ratings: String?

    @Flag(help: "Write JSON objects (one a line) instead of tables.")
    var json = false

    func run() throws {
        let output = StandardOutput(json: json, progress: false)
        do {
            var request = TournamentRequest()
            request.ratings = ratings
            let ratingMethod = try request.ratingMethod()
            let selection = try TournamentRequest.sampleSelection(samples: samples, rate: sampleRate, skipsFaults: samplesSkipFaults)
            _ = try Session.mergeJournals(
                journals, records: records, samples: samples, sampleRate: sampleRate == nil ? nil : selection?.rate,
                skipsFaults: samplesSkipFaults, anchor: anchor, ratingMethod: ratingMethod, output: output)
        } catch {
            output.error("Error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
