import ArgumentParser
import Bench
import BotChecks
import BotProcesses
import BotProtocols
import Engines
import GameCore
import Glibc
import Players
import Referee
import TextAndFiles

/// `ttt check-bot CMD`: the conformance suite of the bot protocol, against one bot.
struct CheckBot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-bot",
        abstract: "Check that a bot speaks its protocol (ttt's, the Gomocup's or UCI), and say what is wrong.",
        discussion: """
        BOT is a bot file (Players/bots/greedy.py), a bot's short name (greedy), a command
        line run by /bin/sh ("python3 my_bot.py"), a name from the engines file, or a Gomocup
        engine (gomocup:./pbrain-x, or any file named pbrain-*), which gets the Gomocup checks:
        START, ABOUT, INFO, BEGIN, TURN, BOARD, RECTSTART, each rule, the time, END; or a UCI
        engine that plays variants (uci:/usr/games/fairy-stockfish), which gets the UCI checks:
        uci, the variant, isready, a move on tictactoe, 4x4 and connect4, the time, quit. The
        protocols are in
        docs/PROTOCOL.md. Exits with status 1 when a check fails.

        Examples:
          ttt check-bot Players/bots/random.py
          ttt check-bot "python3 my_bot.py --level 3"
          ttt check-bot gomocup:./pbrain-rapfi
          ttt check-bot uci:/usr/games/fairy-stockfish
        """
    )

    @Argument(help: "The bot: a file, a short name, or a command line.")
    var bot: String

    @Option(help: "The time the budget check gives the bot's move, with its unit, as in '200ms' or '2s'.")
    var budget: String = "200ms"

    /// ``budget`` read; checked in `validate()`.
    private var budgetDuration: Duration { Duration(parsing: budget) ?? .milliseconds(200) }

    @Option(help: "Also time this many move requests on 15x15 and print the mean round trip.")
    var roundTrips: Int = 0

    @Option(name: .customLong("bot-logs"), help: "A directory for the bot's log (its stderr and the lines exchanged; created if missing).")
    var botLogs: String?

    @Option(help: "An engines file (JSON) whose names are bots (default: ./ttt-engines.json, else ~/.config/ttt/engines.json).")
    var engines: String?

    func validate() throws {
        guard let duration = Duration(parsing: budget) else {
            throw ValidationError(Duration.durationComplaint(budget, in: "--budget", otherwise: "Expected a duration such as '200ms' or '2s' after '--budget', not '\(budget)'."))
        }
        guard duration >= .milliseconds(1), duration <= .seconds(3600) else {
            throw ValidationError("--budget must be from 1ms to an hour, not \(budget).")
        }
        guard (0...100_000).contains(roundTrips) else {
            throw ValidationError("--round-trips must be from 0 to 100000, not \(roundTrips).")
        }
    }

    func run() async throws {
        defer { LiveBots.holdIfTerminating() }
        BotProcess.ignoreSIGPIPE()
        LiveBots.adoptOrphans()
        LiveBots.installTerminationHandlers(signals: [SIGTERM, SIGHUP, SIGINT])
        let setup = try PlayerSetup(botLogs: botLogs, engines: engines)
        let searchPaths = BotFiles.defaultSearchPaths()
        var name = BotFiles.name(ofCommandLine: bot)
        var command = BotCommand.shell(bot)
        var speaks = BotProtocol.native
        var configuration: BotConfiguration
        if let engine = setup.engines?.engine(named: bot) {
            configuration = engine.configuration(name: engine.name, logs: setup.logs)
            command = configuration.command
            speaks = engine.engineProtocol.botProtocol
        } else {
            if let spec = try? PlayerSpec(parsing: bot), !bot.contains(" ") || ["gomocup", "uci"].contains(spec.name),
               let found = try BotFiles.resolve(spec, searchPaths: searchPaths) {
                name = found.name
                command = found.command
                speaks = found.speaks
            }
            configuration = BotConfiguration(name: name, command: command)
            configuration.logs = setup.logs
        }
        print("Checking '\(command.description.escapedForDisplay())'\(speaks == .native ? "" : " (\(speaks.displayName))")")
        let results = switch speaks {
        case .native: await BotCheck(configuration: configuration, budget: budgetDuration).run()
        case .gomocup: await GomocupCheck(configuration: configuration, budget: budgetDuration).run()
        case .uci: await UCICheck(configuration: configuration, budget: budgetDuration).run()
        }
        for result in results { print(result) }
        let failed = results.filter { !$0.passed }.count
        if roundTrips > 0, speaks == .native {
            print(try await ExternalRoundTrip.measure(configuration, count: roundTrips).summary)
        }
        let warned = results.filter(\.warns).count
        print("\(results.count - failed) passed\(warned > 0 ? " (\(warned) with a warning)" : ""), \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }
}
