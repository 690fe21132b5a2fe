import GameCore
import GameRecords
import Referee
import TextAndFiles
#if canImport(Glibc)
import Glibc
#endif

extension Session {
    static let fileCommands: [ReplCommand] = [
        ReplCommand(
            "save", usage: "save FILE", summary: "Write the game as a text record.",
            details: "Tag pairs (rules, players, seed, result, reason), then the numbered moves. 'load' reads it back."
        ) { session, words throws(CommandError) in
            guard words.count == 1 else { throw CommandError("Usage: save FILE.") }
            try writeFile(words[0], session.record.text)
            session.output.text("Saved \(session.game.moves.count) moves to \(words[0]).")
        },
        ReplCommand(
            "load", usage: "load FILE", summary: "Load a game record saved with 'save', or SGF from a gomoku program (the first game in the file)."
        ) { session, words throws(CommandError) in
            guard words.count == 1 else { throw CommandError("Usage: load FILE.") }
            try session.load(words[0])
        },
        ReplCommand(
            "source", usage: "source FILE", summary: "Run the commands in a script file."
        ) { session, words throws(CommandError) in
            guard words.count == 1 else { throw CommandError("Usage: source FILE.") }
            try await session.source(words[0])
        },
    ]

    /// The current game as a record.
    var record: GameRecord {
        var tags = [
            GameRecord.Tag("Event", "ttt game"),
            GameRecord.Tag("Rules", game.rules.name),
            GameRecord.Tag("X", game.xName),
            GameRecord.Tag("O", game.oName),
            GameRecord.Tag("Seed", String(gameSeed)),
            GameRecord.Tag("Result", currentResult?.score ?? "*"),
        ]
        if let result = currentResult { tags.append(GameRecord.Tag("Reason", result.reason.summary)) }
        return GameRecord(rules: game.rules, moves: game.moves, tags: tags)
    }

    func load(_ path: String) throws(CommandError) {
        let text = try readFile(path)
        let records: [GameRecord]
        do { records = try GameRecord.parseAll(text) } catch { throw CommandError("\(path):\(error.line): \(error.message)") }
        guard let record = records.first else { throw CommandError("\(path) holds no game.") }
        for (mark, tag) in [(Mark.x, "X"), (Mark.o, "O")] {
            if let name = record.tag(tag), let spec = try? PlayerSpec(parsing: name),
               spec.name == "human" || registry.entry(named: spec.name) != nil {
                seats[mark] = spec
            }
        }
        startNewGame(rules: record.rules)
        if let seed = record.tag("Seed").flatMap(UInt64.init) { gameSeed = seed }
        game.xName = record.tag("X") ?? seats[.x]!.displayName
        game.oName = record.tag("O") ?? seats[.o]!.displayName
        // NB: the moves were checked when the record was read.
        game = try! Game(rules: record.rules, moves: record.moves, xName: game.xName, oName: game.oName)
        let score = record.tag("Result")
        if game.board.outcome.isOver == false, let score, score != "*" {
            // A forfeit: the record's result stands.
            let winner: Mark? = score == "1-0" ? .x : score == "0-1" ? .o : nil
            result = GameResult(winner: winner, reason: .aborted(record.tag("Reason") ?? "recorded result"))
        }
        counted = true
        output.text("Loaded \(record.moves.count) moves from \(path).")
        output.text(renderedBoard)
        output.text(statusLine)
    }

    func source(_ path: String) async throws(CommandError) {
        guard sourceDepth < 16 else { throw CommandError("Scripts nest too deeply (a script that sources itself?).") }
        let text = try readFile(path)
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        let lines = TextLines.lines(of: text).map(String.init)
        let ok = await ScriptRunner(session: self).run(ListLineReader(lines), source: path)
        if !ok { throw CommandError("\(path) failed.", failedExpectation: true) }
    }
}

/// The contents of a text file, read up to ``ReadLimit/fileBytes``.
func readFile(_ path: String, limit: Int = ReadLimit.fileBytes) throws(CommandError) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        throw CommandError("Cannot read '\(path)': \(String(cString: strerror(errno))).")
    }
    defer { close(descriptor) }
    if let tooBig = ReadLimit.oversize(descriptor, path: path, limit: limit) { throw CommandError(tooBig) }
    // NB: bounded as it goes too: a device or a pipe has no size until it is read.
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw CommandError("Cannot read '\(path)': \(String(cString: strerror(errno))).")
        }
        if count == 0 { break }
        guard bytes.count + count <= limit else { throw CommandError(ReadLimit.tooBig(path, bytes: nil, limit: limit)) }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes a game record (text, or SGF), replacing the file: only a missing or empty file, or
/// a record ttt wrote, is replaced; anything else (a script, a journal) is left as it is.
func writeFile(_ path: String, _ text: String) throws(CommandError) {
    do { try RecordsFile.checkReplaceable(path) } catch {
        throw CommandError("'\(path)' exists and is not a record ttt wrote; it is left as it is. Choose another file, or remove it.")
    }
    // NB: a FIFO, a device or a socket is refused; a symbolic link is written through.
    let descriptor: Int32
    do { descriptor = try OutputFile.openForWriting(path, role: "the game", flags: O_CREAT | O_TRUNC) } catch {
        throw CommandError(error.message)
    }
    defer { close(descriptor) }
    if let failed = writeAll(descriptor, text) {
        throw CommandError("Cannot write '\(path)': \(String(cString: strerror(failed))).")
    }
}
