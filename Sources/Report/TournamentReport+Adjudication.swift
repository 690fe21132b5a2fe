import Referee
import TextAndFiles
import Tournaments

extension TournamentReport {
    /// The adjudication rules of the run (`--adjudicate`, `--draw`, `--resign`, `--max-moves`,
    /// as its journal records them), in words, each with its option as written; or that
    /// every game was played to its end. Markup: the options are in `code` elements.
    ///
    ///     by ttt's solver, once perfect play ends the game within 12 plies: a win, or a draw
    ///     with 12 empty cells or fewer (20ms a position) <code>--adjudicate exact</code>;
    ///     a draw at 200 moves <code>--max-moves 200</code>
    var adjudicationText: String {
        let rules = plan.adjudication
        guard !rules.isEmpty else { return "none: every game played to its end (or to a forfeit)" }
        var parts: [(words: String, option: String)] = []
        if let exact = rules.exact {
            let plies = "\(exact.plies.grouped) pl\(exact.plies == 1 ? "y" : "ies")"
            let results = switch exact.results {
            case .both: "a win, or a draw with \(exact.plies) empty cells or fewer"
            case .winLoss: "a win only"
            case .draw: "a draw with \(exact.plies) empty cells or fewer only"
            }
            var words = "by ttt's solver, once perfect play ends the game within \(plies): \(results)"
            if exact.vcf { words += ", and a win by continuous fours on a big board" }
            words += " (\(exact.budget.shortText) a position)"
            parts.append((words, "--adjudicate \(exact.description)"))
        }
        if let draw = rules.draw {
            let words = "a draw once both players' scores stay within \(draw.score) of zero for \(plural(draw.moveCount, "move")) each, from full move \(draw.moveNumber) on"
            parts.append((words, "--draw \(draw.description)"))
        }
        if let resign = rules.resign {
            var words = "a loss for a player whose score stays \(resign.score) or more below zero for \(plural(resign.moveCount, "move")) of its own in a row"
            if resign.twoSided { words += " while its opponent's stays as far above" }
            parts.append((words, "--resign \(resign.description)"))
        }
        if let limit = rules.maxMoves {
            parts.append(("a draw at \(plural(limit, "move"))", "--max-moves \(limit)"))
        }
        return parts.map { "\(HTMLText.escape($0.words)) <code>\(HTMLText.escape($0.option))</code>" }.joined(separator: "; ")
    }
}
