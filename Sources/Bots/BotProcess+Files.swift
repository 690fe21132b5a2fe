import Foundation
import Glibc

/// The directories and files ttt gives a bot's program: the fresh directory it runs in and
/// the files it is to read there, all removed when it ends.
extension BotProcess {
    /// Writes `contents` into a file named `name` that the running program can read, and
    /// returns its absolute path: in the fresh directory the program runs in, or, when it
    /// runs in a directory ttt did not make (ttt's own, for a command line), in a fresh
    /// directory of its own, so ttt never writes into a person's directory. Either is
    /// removed when the program ends. A UCI engine's variant file goes there.
    /// - Throws: ``BotFault/failedToStart(command:reason:)`` when the file cannot be written.
    package func place(_ contents: String, named name: String) throws(BotFault) -> String {
        let directory: String
        if let temporaryDirectory {
            directory = temporaryDirectory
        } else if let filesDirectory {
            directory = filesDirectory
        } else {
            guard let made = Self.makeTemporaryDirectory() else {
                throw .failedToStart(command: options.command.description, reason: "No temporary directory: \(Self.systemError()).")
            }
            filesDirectory = made
            directory = made
        }
        let path = directory + "/" + name
        do {
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .failedToStart(command: options.command.description, reason: "Cannot write '\(path)': \(error.localizedDescription)")
        }
        return path
    }

    /// Removes the directories ttt made for this run (``temporaryDirectory``, ``filesDirectory``).
    func removeTemporaryDirectory() {
        for directory in [temporaryDirectory, filesDirectory].compactMap(\.self) {
            try? FileManager.default.removeItem(atPath: directory)
        }
        temporaryDirectory = nil
        filesDirectory = nil
    }

    /// A fresh directory for the bot to run in, under `TMPDIR`; nil when none can be made.
    static func makeTemporaryDirectory() -> String? {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/ttt-bot-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
