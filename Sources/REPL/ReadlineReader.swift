import CReadline
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Lines typed at a terminal through GNU readline: line editing, a history kept across runs
/// in a file, tab completion; Ctrl-C drops the line being typed, Ctrl-D ends the session.
public final class ReadlineReader: LineReader {
    /// The history file: `TTT_HISTORY`, else `~/.ttt_history`.
    public let historyPath: String?
    private let completer: @Sendable (_ line: String, _ word: String) -> [String]

    /// - Parameter completer: given the line so far and the word being completed, the
    ///   candidates for that word.
    public init(historyPath: String? = ReadlineReader.defaultHistoryPath,
                completer: @escaping @Sendable (_ line: String, _ word: String) -> [String]) {
        self.historyPath = historyPath
        self.completer = completer
        ReadlineHooks.shared.withLock { $0.completer = completer }
        // NB: readline's own SIGINT handling would end the process; ttt drops the line instead.
        ttt_rl_configure(readlineCompletion)
        Interrupts.install()
        using_history()
        if let historyPath { read_history(historyPath) }
        stifle_history(1000)
    }

    public var isInteractive: Bool { true }

    public static var defaultHistoryPath: String? {
        if let path = getenv("TTT_HISTORY") { return String(cString: path) }
        guard let home = getenv("HOME") else { return nil }
        return String(cString: home) + "/.ttt_history"
    }

    public func readLine(prompt: String) -> String? {
        Interrupts.readingLine.store(true, ordering: .relaxed)
        defer { Interrupts.readingLine.store(false, ordering: .relaxed) }
        guard let raw = readline(prompt) else {
            print()
            return nil
        }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.allSatisfy(\.isWhitespace) {
            add_history(raw)
            if let historyPath {
                if append_history(1, historyPath) != 0 { write_history(historyPath) }
                history_truncate_file(historyPath, 1000)
            }
        }
        return line
    }
}

/// What the C completion callback needs, set once by the reader.
// NB: readline calls back through a C function pointer that cannot capture context, so the
// completer lives here, behind a lock.
struct ReadlineHooks {
    var completer: (@Sendable (String, String) -> [String])?
    static let shared = Mutex(ReadlineHooks())
}

private func readlineCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    ttt_rl_completion_over()
    let word = text.map { String(cString: $0) } ?? ""
    let line = ttt_rl_line_buffer().map { String(cString: $0) } ?? ""
    let prefix = String(line.utf8.prefix(Int(start))) ?? ""
    guard let completer = ReadlineHooks.shared.withLock({ $0.completer }) else { return nil }
    let candidates = completer(prefix, word)
    if candidates.isEmpty {
        // Fall back to file names where nothing else fits.
        return text.flatMap { ttt_rl_filename_matches($0) }
    }
    // The array readline frees: the replacement text first, then the matches (none when
    // there is one), then NULL.
    let matches = candidates.count == 1 ? [] : candidates
    if candidates.count == 1, candidates[0].hasSuffix("/") { ttt_rl_no_space_after() }
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (matches.count + 2)
    // NB: readline releases the array with free(), so it must come from malloc.
    let array = malloc(size)!.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: matches.count + 2)
    array[0] = strdup(candidates.count == 1 ? candidates[0] : commonPrefix(candidates))
    for (i, match) in matches.enumerated() { array[i + 1] = strdup(match) }
    array[matches.count + 1] = nil
    return array
}

private func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
        while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
}
