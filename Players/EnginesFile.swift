public import Arena
import FoundationEssentials
import Bots
import GameCore

/// The engines file: a JSON list of engines (``EngineEntry``) whose names are usable
/// wherever a player spec is, as in `ttt match rapfi heuristic --rules gomoku`.
///
/// Found at `--engines FILE`, else `ttt-engines.json` in the current directory, else
/// `~/.config/ttt/engines.json` (see ``locate(explicit:currentDirectory:environment:)``).
/// docs/PROTOCOL.md describes its fields.
public struct EnginesFile: Sendable {
    /// Where it was read from.
    public var path: String
    /// Its engines, in the file's order.
    public var engines: [EngineEntry]

    public init(path: String, engines: [EngineEntry]) {
        self.path = path
        self.engines = engines
    }

    /// The engine named `name` (any case), if any.
    public func engine(named name: String) -> EngineEntry? {
        engines.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The engines file to use: `explicit` when given (it must exist), else
    /// `ttt-engines.json` in `currentDirectory`, else `$XDG_CONFIG_HOME/ttt/engines.json`
    /// (`~/.config/ttt/engines.json`); nil when there is none.
    /// - Throws: ``PlayerError`` for a missing explicit file, or a broken file, with its line.
    public static func locate(
        explicit: String?, currentDirectory: String = FileManager.default.currentDirectoryPath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlayerError) -> EnginesFile? {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw PlayerError("No engines file '\(explicit)': there is no such file.")
            }
            return try load(path: explicit)
        }
        var candidates = [currentDirectory + "/ttt-engines.json"]
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            candidates.append(config + "/ttt/engines.json")
        } else if let home = environment["HOME"], !home.isEmpty {
            candidates.append(home + "/.config/ttt/engines.json")
        }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
        return try load(path: found)
    }

    /// Reads the engines file at `path`.
    /// - Throws: ``PlayerError`` when it cannot be read, or is broken (see ``init(parsing:path:)``).
    public static func load(path: String) throws(PlayerError) -> EnginesFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlayerError("Cannot read the engines file '\(path)'.")
        }
        return try EnginesFile(parsing: data, path: path)
    }

    /// Reads an engines file's bytes.
    /// - Throws: ``PlayerError`` prefixed with `path:line:` for what is wrong: not JSON, not
    ///   a list, an entry without a name or a command, an unknown protocol (with the
    ///   closest), a name given twice or one that is not a plain word.
    public init(parsing data: Data, path: String) throws(PlayerError) {
        self.path = path
        let lines = EnginesFileLines(Array(data))
        let written: [EngineEntry.Written]
        do {
            written = try JSONDecoder().decode([EngineEntry.Written].self, from: data)
        } catch let error as DecodingError {
            let (line, message) = lines.explain(error)
            throw PlayerError("\(path):\(line): \(message)")
        } catch {
            throw PlayerError("\(path):1: Not JSON: \(error).")
        }
        var engines: [EngineEntry] = []
        for (index, entry) in written.enumerated() {
            let line = lines.line(ofEntry: index)
            func fail(_ message: String) -> PlayerError { PlayerError("\(path):\(line): \(message)") }
            guard let name = entry.name?.trimmingWhitespace, !name.isEmpty else {
                throw fail("Engine \(index + 1) has no 'name'.")
            }
            guard !name.contains(where: { ":,\" \t".contains($0) }) else {
                throw fail("The engine name '\(name)' is used as a player spec: no spaces, ':', ',' or quotes.")
            }
            guard !engines.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw fail("The engine name '\(name)' is given twice.")
            }
            let command = entry.command?.trimmingWhitespace, path = entry.path?.trimmingWhitespace
            guard command?.isEmpty == false || path?.isEmpty == false else {
                throw fail("Engine '\(name)' has no 'command' (or 'path').")
            }
            var engineProtocol = EngineProtocol.ttt
            if let text = entry.engineProtocol {
                guard let known = EngineProtocol(name: text) else {
                    let names = EngineProtocol.allCases.map(\.rawValue)
                    let hint = closestWord(to: text.lowercased(), in: names).map { " Did you mean '\($0)'?" }
                        ?? " Protocols: \(names.joined(separator: ", "))."
                    throw fail("Engine '\(name)' has an unknown protocol '\(text)'.\(hint)")
                }
                engineProtocol = known
            }
            if let margin = entry.timeMargin, margin < 0 {
                throw fail("Engine '\(name)' has a negative 'timeMargin' (\(margin)); give milliseconds, as in 50.")
            }
            engines.append(EngineEntry(
                name: name, command: command?.isEmpty == false ? command : nil, path: path?.isEmpty == false ? path : nil,
                engineProtocol: engineProtocol, workingDirectory: entry.workingDirectory,
                options: (entry.options ?? [:]).mapValues(\.text), timeMargin: entry.timeMargin, line: line))
        }
        self.engines = engines
    }
}
