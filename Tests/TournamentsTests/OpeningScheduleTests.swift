import Foundation
import GameCore
import GameRecords
import Referee
import Testing
import TextAndFiles
import Tournaments

/// Which opening, in which symmetry, each game pair plays: `--openings-transform` and
/// `--openings-order`, in the schedule, the journal's header and resume.
@Suite struct OpeningScheduleTests {
    func plan(_ text: String, rules: Rules, games: Int, seed: UInt64 = 5, order: OpeningOrder = .sequential, transform: Bool = false) throws -> TournamentPlan {
        var plan = JournalTests.plan(["seeded", "first"], games: games, seed: seed)
        plan.rules = rules
        plan.openings = try OpeningBook.parsing(text, rules: rules)
        plan.openingOrder = order
        plan.openingTransform = transform ? .eachOpening : .none
        return plan
    }

    /// The opening of every game pair of the plan's one pairing, in ttt's notation.
    func pairOpenings(_ plan: TournamentPlan) -> [String] {
        stride(from: 0, to: plan.gameCount, by: 2).map { index in
            let game = plan.game(at: index)
            #expect(plan.game(at: index + 1).opening == game.opening, "both games of a pair start alike")
            return game.opening.map { plan.rules.notation(for: $0) }.joined(separator: " ")
        }
    }

    @Test("A board has 8 symmetries when square, 4 when not, 2 under gravity")
    func symmetryCounts() throws {
        #expect(Rules.gomoku.symmetries.count == 8)
        #expect(Rules.ticTacToe.symmetries.count == 8)
        #expect(try Rules(parsing: "9x7 k=4").symmetries == [.identity, .mirror, .flip, .halfTurn])
        #expect(Rules.connectFour.symmetries == [.identity, .mirror])
        #expect(try Rules(parsing: "7x7 k=4 gravity").symmetries == [.identity, .mirror])
    }

