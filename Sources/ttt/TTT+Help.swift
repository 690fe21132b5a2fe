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
}
