import ArgumentParser
import TextAndFiles

@main
struct TTT: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ttt",
        abstract: "A game engine and referee for tic-tac-toe and the k-in-a-row family.",
        discussion: "With no arguments on a terminal, ttt starts a game you can play at once. "
            + "Script files and -c run commands non-interactively; lines piped in run the same way. "
            + "See 'ttt help play' for examples.",
        version: "ttt \(TTTVersion.current)",
        subcommands: [
            Play.self, BenchCommand.self, SolveCommand.self, TournamentCommand.self, MatchCommand.self,
            MergeCommand.self, ReportCommand.self, CheckBot.self, TuneCommand.self,
        ],
        defaultSubcommand: Play.self
    )
}
