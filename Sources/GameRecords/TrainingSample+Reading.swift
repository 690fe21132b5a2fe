public import GameCore
public import TextAndFiles
#if canImport(Glibc)
import Glibc
#endif

/// A row the tuner reads: a training sample and, when the file gives one, the target to fit
/// instead of its result (a win probability for the side to move, from 0 to 1: an engine's
/// evaluation turned into one, say).
public struct TuningRow: Sendable {
    public var sample: TrainingSample
    public var target: Double?
}

/// Reads a samples file (CSV with ttt's header, or JSON Lines) row by row: the reader of what
/// ``SamplesFile`` writes (`ttt tune` fits the evaluation to it).
public enum SampleReader {
    /// The CSV header of a samples file whose rows end with a target.
    public static let targetHeader = TrainingSample.csvHeader + ",target"

    /// The CSV headers read, and whether each has a score column and a target column: rows
    /// as ttt writes them, with a target added, and both as written before rows had a score.
    static let csvHeaders: [String: (score: Bool, target: Bool)] = [
        TrainingSample.csvHeader: (true, false), targetHeader: (true, true),
        TrainingSample.csvHeaderWithoutScore: (false, false), TrainingSample.csvHeaderWithoutScore + ",target": (false, true),
    ]

    /// Calls `body` with each row of the file at `path` and its `path:line`. Lines end at LF
    /// or CRLF, after a byte-order mark at the start (``TextLines``).
    /// - Throws: ``InputError`` when the file cannot be read or a row is broken.
    public static func read(_ path: String, _ body: (TuningRow, String) throws(InputError) -> Void) throws(InputError) {
        let format: SamplesFile.Format
        do { format = try SamplesFile.format(ofPath: path) } catch {
            throw InputError("'\(path)' is not a samples file ttt reads: give a name ending in .csv or .jsonl.")
        }
        guard format == .csv || format == .jsonl else {
            throw InputError("'\(path)' holds binary samples, for other trainers: ttt reads samples from .csv or .jsonl files.")
        }
        guard let file = fopen(path, "r") else {
            throw InputError("Cannot read the samples '\(path)': \(String(cString: strerror(errno))).")
        }
        defer { fclose(file) }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        var number = 0
        var columns = (score: true, target: false)
        while true {
            let length = getline(&buffer, &capacity, file)
            guard length >= 0, let buffer else { break }
            number += 1
            let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
            let line = String(decoding: TextLines.content(ofLine: bytes, isFirst: number == 1), as: UTF8.self)
            let location = "\(path):\(number)"
            if format == .csv, number == 1 {
                guard let found = csvHeaders[line] else {
                    throw InputError("\(location): Expected the header '\(TrainingSample.csvHeader)' (or '\(targetHeader)'), not '\(line.prefix(60))'.")
                }
                columns = found
                continue
            }
            if line.isEmpty { continue }
            let row = try format == .csv ? csvRow(line, score: columns.score, targets: columns.target, at: location) : jsonRow(line, at: location)
            try body(row, location)
        }
    }

