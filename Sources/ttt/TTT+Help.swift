import ArgumentParser
import Foundation
import GameCore
import REPL

extension TTT {
    /// Runs ttt: argument-parser's `main`, except that help is wrapped by ``HelpText`` to
    /// the terminal's width (80 when piped), and `ttt help TOPIC` with an unknown topic is
    /// an error.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let width = Terminal.width
        if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-") {
            let topics = configuration.subcommands.map { $0._commandName }
            if !topics.contains(arguments[1]) {
                let suggestion = closestWord(to: arguments[1], in: topics)
                printError("Error: Unknown help topic '\(arguments[1])'."
                           + (suggestion.map { " Did you mean '\($0)'?" } ?? " Topics: \(topics.joined(separator: ", ")).")
                           + " Type 'ttt help' for the commands.")
                Foundation.exit(ExitCode.validationFailure.rawValue)
            }
        }
        if let message = misplacedCommand(in: arguments) {
            printError(message)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            // NB: help and --version exit 0; help comes as argument-parser's own error.
            guard exitCode(for: error) == .success else { exit(withError: error) }
            // NB: rendered unbounded, each paragraph is one line; HelpText wraps it.
            print(HelpText.wrapped(fullMessage(for: error, columns: 100_000), width: width))
            Foundation.exit(0)
        }
    }

    /// The error for a command named after options (`ttt --bot-logs logs match ...`), which
    /// the parser would take as `play` with a script file called `match`; nil when the
    /// arguments are not that (a script file of that name exists, say).
    static func misplacedCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, first.hasPrefix("-"), !["-h", "--help", "--version"].contains(first) else { return nil }
        let commands = Set(configuration.subcommands.map { $0._commandName }).subtracting(["play"])
        // NB: a word after -c is a REPL command ('ttt --seed 3 -c match'), not ttt's.
        guard let index = arguments.indices.first(where: { commands.contains(arguments[$0]) && ($0 == 0 || arguments[$0 - 1] != "-c") }),
              !FileManager.default.fileExists(atPath: arguments[index]) else { return nil }
        let command = arguments[index]
        var reordered = arguments
        reordered.remove(at: index)
        let shown = ([command] + reordered).map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }.joined(separator: " ")
        return "Error: Options go after the command: '\(first)' came before '\(command)'. Try 'ttt \(shown)'."
    }
}
