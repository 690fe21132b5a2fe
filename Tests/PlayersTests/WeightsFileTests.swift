import Foundation
import GameCore
import Players
import Referee
import Search
import Testing

/// The weights file `ttt tune` writes and `search:weights=FILE` reads.
@Suite struct WeightsFileTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ttt-weights-\(UUID().uuidString)-\(name)").path
    }

    @Test("Weights written as a file read back the same, and a search player plays with them")
    func roundTrip() throws {
        var weights = EvaluationWeights.default
        weights[.flex3] = 31
        weights[.tempo] = -4
        weights.setThreatValue(-77, mine: [.three, .four], theirs: [.flexFour])
        weights.setThreatValue(0, mine: [.three], theirs: [])
        weights.setThreatValue(55, mine: [], theirs: [.three, .doubleThree], .beforeLastStone)
        weights.setThreatValue(0, mine: [.three], theirs: [], .beforeLastStone)
        let path = Self.temporaryPath("tuned.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try weights.fileText.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try EvaluationWeights.load(path: path) == weights)
        let player = try PerfectPlayer(spec: PlayerSpec(parsing: "search:weights=\(path),nodes=200"))
        #expect(player.weights == weights)
        #expect(try PerfectPlayer(spec: PlayerSpec(parsing: "search")).weights == .default)
        // NB: a file that leaves weights out keeps their defaults.
        #expect(try EvaluationWeights(parsing: #"{"flex3": 31}"#, path: "few.json")[.flex3] == 31)
        #expect(try EvaluationWeights(parsing: #"{"flex3": 31}"#, path: "few.json")[.flex4] == EvaluationWeights.default[.flex4])
        #expect(try EvaluationWeights(parsing: #"{"flex3": 31}"#, path: "few.json").threatValues == EvaluationWeights.default.threatValues)
        #expect(try EvaluationWeights(parsing: #"{"flex3": 31}"#, path: "few.json").threatValuesBefore == EvaluationWeights.default.threatValuesBefore)
        // NB: a `threats` object given is the whole table: the pairs it leaves out are worth 0.
        let one = try EvaluationWeights(parsing: #"{"threats": {"four+three/-": 12}}"#, path: "one.json")
        #expect(one.threatValue(mine: [.three, .four], theirs: []) == 12)
        #expect(one.threatValues.filter { $0 != 0 }.count == 1)
        #expect(one.threatValuesBefore == EvaluationWeights.default.threatValuesBefore, "the other table as it was")
        #expect(try EvaluationWeights(parsing: #"{"threats": {}}"#, path: "none.json").threatValues.allSatisfy { $0 == 0 })
        let before = try EvaluationWeights(parsing: #"{"threatsBefore": {"-/three": -9}}"#, path: "before.json")
        #expect(before.threatValue(mine: [], theirs: [.three], .beforeLastStone) == -9)
        #expect(before.threatValuesBefore.filter { $0 != 0 }.count == 1)
        #expect(before.threatValues == EvaluationWeights.default.threatValues)
        // NB: each table's threat values in one object, one a line, those of 0 left out.
        #expect(weights.fileText.contains("\n  \"threats\": {\n    \""), "\(weights.fileText)")
        #expect(weights.fileText.contains("\n    \"three+four/flexFour\": -77"), "\(weights.fileText)")
        #expect(!weights.fileText.contains("\"three/-\""), "\(weights.fileText)")
        #expect(weights.fileText.contains("\n  \"threatsBefore\": {\n    \""), "\(weights.fileText)")
        #expect(weights.fileText.contains("\n    \"-/three+doubleThree\": 55"), "\(weights.fileText)")
    }

    @Test("The earlier fits' weights, which the tuning corpora's recipes play with, are whole sets apart from today's",
          arguments: [("weights-1.json", 825, false), ("weights-2.json", 685, false), ("weights-3.json", 604, false), ("weights-4.json", 660, true)])
    func earlierFitFile(file: String, flex4: Int, threatsValued: Bool) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Scripts/tuning/\(file)").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // NB: every weight named, and both tables of threat values (empty or not), so that
        // the recipe plays the same whatever defaults come later.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object.map { Set($0.keys) } == Set(EvaluationWeights.Name.allCases.map(\.rawValue) + ["threats", "threatsBefore"]))
        let weights = try EvaluationWeights.load(path: path)
        #expect(weights != .default)
        // NB: the fourth fit has the first table of threat values; none has the second.
        #expect(weights.threatValues.contains { $0 != 0 } == threatsValued)
        #expect(weights.threatValuesBefore.allSatisfy { $0 == 0 })
        #expect(weights[.flex4] == flex4)
        #expect(try PerfectPlayer(spec: PlayerSpec(parsing: "search:weights=\(path)")).weights == weights)
    }

    @Test("A bad weights file is refused with its name, the line and the reason", arguments: [
        ("[1, 2]", "bad.json: A weights file holds one JSON object of weights by name, as 'ttt tune' writes it."),
        ("{\n  \"flex3\": 24,\n  \"tempoo\": 3\n}", "bad.json:3: Unknown weight 'tempoo'. Did you mean 'tempo'?"),
        ("{\n  \"tempo\": 2.5\n}", "bad.json:2: Weight 'tempo' needs a whole number from -100000 to 100000."),
        ("{\"tempo\": \"20\"}", "bad.json:1: Weight 'tempo' needs a whole number from -100000 to 100000."),
        ("{\"five\": 1000000}", "bad.json:1: Weight 'five' needs a whole number from -100000 to 100000."),
        ("{\"five\": 1, \"five\": 2}", "bad.json:1: Weight 'five' is given twice."),
        ("{\"five\": ", "bad.json: Not a weights file (JSON): Unexpected end of the line at column 10."),
        ("{\"threats\": 3}", #"bad.json:1: 'threats' holds an object of values by pair of threat sets, as in {"three/four": -40}."#),
        ("{\n  \"threats\": {\n    \"three/fours\": 3\n  }\n}",
         "bad.json:3: Unknown pair of threat sets 'three/fours': the side to move's threats, a slash, the opponent's, each kinds joined by '+' (three, four, doubleThree, fourThree, flexFour) or '-' for none, as in 'three+four/-'."),
        ("{\"threats\": {\"three\": 3}}", "bad.json:1: Unknown pair of threat sets 'three': the side to move's threats, a slash, the opponent's, each kinds joined by '+' (three, four, doubleThree, fourThree, flexFour) or '-' for none, as in 'three+four/-'."),
        ("{\"threats\": {\"three/-\": 3, \"three/\": 4}}", "bad.json:1: Unknown pair of threat sets 'three/': the side to move's threats, a slash, the opponent's, each kinds joined by '+' (three, four, doubleThree, fourThree, flexFour) or '-' for none, as in 'three+four/-'."),
        ("{\"threats\": {\"three+four/-\": 3, \"four+three/-\": 4}}", "bad.json:1: Threat value 'four+three/-' is given twice."),
        ("{\"threats\": {\"three/-\": 100001}}", "bad.json:1: Threat value 'three/-' needs a whole number from -100000 to 100000."),
        ("{\"threats\": {}, \"threats\": {}}", "bad.json:1: Weight 'threats' is given twice."),
        ("{\"threatsBefore\": [1]}", #"bad.json:1: 'threatsBefore' holds an object of values by pair of threat sets, as in {"three/four": -40}."#),
        ("{\"threatsBefore\": {\"-/-\": 1, \"-/-\": 2}}", "bad.json:1: Threat value '-/-' is given twice."),
        ("{\"threatsBefore\": {}, \"threatsBefore\": {}}", "bad.json:1: Weight 'threatsBefore' is given twice."),
        ("{\"threatBefore\": {}}", "bad.json:1: Unknown weight 'threatBefore'. Did you mean 'threatsBefore'?"),
    ])
    func badFiles(text: String, message: String) {
        #expect(throws: PlayerError(message)) { try EvaluationWeights(parsing: text, path: "bad.json") }
    }

    @Test("A weights file with CRLF line ends and a byte-order mark reads as with LF; its mistakes keep their lines")
    func windowsLineEnds() throws {
        let path = Self.temporaryPath("crlf.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "\u{FEFF}{\r\n  \"flex3\": 31,\r\n  \"tempo\": -4\r\n}\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        let weights = try EvaluationWeights.load(path: path)
        #expect(weights[.flex3] == 31 && weights[.tempo] == -4)
        #expect(throws: PlayerError("bad.json:3: Unknown weight 'tempoo'. Did you mean 'tempo'?")) {
            try EvaluationWeights(parsing: "\u{FEFF}{\r\n  \"flex3\": 24,\r\n  \"tempoo\": 3\r\n}\r\n", path: "bad.json")
        }
    }

    @Test("search:weights= names a file that must be there")
    func missingFile() {
        #expect(throws: PlayerError("Cannot read the weights file 'no-such-weights.json': No such file or directory.")) {
            try PerfectPlayer(spec: PlayerSpec(parsing: "search:weights=no-such-weights.json"))
        }
        #expect(throws: PlayerError("Option 'weights' needs a weights file, as in 'weights=tuned.json'.")) {
            try PerfectPlayer(spec: PlayerSpec(parsing: "search:weights="))
        }
    }
}

extension WeightsFileTests {
    @Test("The weights reach the search: another tempo, another value for the same position and node budget")
    func weightsReachTheSearch() throws {
        var board = Board(rules: .gomoku)
        for move in ["h8", "i9", "h9"] { _ = try board.play(board.move(parsing: move)) }
        var weights = EvaluationWeights.default
        weights[.tempo] = 900
        // NB: a long time limit: the node budget alone ends each search, so that the values compare.
        let plain = PerfectPlayer(timeLimit: .seconds(300), nodeLimit: 400, name: "plain").analyze(board)
        let tuned = PerfectPlayer(timeLimit: .seconds(300), nodeLimit: 400, weights: weights, name: "tuned").analyze(board)
        let again = PerfectPlayer(timeLimit: .seconds(300), nodeLimit: 400, name: "again").analyze(board)
        #expect(plain.value == again.value)
        #expect(plain.value != tuned.value, "\(plain.value) \(tuned.value)")
    }
}
