import BotProtocols
import Foundation
import Glibc
import Synchronization

/// The directory of `--bot-logs DIR`: made ready before any bot runs, and the giver of each
/// bot's log file name, unique in the run.
///
/// A log's file name comes from the name a bot is shown by, made safe for a file system
/// (``safeFileName(for:)``); a second bot with the same safe name in the same run gets
/// `NAME-2.log`, and so on. One bot (the same name and command) keeps its file across games.
public final class BotLogDirectory: Sendable {
    /// The directory, as given.
    public let path: String
    private let claimed = Mutex<(byKey: [String: String], taken: Set<String>)>(([:], []))

    /// The longest file name a log gets, without `.log` and a `-N` to tell it apart.
    public static let maximumNameLength = 60

    /// Makes the directory ready for logs: creates it (and its parents) when missing.
    /// - Throws: ``BotError`` with the reason when it cannot be used: a file in the way,
    ///   no permission to create or write in it.
    public init(preparing path: String) throws(BotError) {
        guard !path.isEmpty else { throw BotError("Expected a directory for the bot logs, as in '--bot-logs logs'.") }
        self.path = path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw BotError("Cannot keep bot logs in '\(path)': it is a file, not a directory.")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw BotError("Cannot create the bot log directory '\(path)': \(Self.reason(creating: path)).")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw BotError("Cannot keep bot logs in '\(path)': \(String(cString: strerror(errno)).lowercased()).")
        }
    }

    /// The log file of the bot shown as `name`, whose run is told apart by `key` (its
    /// command, say): the same for the same key, a new one for a new key.
    public func file(for name: String, key: String) -> String {
        let base = Self.safeFileName(for: name)
        let file = claimed.withLock { claimed in
            if let file = claimed.byKey[name + "\u{1}" + key] { return file }
            var candidate = base
            var number = 2
            while claimed.taken.contains(candidate.lowercased()) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            claimed.taken.insert(candidate.lowercased())
            claimed.byKey[name + "\u{1}" + key] = candidate
            return candidate
        }
        return "\(path)/\(file).log"
    }

    /// `name` as a file name: anything but letters, digits, `-`, `_` and `.` replaced by `_`
    /// (so no `/`), no leading dot, at most ``maximumNameLength`` characters; `bot` if
    /// nothing is left.
    public static func safeFileName(for name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
            return ascii ? Character(scalar) : "_"
        }
        let text = String(String(kept).drop { $0 == "." || $0 == "_" }.prefix(maximumNameLength))
        return text.isEmpty ? "bot" : text
    }

    /// Why creating `path` failed, from its nearest existing parent.
    private static func reason(creating path: String) -> String {
        var parent = (path as NSString).deletingLastPathComponent
        while !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            parent = (parent as NSString).deletingLastPathComponent
        }
        if parent.isEmpty { parent = "." }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), !isDirectory.boolValue {
            return "'\(parent)' is a file, not a directory"
        }
        if access(parent, W_OK) != 0 { return "no permission to write in '\(parent)'" }
        return "the system refused"
    }
}
