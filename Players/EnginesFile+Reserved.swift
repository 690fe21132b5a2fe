public import Engines
import FoundationEssentials
public import Referee

// The engines file as ttt reads it: no engine may take the name of a player ttt has, nor of a
// spec prefix (Engines knows no player; this is where the two meet).

extension PlayerRegistry {
    /// The names an engine may not take, in lower case, each with what it already is: ttt's
    /// own players (`heuristic`) and the spec prefixes (`uci`, `cmd`, `gomocup`).
    ///
    /// NB: an engine of such a name would replace ttt's own under a name everyone knows:
    /// `ttt match random heuristic` would run whatever the file says.
    public static let reservedEngineNames: [String: String] = {
        var registry = PlayerRegistry.builtIn
        let builtIn = Set(registry.entries.map(\.name))
        registry.addExternalPlayers(searchPaths: [])
        var reserved: [String: String] = [:]
        for entry in registry.entries {
            reserved[entry.name.lowercased()] = builtIn.contains(entry.name)
                ? "the built-in player '\(entry.name)'" : "the spec prefix '\(entry.name):'"
        }
        return reserved
    }()
}

extension EnginesFile {
    /// Reads an engines file's bytes, with ttt's own names reserved (see
    /// ``init(parsing:path:reservedNames:)``).
    public init(parsing data: Data, path: String) throws(PlayerError) {
        try self.init(parsing: data, path: path, reservedNames: PlayerRegistry.reservedEngineNames)
    }

    /// The engines file to use, with ttt's own names reserved (see
    /// ``locate(explicit:currentDirectory:environment:reservedNames:)``).
    public static func locate(
        explicit: String?, currentDirectory: String = FileManager.default.currentDirectoryPath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlayerError) -> EnginesFile? {
        try locate(explicit: explicit, currentDirectory: currentDirectory, environment: environment, reservedNames: PlayerRegistry.reservedEngineNames)
    }
}
