import Foundation
import Testing

/// A JSON value read by a parser that refuses a key given twice in one object.
indirect enum StrictJSON: Equatable {
    case object([(String, StrictJSON)])
    case array([StrictJSON])
    case scalar(String)

    static func == (lhs: StrictJSON, rhs: StrictJSON) -> Bool { "\(lhs)" == "\(rhs)" }

    var keys: [String] { if case let .object(members) = self { members.map(\.0) } else { [] } }
    subscript(key: String) -> StrictJSON? {
        if case let .object(members) = self { members.first { $0.0 == key }?.1 } else { nil }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Reads `text`, one JSON value; throws on bad syntax or a repeated key.
    static func parse(_ text: String) throws -> StrictJSON {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipSpace()
        guard reader.at == reader.bytes.count else { throw Failure(description: "text after the value") }
        return value
    }

    struct Reader {
        let bytes: [UInt8]
        var at = 0
        mutating func skipSpace() { while at < bytes.count, [9, 10, 13, 32].contains(bytes[at]) { at += 1 } }
        mutating func expect(_ byte: UInt8) throws {
            skipSpace()
            guard at < bytes.count, bytes[at] == byte else { throw Failure(description: "expected '\(Character(UnicodeScalar(byte)))' at \(at)") }
            at += 1
        }
        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            var out: [UInt8] = []
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                if bytes[at] == UInt8(ascii: "\\") { out.append(bytes[at]); at += 1 }
                guard at < bytes.count else { break }
                out.append(bytes[at])
                at += 1
            }
            try expect(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
        mutating func value() throws -> StrictJSON {
            skipSpace()
            guard at < bytes.count else { throw Failure(description: "unexpected end") }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var members: [(String, StrictJSON)] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object([]) }
                repeat {
                    let key = try string()
                    guard !members.contains(where: { $0.0 == key }) else { throw Failure(description: "the key '\(key)' twice") }
                    try expect(UInt8(ascii: ":"))
                    members.append((key, try value()))
                    skipSpace()
                } while at < bytes.count && bytes[at] == UInt8(ascii: ",") && { at += 1; return true }()
                try expect(UInt8(ascii: "}"))
                return .object(members)
            case UInt8(ascii: "["):
                at += 1
                var items: [StrictJSON] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array([]) }
                repeat {
                    items.append(try value())
                    skipSpace()
                } while at < bytes.count && bytes[at] == UInt8(ascii: ",") && { at += 1; return true }()
                try expect(UInt8(ascii: "]"))
                return .array(items)
            case UInt8(ascii: "\""):
                return .scalar(try string())
            default:
                let start = at
                while at < bytes.count, !",}] \n".utf8.contains(bytes[at]) { at += 1 }
                let word = String(decoding: bytes[start..<at], as: UTF8.self)
                guard ["true", "false", "null"].contains(word) || Double(word) != nil else { throw Failure(description: "bad value '\(word)'") }
                return .scalar(word)
            }
        }
    }
}

extension EndToEnd {
    @Suite("JSON as docs/SCRIPTING.md documents it")
    struct JSONDocTests {
        /// A documented object: its keys in order, and which are there only sometimes.
        struct Shape { var keys: [String]; var optional: Set<String> }

