import ArgumentParser
import BotProcesses
import Glibc
import Players
import REPL
import Synchronization
import Tournaments

/// `ttt tournament SPEC SPEC... [options]`: a round robin or gauntlet.
struct TournamentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tournament",
        abstract: "Play a round robin (or a gauntlet) between players, with a journal, statistics and SPRT.",
        discussion: """
        --games is per pairing; colours alternate and each opening is played with both colours. \
        Every finished game is appended to the --journal at once; a killed run continues with \
        --resume. --shard I/N plays a part; 'ttt merge' adds the parts' journals up.

        Examples:
          ttt tournament random heuristic perfect --games 20 --journal cup.jsonl
          ttt tournament heuristic random --games 1000 --sprt elo0=0,elo1=50
          ttt tournament greedy heuristic --rules gomoku --clock 10s+100ms
        """
    )

    @Argument(help: "The players: built-in specs ('random', 'heuristic', 'perfect:time=100ms') or bots.")
    var specs: [String]

    @Flag(help: "The first player against each of the others only.")
    var gauntlet = false

    @OptionGroup var options: TournamentOptions

    func validate() throws {
        if let stray = TournamentRequest.strayOptionWord(in: specs) { throw ValidationError(stray) }
        try options.checkWritten(specs: specs)
    }

    func run() async throws {
        var request = options.request(specs: specs)
        request.gauntlet = gauntlet
        try await TournamentCommand.run(request, options: options)
    }

    /// Runs `request` with standard output and error; exits non-zero on an error.
    static func run(_ request: TournamentRequest, options: TournamentOptions) async throws {
        defer { LiveBots.holdIfTerminating() }
        BotProcess.ignoreSIGPIPE()
        LiveBots.adoptOrphans()
        // NB: Ctrl-C stops the tournament at once: games in progress end uncounted, the
        // standings so far are shown, and ttt exits with 130 (or, should that take more than
        // a second, exits then). SIGTERM and SIGHUP end the bots and ttt at once.
        Interrupts.install(exitingAfter: .seconds(1), beforeExit: { Exiting.now() })
        LiveBots.installTerminationHandlers()
        LiveBots.beforeTermination { Exiting.cleanUp() }
        let output = StandardOutput(json: options.json, progress: Terminal.errorIsTerminal)
        let setup = try PlayerSetup(botLogs: options.botLogs, engines: options.engines)
        do {
            let outcome = try await Interrupts.cancelling { () throws(CommandError) in
                try await Session.runTournament(
                    request, registry: setup.registry, output: output,
                    abort: { Ending.reason })
            }
            // NB: a Ctrl-C during the report's last write stops the run too.
            if outcome.stopReason != nil || Ending.interrupted.load(ordering: .relaxed) { throw ExitCode(130) }
        } catch let error as CommandError {
            output.error("Error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
