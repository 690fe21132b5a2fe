import FoundationEssentials

/// Where things are in an engines file's text, found by a light scan (strings, escapes and
/// brackets only): the line of each entry of the top-level list, and of each of its keys;
/// and the line of a decoding error, from the path the decoder reports.
struct EnginesFileLines {
    /// The line where each entry of the top-level list starts.
    private(set) var entryLines: [Int] = []
    /// The line of each key of each entry, by entry and key.
    private(set) var keyLines: [Int: [String: Int]] = [:]

    /// The text, for a second look at a syntax error.
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var line = 1, depth = 0
        var inString = false, escaped = false
        var string: [UInt8] = []
        var stringLine = 1
        // NB: where a list element (depth 1) or an entry's key (depth 2) may start next.
        var elementNext = false, keyNext = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 2, keyNext, !entryLines.isEmpty {
                        keyNext = false
                        let key = String(decoding: string, as: UTF8.self)
                        if keyLines[entryLines.count - 1, default: [:]][key] == nil {
                            keyLines[entryLines.count - 1, default: [:]][key] = stringLine
                        }
                    }
                } else {
                    string.append(byte)
                }
                continue
            }
            if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
            if depth == 1, elementNext, byte != UInt8(ascii: "]") {
                entryLines.append(line)
                elementNext = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                string = []
                stringLine = line
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { elementNext = true }
                if depth == 2 { keyNext = byte == UInt8(ascii: "{") }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 { elementNext = true }
                if depth == 2 { keyNext = true }
            default:
                break
            }
        }
    }

    /// The line where entry `index` starts (1 when the scan did not find it).
    func line(ofEntry index: Int) -> Int {
        entryLines.indices.contains(index) ? entryLines[index] : 1
    }

    /// The line and the words for a decoding error.
    func explain(_ error: DecodingError) -> (line: Int, message: String) {
        switch error {
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                if let found = JSONSyntaxScan.firstError(in: bytes) { return (found.line, "Not JSON: \(found.message)") }
                return (1, "Not JSON: \(Self.plain(context.debugDescription))")
            }
            return (line(of: context.codingPath), "\(place(context.codingPath)): \(context.debugDescription)")
        case let .keyNotFound(key, context):
            return (line(of: context.codingPath), "\(place(context.codingPath)) has no '\(key.stringValue)'.")
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            if context.codingPath.isEmpty {
                return (1, "The engines file is a JSON list of engines, as in [{\"name\": \"rapfi\", \"command\": \"./pbrain-rapfi\"}].")
            }
            return (line(of: context.codingPath), "\(place(context.codingPath)) should be \(Self.kind(of: type)).")
        @unknown default:
            return (1, "\(error)")
        }
    }

    /// The line of the entry, or of its key, that `path` leads to.
    private func line(of path: [any CodingKey]) -> Int {
        guard let index = path.first?.intValue else { return 1 }
        if path.count > 1, let key = keyLines[index]?[path[1].stringValue] { return key }
        return line(ofEntry: index)
    }

    /// `Engine 2` or `Engine 2's 'options'`, for a decoding path.
    private func place(_ path: [any CodingKey]) -> String {
        guard let index = path.first?.intValue else { return "The file" }
        let keys = path.dropFirst().map { $0.intValue.map(String.init) ?? $0.stringValue }
        return keys.isEmpty ? "Engine \(index + 1)" : "Engine \(index + 1)'s '\(keys.joined(separator: "."))'"
    }

    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Bool.Type, is Double.Type: "a string, a number or true/false"
        default: "an object"
        }
    }

    /// A parser's message without the decoder's wrapping, ending with a full stop.
    private static func plain(_ text: String) -> String {
        let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
        return trimmed + "."
    }
}
