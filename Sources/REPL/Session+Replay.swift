import GameCore
import GameRecords
import Referee
import TextAndFiles
import Tournaments

extension Session {
    /// The file commands, with `save` writing SGF when the file's name ends in `.sgf`.
    static let fileCommandsWithSGF: [ReplCommand] = fileCommands.map { command in
        guard command.name == "save" else { return command }
        var save = command
        let plain = command.run
        save.summary = "Write the game as a text record (or as SGF, when FILE ends in .sgf)."
        save.details += " A name ending in .sgf writes SGF (FF[4], GM[4]), which Go and gomoku programs read; not for gravity games. Only a new or empty file, or a game or records ttt wrote, is replaced."
        save.run = { session, words throws(CommandError) in
            guard words.count == 1, words[0].lowercased().hasSuffix(".sgf") else {
                try await plain(session, words)
                return
            }
            try writeFile(words[0], try session.sgf())
            session.output.text("Saved \(session.game.moves.count) moves to \(words[0]) as SGF.")
        }
        return save
    }

    /// The current game as SGF.
    func sgf() throws(CommandError) -> String {
        let result = currentResult
        do {
            return try SGFRecord.text(
                rules: game.rules, moves: game.moves, x: game.xName, o: game.oName, winner: result?.winner,
                reason: result?.reason.summary ?? "", seed: gameSeed, event: "ttt game", finished: result != nil)
        } catch {
            throw CommandError(error.message)
        }
    }

    static let replayCommand = ReplCommand(
        "replay", usage: "replay [FILE [N] | next | prev | start | end | PLY]",
        summary: "Step through a game: one from a record file, or the current one.",
        details: """
        replay FILE [N]   load game N (default 1) of a record file (from 'save' or a
                          tournament's --records, or SGF), or of a tournament's
                          journal, and go to its start
        replay next       one move forward (also 'n'); 'replay prev' one back (also 'p')
        replay start      the empty board (or the opening's start); 'replay end' the last move
        replay PLY        the position after PLY moves: 'replay 5'
        replay            every position of the game, one after another

        Stepping keeps the rest of the game, so 'replay end' (or 'redo') goes forward again.
        """
    ) { session, words throws(CommandError) in try session.replay(words) }

    func replay(_ words: [String]) throws(CommandError) {
        let plies = game.moves.count + game.undone.count
        guard let first = words.first else {
            showAllPositions()
            return
        }
        switch first.lowercased() {
        case "next", "n", "forward":
            guard game.moves.count < plies else { throw CommandError("The game is at its last move (\(plies)).") }
            try goToPly(game.moves.count + 1)
        case "prev", "p", "back", "previous":
            guard game.moves.count > 0 else { throw CommandError("The game is at its start.") }
            try goToPly(game.moves.count - 1)
        case "start", "first": try goToPly(0)
        case "end", "last": try goToPly(plies)
        default:
            if words.count == 1, let ply = Int(first) {
                guard (0...plies).contains(ply) else {
                    throw CommandError("The game has \(plies) moves; give a ply from 0 to \(plies), not \(ply).")
                }
                try goToPly(ply)
                return
            }
            guard words.count <= 2 else { throw CommandError("Usage: replay [FILE [N] | next | prev | start | end | PLY].") }
            var number = 1
            if words.count == 2 {
                guard let n = Int(words[1]), n >= 1 else { throw CommandError("Expected a game number from 1 after the file, not '\(words[1])'.") }
                number = n
            }
            try replayRecord(path: first, number: number)
        }
    }

