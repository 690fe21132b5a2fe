import BotProtocols
import GameCore
import Referee
import TextAndFiles

// What each entry of an engines file must be, beyond JSON's shape: the checks of
// `EnginesFile(parsing:path:)`, each failure with the entry's (or the key's) line.

extension EnginesFile {
    /// The largest time margin in milliseconds, as the command line's durations allow.
    static let timeMarginLimit = 1_000_000_000

    /// The bytes a name may not hold, as a spec would read them: ':', ',', '"', space, tab.
    private static let specPunctuation: [UInt8] = Array(":,\" \t".utf8)

    /// The engine `entry` (the file's `index`th) describes, once checked.
    /// - Throws: ``PlayerError`` prefixed with `path:line:`.
    static func checked(
        _ entry: EngineEntry.Written, index: Int, lines: EnginesFileLines, path: String, reservedNames: [String: String]
    ) throws(PlayerError) -> EngineEntry {
        let line = lines.line(ofEntry: index)
        func fail(_ message: String, line: Int = line) -> PlayerError { PlayerError("\(path):\(line): \(message)") }
        guard let name = entry.name?.trimmingWhitespace, !name.isEmpty else {
            throw fail("Engine \(index + 1) has no 'name'.")
        }
        // NB: by bytes, as every character refused is ASCII: a search of characters was a
        // tenth of the load of a file of 100,000 engines.
        guard !name.utf8.contains(where: { Self.specPunctuation.contains($0) }),
              !name.unicodeScalars.contains(where: \.isControlCharacter) else {
            throw fail("The engine name '\(name.shownAsName)' is used as a player spec: no spaces, ':', ',', quotes or control characters.")
        }
        if let taken = reservedNames[name.lowercased()] {
            throw fail("The engine name '\(name)' is \(taken); give the engine another name.")
        }
        let command = entry.command?.trimmingWhitespace, path = entry.path?.trimmingWhitespace
        guard command?.isEmpty == false || path?.isEmpty == false else {
            throw fail("Engine '\(name)' has no 'command' (or 'path').")
        }
        var engineProtocol = EngineProtocol.ttt
        if let text = entry.engineProtocol {
            guard let known = EngineProtocol(name: text) else {
                let names = EngineProtocol.allCases.map(\.rawValue)
                let hint = closestWord(to: text.lowercased(), in: names).map { " Did you mean '\($0)'?" }
                    ?? " Protocols: \(names.joined(separator: ", "))."
                throw fail("Engine '\(name)' has an unknown protocol '\(text.shownAsName)'.\(hint)")
            }
            engineProtocol = known
        }
        var timeMargin: Int?
        // NB: a key's line is looked for only on the way to an error: it takes a scan.
        var marginLine: Int { lines.line(ofKey: "timeMargin", inEntry: index) }
        if let margin = entry.timeMargin {
            // NB: a number has no unit: 50 could be seconds or milliseconds.
            throw fail(
                "Engine '\(name)' has a 'timeMargin' of \(margin.text) with no unit: write it as a duration, as in \"\(margin.text)ms\" or \"\(margin.text)s\".",
                line: marginLine)
        }
        if let text = entry.timeMarginText {
            guard let duration = Duration(parsing: text), duration < .milliseconds(timeMarginLimit) else {
                throw fail(
                    Duration.durationComplaint(
                        text, in: "Engine '\(name)' has a 'timeMargin' of \"\(text.shownAsName)\"",
                        otherwise: "Engine '\(name)' has a 'timeMargin' of \"\(text.shownAsName)\"; give a duration under 1,000,000s, as in \"50ms\"."),
                    line: marginLine)
            }
            timeMargin = Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
        }
        var options: [String: String] = [:]
        for (key, value) in entry.options ?? [] {
            // NB: an option goes to the engine as one line (`setoption name K value V`, `INFO K V`):
            // a line break in it would be a command of its own.
            var optionLine: Int { lines.line(ofOption: key, inEntry: index) }
            if key.unicodeScalars.contains(where: \.isControlCharacter) {
                throw fail("Engine '\(name)' has an option '\(key.shownAsName)' with a line break or control character in its name.", line: optionLine)
            }
            if value.unicodeScalars.contains(where: \.isControlCharacter) {
                throw fail(
                    "Engine '\(name)' has option '\(key.shownAsName)' set to '\(value.shownAsReply)', with a line break or control character.",
                    line: optionLine)
            }
            options[key] = value
        }
        return EngineEntry(
            name: name, command: command?.isEmpty == false ? command : nil, path: path?.isEmpty == false ? path : nil,
            engineProtocol: engineProtocol, workingDirectory: entry.workingDirectory,
            options: options, timeMargin: timeMargin, line: line)
    }
}

extension Unicode.Scalar {
    /// A control character (C0, DEL or C1): what may not be in a name or an option sent on one line.
    var isControlCharacter: Bool { value < 0x20 || (0x7F..<0xA0).contains(value) }
}
