import BotProcesses
import Foundation
import GameCore
import Referee

/// Tab completion: commands, then player specs (built-in players, engines, the short names
/// of bots on the search path, and paths), legal moves, settings and rules, by the command
/// being typed. File names are completed by readline where nothing here fits.
public struct Completion: Sendable {
    private let commandNames: [String]
    private let playerNames: [String]
    private let botNames: @Sendable () -> [String]
    private let directory: String
    private let moves: @Sendable () -> [String]

    /// - Parameter directory: where relative paths are completed from (the current directory).
    public init(session: Session, directory: String = FileManager.default.currentDirectoryPath) {
        commandNames = Session.commands.flatMap { [$0.name] + $0.aliases }.filter { $0.count > 1 }
        playerNames = session.registry.entries.map(\.name) + ["human"]
        // NB: listed at each Tab, as bots come and go while the REPL runs.
        botNames = { BotFiles.list(searchPaths: BotFiles.defaultSearchPaths()).map(\.name) }
        self.directory = directory
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
        var paths: [String] = []
        switch before.first {
        case nil:
            pool = commandNames + moves()
        case "x", "o":
            pool = playerNames + botNames()
            paths = self.paths(word)
        case "new":
            let rules = ["gravity", "k="] + Rules.WinRule.allCases.map { "rule=" + $0.name }
            let seat = lower.hasPrefix("x=") || lower.hasPrefix("o=") ? String(word.prefix(2)) : nil
            pool = Rules.presets.map(\.name) + ["x=", "o="] + rules + (seat.map { seat in (playerNames + botNames()).map { seat.lowercased() + $0 } } ?? [])
            if let seat { paths = self.paths(String(word.dropFirst(2))).map { seat + $0 } }
        case "move":
            pool = moves()
        case "set":
            pool = before.count == 1 ? Session.settingNames : ["on", "off"]
        case "help":
            pool = commandNames
        case "expect":
            pool = before.count == 1 ? ["winner", "draw", "over", "ongoing", "board", "moves", "tomove", "reason", "score"] : ["x", "o"]
        case "match", "tournament":
            pool = before.count >= 2 || before.first == "tournament" ? playerNames + botNames() : []
            if !pool.isEmpty { paths = self.paths(word) }
        case "save", "load", "source":
            return []
        default:
            pool = []
        }
        var seen = Set<String>()
        return (pool.filter { $0.lowercased().hasPrefix(lower) } + paths).filter { seen.insert($0).inserted }
    }

    /// The files and directories (these ending in `/`) whose paths begin with `word`,
    /// relative to the directory completion runs in; hidden ones only when asked for.
    func paths(_ word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let start = slash.map { String(word[word.index(after: $0)...]) } ?? word
        let listed = folder.hasPrefix("/") ? folder : directory + "/" + folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasPrefix(start), start.hasPrefix(".") || !name.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: listed + name, isDirectory: &isDirectory)
            return folder + name + (isDirectory.boolValue ? "/" : "")
        }
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
