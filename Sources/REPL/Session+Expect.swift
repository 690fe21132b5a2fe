import GameCore
import Referee
import TextAndFiles

extension Session {
    static let expectCommand = ReplCommand(
        "expect", usage: "expect WHAT ...", summary: "Check what happened; a failed check fails the script.",
        details: """
        expect winner x|o|NAME      the game was won by that side or player
        expect draw                 the game ended in a draw
        expect over | ongoing       whether the game has ended
        expect board "X O . / . X . / . . X"   the stones, rows from the top
        expect moves N              N moves were played
        expect moves "b2 a1 c3"     exactly these moves were played
        expect tomove x|o           whose turn it is
        expect reason TEXT          the end's reason contains TEXT ('line', 'illegal', 'timeout')
        expect score NAME wins|losses|draws|games N
        """
    ) { session, words throws(CommandError) in try session.expect(words) }

    func expect(_ words: [String]) throws(CommandError) {
        guard let what = words.first?.lowercased() else {
            throw CommandError("Usage: expect winner x | draw | board \"...\" | score NAME wins N | ... (see 'help expect').")
        }
        let arguments = Array(words.dropFirst())
        let result = currentResult
        let outcome = result.map(describe) ?? "the game is still in play"
        func check(_ condition: Bool, _ expected: String, _ actual: String) throws(CommandError) {
            output.json(.fields([("type", "expectation"), ("expected", .string(expected)), ("passed", .bool(condition)),
                                 ("actual", .string(actual))]))
            guard condition else { throw CommandError("Expected \(expected), but \(actual).", failedExpectation: true) }
        }
        switch what {
        case "winner":
            guard arguments.count == 1 else { throw CommandError("Usage: expect winner x|o|NAME.") }
            let wanted = arguments[0]
            let winnerMatches: Bool
            if let mark = Mark(symbol: wanted) {
                winnerMatches = result?.winner == mark
            } else {
                winnerMatches = result?.winner.map { game.name(of: $0) == wanted } ?? false
            }
            try check(winnerMatches, "\(wanted) to win", outcome)
        case "draw":
            try check(result != nil && result?.winner == nil, "a draw", outcome)
        case "over":
            try check(result != nil, "the game to be over", outcome)
        case "ongoing":
            try check(result == nil, "the game to be in play", outcome)
        case "board":
            guard !arguments.isEmpty else { throw CommandError("Usage: expect board \"X O . / . X . / . . X\".") }
            let expectedBoard: Board
            do {
                expectedBoard = try Board(rules: game.rules, diagram: arguments.joined(separator: " "))
            } catch { throw CommandError("Cannot read the expected board: \(error.message)") }
            try check(expectedBoard == game.board, "the board \(expectedBoard.diagram)", "it is \(game.board.diagram)")
        case "moves":
            guard arguments.count >= 1 else { throw CommandError("Usage: expect moves N, or expect moves \"b2 a1\".") }
            if arguments.count == 1, let count = Int(arguments[0]) {
                try check(game.moves.count == count, "\(count) moves", "\(game.moves.count) were played")
            } else {
                let wanted = arguments.joined(separator: " ").split(separator: " ").map { $0.lowercased() }
                let played = game.moves.map { game.rules.notation(for: $0) }
                try check(wanted == played, "the moves '\(wanted.joined(separator: " "))'", "they were '\(played.joined(separator: " "))'")
            }
        case "tomove":
            guard arguments.count == 1, let mark = Mark(symbol: arguments[0]) else { throw CommandError("Usage: expect tomove x|o.") }
            try check(result == nil && sideToMove == mark, "\(mark) to move", result == nil ? "\(sideToMove) is to move" : outcome)
        case "reason":
            guard !arguments.isEmpty else { throw CommandError("Usage: expect reason TEXT.") }
            let wanted = arguments.joined(separator: " ").lowercased()
            let actual = result.map { $0.reason.summary } ?? "the game is still in play"
            try check(actual.lowercased().contains(wanted), "the reason to mention '\(wanted)'", "it was '\(actual)'")
        case "score":
            guard arguments.count == 3, let count = Int(arguments[2]) else {
                throw CommandError("Usage: expect score NAME wins|losses|draws|games N.")
            }
            let line = scoreboard[arguments[0]]
            let value: Int
            switch arguments[1].lowercased() {
            case "wins", "win": value = line.wins
            case "losses", "loss": value = line.losses
            case "draws", "draw": value = line.draws
            case "games": value = line.games
            default: throw CommandError("Expected wins, losses, draws or games after 'expect score \(arguments[0])', not '\(arguments[1])'.")
            }
            try check(value == count, "\(arguments[0]) to have \(count) \(arguments[1])", "it has \(value)")
        default:
            let kinds = ["winner", "draw", "over", "ongoing", "board", "moves", "tomove", "reason", "score"]
            let suggestion = closestWord(to: what, in: kinds)
            throw CommandError("Unknown expectation '\(what)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? " See 'help expect'."))
        }
    }

    /// How a finished game ended, for messages: `X won (a1 b2 c3)`.
    func describe(_ result: GameResult) -> String {
        switch result.winner {
        case nil: "the game was a draw"
        case let mark?: "\(game.name(of: mark).shownAsName) (\(mark)) won by \(result.reason.summary)"
        }
    }
}
