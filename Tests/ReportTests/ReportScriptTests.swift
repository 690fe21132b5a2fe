import Foundation
@testable import Report
import Testing

@Suite("The page's script and styles, as files")
struct ReportScriptTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Report/Resources")

    /// Node.js on the path (Debian's package `nodejs`), if installed.
    static let node: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").flatMap { directory in ["node", "nodejs"].map { "\(directory)/\($0)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test("The page embeds Resources/report.js and report.css as they are, but their last line break")
    func embeddedWhole() throws {
        let script = try String(contentsOf: Self.resources.appendingPathComponent("report.js"), encoding: .utf8)
        let style = try String(contentsOf: Self.resources.appendingPathComponent("report.css"), encoding: .utf8)
        #expect(ReportScript.javaScript + "\n" == script)
        #expect(ReportStyle.css + "\n" == style)
        #expect(ReportScript.javaScript.hasPrefix("(function () {\n'use strict';"))
    }

    @Test("Node.js parses the page's script (node --check)", .enabled(if: node != nil, "Node.js is not installed (Debian's nodejs)"))
    func scriptParses() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-report-\(UUID().uuidString).js")
        try ReportScript.javaScript.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.node))
        process.arguments = ["--check", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.isEmpty)
    }
}