    @Test("--openings-transform plays an opening in the 8 symmetries of a square board, pass after pass")
    func eightSymmetries() throws {
        let plan = try plan("a1 b3", rules: .gomoku, games: 18, transform: true)
        #expect(pairOpenings(plan) == [
            "a1 b3",     // identity
            "o1 n3",     // mirror
            "a15 b13",   // flip
            "o15 n13",   // rotate 180
            "a1 c2",     // diagonal
            "a15 c14",   // rotate 90 clockwise: a1 goes to the top-left corner
            "o1 m2",     // rotate 90 anticlockwise: a1 goes to the bottom-right corner
            "o15 m14",   // antidiagonal
            "a1 b3",     // the ninth pass: the identity again
        ])
    }

    @Test("--openings-transform plays 4 symmetries on a board that is not square, 2 under gravity")
    func fourAndTwoSymmetries() throws {
        #expect(pairOpenings(try plan("a1 b3", rules: Rules(parsing: "9x7 k=4"), games: 10, transform: true))
            == ["a1 b3", "i1 h3", "a7 b5", "i7 h5", "a1 b3"])
        #expect(pairOpenings(try plan("a b b", rules: .connectFour, games: 6, transform: true)) == ["a b b", "g f f", "a b b"])
    }

    @Test("With N openings, game pair k plays opening i = k mod N in symmetry (i + k / N) mod S of the board's S")
    func scheduleOfSeveral() throws {
        let book = try OpeningBook.parsing("h8\nh8 i9\nh8 j8\n", rules: .gomoku)
        let sources = (0..<9).map { book.source(ofRound: $0, rules: .gomoku, seed: 1, transform: .eachOpening)! }
        let all = Rules.gomoku.symmetries
        #expect(sources.map(\.opening) == [0, 1, 2, 0, 1, 2, 0, 1, 2])
        #expect(sources.map(\.symmetry) == [0, 1, 2, 1, 2, 3, 2, 3, 4].map { all[$0] })
        // Journals of ttt 0.9 say `true`: each pass in one symmetry, the first as the file is.
        let byPass = (0..<9).map { book.source(ofRound: $0, rules: .gomoku, seed: 1, transform: .eachPass)!.symmetry }
        #expect(byPass == [.identity, .identity, .identity, .mirror, .mirror, .mirror, .flip, .flip, .flip])
        // With random order too, every opening meets every symmetry within S passes.
        let shuffled = (0..<24).map { book.source(ofRound: $0, rules: .gomoku, seed: 1, order: .random, transform: .eachOpening)! }
        for opening in 0..<3 {
            #expect(Set(shuffled.filter { $0.opening == opening }.map(\.symmetry)) == Set(all), "opening \(opening)")
        }
        // Without the option every pass is the file as it is.
        #expect((0..<9).map { book.source(ofRound: $0, rules: .gomoku, seed: 1)!.symmetry }.allSatisfy { $0 == .identity })
    }

    @Test("A run shorter than one pass through the file is transformed too: 100 games from 100 openings")
    func shortRunIsTransformed() throws {
        // NB: openings no symmetry maps to themselves: a corner, and a stone off its diagonal and not in a corner.
        let cells = (0..<15).flatMap { column in (1...15).map { (column, $0) } }
            .filter { $0.0 + 1 != $0.1 && !([0, 14].contains($0.0) && [1, 15].contains($0.1)) }
        let lines = cells.prefix(100).map { "a1 \(Move.columnName($0.0))\($0.1)" }
        let plan = try plan(lines.joined(separator: "\n"), rules: .gomoku, games: 100, transform: true)
        let played = pairOpenings(plan)
        #expect(played.count == 50)
        let asGiven = played.enumerated().filter { $0.element == lines[$0.offset] }.map(\.offset)
        #expect(asGiven == Array(stride(from: 0, to: 50, by: 8)), "only openings 0, 8, 16, ... as the file gives them")
        let untransformed = try self.plan(lines.joined(separator: "\n"), rules: .gomoku, games: 100)
        #expect(pairOpenings(untransformed) == Array(lines.prefix(50)))
    }

    @Test("--max-moves no longer than an opening is refused when the run starts: it would leave no move to play")
    func maxMovesWithinAnOpening() throws {
        var plan = try plan("a1\nh8 i9 j8", rules: .gomoku, games: 4)
        for maxMoves in [2, 3] {
            plan.adjudication.maxMoves = maxMoves
            #expect(throws: InputError("--max-moves \(maxMoves) would end a game before a move of its own: it counts the stones on the board, and an opening of 3 moves places 3. Give --max-moves more than 3, or shorter openings (--openings-plies).")) {
                try plan.validate()
            }
        }
        plan.adjudication.maxMoves = 4
        try plan.validate()
    }

    @Test("Every symmetry of an opening is legal under renju, and no image ends the game", arguments: [
        "h8 h9 i8 i9 j7", "f8 a15 g8 o15 h7 a1 h6 o1", "a1 b2 c3 n14 m12",
    ])
    func transformedOpeningsAreLegal(line: String) throws {
        let book = try OpeningBook.parsing(line, rules: .renju)
        for round in 0..<8 {
            let moves = book.moves(forRound: round, rules: .renju, seed: 0, transform: .eachOpening)
            var board = Board(rules: .renju)
            for move in moves { board = try board.playing(move) }
            #expect(!board.isOver, "round \(round)")
        }
        #expect(Set((0..<8).map { book.moves(forRound: $0, rules: .renju, seed: 0, transform: .eachOpening) }).count == 8)
    }

    @Test("--openings-order random is a permutation for each pass, the same for the same seed, other than the file's order")
    func randomOrder() throws {
        let text = (1...10).map { "h8 \(Move.columnName($0 - 1))1" }.joined(separator: "\n")
        let book = try OpeningBook.parsing(text, rules: .gomoku)
        func order(seed: UInt64, pass: Int) -> [Int] {
            (0..<10).map { book.source(ofRound: pass * 10 + $0, rules: .gomoku, seed: seed, order: .random)!.opening }
        }
        for seed: UInt64 in [0, 1, 7, 12_345] {
            for pass in 0..<3 {
                #expect(order(seed: seed, pass: pass).sorted() == Array(0..<10), "seed \(seed), pass \(pass)")
            }
        }
        #expect(order(seed: 7, pass: 0) == order(seed: 7, pass: 0))
        #expect(order(seed: 7, pass: 0) != Array(0..<10))
        #expect(order(seed: 7, pass: 0) != order(seed: 8, pass: 0))
        #expect(order(seed: 7, pass: 0) != order(seed: 7, pass: 1))
        // Over many seeds, every opening comes first about equally often.
        var firsts = [Int](repeating: 0, count: 10)
        for seed: UInt64 in 0..<2_000 { firsts[order(seed: seed, pass: 0)[0]] += 1 }
        #expect(firsts.allSatisfy { (120...280).contains($0) }, "\(firsts)")
        // Sequential is the file's order, pass after pass.
        #expect((0..<20).map { book.source(ofRound: $0, rules: .gomoku, seed: 7)!.opening } == Array(0..<10) + Array(0..<10))
    }

    @Test("A plan read back from its journal's header plays the same openings; order and transform are recorded")
    func headerRoundTrip() throws {
        let plan = try plan("h8\nh8 i9\nh8 j8\ni8 h9", rules: .gomoku, games: 40, seed: 3, order: .random, transform: true)
        let header = plan.header(shard: nil)
        #expect(header["openings_order"] == "random")
        #expect(header["openings_transform"] == "each opening")
        let back = try TournamentPlan.reading(header: header).plan
        #expect(back == plan)
        #expect((0..<plan.gameCount).map { back.game(at: $0) } == (0..<plan.gameCount).map { plan.game(at: $0) })
        // Without the options the header holds nulls, as journals written before them do.
        let plain = try self.plan("h8\nh8 i9\nh8 j8\ni8 h9", rules: .gomoku, games: 40, seed: 3)
        #expect(plain.header(shard: nil)["openings_order"] == .null && plain.header(shard: nil)["openings_transform"] == .null)
        #expect(plain.mismatch(withHeader: header) == "its openings_order is \"random\", this run's null")
        var sequential = plan
        sequential.openingOrder = .sequential
        #expect(sequential.mismatch(withHeader: plain.header(shard: nil)) == "its openings_transform is null, this run's \"each opening\"")
    }

    @Test("--resume refuses a journal played without --openings-transform, or in another order")
    func resumeRefusesChangedOptions() async throws {
        let path = JournalTests.temporaryPath("transform")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let played = try plan("a1\nb2", rules: .ticTacToe, games: 4)
        _ = try await Tournament(plan: played, registry: JournalTests.registry, journalPath: path).run()
        let transformed = try plan("a1\nb2", rules: .ticTacToe, games: 4, transform: true)
        await #expect(throws: InputError("The journal '\(path)' is of another tournament: its openings_transform is null, this run's \"each opening\". Resume with the same parameters, or choose another file.")) {
            try await Tournament(plan: transformed, registry: JournalTests.registry, journalPath: path, resume: true).run()
        }
        let shuffled = try plan("a1\nb2", rules: .ticTacToe, games: 4, order: .random)
        await #expect(throws: InputError("The journal '\(path)' is of another tournament: its openings_order is null, this run's \"random\". Resume with the same parameters, or choose another file.")) {
            try await Tournament(plan: shuffled, registry: JournalTests.registry, journalPath: path, resume: true).run()
        }
        // The same options resume: nothing is left to play.
        let again = try await Tournament(plan: played, registry: JournalTests.registry, journalPath: path, resume: true).run()
        #expect(again.standings.tallies.map(\.games).reduce(0, +) == 8)
    }

    @Test("Shards of a run with shuffled, transformed openings merge into the games of one run")
    func shardsMerge() async throws {
        let paths = (1...3).map { JournalTests.temporaryPath("shard-\($0)") }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let plan = try plan("a1\nb1\nc1\nb2", rules: .ticTacToe, games: 20, seed: 9, order: .random, transform: true)
        _ = try await Tournament(plan: plan, registry: JournalTests.registry, journalPath: paths[0]).run()
        for index in 1...2 {
            _ = try await Tournament(plan: plan, registry: JournalTests.registry, shard: Shard(index: index, count: 2), journalPath: paths[index]).run()
        }
        let whole = try JournalMerge(paths: [paths[0]])
        let merged = try JournalMerge(paths: [paths[1], paths[2]])
        #expect(merged.missing == 0)
        let openings = try merged.entries().map { Array($0.opening) }
        #expect(try openings == whole.entries().map { Array($0.opening) })
        let scheduled: [[Move]] = (0..<plan.gameCount).map { plan.game(at: $0).opening }
        #expect(openings == scheduled)
        #expect(merged.standings == whole.standings)
    }
}
