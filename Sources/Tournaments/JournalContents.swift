import GameCore
import GameRecords
import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a journal file holds: its header line and its games, each complete line parsed,
/// and the torn last line of a run killed while writing it.
///
/// ttt writes its journals with LF and no byte-order mark; one saved again by an editor with
/// CRLF line ends or a byte-order mark reads the same (``TextLines``), and a run resumed on
/// it appends LF lines.
public struct JournalContents: Sendable {
    /// The first line: the tournament's parameters.
    public var header: JSONValue?
    /// The games, in the order their lines were written.
    public var entries: [JournalEntry] = []
    /// The line of the file each of ``entries`` is on, from 1.
    public var lineNumbers: [Int] = []
    /// The bytes up to the end of the last complete line.
    public var completeBytes = 0
    /// The bytes after the last line break: a line cut off by a kill, or none.
    public var tornLine: [UInt8] = []

    /// Whether the file ended with a torn line (cut off without its line break).
    public var hadTornLine: Bool { !tornLine.isEmpty }

    /// Whether the file holds nothing at all (or does not exist): a journal may begin there.
    public var isEmpty: Bool { completeBytes == 0 && tornLine.isEmpty }

    /// Reads a journal a line at a time; a missing file reads as empty.
    /// - Throws: ``InputError`` for a file that is not a journal (its first line is not a
    ///   tournament's parameters), one over ``ReadLimit/journalBytes`` or with a line over
    ///   ``ReadLimit/lineBytes``, or a complete line that is not valid, with its file and line.
    public static func read(path: String) throws(InputError) -> JournalContents {
        var entries: [JournalEntry] = []
        var lineNumbers: [Int] = []
        var contents = try scan(path: path) { entry, line, _ in
            entries.append(entry)
            lineNumbers.append(line)
        }
        contents.entries = entries
        contents.lineNumbers = lineNumbers
        return contents
    }

    /// Reads a journal a line at a time as ``read(path:)`` does, but keeps no game: each is
    /// given to `each` with its line number (from 1) and the offset of its line's first byte,
    /// so that a merge of any number of games holds none of them (see ``JournalLines``).
    /// `header` is given the header as soon as it is read, before any game.
    /// - Returns: the header, the bytes and the torn line; no entries.
    public static func scan(
        path: String, each: (JournalEntry, _ line: Int, _ offset: Int) throws(InputError) -> Void,
        header: (JSONValue) throws(InputError) -> Void = { _ in }
    ) throws(InputError) -> JournalContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return JournalContents() }
            throw InputError("Cannot read the journal '\(path)': \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        if let tooBig = ReadLimit.oversize(descriptor, path: path, limit: ReadLimit.journalBytes, kind: "journals") {
            throw InputError(tooBig)
        }
        var contents = JournalContents()
        var scanner = LineScanner(descriptor: descriptor)
        var lineNumber = 0
        var rules: (String, Rules)? = nil
        while true {
            let offset = scanner.completeBytes
            switch scanner.next() {
            case let .line(line):
                lineNumber += 1
                let hadHeader = contents.header != nil
                if let entry = try contents.add(line[...], number: lineNumber, name: path, rules: &rules) {
                    try each(entry, lineNumber, offset)
                } else if !hadHeader, let read = contents.header {
                    try header(read)
                }
                // NB: a device or a pipe has no size until it is read.
                guard scanner.bytesRead <= ReadLimit.journalBytes else {
                    throw InputError(ReadLimit.tooBig(path, bytes: nil, limit: ReadLimit.journalBytes, kind: "journals"))
                }
            case .tooLong:
                guard contents.header != nil else { throw notAJournal(path) }
                throw InputError("\(path):\(lineNumber + 1): " + ReadLimit.lineTooLong("The line"))
            case let .end(tail):
                contents.completeBytes = scanner.completeBytes
                contents.tornLine = tail
                return contents
            case let .failed(code):
                throw InputError("Cannot read the journal '\(path)': \(String(cString: strerror(code))).")
            }
        }
    }

    /// Parses a journal's bytes; `name` prefixes errors.
    public static func parse(_ bytes: [UInt8], name: String) throws(InputError) -> JournalContents {
        // NB: only complete lines count; a last line without its break was being written when
        // the run was killed, and is dropped.
        let end = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        var contents = JournalContents(completeBytes: end, tornLine: Array(bytes[end...]))
        var rules: (String, Rules)? = nil
        let lines = bytes[..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        for (offset, line) in lines.enumerated() {
            if let entry = try contents.add(line, number: offset + 1, name: name, rules: &rules) {
                contents.entries.append(entry)
                contents.lineNumbers.append(offset + 1)
            }
        }
        return contents
    }

    /// The error for a file whose first line is not a journal's header.
    public static func notAJournal(_ path: String) -> InputError {
        InputError("'\(path)' is not a ttt journal: its first line is not a tournament's parameters.")
    }

    /// Reads line `number` of the file `name`: the header first, then games, each returned;
    /// blank lines are skipped.
    mutating func add(
        _ line: ArraySlice<UInt8>, number: Int, name: String, rules: inout (String, Rules)?
    ) throws(InputError) -> JournalEntry? {
        // NB: ttt writes LF and no byte-order mark, but a journal saved by a Windows editor
        // reads the same (a CR before the LF is JSON's white space anyway).
        let line = TextLines.content(ofLine: line, isFirst: number == 1)
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        guard header != nil else {
            // NB: anything but our header is someone else's file, left as it is.
            guard let json = try? JSONValue(parsing: line), json["type"]?.stringValue == "tournament" else {
                throw Self.notAJournal(name)
            }
            do { _ = try TournamentPlan.reading(header: json) } catch { throw InputError("\(name):\(number): \(error.message)") }
            header = json
            return nil
        }
        return try Self.entry(parsing: line, number: number, name: name, rules: &rules)
    }

    /// The game on line `number` of the file `name`, or the mistake with its file and line.
    static func entry(
        parsing line: ArraySlice<UInt8>, number: Int, name: String, rules: inout (String, Rules)?
    ) throws(InputError) -> JournalEntry {
        do {
            let json = try JSONValue(parsing: line)
            return try JournalEntry(json: json, rulesCache: &rules)
        } catch {
            throw InputError("\(name):\(number): \(error.message)")
        }
    }
}
