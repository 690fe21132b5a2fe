import BotChecks
import BotProcesses
import Foundation
import TestSupport
import Testing

extension ExternalTests {
    /// check-bot sends an engine what a match sends it: the engines file's options, and after
    /// every START what prepares it for the game under that rule.
    @Suite struct CheckPreparation {
        func scratch(_ name: String) -> String {
            FileManager.default.temporaryDirectory.appendingPathComponent("ttt-check-\(UUID().uuidString)-\(name)").path
        }

        @Test("The Gomocup checks send the game's INFO lines and the engine's options after every START that a move follows")
        func gomocup() async throws {
            let record = scratch("record.txt")
            defer { try? FileManager.default.removeItem(atPath: record) }
            var configuration = BotConfiguration(
                name: "pbrain-recorder", command: BotFiles.command(forFile: "\(ExternalFixtures.bots)/gomocup/pbrain-recorder.py"),
                environment: ["PBRAIN_RECORD": record])
            configuration.engineOptions = [(key: "THREAD_NUM", value: "1")]
            let results = await GomocupCheck(configuration: configuration, budget: .seconds(2), patience: .seconds(5)).run()
            #expect(results.allSatisfy { $0.passed }, "\(results.filter { !$0.passed })")
            let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
            // NB: each game the engine is asked to play, from its START to its first request.
            var requests = 0
            var since: [String] = []
            for line in lines {
                if line.hasPrefix("START") || line.hasPrefix("RECTSTART") { since = [line]; continue }
                since.append(line)
                guard line == "BEGIN" || line == "BOARD" else { continue }
                requests += 1
                let told = Set(since)
                #expect(told.contains("INFO THREAD_NUM 1"), "\(since)")
                #expect(told.contains("INFO timeout_match 0") && told.contains("INFO game_type 1"), "\(since)")
                #expect(told.contains { $0.hasPrefix("INFO max_memory ") } && told.contains { $0.hasPrefix("INFO rule ") }, "\(since)")
            }
            #expect(requests >= 7, "\(lines)")
            // NB: every rule's check is told its rule with the rest.
            for rule in ["INFO rule 0", "INFO rule 1", "INFO rule 4", "INFO rule 8"] { #expect(lines.contains(rule), "\(rule)") }
        }

        @Test("An engine that ignores the optional RECTSTART gets a warning, not a failure, and the checks after it run")
        func rectangleIgnored() async throws {
            let configuration = BotConfiguration(
                name: "pbrain-recorder", command: BotFiles.command(forFile: "\(ExternalFixtures.bots)/gomocup/pbrain-recorder.py"),
                environment: ["PBRAIN_FAULT": "ignore-rect"])
            let results = await GomocupCheck(configuration: configuration, budget: .seconds(2), patience: .milliseconds(500)).run()
            #expect(results.allSatisfy { $0.passed }, "\(results.filter { !$0.passed })")
            let rectangle = try #require(results.first { $0.name == "RECTSTART" })
            #expect(rectangle.description == "WARN RECTSTART: No answer to 'RECTSTART 20,15' within 500ms (the check's wait for an answer): RECTSTART is optional, so this engine plays square boards only (a board that is not square would forfeit its games).")
            #expect(results.filter(\.warns).map(\.name) == ["RECTSTART"])
            // NB: the checks after it start the engine afresh and pass.
            let after = try #require(results.firstIndex { $0.name == "RECTSTART" })
            #expect(results.count > after + 1)
        }

        @Test("The UCI checks send the engines file's options after 'uciok', before the variant")
        func uci() async throws {
            let logs = scratch("logs")
            defer { try? FileManager.default.removeItem(atPath: logs) }
            try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
            var configuration = BotConfiguration(
                name: "first-free", command: BotFiles.command(forFile: "\(ExternalFixtures.bots)/uci/uci-first-free.py"), logDirectory: logs)
            configuration.engineOptions = [(key: "Hash", value: "16")]
            let results = await UCICheck(configuration: configuration, budget: .seconds(1)).run()
            #expect(results.allSatisfy { $0.passed }, "\(results.filter { !$0.passed })")
            let sent = try String(contentsOfFile: logs + "/first-free.log", encoding: .utf8).split(separator: "\n")
                .compactMap { line -> String? in
                    guard let mark = line.range(of: " > ") else { return nil }
                    return String(line[mark.upperBound...])
                }
            let option = try #require(sent.firstIndex(of: "setoption name Hash value 16"), "\(sent)")
            let variant = try #require(sent.firstIndex { $0.hasPrefix("setoption name VariantPath") })
            #expect(sent.firstIndex(of: "uci")! < option && option < variant)
        }
    }
}
