import BotProcesses
import BotProtocols
import Foundation
import Testing

/// `--bot-logs DIR`: made ready at once or refused with the reason; safe, unique file names.
@Suite("The bot log directory")
struct BotLogDirectoryTests {
    func temporary() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-logs-\(UUID().uuidString)").path
    }

    @Test("A missing directory is created, with its parents")
    func createsTheDirectory() throws {
        let root = temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let logs = try BotLogDirectory(preparing: root + "/a/b")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: root + "/a/b", isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(logs.file(for: "greedy", key: "1") == root + "/a/b/greedy.log")
    }

    @Test("A file in the way is refused at once, with the reason")
    func refusesAFileInTheWay() throws {
        let root = temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/file", contents: Data())
        #expect(throws: BotError("Cannot keep bot logs in '\(root)/file': it is a file, not a directory.")) {
            try BotLogDirectory(preparing: root + "/file")
        }
        #expect(throws: BotError("Cannot create the bot log directory '\(root)/file/logs': '\(root)/file' is a file, not a directory.")) {
            try BotLogDirectory(preparing: root + "/file/logs")
        }
        #expect(throws: BotError("Expected a directory for the bot logs, as in '--bot-logs logs'.")) {
            try BotLogDirectory(preparing: "")
        }
    }

    @Test("Without permission to write, refused with the reason", .enabled(if: getuid() != 0, "root may write anywhere"))
    func refusesWithoutPermission() throws {
        let root = temporary()
        defer {
            chmod(root, 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        chmod(root, 0o555)
        #expect(throws: BotError("Cannot create the bot log directory '\(root)/logs': no permission to write in '\(root)'.")) {
            try BotLogDirectory(preparing: root + "/logs")
        }
        #expect(throws: BotError("Cannot keep bot logs in '\(root)': permission denied.")) {
            try BotLogDirectory(preparing: root)
        }
    }

    @Test("File names: no '/', no leading dot, bounded, and unique in the run; one bot keeps its file")
    func fileNames() throws {
        #expect(BotLogDirectory.safeFileName(for: "greedy") == "greedy")
        #expect(BotLogDirectory.safeFileName(for: "../../etc/passwd") == "etc_passwd")
        #expect(BotLogDirectory.safeFileName(for: ".hidden") == "hidden")
        #expect(BotLogDirectory.safeFileName(for: "greedy#2") == "greedy_2")
        #expect(BotLogDirectory.safeFileName(for: "Ünï cøde") == "n__c_de")
        #expect(BotLogDirectory.safeFileName(for: "...") == "bot")
        #expect(BotLogDirectory.safeFileName(for: String(repeating: "x", count: 500)).count == BotLogDirectory.maximumNameLength)
        let root = temporary()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let logs = try BotLogDirectory(preparing: root)
        #expect(logs.file(for: "greedy", key: "a") == root + "/greedy.log")
        #expect(logs.file(for: "greedy", key: "b") == root + "/greedy-2.log")
        #expect(logs.file(for: "Greedy", key: "c") == root + "/Greedy-3.log")
        #expect(logs.file(for: "greedy", key: "a") == root + "/greedy.log")
    }
}
