public import GameCore

/// The Gomocup (piskvork) protocol, as far as a referee needs it: the lines ttt sends and
/// how it reads the answers. Coordinates are `x,y` from 0, x the column from the left and
/// y the row from the top, so `0,0` is the top-left cell (ttt's `a15` on 15x15).
public enum GomocupProtocol {
    /// The start of a game: `START 15`, or `RECTSTART 7,6` on a board that is not square.
    public static func start(for rules: Rules) -> String {
        rules.columns == rules.rows ? "START \(rules.columns)" : "RECTSTART \(rules.columns),\(rules.rows)"
    }

    /// The limits, sent before every move request: the time for the move, no match limit,
    /// the memory limit, and the rule (0: five or more in a row wins).
    public static func limits(time: Duration, maximumMemory: Int) -> [String] {
        let milliseconds = Duration.milliseconds(time)
        return [
            "INFO timeout_turn \(milliseconds)",
            "INFO timeout_match 0",
            "INFO time_left 2147483647",
            "INFO max_memory \(maximumMemory)",
            "INFO game_type 1",
            "INFO rule 0",
        ]
    }

    /// `x,y` for a move.
    public static func coordinates(of move: Move, rules: Rules) -> String {
        "\(move.column),\(rules.rows - 1 - move.row)"
    }

    /// The move at `x,y`, or nil if the text is not two numbers on the board.
    public static func move(parsing text: String, rules: Rules) -> Move? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]),
              (0..<rules.columns).contains(x), (0..<rules.rows).contains(y) else { return nil }
        return Move(column: x, row: rules.rows - 1 - y)
    }

    /// The request for a move in `game`, given how many of its moves the engine already
    /// knows: `BEGIN` on the empty board, `TURN x,y` when only the opponent's last move is
    /// new, else the whole position as `BOARD`, one `x,y,who` line per stone in the order
    /// played (1: the engine's, 2: the opponent's), and `DONE`.
    public static func request(for game: Game, known: Int) -> [String] {
        let rules = game.rules
        let moves = game.moves
        if moves.isEmpty { return ["BEGIN"] }
        if known > 0, known == moves.count - 1 {
            return ["TURN \(coordinates(of: moves[moves.count - 1], rules: rules))"]
        }
        let mine = moves.count % 2
        var lines = ["BOARD"]
        for (index, move) in moves.enumerated() {
            lines.append("\(coordinates(of: move, rules: rules)),\(index % 2 == mine ? 1 : 2)")
        }
        lines.append("DONE")
        return lines
    }
}
