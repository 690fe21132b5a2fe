import GameCore
import GameRecords
import Referee
import TextAndFiles
import Tournaments

extension TournamentReport {
    /// The characters a cell is written with in the games' data, six bits each.
    static let cellDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// How many characters a cell takes: one on boards of up to 64 cells, else two (up to 4,096).
    var cellWidth: Int { plan.rules.cellCount <= 64 ? 1 : 2 }

    /// `cells` as the games' data writes them: each cell's index (`row × columns + column`,
    /// row 0 at the bottom) in ``cellWidth`` characters of ``cellDigits``.
    func encoded(_ cells: some Sequence<Move>) -> String {
        var bytes: [UInt8] = []
        let columns = plan.rules.columns
        for cell in cells {
            let index = cell.row * columns + cell.column
            if cellWidth == 2 { bytes.append(Self.cellDigits[index >> 6 & 63]) }
            bytes.append(Self.cellDigits[index & 63])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One game as a JSON array for the page's script:
    /// `[number, x, o, result, reason, moves, line, opening, counted, verdict, story]`.
    ///
    /// `x` and `o` are places in the players' list; `result` is 1 (X won), 2 (O won) or 0 (a
    /// draw); `reason` is the recorded reason, or 0 when it is `line` and the winning line's
    /// cells, which the script writes from `line`; `moves` and `line` are cells (see
    /// ``encoded(_:)``); `opening` is how many moves were the opening's; `counted` is 1 when
    /// the standings count the game; `verdict` is the loser's forfeit (`crashed`...), or 0;
    /// `story` is 0, or each move's time in whole milliseconds, score and depth as three lists
    /// aligned with the moves (``storyData(_:)``).
    func gameRow(_ entry: JournalEntry, counted: Bool, places: [String: Int]) -> String {
        var board = Board(rules: entry.rules)
        for move in entry.moves {
            guard let next = try? board.playing(move) else { break }
            board = next
        }
        let line = board.winner.map { board.winningLine(of: $0) } ?? []
        let lineReason = "line " + line.map(\.cellName).joined(separator: " ")
        let result = entry.winner.map { $0 == .x ? "1" : "2" } ?? "0"
        let reason = !line.isEmpty && entry.reason == lineReason
            ? "0" : JSONValue.string(entry.reason.escapedForDisplay(limit: 400)).serialized
        let verdict = entry.winner != nil ? FaultTally.verdict(ofReason: entry.reason).map { JSONValue.string($0).serialized } ?? "0" : "0"
        return "[\(entry.index + 1),\(places[entry.x] ?? 0),\(places[entry.o] ?? 0),\(result),\(reason),\"\(encoded(entry.moves))\","
            + "\"\(encoded(line))\",\(entry.openingLength),\(counted ? 1 : 0),\(verdict),\(Self.storyData(entry))]"
    }

    /// A game's story for the page's script: `0` for none, else `[times, scores, depths]`,
    /// each a list aligned with the moves (null where a move has none): times in whole
    /// milliseconds, scores as numbers or mates as `"+M5"`, as the journal writes them.
    static func storyData(_ entry: JournalEntry) -> String {
        guard let story = entry.story, story.count == entry.moves.count else { return "0" }
        func list<T>(_ values: [T?], _ text: (T) -> String) -> String {
            "[" + values.map { $0.map(text) ?? "null" }.joined(separator: ",") + "]"
        }
        let times = list(story.times) { String(Int($0.rounded())) }
        let scores = list(story.scores) { score in
            switch score {
            case let .units(value): String(value)
            case .mate: "\"" + MoveStory.scoreText(score) + "\""
            }
        }
        let depths = list(story.depths) { String($0) }
        return "[\(times),\(scores),\(depths)]"
    }

    /// Everything the page's script needs, as JSON: the rules, the players, and every game
    /// (see ``gameRow(_:counted:places:)``).
    var gameData: String { gameDataParts.joined() }

    /// ``gameData`` in parts of a thousand games, so that a big tournament's is never one
    /// string grown (and copied) game by game.
    var gameDataParts: [String] {
        let rules = plan.rules
        let head: JSONValue = .object([
            .init("rules", .object([
                .init("name", .string(rules.name)), .init("summary", .string(rules.summary)),
                .init("columns", .int(rules.columns)), .init("rows", .int(rules.rows)), .init("gravity", .bool(rules.gravity)),
            ])),
            .init("players", .array(players.map { .string($0.escapedForDisplay(limit: String.shownNameLength)) })),
            .init("width", .int(cellWidth)),
            .init("live", .bool(event.inProgress)),
        ])
        var text = head.serialized
        text.removeLast()
        text += ",\"games\":["
        var parts = [text]
        let places = self.places
        for start in stride(from: 0, to: entries.count, by: 1_000) {
            var part = ""
            for index in start..<min(start + 1_000, entries.count) {
                if index > 0 { part += "," }
                part += gameRow(entries[index], counted: counted[index], places: places)
            }
            parts.append(part)
        }
        parts.append("]}")
        return parts
    }

    /// Each player's place in the plan, by spec.
    var places: [String: Int] {
        Dictionary(plan.specs.enumerated().map { ($1.text, $0) }) { first, _ in first }
    }

    /// The games as a journal entry with the players' short names, as `--records` writes them.
    func shown(_ entry: JournalEntry, names: [String: String]) -> JournalEntry {
        var shown = entry
        shown.x = names[entry.x] ?? entry.x
        shown.o = names[entry.o] ?? entry.o
        return shown
    }

    /// Every game as ttt's text records, as `--records games.txt` writes them.
    var recordsText: String { pieces(of: .records).joined() }

    /// Every game as SGF, as `--records games.sgf` writes them; nil for gravity games, which SGF has no type for.
    var sgfText: String? { plan.rules.gravity ? nil : pieces(of: .sgf).joined() }

    /// `download`'s text a game at a time.
    private func pieces(of download: Download) -> some Sequence<String> {
        let names = shortNames
        return entries.indices.lazy.compactMap { piece(of: download, game: $0, names: names) }
    }

    /// Game `index` (of ``entries``) as its piece of `download`'s text, with the players'
    /// short names `names`: a records' piece has a line break before each record but the
    /// first; nil when SGF cannot hold the game.
    func piece(of download: Download, game index: Int, names: [String: String]) -> String? {
        switch download {
        case .records: (index == 0 ? "" : "\n") + GameRecord(shown(entries[index], names: names)).text
        case .sgf: try? SGFRecord.text(shown(entries[index], names: names))
        }
    }

    /// Each player's short name, by spec, for ``shown(_:names:)``.
    var shortNames: [String: String] {
        Dictionary(zip(plan.specs.map(\.text), players)) { first, _ in first }
    }

    /// The page's downloads: the records, and SGF but for gravity games.
    var downloads: [Download] { plan.rules.gravity ? [.records] : [.records, .sgf] }

    /// The downloads, compressed (raw DEFLATE, by zlib) and in base64, each in a script
    /// element the page's script decompresses when asked; in parts, so that the big ones
    /// (the base64) are never copied into another string.
    /// - Throws: ``ReportError`` when zlib cannot compress them.
    var downloadsParts: [String] {
        get throws(ReportError) {
            // NB: compressed a game at a time: a run of 100,000 games never holds its records
            // whole as text.
            var parts: [String] = []
            for download in downloads {
                let compressed: (bytes: [UInt8], inputCount: Int)
                do { compressed = try RawDeflate.compressed(pieces: pieces(of: download)) } catch { throw Download.failure(error) }
                parts += [download.head(bytes: compressed.inputCount), Base64.encode(compressed.bytes), Download.tail]
            }
            return parts
        }
    }

    /// One of the page's downloads.
    enum Download {
        case records, sgf

        /// The script element that holds it, before its base64; `bytes` is the size of the text.
        func head(bytes: Int) -> String {
            let (id, file, type) = switch self {
            case .records: ("records-ttt", "games.txt", "text/plain")
            case .sgf: ("records-sgf", "games.sgf", "application/x-go-sgf")
            }
            return "<script type=\"application/octet-stream\" id=\"\(id)\" data-file=\"\(file)\" data-type=\"\(type)\" data-bytes=\"\(bytes)\">"
        }

        static let tail = "</script>\n"

        /// What is said when zlib cannot compress the downloads.
        static func failure(_ error: RawDeflate.Failure) -> ReportError {
            ReportError("Cannot compress the report's downloads (zlib: \(error.message)).")
        }
    }

    /// The game list, the viewer and the downloads, drawn by the script from ``gameData``.
    var gamesSection: String {
        var section = "<section id=\"games\">\n<h2>Games</h2>\n"
        section += "<noscript><p>The game list and viewer need JavaScript; the downloads below hold every game.</p></noscript>\n"
        section += """
        <div id="viewer" hidden>
        <h3 id="viewer-title"></h3>
        <p id="viewer-result"></p>
        <div id="board" class="board" role="grid" aria-label="the board"></div>
        <div class="controls">
        <button type="button" id="first" title="Home">« Start</button>
        <button type="button" id="prev" title="Left arrow">◀ Back</button>
        <button type="button" id="next" title="Right arrow">Next ▶</button>
        <button type="button" id="last" title="End">End »</button>
        <span id="ply"></span>
        </div>
        <p class="note">Step with the buttons or the arrow keys (Home and End for the start and the end). The last move is framed, the winning line's cells are underlined and bold.</p>
        <div id="story" hidden></div>
        <ol id="moves"></ol>
        </div>

        """
        section += """
        <div class="filters">
        <label>Player <select id="filter-player"><option value="">all</option></select></label>
        <label>Show <select id="filter-result"><option value="">all games</option><option value="1">X wins</option><option value="2">O wins</option><option value="0">draws</option><option value="f">forfeits</option></select></label>
        <button type="button" id="page-prev">◀ Earlier</button> <span id="page"></span> <button type="button" id="page-next">Later ▶</button>
        </div>
        <table id="games-table">
        <thead><tr><th class="num">game</th><th>X</th><th>O</th><th>result</th><th>reason</th><th class="num">moves</th></tr></thead>
        <tbody></tbody>
        </table>

        """
        section += "<p class=\"downloads\">Download every game: <button type=\"button\" id=\"download-ttt\" data-source=\"records-ttt\">ttt records (games.txt)</button>"
        if plan.rules.gravity {
            section += " (no SGF: it has no game type for gravity games)"
        } else {
            section += " <button type=\"button\" id=\"download-sgf\" data-source=\"records-sgf\">SGF (games.sgf)</button>"
        }
        section += "</p>\n</section>\n"
        return section
    }
}
