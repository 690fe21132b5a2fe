import BotProcesses
import BotProtocols
import Foundation
import TestSupport
import Testing

/// Bot files: the example bots listed with their summaries, the search path, and how a
/// file is run.
@Suite struct BotFilesTests {
    @Test func listsTheExampleBotsWithTheirSummaries() {
        let bots = BotFiles.list(searchPaths: [ExternalFixtures.bots])
        #expect(bots.map(\.name) == ["fast", "greedy", "pbrain-random", "random.py", "random.sh"])
        let greedy = bots.first { $0.name == "greedy" }
        #expect(greedy?.summary == "Greedy: wins if it can, blocks if it must, else takes the cell with the most open lines near the centre.")
        #expect(bots.first { $0.name == "pbrain-random" }?.summary.hasSuffix("(Gomocup protocol)") == true)
    }

    @Test func searchPathsComeFromTTTPlayersFirst() throws {
        let paths = BotFiles.defaultSearchPaths(environment: ["TTT_PLAYERS": "/nonexistent:\(ExternalFixtures.bots)/faults"], currentDirectory: "/nonexistent")
        #expect(paths.first == "\(ExternalFixtures.bots)/faults")
        #expect(!paths.contains("/nonexistent"))
        #expect(BotFiles.list(searchPaths: paths).contains { $0.name == "garbage" })
    }

    @Test func runsScriptsByShebangOrExtension() {
        #expect(BotFiles.command(forFile: "/x/bot.c").cSource == "/x/bot.c")
        #expect(BotFiles.command(forFile: "\(ExternalFixtures.bots)/greedy.py").arguments
            == ["/usr/bin/env", "python3", "\(ExternalFixtures.bots)/greedy.py"])
        #expect(BotFiles.command(forFile: "/x/none.py").arguments == ["python3", "/x/none.py"])
        #expect(BotFiles.command(forFile: "/x/none.sh").arguments == ["/bin/sh", "/x/none.sh"])
    }

    @Test("A bot file saved with CRLF and a byte-order mark keeps its shebang and its summary")
    func windowsLineEnds() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-crlf-bots-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = "\u{FEFF}#!/usr/bin/env python3\r\n\r\n# Plays the first free cell.\r\nimport sys\r\n"
        try text.write(toFile: directory + "/first.py", atomically: true, encoding: .utf8)
        #expect(BotFiles.list(searchPaths: [directory]).map(\.summary) == ["Plays the first free cell."])
        #expect(BotFiles.command(forFile: directory + "/first.py").arguments == ["/usr/bin/env", "python3", directory + "/first.py"])
    }

    @Test func resolvesASpecsWordsAndSaysWhatIsWrong() throws {
        let paths = [ExternalFixtures.bots]
        let greedy = try BotFiles.resolve(kind: "greedy", argument: nil, text: "greedy", searchPaths: paths)
        #expect(greedy?.name == "greedy")
        #expect(greedy?.speaks == .native)
        let engine = try BotFiles.resolve(kind: "gomocup", argument: "pbrain-random", text: "gomocup:pbrain-random", searchPaths: paths)
        #expect(engine?.name == "pbrain-random")
        #expect(engine?.speaks == .gomocup)
        let uci = try BotFiles.resolve(kind: "uci", argument: "fairy-stockfish", text: "uci:fairy-stockfish", searchPaths: paths)
        #expect(uci?.name == "fairy-stockfish")
        #expect(uci?.command.arguments == ["fairy-stockfish"])
        #expect(uci?.speaks == .uci)
        let uciLine = try BotFiles.resolve(kind: "uci", argument: "stockfish -x", text: "uci:\"stockfish -x\"", searchPaths: paths)
        #expect(uciLine?.command.arguments == ["/bin/sh", "-c", "stockfish -x"])
        #expect(uciLine?.speaks == .uci)
        let line = try BotFiles.resolve(kind: "cmd", argument: " python3 my_bot.py ", text: "cmd:\" python3 my_bot.py \"", searchPaths: paths)
        #expect(line?.command.arguments == ["/bin/sh", "-c", "python3 my_bot.py"])
        #expect(try BotFiles.resolve(kind: "nothing", argument: nil, text: "nothing", searchPaths: paths)?.name == nil)
        #expect(throws: BotError("No bot at 'bots/nothing.py': there is no such file.")) {
            try BotFiles.resolve(kind: "bots/nothing.py", argument: nil, text: "bots/nothing.py", searchPaths: paths)
        }
        #expect(throws: BotError("Expected a program after 'gomocup:', as in 'gomocup:./pbrain-x'.")) {
            try BotFiles.resolve(kind: "gomocup", argument: " ", text: "gomocup: ", searchPaths: paths)
        }
        #expect(throws: BotError("Expected a program after 'uci:', as in 'uci:/usr/games/fairy-stockfish'.")) {
            try BotFiles.resolve(kind: "uci", argument: "", text: "uci:", searchPaths: paths)
        }
        #expect(throws: BotError("No bot at './nothing': there is no such file.")) {
            try BotFiles.resolve(kind: "uci", argument: "./nothing", text: "uci:./nothing", searchPaths: paths)
        }
    }
}
