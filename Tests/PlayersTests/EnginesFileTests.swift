import Arena
import Bots
import Foundation
import Players
import Testing

/// The engines file: what it reads, what it refuses (with the line), where it is found.
@Suite("The engines file")
struct EnginesFileTests {
    func parse(_ text: String) throws(PlayerError) -> EnginesFile {
        try EnginesFile(parsing: Data(text.utf8), path: "e.json")
    }

    func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Reads names, commands or paths, protocols, directories, options and margins, with each entry's line")
    func readsEntries() throws {
        let file = try parse("""
            [
              {"name": "rapfi", "command": "./pbrain-rapfi", "protocol": "gomocup",
               "workingDirectory": "engines/rapfi", "options": {"THREAD_NUM": 2, "PONDER": false, "STYLE": "sharp"},
               "timeMargin": 50},
              {"name": "Greedy2", "path": "Players/bots/greedy.py"},
              {"name": "fish", "command": "stockfish", "protocol": "UCI"}
            ]
            """)
        #expect(file.engines.map(\.name) == ["rapfi", "Greedy2", "fish"])
        #expect(file.engines.map(\.engineProtocol) == [.gomocup, .ttt, .uci])
        #expect(file.engines.map(\.line) == [2, 5, 6])
        let rapfi = try #require(file.engine(named: "RAPFI"))
        #expect(rapfi.command == "./pbrain-rapfi" && rapfi.path == nil)
        #expect(rapfi.workingDirectory == "engines/rapfi")
        #expect(rapfi.options == ["THREAD_NUM": "2", "PONDER": "false", "STYLE": "sharp"])
        #expect(rapfi.orderedOptions.map(\.key) == ["PONDER", "STYLE", "THREAD_NUM"])
        #expect(rapfi.timeMargin == 50)
        #expect(file.engines[1].path == "Players/bots/greedy.py" && file.engines[1].command == nil)
    }

    @Test("A broken file is refused with its line and what is wrong")
    func refusesWithTheLine() {
        #expect(message("[\n  {\"name\": \"a\",\n   \"command\" \"x\"}\n]") == "e.json:3: Not JSON: Unexpected '\"' where ':' was expected after a key.")
        #expect(message("[\n  {\"name\": \"a\", \"command\": \"x\"}\n") == "e.json:3: Not JSON: The file ends inside a list or object.")
        #expect(message("rapfi") == "e.json:1: Not JSON: 'rapfi' is not a JSON value; text goes in double quotes.")
        #expect(message("{\"name\": \"a\"}") == "e.json:1: The engines file is a JSON list of engines, as in [{\"name\": \"rapfi\", \"command\": \"./pbrain-rapfi\"}].")
        #expect(message("[\n  {\"name\": \"a\", \"command\": \"x\"},\n  {\"command\": \"y\"}\n]") == "e.json:3: Engine 2 has no 'name'.")
        #expect(message("[\n  {\"name\": \"a\"}\n]") == "e.json:2: Engine 'a' has no 'command' (or 'path').")
        #expect(message("[\n  {\"name\": \"a\", \"command\": \"x\",\n   \"protocol\": \"gomcup\"}\n]")
                == "e.json:2: Engine 'a' has an unknown protocol 'gomcup'. Did you mean 'gomocup'?")
        #expect(message("[{\"name\": \"a\", \"command\": \"x\", \"protocol\": \"xboard\"}]")
                == "e.json:1: Engine 'a' has an unknown protocol 'xboard'. Protocols: ttt, gomocup, uci.")
        #expect(message("[\n  {\"name\": \"a\", \"command\": \"x\"},\n  {\"name\": \"A\", \"command\": \"y\"}\n]") == "e.json:3: The engine name 'A' is given twice.")
        #expect(message("[\n  {\"name\": \"a\",\n   \"command\": \"x\",\n   \"options\": 5}\n]") == "e.json:4: Engine 1's 'options' should be an object.")
        #expect(message("[\n  {\"name\": \"options\",\n   \"command\": \"x\",\n   \"options\": [1]}\n]") == "e.json:4: Engine 1's 'options' should be an object.")
        #expect(message("[\n  {\"name\": \"a\", \"command\": \"x\"},\n  5\n]") == "e.json:3: Engine 2 should be an object.")
        #expect(message("[{\"name\": \"my engine\", \"command\": \"x\"}]")
                == "e.json:1: The engine name 'my engine' is used as a player spec: no spaces, ':', ',' or quotes.")
    }

    @Test("Found at the path given, else ./ttt-engines.json, else the user's config; a missing given file is an error")
    func locates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-engines-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = root + "/config"
        try FileManager.default.createDirectory(atPath: config + "/ttt", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/here", withIntermediateDirectories: true)
        let environment = ["XDG_CONFIG_HOME": config]
        #expect(try EnginesFile.locate(explicit: nil, currentDirectory: root + "/here", environment: environment) == nil)
        try #"[{"name": "fromconfig", "command": "x"}]"#.write(toFile: config + "/ttt/engines.json", atomically: true, encoding: .utf8)
        let fromConfig = try EnginesFile.locate(explicit: nil, currentDirectory: root + "/here", environment: environment)
        #expect(fromConfig?.engines.map(\.name) == ["fromconfig"])
        let home = try EnginesFile.locate(explicit: nil, currentDirectory: root + "/here", environment: ["HOME": root + "/nohome"])
        #expect(home == nil)
        try #"[{"name": "fromhere", "command": "x"}]"#.write(toFile: root + "/here/ttt-engines.json", atomically: true, encoding: .utf8)
        let fromHere = try EnginesFile.locate(explicit: nil, currentDirectory: root + "/here", environment: environment)
        #expect(fromHere?.engines.map(\.name) == ["fromhere"])
        let given = try EnginesFile.locate(explicit: config + "/ttt/engines.json", currentDirectory: root + "/here", environment: environment)
        #expect(given?.engines.map(\.name) == ["fromconfig"])
        #expect(throws: PlayerError("No engines file '\(root)/none.json': there is no such file.")) {
            try EnginesFile.locate(explicit: root + "/none.json", currentDirectory: root, environment: environment)
        }
    }
}
