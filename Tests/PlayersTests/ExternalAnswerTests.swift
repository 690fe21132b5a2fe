import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// Answers belong to their request: a bot that faulted (a loss on time included) is
    /// ended at once and a fresh run plays its next game, and lines that came while nothing
    /// was asked are dropped, never taken as the next answer. Native and Gomocup alike.
    @Suite struct Answers {
        /// A series of `games` between `bot` (first, X in odd games) and first-free, the
        /// bot's log, and what its run left.
        struct Run {
            var result: SeriesResult
            var log: String
            var left: [Int32]
        }

        func series(
            _ bot: String, games: Int, timeLimit: Duration? = nil, rules: Rules = .ticTacToe,
            environment: [String: String] = [:]
        ) async throws -> Run {
            let tag = ExternalFixtures.newTag()
            let logs = NSTemporaryDirectory() + "ttt-answers-\(tag)"
            try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: logs) }
            var registry = PlayerRegistry()
            registry.register(.init(name: "first-free", summary: "") { _, _ in FirstFreePlayer() })
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots + "/faults"], logDirectory: logs) { configuration in
                configuration.environment.merge(environment) { $1 }
                configuration.environment["TTT_TEST_TAG"] = tag
                configuration.margin = .milliseconds(100)
                configuration.quitGrace = .milliseconds(100)
                configuration.terminateGrace = .milliseconds(100)
            }
            let series = Series(
                try PlayerSpec(parsing: bot), try PlayerSpec(parsing: "first-free"), games: games, seed: 3,
                registry: registry, coordinator: Coordinator(rules: rules, timeLimit: timeLimit))
            let result = try await series.run()
            let left = await ExternalProcessTable.waitUntilGone(tag: tag)
            let files = try FileManager.default.contentsOfDirectory(atPath: logs)
            let log = try files.map { try String(contentsOfFile: "\(logs)/\($0)", encoding: .utf8) }.joined()
            return Run(result: result, log: log, left: left)
        }

        func count(_ needle: String, in log: String) -> Int {
            log.split(separator: "\n").filter { $0.contains(needle) }.count
        }

        /// Checks that each run of the bot in `log` played one game only and ended with a
        /// fault, and that the late `answer` was seen, if at all, in its own run's game
        /// before that game ended (a busy machine can let it arrive before the referee's
        /// late timer: it is then judged late, in its own game, never in the next).
        func expectOneGamePerRun(_ log: String, lateAnswer answer: String, sourceLocation: SourceLocation = #_sourceLocation) {
            var byRun: [Substring: [Substring]] = [:]
            for line in log.split(separator: "\n") {
                guard let pid = line.split(separator: " ").first else { continue }
                byRun[pid, default: []].append(line)
            }
            #expect(byRun.count == 2, "a fresh run for each game:\n\(log)", sourceLocation: sourceLocation)
            for (pid, lines) in byRun {
                #expect(lines.filter { $0.contains("# game started:") }.count == 1, "run \(pid):\n\(log)", sourceLocation: sourceLocation)
                let ended = lines.firstIndex { $0.contains("# game ended:") } ?? lines.endIndex
                #expect(lines[..<ended].contains { $0.contains("# fault: ") }, "run \(pid):\n\(log)", sourceLocation: sourceLocation)
                #expect(!lines[ended...].contains { $0.hasSuffix(answer) }, "run \(pid):\n\(log)", sourceLocation: sourceLocation)
            }
        }

        @Test func aLateAnswerNeverDecidesTheNextGame() async throws {
            // The bot answers its run's first request 600ms late (z9, off the board) and
            // every later one at once: kept for game 2, its late z9 would be taken there.
            let run = try await series("late-first", games: 2, timeLimit: .milliseconds(300))
            for (index, game) in run.result.games.enumerated() {
                #expect(game.result.reason == .timeout(TimeOverrun(limit: .milliseconds(300))), "game \(index + 1): \(game.result)")
            }
            expectOneGamePerRun(run.log, lateAnswer: "< move z9")
            #expect(run.left.isEmpty)
        }

        @Test func linesSentUnaskedAreDropped() async throws {
            // 'move c3' after 'ready', unasked; every real answer is the first free cell.
            let run = try await series("unasked", games: 2)
            #expect(run.result.games.count == 2)
            for game in run.result.games {
                #expect(FirstFreeCheck.everyMoveIsFirstFree(of: game, by: "unasked"), "\(game.moves.map(\.cellName))")
                guard case .line = game.result.reason else { Issue.record("\(game.result)"); continue }
            }
            #expect(count("# stray: dropped 1 line(s) written while nothing was asked: 'move c3'", in: run.log) == 1, "\(run.log)")
            #expect(run.left.isEmpty)
        }

        @Test func aSecondAnswerIsNeverTheNextOne() async throws {
            let run = try await series("answers-twice", games: 2)
            for game in run.result.games {
                #expect(FirstFreeCheck.everyMoveIsFirstFree(of: game, by: "answers-twice"), "\(game.moves.map(\.cellName))")
                guard case .line = game.result.reason else { Issue.record("\(game.result)"); continue }
            }
            #expect(count("# stray: dropped 1 line(s)", in: run.log) >= 4, "\(run.log)")
            #expect(run.left.isEmpty)
        }

        func gomocup(_ fault: String, games: Int, timeLimit: Duration? = nil) async throws -> Run {
            let path = "\(ExternalFixtures.bots)/gomocup/pbrain-recorder.py"
            return try await series("gomocup:\(path)", games: games, timeLimit: timeLimit, rules: try Rules(parsing: "5x5 k=4"),
                                    environment: ["PBRAIN_FAULT": fault])
        }

        @Test func gomocupLateAnswerNeverDecidesTheNextGame() async throws {
            let run = try await gomocup("late-first", games: 2, timeLimit: .milliseconds(300))
            for (index, game) in run.result.games.enumerated() {
                #expect(game.result.reason == .timeout(TimeOverrun(limit: .milliseconds(300))), "game \(index + 1): \(game.result)")
            }
            expectOneGamePerRun(run.log, lateAnswer: "< 99,99")
            #expect(run.left.isEmpty)
        }

        @Test func gomocupLinesSentUnaskedAndSecondAnswersAreDropped() async throws {
            for fault in ["unasked", "twice"] {
                let run = try await gomocup(fault, games: 2)
                #expect(run.result.games.count == 2)
                for game in run.result.games {
                    // NB: the recorder plays the first free cell in reading order (a5, b5, ...).
                    #expect(FirstFreeCheck.everyMoveIsFirstInReadingOrder(of: game, by: "pbrain-recorder"), "\(fault): \(game.moves.map(\.cellName))")
                    if case .line = game.result.reason {} else { Issue.record("\(fault): \(game.result)") }
                }
                #expect(run.log.contains("# stray: dropped"), "\(fault):\n\(run.log)")
                #expect(run.left.isEmpty)
            }
        }
    }
}

/// Checks that a bot's moves were the ones it meant to play, in order.
enum FirstFreeCheck {
    /// Whether every move of the player named `name` was the first free cell in the order
    /// a1, a2, a3, b1, ... (columns first).
    static func everyMoveIsFirstFree(of game: PlayedGame, by name: String) -> Bool {
        check(game, by: name) { board in board.legalMoves.sorted().first }
    }

    /// Whether every move of `name` was the first free cell reading rows from the top,
    /// each from the left (a5, b5, ... on 5x5).
    static func everyMoveIsFirstInReadingOrder(of game: PlayedGame, by name: String) -> Bool {
        check(game, by: name) { board in
            board.legalMoves.min { ($0.row, -$0.column) > ($1.row, -$1.column) }
        }
    }

    private static func check(_ game: PlayedGame, by name: String, expected: (Board) -> Move?) -> Bool {
        var board = Board(rules: game.rules)
        for move in game.moves {
            let mover = board.sideToMove == .x ? game.xName : game.oName
            if mover == name, expected(board) != move { return false }
            guard (try? board.play(move)) != nil else { return false }
        }
        return true
    }
}
