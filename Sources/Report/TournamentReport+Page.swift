import GameCore
import GameRecords
import Referee
import TextAndFiles
import Tournaments

extension TournamentReport {
    /// The page's first bytes, by which ``ReportFile`` knows a file it may replace.
    static let generatorMark = #"<meta name="generator" content="ttt report"#

    /// The whole page: one HTML file with its styles, script and data inside, that needs no
    /// network and opens from disk.
    ///
    /// Without its script a person still reads the event, standings, crosstable, pairings,
    /// ratings and faults; the game list, the viewer and the downloads are drawn by the script
    /// from the games' compact data (see ``gameData``).
    /// - Throws: ``ReportError`` when zlib cannot compress the downloads.
    public var html: String {
        get throws(ReportError) { try htmlParts.joined() }
    }

    /// ``html`` in parts, one after the other: written so, a big tournament's page is never
    /// copied whole into one string (its game data and downloads are most of it).
    public var htmlParts: [String] {
        get throws(ReportError) { htmlParts(downloads: try downloadsParts) }
    }

    /// ``htmlParts`` with `downloads` for its downloads (``downloadsParts``, or the same made
    /// as games came, by ``LiveDownloads``).
    func htmlParts(downloads: [String]) -> [String] {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += Self.generatorMark + " \(HTMLText.escape(event.writtenBy))\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(ReportStyle.css)</style>\n</head>\n<body>\n"
        page += "<header><h1>\(HTMLText.escape(title))</h1>\n<p class=\"subtitle\">\(HTMLText.escape(subtitle))</p>\n"
        if event.inProgress {
            page += "<p id=\"live\" class=\"notice\">In progress: \(entries.count.grouped) of \(plan.gameCount.grouped) games played when this page was written. "
            page += "<label><input type=\"checkbox\" id=\"auto-reload\" checked> reload every 10 seconds</label></p>\n"
        }
        page += "<nav><a href=\"#event\">Event</a> <a href=\"#standings\">Standings</a> <a href=\"#crosstable\">Crosstable</a> "
        page += "<a href=\"#ratings\">Ratings</a> <a href=\"#pairings\">Pairings</a> <a href=\"#endings\">Endings</a> <a href=\"#faults\">Faults</a> <a href=\"#games\">Games</a></nav>\n</header>\n<main>\n"
        page += eventSection
        page += standingsSection
        page += crosstableSection
        page += ratingsSection
        page += pairingsSection
        page += endingsSection
        page += faultsSection
        page += gamesSection
        page += "</main>\n<footer>Written by ttt \(HTMLText.escape(event.writtenBy)). "
        page += "<span id=\"load-time\" hidden></span></footer>\n"
        page += "<script type=\"application/json\" id=\"ttt-data\">"
        // NB: made safe part by part: the escape is of single characters.
        return [page] + gameDataParts.map(HTMLText.scriptSafe) + ["</script>\n"] + downloads
            + ["<script>\n\(ReportScript.javaScript)</script>\n</body>\n</html>\n"]
    }

    /// `ttt tournament: tictactoe, 3 players`.
    var title: String {
        "ttt tournament: \(plan.rules.name), \(plan.specs.count) players"
    }

    /// `A round robin of 3 players, 20 games a pairing, under tictactoe (3x3, 3 in a row).`
    var subtitle: String {
        let format = plan.format == .roundRobin ? "A round robin" : "A gauntlet"
        return "\(format) of \(plan.specs.count) players, \(plural(plan.gamesPerPairing, "game")) a pairing, under \(plan.rules.summary)."
    }

