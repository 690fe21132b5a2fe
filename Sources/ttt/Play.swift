import ArgumentParser
import BotProcesses
import Glibc
import Players
import REPL

/// `ttt [FILE...] [-c COMMANDS]`: the REPL, scripts, piped lines.
struct Play: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play in the REPL, or run script files and commands (the default).",
        discussion: """
        Examples:
          ttt                                   play tic-tac-toe against perfect
          ttt Scripts/demo.ttt                  run a script, exit non-zero on a failed expect
          ttt -c "new connect4; perft 7"        run commands separated by ';'
          echo "new; x perfect; o perfect; play; expect draw" | ttt
        """
    )

    @Argument(help: "Script files to run, in order.", completion: .file(extensions: ["ttt"]))
    var files: [String] = []

    @Option(name: .short, help: "Commands to run, separated by ';'.")
    var commands: [String] = []

    @Flag(help: "Write one JSON object per line for every event and result, and nothing else.")
    var json = false

    @Option(help: "The base seed for every random choice.")
    var seed: UInt64?

    @Option(help: "A directory for a log file per external bot (its stderr and the conversation; created if missing).")
    var botLogs: String?

    @Option(help: "An engines file (JSON) whose names are players (default: ./ttt-engines.json, else ~/.config/ttt/engines.json).")
    var engines: String?

    func run() async throws {
        defer { LiveBots.holdIfTerminating() }
        let interactive = files.isEmpty && commands.isEmpty && Terminal.inputIsTerminal
        let output = StandardOutput(json: json, progress: Terminal.errorIsTerminal)
        BotProcess.ignoreSIGPIPE()
        LiveBots.adoptOrphans()
        // NB: at a terminal, Ctrl-C stops the work at hand and the REPL goes on.
        LiveBots.installTerminationHandlers(signals: interactive ? [SIGTERM, SIGHUP] : [SIGTERM, SIGHUP, SIGINT])
        LiveBots.beforeTermination { Exiting.cleanUp() }
        let setup = try PlayerSetup(botLogs: botLogs, engines: engines)
        let session = Session(output: output, registry: setup.registry)
        let engines = setup.engines
        session.makeRegistry = { logs in .standard(logs: logs, engines: engines) }
        session.settings.botLogs = botLogs
        session.settings.color = interactive && Terminal.wantsColor
        if let seed { session.settings.seed = seed }
        session.isInteractive = interactive
        session.helpWidth = Terminal.width
        let runner = ScriptRunner(session: session)
        var ok = true

        if !commands.isEmpty {
            for (index, text) in commands.enumerated() where ok || !session.settings.bail {
                let lines = Tokenizer.commands(text)
                let succeeded = await runner.run(ListLineReader(lines), source: commands.count == 1 ? "-c" : "-c#\(index + 1)")
                ok = ok && succeeded
            }
        }
        for file in files where (ok || !session.settings.bail) && !session.wantsToQuit {
            do {
                let succeeded = await runner.run(ListLineReader(try Script.lines(of: file)), source: file)
                ok = ok && succeeded
            } catch {
                output.error(error.message)
                ok = false
            }
        }
        if files.isEmpty && commands.isEmpty {
            if interactive {
                await session.welcome()
                let reader = ReadlineReader(completer: Completion(session: session).candidates)
                _ = await runner.run(reader, source: nil, prompt: "ttt> ")
            } else {
                ok = await runner.run(PlainLineReader(), source: "<stdin>")
            }
        }
        // NB: the bots seated in the session end with it, whatever ended the input.
        await session.close()
        if !ok { throw ExitCode(1) }
    }
}
