public import Arena
import Foundation
import GameCore
public import Search

/// The weights file of the gomoku search's evaluation: one JSON object, a weight a line, as
/// `ttt tune` writes it and `search:weights=FILE` reads it:
///
///     {
///       "block1": 1,
///       "flex1": 2,
///       ...
///     }
///
/// A weight the file leaves out keeps its default value (``EvaluationWeights/default``).
extension EvaluationWeights {
    /// The weights in the file at `path`.
    /// - Throws: ``PlayerError`` when it cannot be read or is not a weights file, with the
    ///   file's name (and the line) and the reason.
    public static func load(path: String) throws(PlayerError) -> EvaluationWeights {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlayerError("Cannot read the weights file '\(path)'.")
        }
        guard data.count <= ReadLimit.fileBytes else {
            throw PlayerError(ReadLimit.tooBig(path, bytes: data.count, limit: ReadLimit.fileBytes))
        }
        return try EvaluationWeights(parsing: String(decoding: data, as: UTF8.self), path: path)
    }

    /// The weights in `text`, a weights file named `path`.
    /// - Throws: ``PlayerError`` prefixed with `path:` (and the line, where known): not
    ///   JSON, not an object, an unknown weight (with the closest name), a value that is
    ///   not a whole number within its range (``range(of:)``).
    public init(parsing text: String, path: String) throws(PlayerError) {
        let json: JSONValue
        do { json = try JSONValue(parsing: text) } catch {
            throw PlayerError("\(path): Not a weights file (JSON): \(error.message)")
        }
        guard case let .object(members) = json else {
            throw PlayerError("\(path): A weights file holds one JSON object of weights by name, as 'ttt tune' writes it.")
        }
        func located(_ key: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains("\"\(key)\"") }.map { ":\($0 + 1)" } ?? ""
            return "\(path)\(line)"
        }
        var weights = EvaluationWeights.default
        var seen = Set<String>()
        let names = Name.allCases.map(\.rawValue)
        for member in members {
            guard let name = Name(rawValue: member.key) else {
                let hint = closestWord(to: member.key, in: names).map { " Did you mean '\($0)'?" } ?? ""
                throw PlayerError("\(located(member.key)): Unknown weight '\(member.key)'.\(hint)")
            }
            guard seen.insert(member.key).inserted else {
                throw PlayerError("\(located(member.key)): Weight '\(member.key)' is given twice.")
            }
            let range = Self.range(of: name)
            guard let value = member.value.intValue, range.contains(value) else {
                throw PlayerError("\(located(member.key)): Weight '\(member.key)' needs a whole number from \(range.lowerBound) to \(range.upperBound).")
            }
            weights[name] = value
        }
        self = weights
    }

    /// The weights as a weights file's text: every weight, in order, one a line.
    public var fileText: String {
        let lines = Name.allCases.map { "  \"\($0.rawValue)\": \(self[$0])" }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
