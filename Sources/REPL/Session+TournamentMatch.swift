import GameCore
import Referee

extension Session {
    /// `match N [SPEC SPEC] [--option ...]`: the plain match (a series, one game at a time),
    /// or, with any tournament option, a two-player tournament of N games with everything
    /// `tournament` offers (concurrency, journal, openings, clock, SPRT, statistics).
    static let matchWithOptionsCommand: ReplCommand = {
        var command = matchCommand
        command.usage = "match N [SPEC SPEC] [--option ...]"
        command.details += """


        With tournament options (see 'help tournament') the match runs as a two-player
        tournament: 'match 200 heuristic random --sprt elo0=0,elo1=50 --concurrency 2'.
        """
        command.run = { session, words throws(CommandError) in
            guard words.contains(where: { $0.hasPrefix("--") }) else {
                try await session.match(words)
                return
            }
            guard let first = words.first, let count = Int(first), count > 0 else {
                throw CommandError("Usage: match N [SPEC SPEC] [--option ...], with N a number of games, as in 'match 100 heuristic random --concurrency 2'.")
            }
            var request = try TournamentRequest.parsing(Array(words.dropFirst()))
            if let place = words.firstIndex(where: { $0.lowercased() == "--games" || $0.lowercased().hasPrefix("--games=") }) {
                let given = words[place].contains("=") || place + 1 == words.count ? words[place] : words[place] + " " + words[place + 1]
                throw CommandError("Two counts of games: 'match \(count)' and '\(given)'. Give the count once, as in 'match \(count) heuristic random --concurrency 2'.")
            }
            if request.specs.isEmpty { request.specs = [session.seats[.x]!.text, session.seats[.o]!.text] }
            guard request.specs.count == 2 else {
                throw CommandError("A match takes two players or none (then the seated ones play); for more, use 'tournament'.")
            }
            request.games = count
            try await session.tournament(request)
        }
        return command
    }()
}
