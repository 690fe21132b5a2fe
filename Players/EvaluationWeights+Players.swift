public import Referee
public import Search
import TextAndFiles

// The weights file (Search's `EvaluationWeights+File`) as a player's option reads it: its
// mistakes are the player's (`search:weights=FILE`), in the same words.

extension EvaluationWeights {
    /// The weights in the file at `path` (``init(contentsOfFile:)``).
    /// - Throws: ``PlayerError`` with the file's name (and the line) and the reason.
    public static func load(path: String) throws(PlayerError) -> EvaluationWeights {
        do { return try EvaluationWeights(contentsOfFile: path) } catch { throw PlayerError(error.message) }
    }

    /// The weights in `file`, the text of a weights file named `path` (``init(fileText:path:)``).
    /// - Throws: ``PlayerError`` prefixed with `path:` (and the line, where known).
    public init(parsing file: String, path: String) throws(PlayerError) {
        do { try self.init(fileText: file, path: path) } catch { throw PlayerError(error.message) }
    }
}