    /// A CSV row's five fields, and the score's and the target's where the header has them
    /// (a field in double quotes may hold commas and doubled quotes).
    static func csvRow(_ line: String, score: Bool = true, targets: Bool, at location: String) throws(InputError) -> TuningRow {
        var fields: [String] = []
        var field = "", quoted = false, index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if quoted {
                if character == "\"" {
                    let next = line.index(after: index)
                    if next < line.endIndex, line[next] == "\"" { field.append("\""); index = next } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"", field.isEmpty {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            index = line.index(after: index)
        }
        fields.append(field)
        let header = (score ? TrainingSample.csvHeader : TrainingSample.csvHeaderWithoutScore) + (targets ? ",target" : "")
        let expected = 5 + (score ? 1 : 0) + (targets ? 1 : 0)
        guard fields.count == expected else {
            throw InputError("\(location): Expected \(expected) fields (\(header)), not \(fields.count).")
        }
        let found = try sample(position: fields[0], move: fields[1], result: Int(fields[2]), resultText: fields[2], rules: fields[3],
                               game: Int(fields[4]) ?? 0, at: location)
        return TuningRow(sample: found, target: targets ? try target(Double(fields[expected - 1]), text: fields[expected - 1], at: location) : nil)
    }

    /// A JSON Lines row (with a `target` where the file gives one).
    static func jsonRow(_ line: String, at location: String) throws(InputError) -> TuningRow {
        let json: JSONValue
        do { json = try JSONValue(parsing: line) } catch {
            throw InputError("\(location): Not a sample: \(error.message)")
        }
        guard let position = json["position"]?.stringValue, let rules = json["rules"]?.stringValue else {
            throw InputError("\(location): A sample needs 'position', 'move', 'result' and 'rules'.")
        }
        let result = json["result"]?.intValue
        let found = try sample(position: position, move: json["move"]?.stringValue ?? "", result: result,
                               resultText: result.map(String.init) ?? "\(json["result"].map { "\($0)" } ?? "nothing")",
                               rules: rules, game: json["game"]?.intValue ?? 0, at: location)
        guard let given = json["target"] else { return TuningRow(sample: found, target: nil) }
        return TuningRow(sample: found, target: try target(given.doubleValue, text: given.serialized, at: location))
    }

    /// A target read as `value` from `text`: a number from 0 to 1.
    private static func target(_ value: Double?, text: String, at location: String) throws(InputError) -> Double {
        guard let value, value >= 0, value <= 1 else {
            throw InputError("\(location): Target '\(text)' is not a number from 0 to 1 (the side to move's chance).")
        }
        return value
    }

    private static func sample(
        position: String, move: String, result: Int?, resultText: String, rules: String, game: Int, at location: String
    ) throws(InputError) -> TrainingSample {
        guard let result, (0...2).contains(result) else {
            throw InputError("\(location): Result '\(resultText)' is not 0 (a loss), 1 (a draw) or 2 (a win).")
        }
        return TrainingSample(position: position, move: move, result: result, rules: rules, game: game)
    }
}

/// The positions of samples as moves, each checked on the board: rows of one game in order
/// play only their new moves.
public final class SamplePositions {
    private var rulesByName: [String: Rules] = [:]
    private var board: Board?
    private var words: [Substring] = []
    private var played: [Move] = []

    public init() {}

    /// The rules the sample names.
    public func rules(of sample: TrainingSample, at location: String) throws(InputError) -> Rules {
        if let known = rulesByName[sample.rules] { return known }
        let rules: Rules
        do { rules = try Rules(parsing: sample.rules) } catch {
            throw InputError("\(location): Rules '\(sample.rules)': \(error.message)")
        }
        rulesByName[sample.rules] = rules
        return rules
    }

    /// The sample's position as moves under `rules`, each legal in turn, once the sample's
    /// move is found legal there too: a row whose move is on a stone, off the board or
    /// forbidden is no position of a game played.
    public func moves(of sample: TrainingSample, rules: Rules, at location: String) throws(InputError) -> [Move] {
        let next = sample.position.split(separator: " ")
        if board?.rules != rules || next.count < words.count || Array(next.prefix(words.count)) != words {
            board = Board(rules: rules)
            words = []
            played = []
        }
        for word in next[words.count...] {
            guard !board!.isOver else {
                throw InputError("\(location): The game is over before '\(word)' in '\(sample.position)'.")
            }
            do {
                let move = try board!.move(parsing: String(word))
                _ = try board!.play(move)
                played.append(move)
            } catch {
                board = nil
                words = []
                played = []
                throw InputError("\(location): Move '\(word)': \(error.message)")
            }
            words.append(word)
        }
        do {
            _ = try board!.playing(try board!.move(parsing: sample.move))
        } catch {
            throw InputError("\(location): The move '\(sample.move.escapedForDisplay(limit: 40))' cannot follow the position: \(error.message)")
        }
        return played
    }
}