    /// Loads game `number` (from 1) of the record file at `path` and shows its start.
    func replayRecord(path: String, number: Int) throws(CommandError) {
        let text = try readFile(path)
        let record: GameRecord
        let count: Int
        let source: String
        if Self.isJournal(text) {
            (record, count) = try Self.journalGame(path: path, number: number)
            source = "the journal \(path)"
        } else {
            let records: [GameRecord]
            do { records = try GameRecord.parseAll(text) } catch { throw CommandError("\(path):\(error.line): \(error.message)") }
            guard !records.isEmpty else { throw CommandError("\(path) holds no game.") }
            guard number <= records.count else {
                throw CommandError("\(path) holds \(records.count) game\(records.count == 1 ? "" : "s"); there is no game \(number).")
            }
            (record, count) = (records[number - 1], records.count)
            source = path
        }
        startNewGame(rules: record.rules, announced: false)
        if let seed = record.tag("Seed").flatMap(UInt64.init) { gameSeed = seed }
        // NB: the moves were checked when the record was read.
        var loaded = try! Game(rules: record.rules, moves: record.moves, xName: record.tag("X") ?? "X", oName: record.tag("O") ?? "O")
        while let previous = loaded.undoing() { loaded = previous }
        game = loaded
        counted = true
        replayComments = record.comments
        let result = record.tag("Result").map { " Result \($0.shownAsReply)" + (record.tag("Reason").map { " (\($0.escapedForDisplay(limit: 200)))" } ?? "") + "." } ?? ""
        output.text("Game \(number) of \(count) in \(source): \(game.xName.shownAsName) (X) against \(game.oName.shownAsName) (O), \(record.moves.count) move\(record.moves.count == 1 ? "" : "s").\(result)")
        showPly()
    }

    /// Takes moves back or plays them again until `ply` moves are on the board.
    func goToPly(_ ply: Int) throws(CommandError) {
        while game.moves.count > ply, let previous = game.undoing() { game = previous }
        while game.moves.count < ply, let next = game.redoing() { game = next }
        result = nil
        counted = true
        showPly()
    }

    /// The board at the current ply, with what was just played.
    func showPly() {
        let plies = game.moves.count + game.undone.count
        let ply = game.moves.count
        var line = "Ply \(ply) of \(plies)"
        if let last = game.moves.last {
            let mark: Mark = ply % 2 == 1 ? .x : .o
            line += ": \(game.name(of: mark).shownAsName) (\(mark)) played \(game.rules.notation(for: last))"
            // NB: what the record says of the move: its story, or that it was the opening's.
            if ply - 1 < replayComments.count, let comment = replayComments[ply - 1] {
                line += " {\(comment.escapedForDisplay(limit: 80))}"
            }
            line += "."
        } else {
            line += ": the start."
        }
        output.text(line)
        output.text(renderedBoard)
        if game.board.isOver { output.text(statusLine) }
        output.json(.fields([
            ("type", "position"), ("ply", .int(ply)), ("plies", .int(plies)),
            ("move", game.moves.last.map { .string(game.rules.notation(for: $0)) } ?? .null),
            ("comment", ply > 0 && ply - 1 < replayComments.count ? replayComments[ply - 1].map { .string($0) } ?? .null : .null),
            ("diagram", .string(game.board.diagram)),
        ]))
    }

    /// Every position of the game from its start; the game is left at its last move.
    func showAllPositions() {
        var start = game
        while let previous = start.undoing() { start = previous }
        game = start
        counted = true
        showPly()
        while let next = game.redoing() {
            game = next
            showPly()
        }
    }
}

extension Session {
    /// Whether `text` is a tournament's journal: its first line (a BOM aside) a tournament's
    /// parameters, `{"type":"tournament",...`.
    static func isJournal(_ text: String) -> Bool {
        let first = text.drop { $0 == "\u{FEFF}" }.prefix { $0 != "\n" }.filter { !$0.isWhitespace }
        return first.hasPrefix("{") && first.contains(#""type":"tournament""#)
    }

    /// Game `number` of the tournament journal at `path` (numbered as records number them,
    /// from 1), as a record under the players' short names, with the journal's count of games.
    static func journalGame(path: String, number: Int) throws(CommandError) -> (GameRecord, Int) {
        let contents: JournalContents
        do { contents = try JournalContents.read(path: path) } catch { throw CommandError(error.message) }
        var names: (JournalEntry) -> JournalEntry = { $0 }
        if let header = contents.header, let plan = try? TournamentPlan.reading(header: header).plan {
            names = recordShowingShortNames(of: plan)
        }
        let entries = contents.entries.sorted { $0.index < $1.index }
        guard let entry = entries.first(where: { $0.index + 1 == number }) else {
            let held = entries.isEmpty ? "none" : "\(entries.count.grouped), numbered \(entries.first!.index + 1) to \(entries.last!.index + 1)"
            throw CommandError("The journal \(path) holds no game \(number) (its games: \(held)).")
        }
        return (GameRecord(names(entry)), entries.count)
    }
}
