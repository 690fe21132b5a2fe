/// A light scan of JSON text for its first syntax error, with the line it is on: what the
/// engines file's errors say when the decoder only knows the text is not valid JSON.
///
/// It checks the grammar (objects, arrays, strings with their escapes, numbers, `true`,
/// `false`, `null`) and nothing else; nesting is bounded, as the decoder's is.
struct JSONSyntaxScan {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    /// The line and words of the first syntax error in `bytes`, or nil when there is none.
    static func firstError(in bytes: [UInt8]) -> (line: Int, message: String)? {
        var scan = JSONSyntaxScan(bytes: bytes)
        do throws(Failure) {
            try scan.value(depth: 0)
            scan.skipSpace()
            if scan.index < bytes.count { throw scan.unexpected("after the end of the list") }
            return nil
        } catch {
            return (error.line, error.message)
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    struct Failure: Error {
        var line: Int
        var message: String
    }

    private func unexpected(_ place: String) -> Failure {
        guard index < bytes.count else { return Failure(line: line, message: "The file ends \(place).") }
        let character = Character(Unicode.Scalar(bytes[index]))
        return Failure(line: line, message: "Unexpected '\(character)' \(place).")
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ place: String) throws(Failure) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw unexpected(place) }
        index += 1
    }

    private mutating func value(depth: Int) throws(Failure) {
        skipSpace()
        guard depth < 512 else { throw Failure(line: line, message: "The file nests too deep.") }
        guard index < bytes.count else { throw unexpected("where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
            repeat {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected("where a key in quotes was expected") }
                try string()
                try expect(UInt8(ascii: ":"), "where ':' was expected after a key")
                try value(depth: depth + 1)
                skipSpace()
            } while try more(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
            repeat {
                try value(depth: depth + 1)
                skipSpace()
            } while try more(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            try string()
        default:
            let start = index
            while index < bytes.count, !" \t\r\n,:]}[{\"".utf8.contains(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard ["true", "false", "null"].contains(word) || Double(word) != nil else {
                index = start
                throw word.isEmpty ? unexpected("where a value was expected")
                    : Failure(line: line, message: "'\(word)' is not a JSON value; text goes in double quotes.")
            }
        }
    }

    /// After an element: true at a comma, false at `closing` (both consumed).
    private mutating func more(closing: UInt8) throws(Failure) -> Bool {
        guard index < bytes.count else { throw unexpected("inside a list or object") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; return true }
        if bytes[index] == closing { index += 1; return false }
        throw unexpected("where ',' or '\(Character(Unicode.Scalar(closing)))' was expected")
    }

    private mutating func string() throws(Failure) {
        let startLine = line
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"): index += 2
            case 0x0A: throw Failure(line: startLine, message: "A string is not closed on its line.")
            default: index += 1
            }
        }
        throw Failure(line: startLine, message: "A string is not closed.")
    }
}