        /// The tables of the JSON section, by type (or by command, for objects without one).
        static func documented() throws -> [String: Shape] {
            let doc = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent("docs/SCRIPTING.md"), encoding: .utf8)
            let section = try #require(doc.range(of: "## JSON")).upperBound
            var shapes: [String: Shape] = [:]
            for line in doc[section...].split(separator: "\n") where line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 4 else { continue }
                var shape = Shape(keys: [], optional: [])
                for token in cells[2].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    let optional = token.hasPrefix("(")
                    let key = token.trimmingCharacters(in: CharacterSet(charactersIn: "()`"))
                    shape.keys.append(key)
                    if optional { shape.optional.insert(key) }
                }
                let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                shapes[name] = shape
            }
            return shapes
        }

        /// What is wrong with `line` as an object of `shape` (documented as `name`).
        static func problems(_ line: String, name: String?, shapes: [String: Shape]) -> [String] {
            let object: StrictJSON
            do { object = try StrictJSON.parse(line) } catch { return ["\(error): \(line)"] }
            guard let name = name ?? object["type"].flatMap({ if case let .scalar(type) = $0 { type } else { nil } }) else {
                return ["no type: \(line)"]
            }
            guard let shape = shapes[name] else { return ["the type '\(name)' is not documented: \(line)"] }
            var problems: [String] = []
            let keys = object.keys.filter { $0 != "type" }
            for key in keys where !shape.keys.contains(key) { problems.append("'\(key)' is not documented for \(name): \(line)") }
            for key in shape.keys where !shape.optional.contains(key) && !keys.contains(key) {
                problems.append("'\(key)' is missing from \(name): \(line)")
            }
            if keys != shape.keys.filter({ keys.contains($0) }) { problems.append("\(name)'s keys are out of the documented order: \(line)") }
            return problems
        }

        func temporaryDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-json-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory
        }

        @Test("every object ttt writes has a documented type, its documented keys in order, and no key twice")
        func everyObject() async throws {
            let shapes = try Self.documented()
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let bots = TTTProcess.packageRoot.appendingPathComponent("Players/bots").path
            var lines: [(String, String?)] = []
            func add(_ output: String, as name: String? = nil) {
                lines += output.split(separator: "\n").map { (String($0), name) }
            }
            let script = [
                "set bail off", "new x=perfect o=random", "play", "show", "rules", "new 9x9 rule=caro", "rules", "score",
                "echo hi", "new connect4", "perft 2", "new 4x4", "hint 200ms", "analyze 200ms", "new", "expect draw", "players",
                "new gomoku", "h8", "hint 100ms", "analyze 100ms", "save g.txt", "replay g.txt 1", "match 2 heuristic random",
                "new x=\(bots)/faults/occupied.sh o=random", "play", "zz",
            ]
            add(try await TTTProcess.run(["--json", "-c", script.joined(separator: "; ")], in: directory).stdout)
            let match = try await TTTProcess.run(["match", "random", "heuristic", "--games", "4", "--clock", "10s+100ms",
                                                  "--journal", "j.jsonl", "--json"], in: directory)
            add(match.stdout)
            let journal = try String(contentsOf: directory.appendingPathComponent("j.jsonl"), encoding: .utf8)
            add(journal)
            try (journal + #"{"type":"ga"#).write(to: directory.appendingPathComponent("j.jsonl"), atomically: true, encoding: .utf8)
            let resumed = try await TTTProcess.run(["match", "random", "heuristic", "--games", "4", "--clock", "10s+100ms",
                                                    "--journal", "j.jsonl", "--resume", "--json"], in: directory)
            add(resumed.stdout)
            add(try await TTTProcess.run(["merge", "--json", "j.jsonl"], in: directory).stdout)
            add(try await TTTProcess.run(["tournament", "random", "heuristic", "perfect", "--games", "2", "--sprt", "elo0=0,elo1=100", "--json"]).stdout)
            add(try await TTTProcess.run(["bench", "perft.tictactoe", "--quick", "--seconds", "0.05", "--json"]).stdout, as: "ttt bench --json")
            add(try await TTTProcess.run(["bench", "perft.tictactoe", "--quick", "--seconds", "0.05", "--json-object"]).stdout, as: "ttt bench --json-object")

            var problems: [String] = []
            var seen = Set<String>()
            for (line, name) in lines {
                problems += Self.problems(line, name: name, shapes: shapes)
                if let object = try? StrictJSON.parse(line), case let .scalar(type)? = object["type"] {
                    seen.insert(type)
                    if type == "analysis", case let .array(moves)? = object["moves"] {
                        let allowed: Set = ["move", "value", "in", "proven", "depth", "eval"]
                        for move in moves where !Set(move.keys).isSubset(of: allowed) { problems.append("an analysis move's keys: \(line)") }
                    }
                }
            }
            #expect(problems == [])
            // NB: the run above writes every documented type.
            #expect(Set(shapes.keys).subtracting(seen).subtracting(["ttt bench --json", "ttt bench --json-object"]) == [])
        }

        @Test("the parser refuses a key given twice")
        func repeatedKey() {
            #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse(#"{"type":"analysis","depth":3,"depth":4}"#) }
            #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse(#"{"a":[{"b":1,"b":2}]}"#) }
            #expect(throws: Never.self) { try StrictJSON.parse(#"{"a":[{"b":1},{"b":2}],"c":"x\"y"}"#) }
        }
    }
}
