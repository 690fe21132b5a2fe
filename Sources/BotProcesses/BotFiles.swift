import BotProtocols
import Foundation
import GameCore
import TextAndFiles

/// The external bots ttt can find, and how to run a bot file.
///
/// Bots are looked for in the directories of `TTT_PLAYERS` (colon-separated), then in
/// `Players/bots` under the current directory, then in the `Players/bots` ttt was built
/// from. A bot is a file there: a script (run by its shebang, or by its extension: `.py`
/// with python3, `.sh` with /bin/sh), a C source (`.c`, compiled with `cc` into ttt's
/// cache on first use), or an executable. Files named `pbrain-*` speak the Gomocup protocol.
public enum BotFiles {
    /// A bot found on the search path.
    public typealias Entry = (name: String, path: String, summary: String)

    /// Where bots are looked for, given the environment and the current directory.
    public static func defaultSearchPaths(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [String] {
        var paths = (environment["TTT_PLAYERS"] ?? "").split(separator: ":").map(String.init)
        paths.append(currentDirectory + "/Players/bots")
        paths.append(builtFromDirectory)
        var seen = Set<String>()
        return paths.filter { path in
            let key = (path as NSString).standardizingPath
            return seen.insert(key).inserted && isDirectory(path)
        }
    }

    /// The `Players/bots` directory of the source tree ttt was built from.
    public static var builtFromDirectory: String {
        // NB: this file is Sources/BotProcesses/BotFiles.swift in that tree.
        let sources = ((#filePath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return (sources as NSString).deletingLastPathComponent + "/Players/bots"
    }

    /// The bots in `searchPaths`, by name; a name found twice is the first one's.
    public static func list(searchPaths: [String]) -> [Entry] {
        var entries: [Entry] = []
        var names = Set<String>()
        for directory in searchPaths {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() {
                let path = directory + "/" + file
                guard isBot(path) else { continue }
                let name = botName(forFile: path)
                guard names.insert(name.lowercased()).inserted else { continue }
                entries.append((name, path, summary(of: path)))
            }
        }
        return entries
    }

    /// How to run the bot that a player's spec names, or nil when the spec is not an
    /// external bot.
    ///
    /// Forms: a path (`Players/bots/greedy.py`), a short name of a bot on the search path
    /// (`greedy`, `greedy.py`), `cmd:"python3 my_bot.py"` (run by /bin/sh -c), and
    /// `gomocup:PATH-OR-NAME` (the Gomocup adapter; `pbrain-*` files use it anyway), and
    /// `uci:PATH-OR-NAME` (a UCI engine that plays variants; a name that is no bot file is
    /// looked up on `PATH` when the engine starts: `uci:fairy-stockfish`).
    /// - Parameters:
    ///   - kind: the spec's kind, before any colon: `cmd`, `gomocup`, `uci`, or anything else
    ///     (a path or a short name, then looked up as `text`).
    ///   - argument: for `cmd:`, `gomocup:` and `uci:`, the text after the colon, unquoted.
    ///   - text: the spec as it was written.
    /// - Throws: ``BotError`` for a path with no file, or an empty command.
    public static func resolve(
        kind: String, argument: String?, text: String, searchPaths: [String]
    ) throws(BotError) -> (name: String, command: BotCommand, speaks: BotProtocol)? {
        switch kind {
        case "cmd":
            let line = (argument ?? "").trimmingWhitespace
            guard !line.isEmpty else { throw BotError("Expected a command after 'cmd:', as in 'cmd:\"python3 my_bot.py\"'.") }
            return (name(ofCommandLine: line), .shell(line), .native)
        case "gomocup":
            let target = (argument ?? "").trimmingWhitespace
            guard !target.isEmpty else { throw BotError("Expected a program after 'gomocup:', as in 'gomocup:./pbrain-x'.") }
            if target.contains(" ") { return (name(ofCommandLine: target), .shell(target), .gomocup) }
            guard let found = try file(named: target, searchPaths: searchPaths) else {
                throw BotError("No Gomocup bot '\(target)': no such file, and no bot of that name in \(searchPaths.joined(separator: ", ")).")
            }
            return (botName(forFile: found), command(forFile: found), .gomocup)
        case "uci":
            let target = (argument ?? "").trimmingWhitespace
            guard !target.isEmpty else { throw BotError("Expected a program after 'uci:', as in 'uci:/usr/games/fairy-stockfish'.") }
            if target.contains(" ") { return (name(ofCommandLine: target), .shell(target), .uci) }
            if !target.contains("/"), try file(named: target, searchPaths: searchPaths) == nil {
                // NB: an engine installed on PATH (`uci:fairy-stockfish`), found when it starts.
                return (target, BotCommand(arguments: [target]), .uci)
            }
            guard let found = try file(named: target, searchPaths: searchPaths) else {
                throw BotError("No UCI engine '\(target)': no such file.")
            }
            return (botName(forFile: found), command(forFile: found), .uci)
        default:
            guard let found = try file(named: text.trimmingWhitespace, searchPaths: searchPaths) else { return nil }
            let fileName = (found as NSString).lastPathComponent
            return (botName(forFile: found), command(forFile: found), fileName.hasPrefix("pbrain-") ? .gomocup : .native)
        }
    }

    /// How to run the bot file at `path`: by its shebang, else by its extension, else directly.
    public static func command(forFile path: String) -> BotCommand {
        if path.hasSuffix(".c") { return .compiled(path) }
        if let shebang = shebang(of: path) {
            return BotCommand(arguments: shebang + [path], description: path)
        }
        if path.hasSuffix(".py") { return BotCommand(arguments: ["python3", path], description: path) }
        if path.hasSuffix(".sh") { return BotCommand(arguments: ["/bin/sh", path], description: path) }
        return BotCommand(arguments: [path], description: path)
    }

    /// The file a spec names: an existing path (`mybot.c` in the current directory is one,
    /// as `./mybot.c` is), or a bot's short name on the search path.
    private static func file(named text: String, searchPaths: [String]) throws(BotError) -> String? {
        if !text.contains("/"), !text.isEmpty, FileManager.default.fileExists(atPath: text), !isDirectory(text) {
            return try file(named: "./" + text, searchPaths: searchPaths)
        }
        if text.contains("/") {
            guard FileManager.default.fileExists(atPath: text), !isDirectory(text) else {
                throw BotError("No bot at '\(text)': there is no such file.")
            }
            // NB: absolute, as the bot runs in a directory of its own.
            let absolute = text.hasPrefix("/") ? text : FileManager.default.currentDirectoryPath + "/" + text
            return (absolute as NSString).standardizingPath
        }
        let wanted = text.lowercased()
        for directory in searchPaths {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() where file.lowercased() == wanted || stem(of: file).lowercased() == wanted {
                let path = directory + "/" + file
                if isBot(path) {
                    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
                    return (absolute as NSString).standardizingPath
                }
            }
        }
        return nil
    }

    /// A player's name for a command line: the first word that is not an interpreter, without
    /// its directory and extension.
    public static func name(ofCommandLine line: String) -> String {
        let interpreters: Set<String> = ["python", "python3", "sh", "bash", "node", "ruby", "perl", "java", "env", "exec", "pypy3"]
        let words = line.split(separator: " ").map(String.init)
        let word = words.first { !interpreters.contains(($0 as NSString).lastPathComponent) && !$0.hasPrefix("-") } ?? words.first ?? "bot"
        return stem(of: (word as NSString).lastPathComponent)
    }

    /// A bot's name: its file name without the extension, unless another bot beside it has
    /// the same stem (`random.py` and `random.sh`), when it is the whole file name.
    public static func botName(forFile path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let file = (path as NSString).lastPathComponent
        let name = stem(of: file)
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        let clash = siblings.contains { $0 != file && stem(of: $0) == name && isBot(directory + "/" + $0) }
        return clash ? file : name
    }

    static func stem(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func isBot(_ path: String) -> Bool {
        let file = (path as NSString).lastPathComponent
        guard !file.hasPrefix("."), !isDirectory(path) else { return false }
        if [".py", ".sh", ".c"].contains(where: file.hasSuffix) { return true }
        let excluded = [".md", ".txt", ".o", ".h", ".json", ".log"]
        return !excluded.contains(where: file.hasSuffix) && FileManager.default.isExecutableFile(atPath: path)
    }

    /// The interpreter and its arguments from a `#!` line, if the file starts with one.
    private static func shebang(of path: String) -> [String]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // NB: a byte-order mark before `#!` is dropped, and a CR before the LF is white space.
        let head = TextLines.withoutByteOrderMark((try? handle.read(upToCount: 256)) ?? Data())
        guard head.starts(with: Array("#!".utf8)) else { return nil }
        let line = String(decoding: head.prefix { $0 != 0x0A }.dropFirst(2), as: UTF8.self)
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// The bot's own one-line description: its first comment after the shebang.
    private static func summary(of path: String) -> String {
        let protocolNote = (path as NSString).lastPathComponent.hasPrefix("pbrain-") ? " (Gomocup protocol)" : ""
        guard let handle = FileHandle(forReadingAtPath: path) else { return "An external bot." + protocolNote }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 2048)) ?? Data(), as: UTF8.self)
        for line in TextLines.lines(of: head).lazy.filter({ !$0.isEmpty }).prefix(10) {
            let text = String(line).trimmingWhitespace
            if text.hasPrefix("#!") { continue }
            for marker in ["#", "//", "/*"] where text.hasPrefix(marker) {
                var comment = String(text.dropFirst(marker.count)).trimmingWhitespace
                if comment.hasSuffix("*/") { comment = String(comment.dropLast(2)).trimmingWhitespace }
                if !comment.isEmpty { return comment + protocolNote }
            }
        }
        return "An external bot." + protocolNote
    }
}
