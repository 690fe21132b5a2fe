import Foundation
import GameCore
import TextAndFiles

/// The weights file of the gomoku search's evaluation: one JSON object, a weight a line, as
/// `ttt tune` writes it and `search:weights=FILE` reads it:
///
///     {
///       "block1": 1,
///       "flex1": 2,
///       ...
///       "threats": {
///         "three/-": 6,
///         "three+four/three+four+flexFour": -143,
///         ...
///       },
///       "threatsBefore": {
///         ...
///       }
///     }
///
/// A weight the file leaves out keeps its default value (``EvaluationWeights/default``).
/// `threats` holds the values of pairs of threat sets (the side to move's, a slash, the
/// opponent's: ``ThreatSet``), `threatsBefore` those of the pairs before the last stone;
/// each, given, is the whole table (a pair it leaves out is worth 0; `{}` values none);
/// left out, the default table stays.
extension EvaluationWeights {
    /// The weights in the file at `path`.
    /// - Throws: ``InputError`` when it cannot be read or is not a weights file, with the
    ///   file's name (and the line) and the reason.
    public init(contentsOfFile path: String) throws(InputError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            // NB: the reason, as the system gives it: a missing file, a folder, no permission.
            var isFolder: ObjCBool = false
            let reason = !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) ? "No such file or directory."
                : isFolder.boolValue ? "It is a folder; give a weights file, as 'ttt tune' writes them."
                : access(path, R_OK) != 0 ? String(cString: strerror(errno)) + "." : "It could not be read."
            throw InputError("Cannot read the weights file '\(path)': \(reason)")
        }
        guard data.count <= ReadLimit.fileBytes else {
            throw InputError(ReadLimit.tooBig(path, bytes: data.count, limit: ReadLimit.fileBytes))
        }
        try self.init(fileText: String(decoding: data, as: UTF8.self), path: path)
    }

    /// The weights in `file`, the text of a weights file named `path` (with LF or CRLF line
    /// ends, and perhaps a byte-order mark: ``TextLines``).
    /// - Throws: ``InputError`` prefixed with `path:` (and the line, where known): not
    ///   JSON, not an object, an unknown weight (with the closest name), a value that is
    ///   not a whole number within its range (``range(of:)``).
    public init(fileText file: String, path: String) throws(InputError) {
        // NB: JSON's white space takes CRLF line ends as they are; a byte-order mark is dropped.
        let text = String(TextLines.withoutByteOrderMark(file))
        let json: JSONValue
        // NB: a weight given twice is refused below, with its line and name.
        do { json = try JSONValue(parsing: text, allowingRepeatedKeys: true) } catch {
            throw InputError("\(path): Not a weights file (JSON): \(error.message)")
        }
        guard case let .object(members) = json else {
            throw InputError("\(path): A weights file holds one JSON object of weights by name, as 'ttt tune' writes it.")
        }
        func located(_ key: String) -> String {
            let lines = TextLines.lines(of: text)
            let line = lines.firstIndex { $0.contains("\"\(key)\"") }.map { ":\($0 + 1)" } ?? ""
            return "\(path)\(line)"
        }
        var weights = EvaluationWeights.default
        var seen = Set<String>()
        let names = Self.keys
        for member in members {
            if let time = ThreatTime(key: member.key) {
                guard seen.insert(member.key).inserted else {
                    throw InputError("\(located(member.key)): Weight '\(member.key)' is given twice.")
                }
                try weights.readThreats(member.value, time, located: located)
                continue
            }
            guard let name = Name(rawValue: member.key) else {
                let hint = closestWord(to: member.key, in: names).map { " Did you mean '\($0)'?" } ?? ""
                throw InputError("\(located(member.key)): Unknown weight '\(member.key)'.\(hint)")
            }
            guard seen.insert(member.key).inserted else {
                throw InputError("\(located(member.key)): Weight '\(member.key)' is given twice.")
            }
            let range = Self.range(of: name)
            guard let value = member.value.intValue, range.contains(value) else {
                throw InputError("\(located(member.key)): Weight '\(member.key)' needs a whole number from \(range.lowerBound) to \(range.upperBound).")
            }
            weights[name] = value
        }
        self = weights
    }

    /// Sets every threat value of `time`'s table from `value`, a weights file's `threats` (or
    /// `threatsBefore`) object.
    private mutating func readThreats(_ value: JSONValue, _ time: ThreatTime, located: (String) -> String) throws(InputError) {
        guard case let .object(pairs) = value else {
            throw InputError("\(located(time.key)): '\(time.key)' holds an object of values by pair of threat sets, as in {\"three/four\": -40}.")
        }
        for sets in Self.threatPairs { setThreatValue(0, mine: sets.mine, theirs: sets.theirs, time) }
        var seen = Set<Int>()
        let kinds = ThreatSet.kindNames.joined(separator: ", ")
        for pair in pairs {
            let sets = pair.key.split(separator: "/", omittingEmptySubsequences: false)
            guard sets.count == 2, let mine = ThreatSet(sets[0]), let theirs = ThreatSet(sets[1]) else {
                throw InputError("\(located(pair.key)): Unknown pair of threat sets '\(pair.key)': the side to move's threats, a slash, the opponent's, each kinds joined by '+' (\(kinds)) or '-' for none, as in 'three+four/-'.")
            }
            guard seen.insert(ThreatSet.pairIndex(mine: mine.rawValue, theirs: theirs.rawValue)).inserted else {
                throw InputError("\(located(pair.key)): Threat value '\(pair.key)' is given twice.")
            }
            guard let number = pair.value.intValue, abs(number) <= Self.limit else {
                throw InputError("\(located(pair.key)): Threat value '\(pair.key)' needs a whole number from \(-Self.limit) to \(Self.limit).")
            }
            setThreatValue(number, mine: mine, theirs: theirs, time)
        }
    }

    /// The weights as a weights file's text: every weight, in order, one a line, then each
    /// table's threat values other than 0.
    public var fileText: String {
        let lines = Name.allCases.map { "  \"\($0.rawValue)\": \(self[$0])" }
        let tables = ThreatTime.allCases.map { time in
            let values = threatValues(time)
            let pairs = Self.threatPairs.enumerated().filter { values[$0.offset] != 0 }.map { index, sets in
                "    \"\(sets.mine)/\(sets.theirs)\": \(values[index])"
            }
            return pairs.isEmpty ? "  \"\(time.key)\": {}" : "  \"\(time.key)\": {\n" + pairs.joined(separator: ",\n") + "\n  }"
        }
        return "{\n" + (lines + tables).joined(separator: ",\n") + "\n}\n"
    }
}
