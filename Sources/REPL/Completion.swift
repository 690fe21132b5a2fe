import Arena
import GameCore

/// Tab completion: commands, then player specs, legal moves, settings and rules, by the
/// command being typed. File names are completed by readline where nothing here fits.
public struct Completion: Sendable {
    private let commandNames: [String]
    private let playerNames: [String]
    private let moves: @Sendable () -> [String]

    public init(session: Session) {
        commandNames = Session.commands.flatMap { [$0.name] + $0.aliases }.filter { $0.count > 1 }
        playerNames = session.registry.entries.map(\.name) + ["human"]
        // NB: completion runs while the session waits for a line, so a snapshot of the
        // board taken then is current; this reads it through a box updated per prompt.
        let box = SessionBox(session)
        moves = { box.legalMoves() }
    }

    /// The candidates for `word`, given the line before it.
    public func candidates(line: String, word: String) -> [String] {
        let before = line.split(separator: " ").map { $0.lowercased() }
        let lower = word.lowercased()
        let pool: [String]
        switch before.first {
        case nil:
            pool = commandNames + moves()
        case "x", "o":
            pool = playerNames
        case "new":
            let rules = ["gravity", "k="] + Rules.WinRule.allCases.map { "rule=" + $0.name }
            pool = Rules.presets.map(\.name) + ["x=", "o="] + rules + (lower.hasPrefix("x=") || lower.hasPrefix("o=") ? playerNames.map { String(lower.prefix(2)) + $0 } : [])
        case "move":
            pool = moves()
        case "set":
            pool = before.count == 1 ? Session.settingNames : ["on", "off"]
        case "help":
            pool = commandNames
        case "expect":
            pool = before.count == 1 ? ["winner", "draw", "over", "ongoing", "board", "moves", "tomove", "reason", "score"] : ["x", "o"]
        case "match":
            pool = before.count >= 2 ? playerNames : []
        case "save", "load", "source":
            return []
        default:
            pool = []
        }
        return pool.filter { $0.lowercased().hasPrefix(lower) }
    }
}

/// The session as completion sees it.
// NB: readline calls completion on the thread that is blocked in readline(), the same one
// the session runs on, so this unchecked box is never used from two threads at once.
final class SessionBox: @unchecked Sendable {
    private let session: Session
    init(_ session: Session) { self.session = session }
    func legalMoves() -> [String] {
        let board = session.game.board
        return board.legalMoves.map { board.rules.notation(for: $0) }
    }
}
