import GameCore
import Referee
import TextAndFiles

extension GameEvent {
    /// The event as one JSON object with stable keys (see docs/SCRIPTING.md); `names` are
    /// the players of the game under way, which a `move` names.
    func json(names: (x: String, o: String)) -> JSONValue {
        switch self {
        case let .gameStarted(rules, xName, oName, seed):
            return .fields([("type", "game_started"), ("rules", .string(rules.name)), ("x", .string(xName)),
                            ("o", .string(oName)), ("seed", .string(String(seed)))])
        case let .moved(played):
            var fields: [(String, JSONValue)] = [
                ("type", "move"), ("ply", .int(played.ply)), ("side", .string(played.mark.symbol)),
                ("player", .string(played.mark == .x ? names.x : names.o)), ("move", .string(played.notation)),
            ]
            // NB: only where the player reported a score: `score` an evaluation, `mate` a forced result.
            switch played.score {
            case let .units(value)?: fields.append(("score", .int(value)))
            case let .mate(moves)?: fields.append(("mate", .int(moves)))
            case nil: break
            }
            return .fields(fields)
        case let .illegalMove(mark, text, message):
            return .fields([("type", "illegal_move"), ("side", .string(mark.symbol)), ("move", .string(text)),
                            ("message", .string(message))])
        case let .gameEnded(played):
            return played.json
        case let .seriesStarted(first, second, games, seed):
            return .fields([("type", "match_started"), ("first", .string(first)), ("second", .string(second)),
                            ("games", .int(games)), ("seed", .string(String(seed)))])
        case let .seriesEnded(result):
            return result.json
        }
    }
}

extension PlayedGame {
    /// The end of a game as JSON: result, winner, reason, players and moves.
    var json: JSONValue {
        .fields([
            ("type", "game_ended"), ("result", .string(result.score)),
            ("winner", result.winner.map { .string($0.symbol) } ?? .null),
            ("reason", .string(result.reason.summary)), ("x", .string(xName)), ("o", .string(oName)),
            ("seed", .string(String(seed))),
            ("moves", .string(moves.map { rules.notation(for: $0) }.joined(separator: " "))),
        ])
    }
}

extension SeriesResult {
    /// A match's totals as JSON, from the first spec's side.
    var json: JSONValue {
        let tally = tally(of: .first)
        return .fields([
            ("type", "match_ended"), ("first", .string(first)), ("second", .string(second)),
            ("games", .int(tally.games)), ("wins", .int(tally.wins)), ("losses", .int(tally.losses)),
            ("draws", .int(tally.draws)), ("stopped", stopReason.map { .string($0) } ?? .null),
        ])
    }
}