    /// The event: rules, players, games, time control, adjudication, openings, seed, dates, journals, ttt.
    var eventSection: String {
        var rows: [(String, String)] = []
        rows.append(("Rules", HTMLText.escape(plan.rules.summary)))
        let names = players
        var list = "<ol class=\"players\">"
        for (place, spec) in plan.specs.enumerated() {
            list += "<li><b>\(HTMLText.escape(names[place], limit: String.shownNameLength))</b>"
            if spec.text != names[place] { list += " <code>\(HTMLText.escape(spec.text))</code>" }
            list += "</li>"
        }
        rows.append(("Players", list + "</ol>"))
        let pairingCount = plan.pairings.count
        rows.append(("Format", "\(plan.format == .roundRobin ? "round robin" : "gauntlet"): \(plural(pairingCount, "pairing")) of \(plural(plan.gamesPerPairing, "game")), colours alternating"))
        var games = "<span id=\"games-planned\">\(plan.gameCount.grouped)</span> planned, <span id=\"games-played\">\(entries.count.grouped)</span> played"
        let countedGames = standings.gamesCounted
        if countedGames != entries.count {
            games += ", \(countedGames.grouped) counted" + (standings.afterVerdictNote.map { " (" + HTMLText.escape($0) + ")" } ?? "")
        }
        let missing = plan.gameCount - entries.count
        if missing > 0 {
            let stopped = plan.sprt != nil && standings.pairings.contains { $0.verdict != nil }
            games += "; \(missing.grouped) not played" + (stopped ? " (stopped by the SPRT, or not played yet)" : event.inProgress ? " yet" : "")
        }
        rows.append(("Games", games))
        rows.append(("Time control", HTMLText.escape(timeControl)))
        rows.append(("Adjudication", adjudicationText))
        rows.append(("Openings", HTMLText.escape(openingsText)))
        if let sprt = plan.sprt { rows.append(("SPRT", "<code>\(HTMLText.escape(sprt.text))</code>, per pairing")) }
        rows.append(("Seed", "<code>\(plan.seed)</code>"))
        var dates: [String] = []
        if let started = event.started { dates.append("started " + Self.time(started, id: "started")) }
        if let written = event.lastWritten {
            dates.append("\(event.inProgress ? "page written" : "last game written") " + Self.time(written, id: "last-written"))
        }
        rows.append(("Dates (UTC)", dates.isEmpty ? "not recorded" : dates.joined(separator: ", ")))
        if !event.journals.isEmpty {
            var journals = event.journals.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ")
            if !event.shards.isEmpty { journals += " (shards \(event.shards.map { HTMLText.escape($0) }.joined(separator: ", ")))" }
            rows.append(("Journals", journals))
        }
        let versions = event.versions.isEmpty ? "not recorded" : event.versions.map { HTMLText.escape($0) }.joined(separator: ", ")
        rows.append(("ttt", "journals begun by ttt <span id=\"ttt-version\">\(versions)</span>; this page by ttt \(HTMLText.escape(event.writtenBy))"))
        var section = "<section id=\"event\">\n<h2>Event</h2>\n<dl>\n"
        for (term, value) in rows { section += "<dt>\(term)</dt><dd>\(value)</dd>\n" }
        return section + "</dl>\n</section>\n"
    }

    /// A moment as the page shows it: `2026-05-01 10:53:25` in a `time` element that keeps the ISO form.
    static func time(_ iso: String, id: String) -> String {
        let shown = String(iso.map { $0 == "T" ? " " : $0 }.filter { $0 != "Z" })
        return "<time id=\"\(id)\" datetime=\"\(HTMLText.escape(iso))\">\(HTMLText.escape(shown))</time>"
    }

    /// `500ms a move (+50ms margin)`, `a clock of 10s+100ms`, or `none`.
    var timeControl: String {
        var parts: [String] = []
        if let limit = plan.timeLimit { parts.append("\(limit.shortText) a move") }
        if let clock = plan.clock { parts.append("a clock of \(clock.description) for each player") }
        if parts.isEmpty { return "none" }
        var text = parts.joined(separator: ", ")
        if plan.timeMargin > .zero { text += " (moves up to \(plan.timeMargin.shortText) late accepted)" }
        return text
    }

    /// `none`, `4 random moves`, or `a list of 50 (each played with both colours)`.
    var openingsText: String {
        switch plan.openings {
        case .none: return "none: every game from the empty board"
        case let .randomPlies(plies): return "\(plural(plies, "random move")) from the seed, each opening played with both colours"
        case let .list(lines):
            var text = "a list of \(lines.count.grouped)"
            if plan.openingOrder == .random { text += " in random order" }
            switch plan.openingTransform {
            case .none: break
            case .eachOpening: text += ", each in a symmetry of the board, another each pass"
            case .eachPass: text += ", each pass in a symmetry of the board"
            }
            return text + ", each played with both colours"
        }
    }
}

/// `1 game`, `20 games`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count.grouped) \(noun)\(count == 1 ? "" : "s")"
}
