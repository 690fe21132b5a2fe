import Foundation
@testable import Report
import Testing
import TextAndFiles

@Suite("A report's write ended by a signal")
struct ReportFileSignalTests {
    /// What a signal's handler does mid-write (``TemporaryFiles/removeAll()``), in a process of
    /// its own: the page's temporary file is removed, the file it would replace is left as it
    /// was, and the write fails rather than put the page in place.
    @Test("The temporary file of a page being written is removed, and the old page stays")
    func temporaryFileRemoved() async {
        await #expect(processExitsWith: .success) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-report-signal-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let path = directory + "/r.html"
            let old = "<!-- \(TournamentReport.generatorMark) -->\n<p>old</p>\n"
            try old.write(toFile: path, atomically: true, encoding: .utf8)
            // NB: a page big enough that its write is seen under way.
            let page = "<!-- \(TournamentReport.generatorMark) -->\n" + String(repeating: "<p>game</p>\n", count: 4_000_000)
            let file = try ReportFile(path: path)
            let finished = DispatchSemaphore(value: 0)
            let writer = Thread {
                _ = try? file.write(page: page)
                finished.signal()
            }
            writer.start()
            var temporary: [String] = []
            let deadline = Date().addingTimeInterval(20)
            while temporary.isEmpty, Date() < deadline {
                temporary = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".r.html.") }
            }
            guard !temporary.isEmpty else { exit(3) }
            TemporaryFiles.removeAll()
            finished.wait()
            let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".r.html.") }
            guard left.isEmpty else { exit(4) }
            guard try String(contentsOfFile: path, encoding: .utf8) == old else { exit(5) }
        }
    }
}
