import Arena
import Bots
import Foundation
import GameCore
import Players
import REPL
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
}
