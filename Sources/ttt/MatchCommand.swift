import ArgumentParser
import REPL

/// `ttt match SPEC SPEC [options]`: a two-player tournament.
struct MatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Play games between two players, with a journal, statistics and SPRT.",
        discussion: """
        The same as 'ttt tournament' with two players.

        Example: ttt match heuristic random --games 200 --sprt elo0=0,elo1=50 --journal m.jsonl
        """
    )

    @Argument(help: "The two players.")
    var first: String
    @Argument(help: "")
    var second: String

    @OptionGroup var options: TournamentOptions

    func run() async throws {
        try await TournamentCommand.run(options.request(specs: [first, second]), options: options)
    }
}
