import Engines
import Foundation
import GameCore
import Players
import REPL
import TestSupport
import Testing

/// The engines file and bot logs in the REPL: completion, `players`, seats, `set bot-logs`.
@Suite("Engines and bot logs in the REPL")
struct EnginesSessionTests {
    let engines = try! EnginesFile(parsing: Data("""
        [{"name": "Rapfi", "command": "./pbrain-rapfi", "protocol": "gomocup"},
         {"name": "greedy2", "path": "Players/bots/greedy.py"}]
        """.utf8), path: "ttt-engines.json")

    func session() -> (Session, CapturedOutput) {
        let output = CapturedOutput(json: false)
        let session = Session(output: output, registry: .standard(logs: nil, engines: engines))
        let engines = self.engines
        session.makeRegistry = { logs in .standard(logs: logs, engines: engines) }
        return (session, output)
    }

    @Test("Engine names are completed by Tab and listed by 'players' under their file")
    func completionAndListing() async throws {
        let (session, output) = session()
        #expect(Completion(session: session).candidates(line: "x ", word: "ra").contains("Rapfi"))
        #expect(Completion(session: session).candidates(line: "x ", word: "gre").contains("greedy2"))
        #expect(Completion(session: session).candidates(line: "set ", word: "bot").contains("bot-logs"))
        _ = await ScriptRunner(session: session).run(ListLineReader(["players"]), source: "test")
        let lines = output.lines.flatMap { $0.split(separator: "\n").map(String.init) }
        let heading = try #require(lines.firstIndex(of: "Engines (ttt-engines.json):"), "\(lines)")
        let squeezed = lines[heading + 1...heading + 2].map { $0.split(separator: " ").joined(separator: " ") }
        #expect(squeezed == ["Rapfi ./pbrain-rapfi (gomocup protocol).", "greedy2 Players/bots/greedy.py (ttt protocol)."])
    }

    @Test("A seat shows the short name; an engine is spelt as its file spells it")
    func seats() async {
        let (session, output) = session()
        session.isInteractive = true
        let ok = await ScriptRunner(session: session).run(
            ListLineReader(["x RAPFI", "o Players/bots/greedy.py:name=Greedy"]), source: "test")
        #expect(ok, "\(output.errors)")
        #expect(output.lines.suffix(2) == ["Rapfi plays X.", "Greedy plays O."])
        #expect(session.game.xName == "Rapfi" && session.game.oName == "Greedy")
    }

    @Test("A journal records what each engine runs; --resume refuses a name that now runs another program")
    func resumeChecksEngines() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-repl-engines-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let journal = root + "/games.jsonl"
        let bots = ExternalFixtures.bots
        func run(_ engine: EngineEntry, resume: Bool) async -> (ok: Bool, errors: [String]) {
            let file = EnginesFile(path: root + "/ttt-engines.json", engines: [engine])
            let output = CapturedOutput(json: false)
            let session = Session(output: output, registry: .standard(logs: nil, engines: file))
            session.makeRegistry = { logs in .standard(logs: logs, engines: file) }
            let line = "tournament greedy2 random --games 2 --journal \(journal)" + (resume ? " --resume" : "")
            let ok = await ScriptRunner(session: session).run(ListLineReader([line]), source: "test")
            return (ok, output.errors)
        }
        let greedy = EngineEntry(name: "greedy2", path: bots + "/greedy.py", options: ["level": "3"])
        let first = await run(greedy, resume: false)
        #expect(first.ok, "\(first.errors)")
        let header = try #require(try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n").first)
        #expect(header.contains(#","engines":{"greedy2":{"path":"\#(bots)/greedy.py","protocol":"ttt","options":{"level":"3"}}},"ttt":"#),
                "\(header)")
        let same = await run(greedy, resume: true)
        #expect(same.ok, "\(same.errors)")
        let other = await run(EngineEntry(name: "greedy2", path: bots + "/random.py"), resume: true)
        #expect(!other.ok)
        #expect(other.errors == [
            "test:1: 'greedy2' now means another program than in the journal '\(journal)': it ran '\(bots)/greedy.py' with level=3, now '\(bots)/random.py'. Resume with the engines file of that run, or choose another file.",
        ])
        let options = await run(EngineEntry(name: "greedy2", path: bots + "/greedy.py", options: ["level": "4"]), resume: true)
        #expect(options.errors.last?.contains("it ran '\(bots)/greedy.py' with level=3, now '\(bots)/greedy.py' with level=4.") == true,
                "\(options.errors)")
        // NB: a journal from before ttt recorded engines has nothing to hold against.
        let text = try String(contentsOfFile: journal, encoding: .utf8)
        let start = try #require(text.range(of: #","engines":"#)), end = try #require(text.range(of: #","ttt":"#))
        try (String(text[..<start.lowerBound]) + String(text[end.lowerBound...])).write(toFile: journal, atomically: true, encoding: .utf8)
        let older = await run(EngineEntry(name: "greedy2", path: bots + "/random.py"), resume: true)
        #expect(older.ok, "\(older.errors)")
    }

    @Test("'set bot-logs DIR' makes DIR at once, or says why it cannot")
    func setBotLogs() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-repl-logs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (session, output) = session()
        let ok = await ScriptRunner(session: session).run(ListLineReader(["set bot-logs \(root)/logs"]), source: "test")
        #expect(ok, "\(output.errors)")
        #expect(FileManager.default.fileExists(atPath: root + "/logs"))
        #expect(session.settings.botLogs == root + "/logs")
        _ = FileManager.default.createFile(atPath: root + "/file", contents: Data())
        let refused = await ScriptRunner(session: session).run(ListLineReader(["set bot-logs \(root)/file"]), source: "test")
        #expect(!refused)
        #expect(output.errors == ["test:1: Cannot keep bot logs in '\(root)/file': it is a file, not a directory."])
        let plain = Session(output: output, registry: .builtIn)
        _ = await ScriptRunner(session: plain).run(ListLineReader(["set bot-logs \(root)/other"]), source: "test")
        #expect(output.errors.last == "test:1: This session's players cannot be given logs; run ttt with '--bot-logs DIR'.")
        let tournament = await ScriptRunner(session: session).run(
            ListLineReader(["tournament random heuristic --games 2 --bot-logs \(root)/file"]), source: "test")
        #expect(!tournament)
        #expect(output.errors.last == "test:1: Cannot keep bot logs in '\(root)/file': it is a file, not a directory.")
    }
    @Test("A single REPL game's bot log notes the game's start and its end, each with a timestamp")
    func singleGameLog() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-repl-game-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (session, output) = session()
        let greedy = TTTRoot.path + "/Players/bots/greedy.py"
        let ok = await ScriptRunner(session: session).run(
            ListLineReader(["set bot-logs \(root)", "new x=\(greedy) o=heuristic", "play", "expect over"]), source: "test")
        #expect(ok, "\(output.errors)")
        await session.close()
        let log = try String(contentsOfFile: root + "/greedy.log", encoding: .utf8)
        let lines = log.split(separator: "\n")
        let started = lines.firstIndex { $0.contains("# game started: 20") }
        let ended = lines.firstIndex { $0.contains("# game ended: 20") }
        #expect(started != nil, "\(log)")
        #expect(ended != nil, "\(log)")
        if let started, let ended { #expect(started < ended) }
    }
}
