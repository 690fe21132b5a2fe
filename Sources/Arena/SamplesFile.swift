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
    private let descriptor: Int32

    /// The format a samples file at `path` is written in.
    /// - Throws: ``JournalError`` when the name ends in neither `.csv` nor `.jsonl`.
    public static func format(ofPath path: String) throws(JournalError) -> Format {
        let name = path.lowercased()
        if name.hasSuffix(".csv") { return .csv }
        if name.hasSuffix(".jsonl") { return .jsonl }
        throw JournalError("--samples '\(path)' has no format ttt writes: give a name ending in .csv or .jsonl.")
    }

    /// Opens the file at `path` for writing, creating it when missing; what it held is
    /// replaced when the first game is written, not before (as ``RecordsFile`` does).
    ///
    /// Only a missing or empty file, or samples ttt wrote in that format, is replaced: a
    /// journal, a script or any other file given by mistake is refused and left as it is.
    public init(path: String, selection: SampleSelection) throws(JournalError) {
        self.path = path
        format = try Self.format(ofPath: path)
        self.selection = selection
        descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw JournalError("Cannot write the samples '\(path)': \(String(cString: strerror(errno))).")
        }
        do { try Self.checkReplaceable(path, format: format) } catch {
            close(descriptor)
            throw error
        }
    }

    /// Whether the file at `path` is empty, not a regular file (a pipe, /dev/null) or
    /// samples ttt wrote as `format`; throws when it is anything else.
    public static func checkReplaceable(_ path: String, format: Format) throws(JournalError) {
        guard let text = FileLocation.start(ofExistingFile: path) else { return }
        switch format {
        case .csv: if text.hasPrefix(TrainingSample.csvHeader + "\n") { return }
        // NB: a late position is longer than what is read, so its row's start is the mark.
        case .jsonl: if text.hasPrefix(#"{"position":""#) { return }
        }
        throw JournalError("'\(path)' exists and is not samples ttt wrote; it is left as it is. Give --samples another file, or remove it.")
    }

    deinit { close(descriptor) }

    /// Appends the rows of one game (see ``SampleSelection/samples(of:)``).
    /// - Throws: ``JournalError`` when the file cannot be written.
    public func write(_ entry: JournalEntry) throws(JournalError) {
        let samples = selection.samples(of: entry)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * (32 + 4 * entry.moves.count))
        if gamesWritten == 0 {
            if ftruncate(descriptor, 0) != 0 {
                throw JournalError("Cannot write the samples '\(path)': \(String(cString: strerror(errno))).")
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
            throw JournalError("Cannot write the samples '\(path)': \(String(cString: strerror(failed))).")
        }
        gamesWritten += 1
        rowsWritten += samples.count
    }
}
