/// A JSON value: the results journal (written one object a line, read back on resume and
/// merge), the REPL's `--json` output and the bench's. Object keys keep their order, so
/// lines read the same every run.
///
/// NB: written by hand rather than with FoundationEssentials' Codable, by measurement:
/// with the journal's game lines encoded by `JSONEncoder` (a `Codable` line type, keys in
/// declared order), `ttt bench tournament.tictactoe` fell from 228,000-455,000 to
/// 95,000-103,000 games/s (release builds side by side, three alternated runs), a loss of
/// 55-79% where the bar was 10%; `startup.ttt` was the same within noise (8-15 ms both).
public enum JSONValue: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    /// One key and value of an object.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An integer, as a number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A number.
    public static func double(_ value: Double) -> JSONValue { .number(value) }

    /// An object from key-value pairs, in order: `.fields([("type", "move"), ("ply", .int(3))])`.
    public static func fields(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { Member($0.0, $0.1) })
    }

    /// The value of `key` in an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, or nil for anything else.
    public var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The number as an integer when it is a whole one, or nil.
    public var intValue: Int? {
        guard case let .number(value) = self, value == value.rounded(), abs(value) < 9e15 else { return nil }
        return Int(value)
    }

    /// The number, or nil.
    public var doubleValue: Double? {
        if case let .number(value) = self { return value }
        return nil
    }

    /// The elements of an array, or nil.
    public var arrayValue: [JSONValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    /// The value as compact JSON on one line.
    public var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case let .string(value): Self.write(string: value, to: &text)
        case let .number(value):
            if !value.isFinite {
                text += "null"
            } else if value == value.rounded(), abs(value) < 1e15 {
                text += String(Int(value))
            } else {
                text += String(value)
            }
        case let .bool(value): text += value ? "true" : "false"
        case .null: text += "null"
        case let .array(items):
            text += "["
            for (i, item) in items.enumerated() {
                if i > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case let .object(members):
            text += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { text += "," }
                Self.write(string: member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    package static func write(string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue {
    /// Reads one JSON value that fills `text` (white space around it aside).
    ///
    /// A key given twice in one object is refused, unless `allowingRepeatedKeys`: JSON does
    /// not say which of the two counts, and ttt writes none, so a line that has one was made
    /// or edited by something else (a reader that finds them itself, with their line, allows them).
    /// - Throws: ``InputError`` saying what was found where (``SyntaxError/columnText``).
    public init(parsing text: String, allowingRepeatedKeys: Bool = false) throws(InputError) {
        try self.init(parsing: Array(text.utf8)[...], allowingRepeatedKeys: allowingRepeatedKeys)
    }

    /// Reads one JSON value from UTF-8 bytes; repeated keys as for text.
    public init(parsing utf8: ArraySlice<UInt8>, allowingRepeatedKeys: Bool = false) throws(InputError) {
        do throws(SyntaxError) {
            self = try Self.parse(utf8, allowingRepeatedKeys: allowingRepeatedKeys)
        } catch {
            throw InputError(error.columnText)
        }
    }

    /// Reads one JSON value from UTF-8 bytes, or says where and why it is not one, in the
    /// words of a line (``SyntaxError/columnText``) or of a file a person edits, with its
    /// line (``SyntaxError/line``, ``SyntaxError/fileText``).
    public static func parse(_ utf8: ArraySlice<UInt8>, allowingRepeatedKeys: Bool = false) throws(SyntaxError) -> JSONValue {
        var reader = Reader(bytes: Array(utf8), allowsRepeatedKeys: allowingRepeatedKeys)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.position == reader.bytes.count else {
            if case .array = value { throw reader.failure(.textAfterValue(afterList: true)) }
            throw reader.failure(.textAfterValue(afterList: false))
        }
        return value
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        let allowsRepeatedKeys: Bool
        var position = 0

        /// `kind` at the current position (or at `offset`), on the line of `lineOffset` (of
        /// `offset` unless given: a string not closed is on the line where it opened).
        func failure(_ kind: SyntaxError.Kind, at offset: Int? = nil, lineOf lineOffset: Int? = nil) -> SyntaxError {
            let offset = offset ?? position
            // NB: counted only when something went wrong: reading costs nothing more.
            let line = 1 + bytes[..<min(lineOffset ?? offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return SyntaxError(kind: kind, offset: offset, line: line, found: offset < bytes.count ? bytes[offset] : nil)
        }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ byte: UInt8, _ place: String) throws(SyntaxError) {
            guard position < bytes.count, bytes[position] == byte else { throw failure(.expected(byte: byte, place: place)) }
            position += 1
        }

        /// The word at the current position, up to JSON's punctuation or white space.
        func word() -> String {
            var end = position
            while end < bytes.count, !" \t\r\n,:]}[{\"".utf8.contains(bytes[end]) { end += 1 }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }

        mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw failure(.notAValue(word: self.word(), terse: "Unexpected text"))
            }
            position += expected.count
            return value
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth < 64 else { throw failure(.nestsTooDeeply) }
            guard position < bytes.count else { throw failure(.ended(place: "where a value was expected")) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members)
                }
                // NB: a large object's keys go in a set; a small one's (a journal line's) are
                // compared in place, which is cheaper than hashing them.
                var keys: Set<String> = []
                while true {
                    skipSpace()
                    let start = position
                    let key = try string(place: "where a key in quotes was expected")
                    if !allowsRepeatedKeys, isRepeated(key, in: members, keys: &keys) {
                        throw failure(.repeatedKey(key), at: start)
                    }
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "where ':' was expected after a key")
                    skipSpace()
                    members.append(Member(key, try value(depth: depth + 1)))
                    skipSpace()
                    guard position < bytes.count else { throw failure(.ended(place: "inside a list or object")) }
                    if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    try expect(UInt8(ascii: "}"), "where ',' or '}' was expected")
                    return .object(members)
                }
            case UInt8(ascii: "["):
                position += 1
                var items: [JSONValue] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard position < bytes.count else { throw failure(.ended(place: "inside a list or object")) }
                    if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                    try expect(UInt8(ascii: "]"), "where ',' or ']' was expected")
                    return .array(items)
                }
            case UInt8(ascii: "\""): return .string(try string(place: "where a value was expected"))
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        /// Whether `key` is one of `members`' keys; `keys` holds them once there are many.
        func isRepeated(_ key: String, in members: [Member], keys: inout Set<String>) -> Bool {
            guard members.count >= 16 else { return members.contains { $0.key == key } }
            if keys.isEmpty { keys = Set(members.map(\.key)) }
            return !keys.insert(key).inserted
        }

        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = position
            while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard !text.isEmpty, let value = Double(text) else {
                position = start
                throw failure(.notAValue(word: word(), terse: "Expected a value"))
            }
            return .number(value)
        }

        /// A string in quotes, at `place` (for the words when there is none).
        mutating func string(place: String) throws(SyntaxError) -> String {
            let opening = position
            try expect(UInt8(ascii: "\""), place)
            // NB: a string without escapes is one slice; with escapes, its bytes are collected
            // with the escapes decoded. Either way one String is made, at the end.
            let start = position
            var escaped = false
            var run: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") {
                    return escaped ? String(decoding: run, as: UTF8.self) : String(decoding: bytes[start..<position - 1], as: UTF8.self)
                }
                // NB: JSON has no line break in a string; in a file, the string is not closed
                // on the line it starts.
                if byte == 0x0A { throw failure(.lineBreakInString, lineOf: opening) }
                guard byte == UInt8(ascii: "\\") else {
                    if escaped { run.append(byte) }
                    continue
                }
                if !escaped {
                    run.append(contentsOf: bytes[start..<position - 1])
                    escaped = true
                }
                guard position < bytes.count else { throw failure(.unfinishedEscape) }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): run.append(0x0A)
                case UInt8(ascii: "t"): run.append(0x09)
                case UInt8(ascii: "r"): run.append(0x0D)
                case UInt8(ascii: "b"): run.append(0x08)
                case UInt8(ascii: "f"): run.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - position >= 6,
                       bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    run.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
                default: run.append(escape)
                }
            }
            throw failure(.unclosedString, lineOf: opening)
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard bytes.count - position >= 4,
                  let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
                throw failure(.expectedHexDigits)
            }
            position += 4
            return code
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
