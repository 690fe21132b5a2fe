import BotProtocols
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

    /// A fresh directory for the bot to run in, under `TMPDIR`, named with ttt's process id
    /// (`ttt-bot-4242-Xa81Qz`); nil when none can be made. The first call of a run removes
    /// the directories that runs of ttt killed with SIGKILL left behind.
    static func makeTemporaryDirectory() -> String? {
        _ = sweptOnce
        var template = Array("\(temporaryBase)/\(directoryPrefix)\(getpid())-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where bots' directories are made: `TMPDIR`, else /tmp; always an absolute path.
    // NB: a relative TMPDIR is read from ttt's folder: a bot runs in a folder of its own, and
    // a path to a file ttt gave it (Fairy-Stockfish's VariantPath) must lead there from it.
    static var temporaryBase: String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        guard !base.hasPrefix("/") else { return base }
        return FileManager.default.currentDirectoryPath + "/" + base
    }

    static let directoryPrefix = "ttt-bot-"

    // NB: a static let is initialised once, on first use, safely: one sweep a run of ttt,
    // at its first bot, never per game.
    private static let sweptOnce: Void = { _ = removeAbandonedDirectories(in: temporaryBase) }()

    /// Removes the bots' directories in `base` whose ttt is gone: named `ttt-bot-PID-...`,
    /// owned by this user, with no process PID in /proc. Those of running ttts, of other
    /// users and of other names are left as they are.
    /// - Returns: the paths removed.
    /// - Complexity: one listing of `base`.
    @discardableResult
    package static func removeAbandonedDirectories(in base: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(directoryPrefix) {
            let rest = name.dropFirst(directoryPrefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            let path = base + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { continue }
            // NB: a process that is gone has no /proc entry; kill(pid, 0) would say the same
            // but not for another user's process, which still exists.
            guard access("/proc/\(pid)", F_OK) != 0, errno == ENOENT else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }
}
