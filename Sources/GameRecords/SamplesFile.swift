public import GameCore
import TextAndFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run's training samples (``TrainingSample``), written game by game as the standings
/// count them: CSV with a header row when the path ends in `.csv`, JSON Lines when it ends in
/// `.jsonl`, c-gomoku-cli's binary entries (``BinarySample``) when it ends in `.bin`, and
/// those compressed as LZ4 frames (``LZ4Frame``, a frame a game) when it ends in `.bin.lz4`.
///
/// Each game's rows go out in one `write(2)`, held back like a journal's line while a signal
/// ends the process (``JournalFile/holdWrites()``), so the file never holds part of a game.
public final class SamplesFile {
    /// How rows are written, chosen by the file's extension.
    public enum Format: Sendable, Hashable {
        case csv
        case jsonl
        /// c-gomoku-cli's `-sample format=bin`: ``BinarySample``'s entries.
        case binary
        /// c-gomoku-cli's `format=bin_lz4`: the same entries in LZ4 frames.
        case binaryLZ4
    }

    public let path: String
    public let format: Format
    /// Which positions of a game are written.
    public let selection: SampleSelection
    /// The rows written so far.
    public private(set) var rowsWritten = 0
    /// The games written so far (with or without rows).
    public private(set) var gamesWritten = 0
    /// The games of ``gamesWritten`` left out because they ended by a fault (``SampleSelection/skipsFaults``).
    public private(set) var gamesLeftOut = 0
    /// The file, held for this run alone (``OutputLock``).
    private let lock: OutputLock
    private var descriptor: Int32 { lock.descriptor }

    /// The format a samples file at `path` is written in.
    /// - Throws: ``InputError`` when the name ends in none of `.csv`, `.jsonl`, `.bin` and `.bin.lz4`.
    public static func format(ofPath path: String) throws(InputError) -> Format {
        let name = path.lowercased()
        if name.hasSuffix(".csv") { return .csv }
        if name.hasSuffix(".jsonl") { return .jsonl }
        if name.hasSuffix(".bin") { return .binary }
        if name.hasSuffix(".bin.lz4") { return .binaryLZ4 }
        throw InputError("--samples '\(path)' has no format ttt writes: give a name ending in .csv, .jsonl, .bin or .bin.lz4.")
    }

    /// Opens the file at `path` for writing, creating it when missing; what it held is
    /// replaced when the first game is written, not before (as ``RecordsFile`` does).
    ///
    /// Only a missing or empty file, or samples ttt wrote in that format, is replaced: a
    /// journal, a script or any other file given by mistake is refused and left as it is; so
    /// is what is not a regular file (``OutputFile``), and a file another run is writing
    /// (``OutputLock``): one run writes it at a time, so shards given one file by mistake
    /// never tear each other's rows. Binary samples are refused for `rules` they cannot hold
    /// (``BinarySample/unsupported(_:)``).
    public init(path: String, selection: SampleSelection, rules: Rules) throws(InputError) {
        self.path = path
        format = try Self.format(ofPath: path)
        if format == .binary || format == .binaryLZ4, let why = BinarySample.unsupported(rules) {
            throw InputError("--samples '\(path)': \(why) Give a .csv or .jsonl name.")
        }
        self.selection = selection
        lock = try OutputLock(path: path, role: .samples)
        try Self.checkReplaceable(path, format: format)
    }

    /// Whether the file at `path` is empty, not there, not a regular file (refused
    /// elsewhere: ``OutputFile``) or samples ttt wrote as `format`; throws when it is anything else.
    public static func checkReplaceable(_ path: String, format: Format) throws(InputError) {
        guard let start = FileLocation.start(ofExistingFileBytes: path) else { return }
        let text = String(decoding: start, as: UTF8.self)
        switch format {
        case .csv:
            if text.hasPrefix(TrainingSample.csvHeader + "\n") || text.hasPrefix(TrainingSample.csvHeaderWithoutScore + "\n") { return }
        // NB: a late position is longer than what is read, so its row's start is the mark.
        case .jsonl: if text.hasPrefix(#"{"position":""#) { return }
        // NB: the layout has no header: its first entry, read as far as the start goes, is the mark.
        case .binary: if BinarySample.startsWithEntry(start) { return }
        case .binaryLZ4: if start.starts(with: LZ4Frame.magic) { return }
        }
        throw InputError("'\(path)' exists and is not samples ttt wrote; it is left as it is. Give --samples another file, or remove it.")
    }

    /// Appends the rows of one game (see ``SampleSelection/samples(of:)``).
    /// - Throws: ``InputError`` when the file cannot be written.
    public func write(_ entry: JournalEntry) throws(InputError) {
        var bytes: [UInt8] = []
        if gamesWritten == 0 {
            if ftruncate(descriptor, 0) != 0 {
                throw InputError("Cannot write the samples '\(path)': \(String(cString: strerror(errno))).")
            }
            if format == .csv { bytes.append(contentsOf: (TrainingSample.csvHeader + "\n").utf8) }
        }
        let rows: Int
        switch format {
        case .csv, .jsonl:
            let samples = selection.samples(of: entry)
            bytes.reserveCapacity(bytes.count + samples.count * (32 + 4 * entry.moves.count))
            for sample in samples {
                if format == .csv { sample.appendCSVLine(to: &bytes) } else { sample.appendJSONLine(to: &bytes) }
            }
            rows = samples.count
        case .binary, .binaryLZ4:
            let plies = selection.plies(of: entry)
            let entries = BinarySample.entries(of: entry, plies: plies, selection: selection)
            if format == .binaryLZ4, !entries.isEmpty {
                switch LZ4Frame.compressed(entries) {
                case let .success(frame): bytes.append(contentsOf: frame)
                case let .failure(error): throw InputError("Cannot compress the samples '\(path)': liblz4 says \(error.name).")
                }
            } else {
                bytes.append(contentsOf: entries)
            }
            rows = plies.count
        }
        if !bytes.isEmpty, let failed = JournalFile.writeUnlessHeld(descriptor, bytes) {
            throw InputError("Cannot write the samples '\(path)': \(String(cString: strerror(failed))).")
        }
        gamesWritten += 1
        rowsWritten += rows
        if selection.leavesOut(entry) { gamesLeftOut += 1 }
    }

    /// What was written, for people: `Samples: 9 positions of 2 games in 'train.csv'.`, and
    /// the games left out as faults where `--samples-skip-faults` left any out: `Samples: 0
    /// positions of 4 games in 'train.csv' (all 4 left out: they ended by a fault, and
    /// --samples-skip-faults leaves those out).`
    public var summary: String {
        let games = gamesWritten
        var line = "Samples: \(rowsWritten.grouped) position\(rowsWritten == 1 ? "" : "s") of \(games.grouped) game\(games == 1 ? "" : "s") in '\(path)'"
        if gamesLeftOut > 0 {
            let which = gamesLeftOut == games ? (games == 1 ? "it was left out: it" : "all \(games.grouped) left out: they")
                : "\(gamesLeftOut.grouped) game\(gamesLeftOut == 1 ? "" : "s") left out: \(gamesLeftOut == 1 ? "it" : "they")"
            line += " (\(which) ended by a fault, and --samples-skip-faults leaves those out)"
        }
        return line + "."
    }
}
