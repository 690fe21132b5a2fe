import Foundation
import GameCore
import GameRecords
import Testing
import TextAndFiles
import Tournaments

@Suite("A journal is checked, not trusted, by --resume and by merge")
struct JournalCheckTests {
    /// A real tournament's journal: its path and lines (the header first).
    func journal(_ plan: TournamentPlan = JournalTests.plan(), shard: Shard? = nil) async throws -> (String, [String]) {
        let path = JournalTests.temporaryPath("checked")
        _ = try await Tournament(plan: plan, registry: JournalTests.registry, concurrency: 1, shard: shard, journalPath: path).run()
        return (path, try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    /// The messages with which --resume and merge refuse the journal at `path`; checks that
    /// the refused file is left as it was.
    func refusals(_ path: String, plan: TournamentPlan = JournalTests.plan(), shard: Shard? = nil) async throws -> (resume: String?, merge: String?) {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var resume: String?
        do {
            _ = try await Tournament(plan: plan, registry: JournalTests.registry, shard: shard, journalPath: path, resume: true).run()
        } catch {
            resume = error.message
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        var merge: String?
        do { _ = try JournalMerge(paths: [path]) } catch { merge = error.message }
        return (resume, merge)
    }

    @Test("A result flipped by hand in a real journal is refused by --resume and by merge, with its file and line")
    func flippedResult() async throws {
        let (path, lines) = try await journal()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let number = try #require(lines.indices.first { lines[$0].contains(#""reason":"line "#) })
        let entry = try JournalEntry(line: lines[number])
        let winner = try #require(entry.winner)
        let flipped = lines[number]
            .replacingOccurrences(of: #""result":"\#(entry.score)","winner":"\#(winner)""#,
                                  with: #""result":"\#(winner == .x ? "0-1" : "1-0")","winner":"\#(winner.opponent)""#)
        #expect(flipped != lines[number])
        var edited = lines
        edited[number] = flipped
        try (edited.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)

        let cells = entry.reason.dropFirst("line ".count)
        let message = "\(path):\(number + 1): The result '\(winner == .x ? "0-1" : "1-0")' does not follow from the moves: \(winner) has a line (\(cells))."
        let (resume, merge) = try await refusals(path)
        #expect(resume == message)
        #expect(merge == message)
    }

    @Test("A game that is not the schedule's is refused, saying what differs")
    func notTheSchedule() async throws {
        var plan = JournalTests.plan()
        plan.openings = .randomPlies(1)
        let (path, lines) = try await journal(plan)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let game = try JournalEntry(line: lines[1])
        #expect(game.index == 0)
        // A forfeit after the opening: a result its moves allow, whatever the schedule.
        let opening = game.moves[0]
        func forfeit(_ change: (inout JournalEntry) -> Void) -> JournalEntry {
            var entry = JournalEntry(
                index: 0, x: game.x, o: game.o, rules: .ticTacToe, openingLength: 1, seed: game.seed, moves: [opening],
                winner: .x, reason: "timeout: no move within 1s", milliseconds: 1)
            change(&entry)
            return entry
        }
        let elsewhere = opening == Move(column: 0, row: 0) ? Move(column: 1, row: 1) : Move(column: 0, row: 0)
        let cases: [(JournalEntry, String)] = [
            (forfeit { $0.index = 12 }, "Game 13 is not in the schedule: the tournament has 12 games."),
            (forfeit { swap(&$0.x, &$0.o) }, "Game 1 is '\(game.x)' (X) against '\(game.o)' (O) in the schedule, not '\(game.o)' against '\(game.x)'."),
            (forfeit { $0.rules = try! Rules(parsing: "4x4") }, "Game 1 is played under 'tictactoe' in the schedule, not '4x4'."),
            (forfeit { $0.seed = 7 }, "Game 1's seed is \(game.seed) in the schedule, not 7."),
            (forfeit { $0.moves = [elsewhere] }, "Game 1 starts from '\(opening.cellName)' in the schedule, not from '\(elsewhere.cellName)'."),
            (forfeit { $0.openingLength = 0 }, "Game 1 starts from '\(opening.cellName)' in the schedule, not from the empty board."),
        ]
        for (entry, problem) in cases {
            try ([lines[0], entry.line].joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let (resume, merge) = try await refusals(path, plan: plan)
            #expect(resume == "\(path):2: \(problem)")
            #expect(merge == "\(path):2: \(problem)")
        }
    }

    @Test("A shard's journal holds only its shard's games")
    func otherShard() async throws {
        let plan = JournalTests.plan()
        let (first, firstLines) = try await journal(plan, shard: Shard(index: 1, count: 2))
        let (second, secondLines) = try await journal(plan, shard: Shard(index: 2, count: 2))
        defer { for path in [first, second] { try? FileManager.default.removeItem(atPath: path) } }
        let stray = try JournalEntry(line: secondLines[1])
        try ((firstLines + [secondLines[1]]).joined(separator: "\n") + "\n").write(toFile: first, atomically: true, encoding: .utf8)
        let message = "\(first):\(firstLines.count + 1): Game \(stray.index + 1) is not in shard 1/2, this journal's."
        let (resume, merge) = try await refusals(first, plan: plan, shard: Shard(index: 1, count: 2))
        #expect(resume == message)
        #expect(merge == message)
    }

    @Test("A game recorded twice the same way counts once; recorded two ways, both lines are named")
    func duplicates() async throws {
        let plan = JournalTests.plan()
        let (path, lines) = try await journal(plan)
        let other = JournalTests.temporaryPath("other")
        defer { for path in [path, other] { try? FileManager.default.removeItem(atPath: path) } }
        let whole = try JournalMerge(paths: [path])

        // The same game again, with another time: the standings do not change.
        var again = try JournalEntry(line: lines[2])
        again.milliseconds += 5
        try ((lines + [again.line]).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let resumed = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: path, resume: true).run()
        #expect(resumed.playedNow == 0)
        #expect(resumed.standings == whole.standings)
        #expect(try JournalMerge(paths: [path]).standings == whole.standings)

        // The same game with another ending: a forfeit at its first move after the opening.
        var changed = again
        changed.moves = Array(again.moves.prefix(1))
        changed.winner = .x
        changed.reason = "timeout: no move within 1s"
        try ((lines + [changed.line]).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let game = "record game \(again.index + 1) differently."
        let (resume, merge) = try await refusals(path, plan: plan)
        #expect(resume == "\(path):3 and \(path):\(lines.count + 1) \(game)")
        #expect(merge == "\(path):3 and \(path):\(lines.count + 1) \(game)")

        // Between two journals of the same tournament.
        try ([lines[0], changed.line].joined(separator: "\n") + "\n").write(toFile: other, atomically: true, encoding: .utf8)
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: InputError("\(path):3 and \(other):2 \(game)")) { try JournalMerge(paths: [path, other]) }
    }

    @Test("A merge reads its games back in index order whatever the order of the lines: reversed, and spread over journals with a game in two, it gives the same games, a game read twice as its first line read")
    func mergeReadsAnyOrder() async throws {
        let plan = JournalTests.plan(games: 6)
        let (path, lines) = try await journal(plan)
        let reversed = JournalTests.temporaryPath("reversed")
        let other = JournalTests.temporaryPath("other")
        defer { for file in [path, reversed, other] { try? FileManager.default.removeItem(atPath: file) } }
        let whole = try JournalMerge(paths: [path])
        let games = try whole.entries()
        #expect(games.map(\.index) == Array(0..<plan.gameCount))

        // Every game read before its turn: the journal's lines in reverse order.
        try (([lines[0]] + lines.dropFirst().reversed()).joined(separator: "\n") + "\n").write(toFile: reversed, atomically: true, encoding: .utf8)
        let backwards = try JournalMerge(paths: [reversed])
        #expect(backwards.standings == whole.standings)
        #expect(try backwards.entries().map(\.line) == games.map(\.line))

        // The odd games in another journal, and game 3 in both, with another time in the second.
        var again = games[2]
        again.milliseconds += 7
        let odd = lines.dropFirst().filter { (try? JournalEntry(line: $0).index % 2 == 1) == true }
        let even = lines.dropFirst().filter { (try? JournalEntry(line: $0).index % 2 == 0) == true }
        try (([lines[0]] + even.reversed()).joined(separator: "\n") + "\n").write(toFile: reversed, atomically: true, encoding: .utf8)
        try (([lines[0]] + odd + [again.line]).joined(separator: "\n") + "\n").write(toFile: other, atomically: true, encoding: .utf8)
        let spread = try JournalMerge(paths: [other, reversed])
        #expect(spread.standings == whole.standings)
        #expect(spread.gameCount == plan.gameCount)
        // NB: the first line read of game 3 is the other journal's, given first.
        var expected = games
        expected[2] = again
        #expect(try spread.countedEntries().map(\.line) == expected.map(\.line))
        let counted = try spread.forEachCountedEntry { _ in }
        #expect(counted == plan.gameCount)
    }
}
