import ArgumentParser
import REPL

/// `ttt match SPEC SPEC [options]`: a two-player tournament.
struct MatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Play games between two players, with a journal, statistics and SPRT.",
        usage: "ttt match <first> <second> [<options>]",
        discussion: """
        The same as 'ttt tournament' with two players.

        Example: ttt match heuristic random --games 200 --sprt elo0=0,elo1=50 --journal m.jsonl
        """
    )

    @Argument(help: "The two players.")
    var specs: [String] = []

    @OptionGroup var options: TournamentOptions

    func validate() throws {
        // NB: words of an option given apart (cutechess-cli's style) are told before the count.
        if let stray = TournamentRequest.strayOptionWord(in: specs) { throw ValidationError(stray) }
        guard specs.count == 2 else {
            let given = specs.isEmpty ? "none" : specs.map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError("A match is between two players; given \(specs.count == 0 ? "" : "\(specs.count): ")\(given). A tournament ('ttt tournament') takes more.")
        }
        try options.checkWritten(specs: specs)
    }

    func run() async throws {
        try await TournamentCommand.run(options.request(specs: specs), options: options)
    }
}
