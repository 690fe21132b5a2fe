import ArgumentParser
import BotProcesses
import Players
import REPL
import Report
import Search
import TextAndFiles
import Tournaments

/// `ttt report JOURNAL... [-o FILE]`: a tournament's journals as one HTML page.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a tournament's journals as one HTML page: standings, crosstable, ratings, faults and every game.",
        discussion: """
        The journals are read, checked and added up as 'ttt merge' does (a tournament's shards, \
        or one journal), so the page's numbers are merge's. The page is one file with \
        everything inside (no network, no fonts or scripts from elsewhere): the event, \
        standings with every player's rating and its 95% interval, the crosstable, the \
        ratings drawn, per pairing the Elo difference, LOS, draws, game pairs and SPRT, each \
        bot's forfeits linked to their games, a viewer that steps through every game (buttons \
        and arrow keys), and every game to download as ttt records and SGF. The file is \
        replaced whole, never half-written, and only if it is missing or an earlier report. \
        'ttt tournament --report FILE' writes the same page as a run goes.
        Examples:
          ttt report cup.jsonl
          ttt report cup-*.jsonl -o cup.html --anchor random
        """
    )
    @Argument(help: ArgumentHelp("The journals of one tournament (its shards, or one journal).", valueName: "journal"))
    var journals: [String]
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The page to write.", valueName: "file"))
    var output = "report.html"
    @Option(help: ArgumentHelp("Rate this player 0 and the others from it (default: ratings with a mean of 0).", valueName: "player"))
    var anchor: String?
    @Option(help: ArgumentHelp("How ratings are fitted: 'prior' (the default), as BayesElo does, with a prior of 2 virtual draws a player spread evenly over every other player, so every rating and interval is finite; 'prior=N' for N virtual draws; 'mle' for maximum likelihood alone, where a player who took every point, or none, is rated +inf or -inf.", valueName: "prior[=N]|mle"))
    var ratings: String?

    func run() throws {
        // NB: Ctrl-C ends it at once (status 130), as SIGTERM and SIGHUP do, and no
        // temporary file of the page is left.
        Interrupts.install(exitingAfter: .zero, beforeExit: { Exiting.now() })
        LiveBots.installTerminationHandlers()
        LiveBots.beforeTermination { Exiting.cleanUp() }
        do throws(ReportError) {
            do { try FileLocation.checkOutputs([RunFile("--output", output)], inputs: journals.map { RunFile("the journal", $0) }) } catch {
                throw ReportError(error.message)
            }
            let ratingMethod: Ratings.Method
            do { ratingMethod = try Ratings.Method(parsing: ratings ?? "prior") } catch { throw ReportError(error.message) }
            let file = try ReportFile(path: output)
            let report = try TournamentReport.reading(journals: journals, anchor: anchor, ratingMethod: ratingMethod, makeSolver: { ExactSolver(rules: $0) })
            let bytes = try file.write(report)
            var line = "Wrote '\(output)' (\(ReadLimit.byteCount(bytes))): \(report.entries.count.grouped) of \(report.plan.gameCount.grouped) games"
            line += " from \(journals.count) journal\(journals.count == 1 ? "" : "s"), \(report.players.count) players."
            print(line)
        } catch {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
