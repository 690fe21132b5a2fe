@testable import BotProcesses
import Foundation
import Testing

/// The bots' working directories: named with ttt's pid, and those a killed ttt left behind
/// removed by the next run.
@Suite struct BotDirectorySweepTests {
    @Test("A bot's directory is named with ttt's pid")
    func namedWithPid() throws {
        let made = try #require(BotProcess.makeTemporaryDirectory())
        defer { try? FileManager.default.removeItem(atPath: made) }
        #expect((made as NSString).lastPathComponent.hasPrefix("ttt-bot-\(getpid())-"), "\(made)")
    }

    @Test("Directories of a ttt that is gone are removed; a live one's, an old name and other files stay")
    func sweepsAbandoned() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-sweep-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        // NB: past the kernel's largest pid, so no process has it.
        let maximum = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        let gone = "\(base)/ttt-bot-\(maximum + 1)-abc123"
        let live = "\(base)/ttt-bot-\(getpid())-def456"
        let older = "\(base)/ttt-bot-Xy12Zq"
        let other = "\(base)/ttt-bot-\(maximum + 1)-file"
        for directory in [gone, live, older] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        _ = FileManager.default.createFile(atPath: gone + "/variants.ini", contents: Data("[x]\n".utf8))
        _ = FileManager.default.createFile(atPath: other, contents: Data())
        let removed = BotProcess.removeAbandonedDirectories(in: base)
        #expect(removed == [gone])
        #expect(!FileManager.default.fileExists(atPath: gone))
        for path in [live, older, other] { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    }
}
