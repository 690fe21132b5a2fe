import TextAndFiles


/// Where things are in an engines file's text, found by a light scan (strings, escapes and
/// brackets only): the line of each entry of the top-level list; and, looked up again only
/// for an entry found wrong, the line of each of its keys and of each key of its `options`.
///
/// - Complexity: O(*n*) in the text's length, once, and once more for each look-up of a
///   key's line (made only on the way to an error).
struct EnginesFileLines {
    /// The line where each entry of the top-level list starts.
    private(set) var entryLines: [Int] = []
    /// The entry whose keys are looked for, if any.
    private let target: Int?
    /// The line of each key of the ``target`` entry.
    private(set) var keyLines: [String: Int] = [:]
    /// The line of each key of the ``target`` entry's `options`.
    private(set) var optionLines: [String: Int] = [:]

    /// The text, for a second look.
    private let bytes: [UInt8]

    /// Scans `bytes` for the entries' lines and, when `target` is given, that entry's keys'.
    init(_ bytes: [UInt8], keysOf target: Int? = nil) {
        self.bytes = bytes
        self.target = target
        var line = 1, depth = 0
        var inString = false, escaped = false, stringEscapes = false
        var string: [UInt8] = []
        var stringLine = 1
        // NB: where a list element (depth 1), an entry's key (depth 2) or an option's key
        // (depth 3, inside `options`) may start next; and the entry's key last read. Keys
        // are read only inside the target entry, so that the first scan makes no strings.
        var elementNext = false, keyNext = false, optionNext = false
        var lastKey = "", inOptions = false
        var inTarget = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                    if inTarget { string.append(byte) }
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    stringEscapes = true
                    if inTarget { string.append(byte) }
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    guard inTarget else { continue }
                    if depth == 2, keyNext {
                        keyNext = false
                        lastKey = Self.key(string, escaped: stringEscapes)
                        if keyLines[lastKey] == nil { keyLines[lastKey] = stringLine }
                    } else if depth == 3, inOptions, optionNext {
                        optionNext = false
                        let key = Self.key(string, escaped: stringEscapes)
                        if optionLines[key] == nil { optionLines[key] = stringLine }
                    }
                } else if inTarget {
                    string.append(byte)
                }
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if depth == 1, elementNext, byte != UInt8(ascii: "]") {
                inTarget = entryLines.count == target
                entryLines.append(line)
                elementNext = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                stringEscapes = false
                string.removeAll(keepingCapacity: true)
                stringLine = line
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { elementNext = true }
                if depth == 2 {
                    keyNext = byte == UInt8(ascii: "{")
                    lastKey = ""
                }
                if depth == 3 {
                    inOptions = byte == UInt8(ascii: "{") && lastKey == "options"
                    optionNext = inOptions
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 3 { inOptions = false }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 { elementNext = true }
                if depth == 2 { keyNext = true }
                if depth == 3 { optionNext = inOptions }
            default:
                break
            }
        }
    }

    /// A key's text from its bytes between the quotes, with its escapes undone.
    private static func key(_ raw: [UInt8], escaped: Bool) -> String {
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        // NB: rare (a key with `\n` or `\u0041` in it); the JSON reader knows every escape.
        return (try? JSONValue(parsing: ([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])[...]))?.stringValue
            ?? String(decoding: raw, as: UTF8.self)
    }

    /// The line where entry `index` starts (1 when the scan did not find it).
    func line(ofEntry index: Int) -> Int {
        entryLines.indices.contains(index) ? entryLines[index] : 1
    }

    /// The line of the key `key` of entry `index`, else of the entry.
    func line(ofKey key: String, inEntry index: Int) -> Int {
        let keys = target == index ? self : EnginesFileLines(bytes, keysOf: index)
        return keys.keyLines[key] ?? line(ofEntry: index)
    }

    /// The line of the option `key` of entry `index`, else of its `options`, else of the entry.
    func line(ofOption key: String, inEntry index: Int) -> Int {
        let keys = target == index ? self : EnginesFileLines(bytes, keysOf: index)
        return keys.optionLines[key] ?? keys.keyLines["options"] ?? line(ofEntry: index)
    }
}
