import GameCore
import Players
import Search
import TextAndFiles

extension Session {
    static let analysisCommands: [ReplCommand] = [
        ReplCommand(
            "hint", usage: "hint [TIME]", summary: "What perfect would play here, and the position's value.",
            details: """
            The value is for the side to move: 'win in 3' (its own moves, the winning one
            included), 'draw', 'loss in 2'. Where the board is too big to solve in the time,
            it says 'best found at depth D, eval E' instead: never a proof it does not have.
            TIME bounds the search ('hint 5s'); the default is the per-move time from
            'set time', else 1s.
            """
        ) { session, words throws(CommandError) in
            let analysis = try session.analysis(words)
            guard let best = analysis.bestMove else { throw CommandError("The game is over: there is nothing to hint.") }
            let notation = session.game.rules.notation(for: best)
            session.output.text("Hint: \(notation) (\(analysis.valueDescription)).")
            session.output.json(.fields([("type", "hint"), ("move", .string(notation))] + session.valueFields(analysis.value)))
        },
        ReplCommand(
            "analyze", aliases: ["analyse"], usage: "analyze [TIME]",
            summary: "The value of the position and of every legal move, best first.",
            details: "Values as in 'help hint'. 'analyze 10s' searches longer on big boards."
        ) { session, words throws(CommandError) in
            let analysis = try session.analysis(words)
            guard !analysis.moves.isEmpty else { throw CommandError("The game is over: there is nothing to analyze.") }
            let rules = session.game.rules
            let mark = session.sideToMove
            session.output.text("\(mark) to move: \(analysis.valueDescription), best \(rules.notation(for: analysis.bestMove!)). "
                                + "Searched \(analysis.nodes) positions, depth \(analysis.depth).")
            let width = analysis.moves.map { rules.notation(for: $0.move).count }.max() ?? 2
            for (move, value) in analysis.moves {
                session.output.text("  " + rules.notation(for: move).padding(width + 2) + value.description)
            }
            session.output.json(.fields(
                [("type", "analysis"), ("side", .string(mark.symbol)), ("best", .string(rules.notation(for: analysis.bestMove!)))]
                    // NB: an estimate's depth is the search's: `depth` once.
                    + session.valueFields(analysis.value).filter { $0.0 != "depth" }
                    + [("depth", .int(analysis.depth)), ("nodes", .int(analysis.nodes)),
                       ("moves", .array(analysis.moves.map { move, value in
                           .fields([("move", .string(rules.notation(for: move)))] + session.valueFields(value))
                       }))]))
        },
    ]

    /// The perfect player's analysis of the current position within the time asked.
    func analysis(_ words: [String]) throws(CommandError) -> Analysis {
        guard words.count <= 1 else { throw CommandError("Usage: hint [TIME] or analyze [TIME], as in 'analyze 2s'.") }
        var time = settings.moveTime ?? PerfectPlayer.defaultTimeLimit
        if let word = words.first {
            guard let duration = Duration(parsing: word), duration > .zero else {
                throw CommandError(Duration.durationComplaint(word, in: "analyze", otherwise: "Expected a time such as '500ms' or '2s', not '\(word)'."))
            }
            guard duration >= .shortestLimit else { throw CommandError(Duration.tooShortForALimit(word)) }
            time = duration
        }
        if currentResult != nil { throw CommandError("The game is over: there is nothing to analyze.") }
        return analyzer(time).analyze(game.board)
    }

    /// The perfect player used for analysis, kept between calls so its table is reused.
    func analyzer(_ time: Duration) -> PerfectPlayer {
        if let kept = analysisPlayer, kept.timeLimit == time { return kept }
        let player = PerfectPlayer(timeLimit: time)
        analysisPlayer = player
        return player
    }

    /// A value as JSON fields: `value` (`win`, `draw`, `loss`, `estimate`), `in` (moves),
    /// `proven`, and for estimates `depth` and `eval`.
    func valueFields(_ value: Analysis.Value) -> [(String, JSONValue)] {
        switch value {
        case let .win(moves): [("value", "win"), ("in", .int(moves)), ("proven", true)]
        case .draw: [("value", "draw"), ("proven", true)]
        case let .loss(moves): [("value", "loss"), ("in", .int(moves)), ("proven", true)]
        case let .estimate(depth, score): [("value", "estimate"), ("proven", false), ("depth", .int(depth)), ("eval", .int(score))]
        }
    }
}
