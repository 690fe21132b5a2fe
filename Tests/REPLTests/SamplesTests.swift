import Foundation
import GameCore
import GameRecords
import Players
import REPL
import Referee
import Testing
import TextAndFiles

/// `--samples FILE`: a row for every move a player chose, with the position before it and the
/// game's result for the side to move, read back and replayed here with ttt's own parsers.
@Suite("Training samples")
struct SamplesTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-samples-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    func run(_ lines: [String], registry: PlayerRegistry = .builtIn) async -> (output: CapturedOutput, ok: Bool) {
        let output = CapturedOutput(json: false)
        let session = Session(output: output, registry: registry)
        let ok = await ScriptRunner(session: session).run(ListLineReader(lines), source: "test")
        await session.close()
        return (output, ok)
    }

    /// The games of a journal, by index.
    func games(_ journal: String) throws -> [Int: JournalEntry] {
        let lines = try String(contentsOfFile: journal, encoding: .utf8).split(separator: "\n").dropFirst()
        var games: [Int: JournalEntry] = [:]
        for line in lines {
            let entry = try JournalEntry(line: String(line))
            games[entry.index] = entry
        }
        return games
    }

    /// The rows of a samples file, read as a consumer reads it: CSV after its header, or one
    /// JSON object a line.
    func rows(_ file: String) throws -> [TrainingSample] {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the file ends with a line break")
        if file.hasSuffix(".csv") {
            #expect(lines.first == "position,move,result,rules,game,score")
            return try lines.dropFirst().dropLast().map { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                try #require(fields.count == 6, "\(line)")
                return TrainingSample(position: fields[0], move: fields[1], result: try #require(Int(fields[2])),
                                      rules: fields[3], game: try #require(Int(fields[4])), score: try score(fields[5]))
            }
        }
        return try lines.dropLast().map { line in
            let json = try JSONValue(parsing: String(line))
            guard case let .object(members) = json else { throw InputError("Not an object: \(line)") }
            let keys = ["position", "move", "result", "rules", "game"]
            #expect(members.map(\.key) == keys || members.map(\.key) == keys + ["score"], "a score only where one was reported")
            let score: MoveScore? = switch json["score"] {
            case nil: nil
            case let .string(text)?: try self.score(text)
            case let value?: .units(try #require(value.intValue))
            }
            return TrainingSample(
                position: try #require(json["position"]?.stringValue), move: try #require(json["move"]?.stringValue),
                result: try #require(json["result"]?.intValue), rules: try #require(json["rules"]?.stringValue),
                game: try #require(json["game"]?.intValue), score: score)
        }
    }

    /// A score as a row writes it: `+35`, `-12`, `0`, a mate as `+M5` or `-M3`; nil when empty.
    func score(_ text: String) throws -> MoveScore? {
        if text.isEmpty { return nil }
        if text.dropFirst().hasPrefix("M") {
            let moves = try #require(Int(text.dropFirst(2)), "\(text)")
            return .mate(text.hasPrefix("-") ? -moves : moves)
        }
        return .units(try #require(Int(text.hasPrefix("+") ? String(text.dropFirst()) : text), "\(text)"))
    }

    /// Replays every row: its rules and position parsed as `--rules` and `--openings` read
    /// them, its move legal there, and its result the game's for the side to move.
    func replay(_ samples: [TrainingSample], games: [Int: JournalEntry]) throws {
        for sample in samples {
            // NB: games count from 1 in the samples, as in records; the journal's index from 0.
            let entry = try #require(games[sample.game - 1], "\(sample)")
            let rules = try Rules(parsing: sample.rules)
            #expect(rules == entry.rules)
            var board = Board(rules: rules)
            var moves: [Move] = []
            for word in sample.position.split(separator: " ") {
                let move = try board.move(parsing: String(word))
                board = try board.playing(move)
                moves.append(move)
            }
            // NB: a position is a line --openings reads.
            if !sample.position.isEmpty { #expect(throws: Never.self) { try OpeningBook.parsing(sample.position, rules: rules) } }
            let move = try board.move(parsing: sample.move)
            let mover = board.sideToMove
            #expect(throws: Never.self, "\(sample)") { _ = try board.playing(move) }
            #expect(Array(entry.moves.prefix(moves.count + 1)) == moves + [move], "the game's moves: \(sample)")
            #expect(moves.count >= entry.openingLength, "not a move of the opening: \(sample)")
            let expected = entry.winner == nil ? 1 : entry.winner == mover ? 2 : 0
            #expect(sample.result == expected, "\(sample), game \(entry.line)")
            // NB: the mover's score is the one the journal's story has for the move.
            #expect(sample.score == entry.story?.scores[moves.count], "\(sample), game \(entry.line)")
        }
    }

    @Test("A match writes every move its players chose as a .csv and a .jsonl row, and every row replays",
          arguments: ["tictactoe", "connect4"])
    func rowsReplay(rules: String) async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (output, ok) = await run([
            "match 6 heuristic random --rules \(rules) --random-plies 1 --seed 3 --journal \(path("a.jsonl")) --samples \(path("a.csv"))",
            "match 6 heuristic random --rules \(rules) --random-plies 1 --seed 3 --journal \(path("b.jsonl")) --samples \(path("b.jsonl.jsonl"))",
        ])
        #expect(ok, "\(output.errors)")
        let games = try games(path("a.jsonl"))
        #expect(games.count == 6)
        let csv = try rows(path("a.csv"))
        let jsonl = try rows(path("b.jsonl.jsonl"))
        #expect(csv == jsonl, "the same games give the same rows in both formats")
        #expect(csv.count == games.values.reduce(0) { $0 + $1.moves.count - $1.openingLength }, "one row for each move after the opening")
        #expect(Set(csv.map(\.result)).isSuperset(of: [0, 2]), "wins and losses both")
        #expect(csv.contains { $0.score != nil } && csv.contains { $0.score == nil }, "heuristic reports its scores, random none")
        try replay(csv, games: games)
        let positions = csv.count
        #expect(output.lines.contains("Samples: \(positions) positions of 6 games in '\(path("a.csv"))'."), "\(output.lines)")
    }

    @Test("--sample-rate keeps the same rows for the same seed, a part of them, and --resume and --concurrency write what one run does")
    func sampleRate() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let match = "match 20 heuristic random --rules 4x4 --seed 5"
        let (output, ok) = await run([
            "\(match) --samples \(path("all.csv"))",
            "\(match) --sample-rate 0.5 --samples \(path("half.csv")) --journal \(path("half.jsonl")) --concurrency 1",
            "\(match) --sample-rate=0.5 --samples \(path("again.csv")) --concurrency 3",
            "match 20 heuristic random --rules 4x4 --seed 6 --sample-rate 0.5 --samples \(path("other.csv"))",
        ])
        #expect(ok, "\(output.errors)")
        let all = try rows(path("all.csv"))
        let half = try rows(path("half.csv"))
        #expect(try String(contentsOfFile: path("again.csv"), encoding: .utf8) == String(contentsOfFile: path("half.csv"), encoding: .utf8))
        #expect(Set(half).isSubset(of: Set(all)))
        #expect(Double(half.count) > 0.35 * Double(all.count) && Double(half.count) < 0.65 * Double(all.count), "\(half.count) of \(all.count)")
        #expect(try rows(path("other.csv")) != half)
        try replay(half, games: try games(path("half.jsonl")))

        // NB: a run cut short after its first 7 games, resumed: the file is written anew,
        // the journal's games first, and is the uninterrupted run's, byte for byte.
        let journal = try String(contentsOfFile: path("half.jsonl"), encoding: .utf8).split(separator: "\n")
        try (journal.prefix(8).joined(separator: "\n") + "\n").write(toFile: path("cut.jsonl"), atomically: true, encoding: .utf8)
        // NB: a file of the header rows had before they had a score is samples ttt wrote, replaced too.
        try "position,move,result,rules,game\na1,b2,0,4x4,1\n".write(toFile: path("cut.csv"), atomically: true, encoding: .utf8)
        let resumed = await run(["\(match) --sample-rate 0.5 --samples \(path("cut.csv")) --journal \(path("cut.jsonl")) --resume"])
        #expect(resumed.ok, "\(resumed.output.errors)")
        #expect(resumed.output.lines.contains { $0.contains("(7 from the journal)") }, "\(resumed.output.lines)")
        #expect(try String(contentsOfFile: path("cut.csv"), encoding: .utf8) == String(contentsOfFile: path("half.csv"), encoding: .utf8))
    }

    @Test("The shards' journals merged with --samples give the file one run writes, byte for byte, at the rate their journals recorded")
    func shardsMerged() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tournament = "tournament random heuristic perfect --games 4 --seed 8 --sample-rate 0.6"
        let (output, ok) = await run([
            "\(tournament) --samples \(path("whole.jsonl"))",
            "\(tournament) --samples \(path("part-1.jsonl")) --shard 1/2 --journal \(path("1.jsonl"))",
            "\(tournament) --samples \(path("part-2.jsonl")) --shard 2/2 --journal \(path("2.jsonl"))",
        ])
        #expect(ok, "\(output.errors)")
        // NB: no rate given: the journals' first lines hold the runs' 0.6.
        let merged = CapturedOutput(json: false)
        _ = try Session.mergeJournals([path("1.jsonl"), path("2.jsonl")], samples: path("merged.jsonl"), output: merged)
        let whole = try String(contentsOfFile: path("whole.jsonl"), encoding: .utf8)
        #expect(try String(contentsOfFile: path("merged.jsonl"), encoding: .utf8) == whole)
        let count = whole.split(separator: "\n").count
        #expect(merged.lines.last == "Samples: \(count) positions of 12 games in '\(path("merged.jsonl"))'.", "\(merged.lines)")
        // A rate given on merge is the one used.
        _ = try Session.mergeJournals(
            [path("1.jsonl"), path("2.jsonl")], samples: path("every.jsonl"), sampleRate: 1, output: CapturedOutput(json: false))
        #expect(try rows(path("every.jsonl")).count > count)
        let parts = try rows(path("part-1.jsonl")) + rows(path("part-2.jsonl"))
        #expect(Set(parts) == Set(try rows(path("whole.jsonl"))) && parts.count == whole.split(separator: "\n").count)
        #expect(throws: CommandError("--samples '\(path("1.jsonl"))' is the journal '\(path("1.jsonl"))'; ttt never writes over what it reads. Give --samples another file.")) {
            try Session.mergeJournals([path("1.jsonl")], samples: path("1.jsonl"), output: CapturedOutput(json: false))
        }
    }

    @Test("Merge takes the rate from the journals' first lines: refused when they differ, 1 where they say none")
    func mergedRates() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tournament = "tournament random heuristic --games 4 --seed 8"
        let (output, ok) = await run([
            "\(tournament) --samples \(path("all.csv"))",
            "\(tournament) --sample-rate 0.5 --samples \(path("part-1.csv")) --shard 1/2 --journal \(path("1.jsonl"))",
            "\(tournament) --sample-rate 0.25 --samples \(path("part-2.csv")) --shard 2/2 --journal \(path("2.jsonl"))",
            "\(tournament) --shard 2/2 --journal \(path("plain-2.jsonl"))",
        ])
        #expect(ok, "\(output.errors)")
        #expect(throws: CommandError("The journals' runs kept samples at different rates (0.5 in '\(path("1.jsonl"))', 0.25 in '\(path("2.jsonl"))'): give --sample-rate.")) {
            try Session.mergeJournals([path("1.jsonl"), path("2.jsonl")], samples: path("m.csv"), output: CapturedOutput(json: false))
        }
        _ = try Session.mergeJournals([path("1.jsonl"), path("2.jsonl")], samples: path("m.csv"), sampleRate: 1, output: CapturedOutput(json: false))
        #expect(try String(contentsOfFile: path("m.csv"), encoding: .utf8) == String(contentsOfFile: path("all.csv"), encoding: .utf8))
        // A journal that says no rate (a run without --samples, or one written before journals kept it) counts as 1.
        let header = try #require(try String(contentsOfFile: path("plain-2.jsonl"), encoding: .utf8).split(separator: "\n").first)
        #expect(!header.contains("\"samples\""))
        _ = try Session.mergeJournals([path("plain-2.jsonl")], samples: path("p.csv"), output: CapturedOutput(json: false))
        let all = try rows(path("all.csv"))
        #expect(try rows(path("p.csv")) == all.filter { Set(try! games(path("plain-2.jsonl")).keys).contains($0.game - 1) })
    }

    @Test("--samples-skip-faults leaves out the games a bot lost by crashing, and only those")
    func skipFaults() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bot = TTTRoot.path + "/Players/bots/faults/crash-mid-game.sh"
        let tournament = "tournament random heuristic \(bot) --games 2 --seed 1 --concurrency 2"
        let (output, ok) = await run([
            "\(tournament) --journal \(path("t.jsonl")) --samples \(path("t.jsonl.csv")) --samples-skip-faults",
            "\(tournament) --samples \(path("every.csv"))",
        ], registry: .standard)
        #expect(ok, "\(output.errors)")
        let games = try games(path("t.jsonl"))
        // NB: on a loaded machine the bot's end may be read as a closed output before its exit.
        let faulted = Set(games.values.filter { FaultTally.verdict(ofReason: $0.reason) != nil }.map(\.index))
        #expect(faulted == Set(games.values.filter { $0.x.hasSuffix("crash-mid-game.sh") || $0.o.hasSuffix("crash-mid-game.sh") }.map(\.index)),
                "crash-mid-game.sh forfeits each of its 4 games: \(games.values.map(\.reason))")
        #expect(faulted.count == 4)
        let kept = try rows(path("t.jsonl.csv"))
        #expect(Set(kept.map { $0.game - 1 }) == Set(games.keys).subtracting(faulted))
        #expect(output.lines.contains("Samples: \(kept.count) positions of 6 games in '\(path("t.jsonl.csv"))' (4 games left out: they ended by a fault, and --samples-skip-faults leaves those out)."), "\(output.lines)")
        try replay(kept, games: games)
        #expect(Set(try rows(path("every.csv")).map { $0.game - 1 }) == Set(games.keys), "without the flag, every game")
    }

    @Test("Mistakes in the samples' options are refused before any game, with what to do")
    func mistakes() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let notes = path("notes.csv")
        try "name,score\nAda,3\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let match = "match 2 heuristic random"
        let (output, ok) = await run([
            "set bail off",
            "\(match) --samples \(path("s.txt"))",
            "\(match) --samples \(path("s.csv")) --sample-rate 0",
            "\(match) --samples \(path("s.csv")) --sample-rate 1.5",
            "\(match) --samples \(path("s.csv")) --sample-rate half",
            "\(match) --sample-rate 0.5",
            "\(match) --samples-skip-faults",
            "\(match) --journal \(path("j.jsonl")) --samples \(directory)/./j.jsonl",
            "\(match) --samples \(notes)",
            "tournament heuristic random --samples \(path("s.jsonl")) --records \(path("s.jsonl"))",
        ])
        #expect(!ok)
        #expect(output.errors == [
            "test:2: --samples '\(path("s.txt"))' has no format ttt writes: give a name ending in .csv, .jsonl, .bin or .bin.lz4.",
            "test:3: Expected a fraction above 0 and at most 1 after '--sample-rate', such as '0.25', not '0'.",
            "test:4: Expected a fraction above 0 and at most 1 after '--sample-rate', such as '0.25', not '1.5'.",
            "test:5: Expected a fraction above 0 and at most 1 after '--sample-rate', such as '0.25', not 'half'.",
            "test:6: --sample-rate chooses what --samples writes: give it with --samples FILE.",
            "test:7: --samples-skip-faults chooses what --samples writes: give it with --samples FILE.",
            "test:8: --samples '\(directory)/./j.jsonl' is --journal '\(path("j.jsonl"))'; each output needs a file of its own. Give --samples another file.",
            "test:9: '\(notes)' exists and is not samples ttt wrote; it is left as it is. Give --samples another file, or remove it.",
            "test:10: --samples '\(path("s.jsonl"))' is --records '\(path("s.jsonl"))'; each output needs a file of its own. Give --samples another file.",
        ])
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "name,score\nAda,3\n")
        for name in ["s.txt", "s.csv", "j.jsonl", "s.jsonl"] {
            #expect(!FileManager.default.fileExists(atPath: path(name)), "nothing was begun: \(name)")
        }
    }
}
