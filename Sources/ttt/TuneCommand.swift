import ArgumentParser
import Foundation
import GameCore
import GameRecords
import Players
import REPL
import Referee
import Search
import TextAndFiles

/// `ttt tune SAMPLES...`: the gomoku search's evaluation weights fitted to game results.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Fit the gomoku search's evaluation weights to game results (Texel's method).",
        discussion: """
        Reads training samples as 'ttt match --samples' writes them (.csv or .jsonl; rows of \
        gomoku-like rules only, k = 4 or 5 without gravity), evaluates each quiet position \
        statically as the search does, and fits the weights so that sigmoid(K x evaluation) \
        comes closest to the results (0, 1/2, 1 for the side to move), in mean squared error: \
        K first, with the starting weights, then the weights with K fixed, by gradient descent. \
        Prints the error before and after and writes the weights to --output, which the \
        search plays with as 'search:weights=FILE'.

        Beside the named weights, the evaluation adds a value for each pair of threat sets \
        (which of an open three, a four, two open threes, a four with an open three and a \
        straight four each side could make), and one for the pair before the last stone: \
        the fit moves those of pairs seen in at least \(EvaluationTuner.threatMinimum) \
        positions; the others keep theirs.

        A row may give a target instead of its result: the side to move's chance from 0 to \
        1, as a sixth CSV field under the header 'position,move,result,rules,game,target' \
        (or 'target' in JSON Lines). Scripts/tuning/engine-targets.py makes them from an \
        engine's evaluations (its --bot-logs) of the positions of its games.

        Example:
          ttt match search:nodes=20000 search:nodes=20000 --rules gomoku --games 400 \\
            --openings Scripts/openings/freestyle-balanced.txt --samples corpus.csv
          ttt tune corpus.csv --output tuned.json
          ttt match search:weights=tuned.json search --rules gomoku --games 200 \\
            --openings Scripts/openings/freestyle-balanced.txt
        """
    )

    @Argument(help: "Sample files (.csv or .jsonl), as 'ttt match --samples' writes them.", completion: .file())
    var samples: [String]

    @Option(help: ArgumentHelp("Write the fitted weights to FILE (JSON).", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("Start from the weights in FILE (default: the search's own).", valueName: "FILE"))
    var weights: String?

    @Option(help: "Passes of gradient descent over the positions.")
    var passes = 400

    @Option(help: ArgumentHelp("Weights to keep as they are, separated by commas (as in 'tempo,overline'; 'threats' for every threat value, 'threatsBefore' for those before the last stone).", valueName: "NAMES"))
    var fix: String?

    func validate() throws {
        guard !samples.isEmpty else { throw ValidationError("Give at least one sample file.") }
        guard (1...100_000).contains(passes) else {
            throw ValidationError("--passes must be from 1 to 100,000, not \(passes).")
        }
        if samples.contains(output) || weights == output {
            throw ValidationError("--output '\(output)' is an input: give the weights another file.")
        }
        // NB: refused before the fit, not after it.
        do throws(InputError) { _ = try OutputFile.replacementTarget(of: output, role: "the weights") } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        do {
            try Tuning(samples: samples, output: output, weights: weights, passes: passes, fix: fix).run()
        } catch let error as TuneError {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        } catch let error as InputError {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        } catch let error as PlayerError {
            printError("Error: \(error.message)")
            throw ExitCode(2)
        }
    }
}
