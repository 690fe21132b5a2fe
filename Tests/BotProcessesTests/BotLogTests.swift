@testable import BotProcesses
import Foundation
import Testing

/// `--bot-logs DIR`: each log file is capped, and says so.
@Suite struct BotLogTests {
    func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-log-\(UUID().uuidString).log").path
    }

    @Test("A FIFO given as a log is refused at once (no wait for a reader) and left as it is; the bot runs without a log")
    func fifoRefused() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #require(mkfifo(path, 0o644) == 0)
        let log = BotLog(path: path, byteLimit: 1000)
        #expect(!log.hasFile)
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A log stops at its cap, says the cap was reached, and at its end how much it dropped")
    func capped() throws {
        let path = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let log = BotLog(path: path, byteLimit: 1000)
            log.started(processID: 42, command: "bot")
            // NB: "42 < line 0\n" ... 13 to 14 bytes a line: 100 lines are well past 1000 bytes.
            for index in 0..<100 { log.received("line \(index)") }
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let kept = lines.filter { $0.hasPrefix("42 < ") }
        let keptBytes = lines.prefix { !$0.contains("# log cap") }.reduce(0) { $0 + $1.utf8.count + 1 }
        #expect(keptBytes <= 1000)
        #expect(kept.count > 50 && kept.count < 100)
        #expect(lines.dropLast().last == "42 # log cap of 1000 bytes reached: the lines after this one are dropped")
        let dropped = 100 - kept.count
        let droppedBytes = (kept.count..<100).reduce(0) { $0 + "42 < line \($1)\n".utf8.count }
        #expect(lines.last == "42 # log cap: dropped \(dropped) line(s), \(droppedBytes) bytes, past the cap of 1000 bytes")

        // NB: a later run finds the file full and adds nothing to it.
        do {
            let later = BotLog(path: path, byteLimit: 1000)
            later.started(processID: 43, command: "bot")
            later.received("more")
            #expect(!later.hasFile)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
