import BotProcesses
import GameCore
import Referee
import Synchronization
import TextAndFiles
import Tournaments

extension Session {
    static let matchCommand = ReplCommand(
        "match", usage: "match N [SPEC SPEC]",
        summary: "Play N games between two players, colours alternating, and sum them up.",
        details: """
        Without specs, the players seated as X and O play. The first spec plays X in odd
        games, the second in even ones. Each game gets fresh players and its own seed,
        derived from the session's seed, so a match replays exactly. Results go on the
        scoreboard ('score'). A terminal shows a progress line; Ctrl-C stops at once
        (the game in progress is not counted).

        Examples: 'match 100 heuristic random', 'set time 200ms; match 10 perfect heuristic'.
        """
    ) { session, words throws(CommandError) in try await session.match(words) }

    func match(_ words: [String]) async throws(CommandError) {
        guard let first = words.first, let count = Int(first), count > 0 else {
            throw CommandError("Usage: match N [SPEC SPEC], with N a number of games, as in 'match 100 heuristic random'.")
        }
        guard words.count == 1 || words.count == 3 else {
            throw CommandError("A match takes two players or none (then the seated ones play): 'match \(count) heuristic random'.")
        }
        guard count <= TournamentPlan.maximumGames else {
            throw CommandError("match \(count) is more than ttt plays: at most \(TournamentPlan.maximumGames.grouped) games.")
        }
        var specs = words.count == 3 ? [try checkedSpec(words[1]), try checkedSpec(words[2])] : [seats[.x]!, seats[.o]!]
        // NB: as 'ttt match' and 'tournament' name a second copy apart, or refuse one name twice.
        if specs[0].text == specs[1].text {
            guard specs[0].option("name") == nil else {
                throw CommandError("The player '\(specs[0].text)' is given twice under one name; give each copy a name of its own with 'name='.")
            }
            let copies = TournamentRequest.namingCopies(specs.map(\.text))
            specs[1] = try checkedSpec(copies.specs[1])
            for notice in copies.notices { output.text(notice) }
        }
        if let human = specs.first(where: { $0.name == "human" }) {
            throw CommandError("A match is for computer players; '\(human.text)' is a person. Seat another with 'x SPEC' or give two specs.")
        }
        matchesStarted += 1
        let seed = SplitMix64.derived(from: settings.seed, index: 1 << 32 | matchesStarted).state
        let series = Series(
            specs[0], specs[1], games: count, seed: seed, registry: registry, context: playerContext,
            coordinator: coordinator, keepsGames: false)
        let started = ContinuousClock.now
        let output = output
        let progress = ProgressSink(output)
        Ending.interrupted.store(false, ordering: .relaxed)
        let totals: SeriesResult
        do {
            totals = try await Interrupts.cancelling { () throws(PlayerError) in try await series.run(
                progress: { index, _, _ in
                    let elapsed = ContinuousClock.now - started
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    let rate = seconds > 0 ? Double(index + 1) / seconds : 0
                    progress.show("match: \(index + 1)/\(count) games, \(Int(rate)) games/s")
                },
                abort: { Ending.reason }) }
        } catch {
            throw CommandError(error.message)
        }
        progress.show(nil)
        scoreboard.merge(totals.scoreboard)
        output.text(totals.summary)
        if let faults = totals.faultLines { output.text(faults) }
    }
}

/// Shows a match's progress line.
// NB: the series calls progress on the session's own task, one game at a time.
final class ProgressSink: @unchecked Sendable {
    private let output: any Output
    init(_ output: any Output) { self.output = output }
    func show(_ line: String?) { output.progress(line) }
}
