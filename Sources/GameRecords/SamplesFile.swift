import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run's training samples (``TrainingSample``), written game by game as the standings
/// count them: CSV with a header row when the path ends in `.csv`, JSON Lines when it ends in
/// `.jsonl`.
///
/// Each game's rows go out in one `write(2)`, held back like a journal's line while a signal
/// ends the process (``JournalFile/holdWrites()``), so the file never holds part of a game.
public final class SamplesFile {
    /// How rows are written, chosen by the file's extension.
    public enum Format: Sendable, Hashable {
        case csv
        case jsonl
    }

    public let path: String
    public let format: Format
    /// Which positions of a game are written.
    public let selection: SampleSelection
    /// The rows written so far.
    public private(set) var rowsWritten = 0
    /// The games written so far (with or without rows).
    public private(set) var gamesWritten = 0
    /// The file, held for this run alone (``OutputLock``).
    private let lock: OutputLock
    private var descriptor: Int32 { lock.descriptor }

    /// The format a samples file at `path` is written in.
    /// - Throws: ``InputError`` when the name ends in neither `.csv` nor `.jsonl`.
    public static func format(ofPath path: String) throws(InputError) -> Format {
        let name = path.lowercased()
        if name.hasSuffix(".csv") { return .csv }
        if name.hasSuffix(".jsonl") { return .jsonl }
        throw InputError("--samples '\(path)' has no format ttt writes: give a name ending in .csv or .jsonl.")
    }

    /// Opens the file at `path` for writing, creating it when missing; what it held is
    /// replaced when the first game is written, not before (as ``RecordsFile`` does).
    ///
    /// Only a missing or empty file, or samples ttt wrote in that format, is replaced: a
    /// journal, a script or any other file given by mistake is refused and left as it is; so
    /// is what is not a regular file (``OutputFile``), and a file another run is writing
    /// (``OutputLock``): one run writes it at a time, so shards given one file by mistake
    /// never tear each other's rows.
    public init(path: String, selection: SampleSelection) throws(InputError) {
        self.path = path
        format = try Self.format(ofPath: path)
        self.selection = selection
        lock = try OutputLock(path: path, role: .samples)
        try Self.checkReplaceable(path, format: format)
    }

    /// Whether the file at `path` is empty, not there, not a regular file (refused
    /// elsewhere: ``OutputFile``) or samples ttt wrote as `format`; throws when it is anything else.
    public static func checkReplaceable(_ path: String, format: Format) throws(InputError) {
        guard let text = FileLocation.start(ofExistingFile: path) else { return }
        switch format {
        case .csv: if text.hasPrefix(TrainingSample.csvHeader + "\n") { return }
        // NB: a late position is longer than what is read, so its row's start is the mark.
        case .jsonl: if text.hasPrefix(#"{"position":""#) { return }
        }
        throw InputError("'\(path)' exists and is not samples ttt wrote; it is left as it is. Give --samples another file, or remove it.")
    }

    /// Appends the rows of one game (see ``SampleSelection/samples(of:)``).
    /// - Throws: ``InputError`` when the file cannot be written.
    public func write(_ entry: JournalEntry) throws(InputError) {
        let samples = selection.samples(of: entry)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * (32 + 4 * entry.moves.count))
        if gamesWritten == 0 {
            if ftruncate(descriptor, 0) != 0 {
                throw InputError("Cannot write the samples '\(path)': \(String(cString: strerror(errno))).")
            }
            if format == .csv { bytes.append(contentsOf: (TrainingSample.csvHeader + "\n").utf8) }
        }
        for sample in samples {
            switch format {
            case .csv: sample.appendCSVLine(to: &bytes)
            case .jsonl: sample.appendJSONLine(to: &bytes)
            }
        }
        if !bytes.isEmpty, let failed = JournalFile.writeUnlessHeld(descriptor, bytes) {
            throw InputError("Cannot write the samples '\(path)': \(String(cString: strerror(failed))).")
        }
        gamesWritten += 1
        rowsWritten += samples.count
    }
}
