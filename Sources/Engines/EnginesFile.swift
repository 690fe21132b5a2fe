import FoundationEssentials
import GameCore
public import Referee
import TextAndFiles

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

    /// The line that says which engines file was read, for standard error:
    /// `Engines from ./ttt-engines.json (3 engines).` A path inside `currentDirectory` is
    /// shown from it.
    public func announcement(currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let shown = path.hasPrefix(prefix) ? "./" + path.dropFirst(prefix.count) : path
        let count = engines.count == 1 ? "1 engine" : "\(engines.count.grouped) engines"
        return "Engines from \(shown.escapedForDisplay()) (\(count))."
    }

    /// The engines file to use: `explicit` when given (it must exist), else
    /// `ttt-engines.json` in `currentDirectory`, else `$XDG_CONFIG_HOME/ttt/engines.json`
    /// (`~/.config/ttt/engines.json`); nil when there is none.
    /// `reservedNames` are the names no engine may take (see ``init(parsing:path:reservedNames:)``).
    /// - Throws: ``PlayerError`` for a missing explicit file, or a broken file, with its line.
    public static func locate(
        explicit: String?, currentDirectory: String = FileManager.default.currentDirectoryPath,
        environment: [String: String] = ProcessInfo.processInfo.environment, reservedNames: [String: String]
    ) throws(PlayerError) -> EnginesFile? {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw PlayerError("No engines file '\(explicit)': there is no such file.")
            }
            return try load(path: explicit, reservedNames: reservedNames)
        }
        var candidates = [currentDirectory + "/ttt-engines.json"]
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            candidates.append(config + "/ttt/engines.json")
        } else if let home = environment["HOME"], !home.isEmpty {
            candidates.append(home + "/.config/ttt/engines.json")
        }
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
        return try load(path: found, reservedNames: reservedNames)
    }

    /// Reads the engines file at `path`.
    /// - Throws: ``PlayerError`` when it cannot be read, or is broken (see
    ///   ``init(parsing:path:reservedNames:)``).
    public static func load(path: String, reservedNames: [String: String]) throws(PlayerError) -> EnginesFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlayerError("Cannot read the engines file '\(path)'.")
        }
        return try EnginesFile(parsing: data, path: path, reservedNames: reservedNames)
    }

    /// Reads an engines file's bytes.
    /// - Throws: ``PlayerError`` prefixed with `path:line:` for what is wrong: not JSON, not
    ///   a list, an entry without a name or a command, an unknown protocol (with the
    ///   closest), a name given twice, one that is not a plain word or one that is ttt's own
    ///   (a built-in player or a spec prefix: `reservedNames`, in lower case, each with what
    ///   it already is), a time margin out of range, an option with a line break or another
    ///   control character in it.
    /// - Complexity: O(*n*) in the file's length.
    public init(parsing data: Data, path: String, reservedNames: [String: String]) throws(PlayerError) {
        self.path = path
        // NB: JSON's white space takes CRLF line ends as they are; a byte-order mark is dropped.
        let bytes = Array(TextLines.withoutByteOrderMark(data))
        let lines = EnginesFileLines(bytes)
        func fail(_ line: Int, _ message: String) -> PlayerError { PlayerError("\(path):\(line): \(message)") }
        let json: JSONValue
        do throws(JSONValue.SyntaxError) {
            // NB: an entry's key given twice counts as its last, as it always has.
            json = try JSONValue.parse(bytes[...], allowingRepeatedKeys: true)
        } catch {
            throw fail(error.line, "Not JSON: \(error.fileText)")
        }
        guard case let .array(items) = json else {
            throw fail(1, "The engines file is a JSON list of engines, as in [{\"name\": \"rapfi\", \"command\": \"./pbrain-rapfi\"}].")
        }
        var written: [EngineEntry.Written] = []
        written.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let entry: EngineEntry.Written?
            do throws(EngineEntry.Written.Mismatch) {
                entry = try EngineEntry.Written(item)
            } catch {
                let line = error.key.hasPrefix("options.")
                    ? lines.line(ofOption: String(error.key.dropFirst("options.".count)), inEntry: index)
                    : lines.line(ofKey: error.key, inEntry: index)
                throw fail(line, "Engine \(index + 1)'s '\(error.key.shownAsName)' should be \(error.kind).")
            }
            guard let entry else { throw fail(lines.line(ofEntry: index), "Engine \(index + 1) should be an object.") }
            written.append(entry)
        }
        var engines: [EngineEntry] = []
        engines.reserveCapacity(written.count)
        // NB: a set, not a search of the engines so far: a file of 100,000 engines loads in
        // linear time.
        var names = Set<String>()
        for (index, entry) in written.enumerated() {
            let engine = try Self.checked(entry, index: index, lines: lines, path: path, reservedNames: reservedNames)
            guard names.insert(engine.name.lowercased()).inserted else {
                throw PlayerError("\(path):\(engine.line): The engine name '\(engine.name.shownAsName)' is given twice.")
            }
            engines.append(engine)
        }
        self.engines = engines
    }
}
