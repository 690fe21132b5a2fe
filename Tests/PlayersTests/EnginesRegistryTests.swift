import BotProcesses
import BotProtocols
import Engines
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing
import TextAndFiles

extension ExternalTests {
    /// The engines file's names as players: made, listed, suggested, logged.
    @Suite struct EnginesRegistry {
        let file = try! EnginesFile(parsing: Data("""
            [
              {"name": "Rapfi", "path": "\(ExternalFixtures.bots)/pbrain-random.py", "protocol": "gomocup",
               "options": {"THREAD_NUM": 1, "STYLE": "calm"}, "timeMargin": "250ms"},
              {"name": "greedy2", "command": "python3 \(ExternalFixtures.bots)/greedy.py", "options": {"level": 3}},
              {"name": "fish", "command": "stockfish", "protocol": "uci"}
            ]
            """.utf8), path: "engines.json")

        func registry(logs: BotLogDirectory? = nil) -> PlayerRegistry {
            .standard(logs: logs, engines: file)
        }

        @Test("Each engine is a player by its name, in any case, run as its entry says")
        func makesEngines() async throws {
            let rapfi = try #require(try registry().makePlayer("rapfi") as? GomocupPlayer)
            #expect(rapfi.name == "Rapfi")
            #expect(rapfi.configuration.margin == .milliseconds(250))
            #expect(rapfi.configuration.engineOptions.map { "\($0.key)=\($0.value)" } == ["STYLE=calm", "THREAD_NUM=1"])
            let greedy = try #require(try registry().makePlayer("greedy2:name=G2") as? ExternalPlayer)
            #expect(greedy.name == "G2")
            #expect(greedy.configuration.environment["TTT_OPTION_LEVEL"] == "3")
            #expect(registry().canonicalSpec("RAPFI") == "Rapfi")
            #expect(registry().canonicalSpec("heuristic") == "heuristic")
            #expect(registry().entry(named: "rapfi")?.source == "engines.json")
            #expect(registry().entry(named: "heuristic")?.source == nil)
        }

        @Test("Each engine's kind carries what a journal records of it: the command or path, the protocol, options and margin")
        func journalRecords() {
            #expect(registry().entry(named: "Rapfi")?.program?.serialized
                    == #"{"path":"\#(ExternalFixtures.bots)/pbrain-random.py","protocol":"gomocup","options":{"STYLE":"calm","THREAD_NUM":"1"},"time_margin":250}"#)
            #expect(registry().entry(named: "fish")?.program?.serialized == #"{"command":"stockfish","protocol":"uci"}"#)
            #expect(registry().entry(named: "heuristic")?.program == nil)
        }

        @Test("A margin far beyond any wait (an Int's largest milliseconds) is waited out as long as poll(2) can, not a crash")
        func hugeMarginIsSaturated() async throws {
            // NB: the file refuses such a margin; made here in code, it reaches PipeWait.
            let slow = EngineEntry(
                name: "slow", command: #"while read -r w rest; do case "$w" in ttt) echo ready;; move) sleep 0.05; echo "move b2";; quit) exit 0;; esac; done"#,
                timeMargin: Int.max)
            let player = try PlayerRegistry.standard(logs: nil, engines: EnginesFile(path: "e.json", engines: [slow])).makePlayer("slow")
            let played = await Coordinator(rules: .ticTacToe, timeLimit: .seconds(5)).play(x: player, o: FirstFreePlayer(), seed: 1)
            await player.shutDown()
            // NB: b2 by the engine, a1 by first-free, then b2 again: taken.
            #expect(played.result.winner == .o)
            #expect(played.result.reason.summary.hasPrefix("illegal move b2"), "\(played.result.reason)")
        }

        @Test("A UCI engine is the spec 'uci:COMMAND', played by the UCI player; an unknown name gets a suggestion from the file's names")
        func uciAndSuggestions() throws {
            let fish = try registry().makePlayer("fish")
            #expect(fish is UCIPlayer, "\(type(of: fish))")
            #expect(fish.name == "fish")
            #expect(throws: PlayerError("Unknown player 'rapfy'. Did you mean 'Rapfi'?")) { try registry().makePlayer("rapfy") }
            #expect(throws: PlayerError("Option 'seed' in 'rapfi:seed=2': an engine takes only name= and its limits (time=, clock=, nodes=, depth=); its own options go in the engines file.")) { try registry().makePlayer("rapfi:seed=2") }
        }

        @Test("An engine's name takes its limits as any player's spec does: its search limits go to its protocol")
        func engineLimits() throws {
            let rapfi = try #require(try registry().makePlayer("rapfi:time=50ms,nodes=20000,depth=8") as? GomocupPlayer)
            #expect(rapfi.configuration.searchLimits == BotSearchLimits(nodes: 20_000, depth: 8))
            let fish = try #require(try registry().makePlayer("fish:depth=12") as? UCIPlayer)
            #expect(fish.configuration.searchLimits == BotSearchLimits(depth: 12))
            #expect(throws: PlayerError("Option 'depth' needs a count of plies from 1 to 1000, as in 'depth=4', not '0'.")) {
                try registry().makePlayer("rapfi:depth=0")
            }
        }

        @Test("A Gomocup engine is sent its options as INFO lines, and its log is named by its name")
        func gomocupOptionsReachTheEngine() async throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-engine-logs-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let logs = try BotLogDirectory(preparing: directory + "/new")
            let x = try registry(logs: logs).makePlayer("rapfi")
            let o = try registry(logs: logs).makePlayer("greedy2")
            let played = await Coordinator(rules: .gomoku).play(x: x, o: o, seed: 1)
            await x.shutDown()
            await o.shutDown()
            #expect(played.xName == "Rapfi" && played.oName == "greedy2")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/new").sorted()
            #expect(files == ["Rapfi.log", "greedy2.log"])
            let log = try String(contentsOfFile: directory + "/new/Rapfi.log", encoding: .utf8)
            #expect(log.contains("> INFO STYLE calm\n") && log.contains("> INFO THREAD_NUM 1\n"), "\(log)")
            let greedyLog = try String(contentsOfFile: directory + "/new/greedy2.log", encoding: .utf8)
            #expect(greedyLog.contains("# shown as 'greedy2', announces itself as 'Greedy'"), "\(greedyLog)")
        }
    }
}
