import Engines
import Foundation
import Players
import Referee
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
               "timeMargin": "50ms"},
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

    @Test("A file with CRLF line ends and a byte-order mark reads as with LF, with the same lines")
    func windowsLineEnds() throws {
        let file = try parse("\u{FEFF}[\r\n  {\"name\": \"a\", \"command\": \"x\"},\r\n  {\"name\": \"b\",\r\n   \"command\": \"y\"}\r\n]\r\n")
        #expect(file.engines.map(\.name) == ["a", "b"])
        #expect(file.engines.map(\.line) == [2, 3])
        #expect(message("\u{FEFF}[\r\n  {\"name\": \"a\",\r\n   \"command\": \"x\",\r\n   \"options\": 5}\r\n]") == "e.json:4: Engine 1's 'options' should be an object.")
        #expect(message("\u{FEFF}[\r\n  {\"name\": \"a\",\r\n   \"command\" \"x\"}\r\n]") == "e.json:3: Not JSON: Unexpected '\"' where ':' was expected after a key.")
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
                == "e.json:1: The engine name 'my engine' is used as a player spec: no spaces, ':', ',', quotes or control characters.")
    }

    @Test("A name may not be one of ttt's own players or a spec prefix, in any case", arguments: [
        ("uci", "the spec prefix 'uci:'"), ("CMD", "the spec prefix 'cmd:'"), ("gomocup", "the spec prefix 'gomocup:'"),
        ("Heuristic", "the built-in player 'heuristic'"), ("random", "the built-in player 'random'"),
        ("search-v1", "the built-in player 'search-v1'"), ("search-v2", "the built-in player 'search-v2'"), ("human", "the built-in player 'human'"),
        ("perfect", "the built-in player 'perfect'"),
    ])
    func refusesOwnNames(name: String, taken: String) {
        #expect(message("[\n  {\"name\": \"rapfi\", \"command\": \"x\"},\n  {\"name\": \"\(name)\", \"command\": \"touch created\"}\n]")
                == "e.json:3: The engine name '\(name)' is \(taken); give the engine another name.")
    }

    @Test("A time margin is a duration with its unit, as the command line's, under 1,000,000s; a number is refused, with its line")
    func checksTimeMargins() throws {
        func margin(_ text: String) -> String? { message("[\n  {\"name\": \"a\", \"command\": \"x\",\n   \"timeMargin\": \(text)}\n]") }
        #expect(margin("50") == #"e.json:3: Engine 'a' has a 'timeMargin' of 50 with no unit: write it as a duration, as in "50ms" or "50s"."#)
        #expect(margin("1e300") == #"e.json:3: Engine 'a' has a 'timeMargin' of 1e+300 with no unit: write it as a duration, as in "1e+300ms" or "1e+300s"."#)
        #expect(margin(#""50""#) == #"e.json:3: Engine 'a' has a 'timeMargin' of "50": '50' has no unit: write '50s' for seconds or '50ms' for milliseconds, as in '500ms' or '2s'."#)
        #expect(margin(#""1000000s""#) == #"e.json:3: Engine 'a' has a 'timeMargin' of "1000000s"; give a duration under 1,000,000s, as in "50ms"."#)
        #expect(margin(#""-5ms""#) == #"e.json:3: Engine 'a' has a 'timeMargin' of "-5ms"; give a duration under 1,000,000s, as in "50ms"."#)
        #expect(margin("true") == "e.json:3: Engine 1's 'timeMargin' should be a duration such as \"50ms\".")
        #expect(try parse(#"[{"name": "a", "command": "x", "timeMargin": "999999999ms"}]"#).engines[0].timeMargin == 999_999_999)
        #expect(try parse(#"[{"name": "a", "command": "x", "timeMargin": "1.5s"}]"#).engines[0].timeMargin == 1500)
    }

    @Test("An option whose name or value holds a line break or control character is refused with the option's line")
    func refusesControlCharactersInOptions() throws {
        let head = "[\n  {\"name\": \"a\", \"command\": \"x\",\n   \"options\": {\n     \"Threads\": 1,\n"
        #expect(message(head + "     \"Hash\": \"16\\nquit\"}}\n]")
                == "e.json:5: Engine 'a' has option 'Hash' set to '16\\nquit', with a line break or control character.")
        #expect(message(head + "     \"Hash\\nquit\": 16}}\n]")
                == "e.json:5: Engine 'a' has an option 'Hash\\nquit' with a line break or control character in its name.")
        #expect(message(head + "     \"Bell\\u0007\": 1}}\n]")
                == "e.json:5: Engine 'a' has an option 'Bell\\u{7}' with a line break or control character in its name.")
        #expect(message(head + "     \"Style\": \"a\\tb\"}}\n]")
                == "e.json:5: Engine 'a' has option 'Style' set to 'a\\tb', with a line break or control character.")
        #expect(message("[{\"name\": \"a\\nb\", \"command\": \"x\"}]")
                == "e.json:1: The engine name 'a\\nb' is used as a player spec: no spaces, ':', ',', quotes or control characters.")
        let fine = try parse(head + "     \"Skill Level\": \"a \\\"quoted\\\" value\"}}\n]")
        #expect(fine.engines[0].options == ["Threads": "1", "Skill Level": "a \"quoted\" value"])
    }

    // NB: 20,000 rather than 100,000, to stay fast in a debug build (about a second here); the
    // quadratic reading this guards against took minutes for as many. The release build's
    // figures for 100,000 are in docs/BOTS.md.
    @Test("20,000 engines load, each with its line, and become players in one pass", .timeLimit(.minutes(1)))
    func loadsManyEngines() throws {
        let count = 20_000
        var text = "[\n"
        for index in 0..<count {
            text += #"  {"name": "e\#(index)", "command": "./bot \#(index)", "protocol": "gomocup", "options": {"THREAD_NUM": 1}}"#
            text += index == count - 1 ? "\n]\n" : ",\n"
        }
        let file = try parse(text)
        #expect(file.engines.count == count)
        #expect(file.engines.last?.line == count + 1)
        #expect(file.engines.last?.name == "e19999")
        let registry = PlayerRegistry.standard(logs: nil, engines: file)
        #expect(registry.entries.count(where: { $0.source == "e.json" }) == count)
        #expect(registry.entry(named: "E17777")?.summary == "./bot 17777 (gomocup protocol).")
        let twice = text.replacingOccurrences(of: #""name": "e19999""#, with: #""name": "E5""#)
        #expect(message(twice) == "e.json:20001: The engine name 'E5' is given twice.")
    }

    @Test("Standard error is told which file was read: from the current directory as ./, else its path")
    func announcement() throws {
        let file = try EnginesFile(parsing: Data(#"[{"name": "a", "command": "x"}, {"name": "b", "command": "y"}]"#.utf8), path: "/work/here/ttt-engines.json")
        #expect(file.announcement(currentDirectory: "/work/here") == "Engines from ./ttt-engines.json (2 engines).")
        #expect(file.announcement(currentDirectory: "/work") == "Engines from ./here/ttt-engines.json (2 engines).")
        #expect(file.announcement(currentDirectory: "/elsewhere") == "Engines from /work/here/ttt-engines.json (2 engines).")
        let one = EnginesFile(path: "e.json", engines: [EngineEntry(name: "a", command: "x")])
        #expect(one.announcement(currentDirectory: "/work") == "Engines from e.json (1 engine).")
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
