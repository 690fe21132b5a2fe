import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// A long match between two example bots through their pipes: every game is counted,
    /// every verdict is the board's, and nothing is left running.
    @Suite struct Match {
        @Test func thousandGamesOfRandomAgainstGreedy() async throws {
            let tag = ExternalFixtures.newTag()
            let logs = NSTemporaryDirectory() + "ttt-match-\(tag)"
            try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: logs) }
            var registry = PlayerRegistry()
            let path = ExternalMatchFixtures.pathWithoutShims()
            registry.addExternalPlayers(searchPaths: [ExternalFixtures.bots], logDirectory: logs) { configuration in
                configuration.environment["TTT_TEST_TAG"] = tag
                if let path { configuration.environment["PATH"] = path }
            }
            // NB: the first bot a process starts makes a descriptor that lives as long as the
            // process (swift-subprocess's watch on its children): one game first, so that
            // only what the match leaves behind is counted, whether the test runs alone or
            // after others.
            var unlogged = PlayerRegistry()
            unlogged.addExternalPlayers(searchPaths: [ExternalFixtures.bots], logDirectory: nil) { configuration in
                configuration.environment["TTT_TEST_TAG"] = tag
            }
            _ = try await Series(
                try PlayerSpec(parsing: "random.py"), try PlayerSpec(parsing: "greedy"), games: 1, seed: 1,
                registry: unlogged, coordinator: Coordinator(rules: .ticTacToe)
            ).run()
            let descriptors = ExternalProcessTable.openDescriptors()
            // NB: no time limit: each move gets the default deadline (its 30s plus the margin).
            let series = Series(
                try PlayerSpec(parsing: "random.py"), try PlayerSpec(parsing: "greedy"), games: 1000, seed: 11,
                registry: registry, coordinator: Coordinator(rules: .ticTacToe)
            )
            let result = try await series.run()

            // Every game was played, kept and counted, on both sides.
            #expect(result.gamesPlayed == 1000)
            #expect(result.games.count == 1000)
            #expect(result.stopReason == nil)
            let random = result.scoreboard["random.py"], greedy = result.scoreboard["greedy"]
            #expect(result.scoreboard.names == ["random.py", "greedy"])
            #expect(result.scoreboard.gamesRecorded == 1000)
            #expect(random.wins + random.losses + random.draws == 1000)
            #expect(greedy.wins + greedy.losses + greedy.draws == 1000)
            #expect(random.wins == greedy.losses && random.losses == greedy.wins && random.draws == greedy.draws)
            #expect(result.tally(of: .first) == random && result.tally(of: .second) == greedy)

            // Every verdict is the one the board gives when the recorded moves are replayed.
            var replayed = ExternalMatchTally()
            for (index, played) in result.games.enumerated() {
                let firstIsX = index % 2 == 0
                #expect(played.xName == (firstIsX ? "random.py" : "greedy"), "game \(index + 1)")
                #expect(played.oName == (firstIsX ? "greedy" : "random.py"), "game \(index + 1)")
                if let problem = ExternalMatchFixtures.problem(with: played) {
                    Issue.record("Game \(index + 1) (\(played.xName) vs \(played.oName), seed \(played.seed)): \(problem)")
                }
                replayed.count(played)
            }
            #expect(replayed.forfeits.isEmpty, "forfeits: \(replayed.forfeits)")
            #expect(replayed.tally(of: "random.py") == random)
            #expect(replayed.tally(of: "greedy") == greedy)
            // NB: greedy takes every win and blocks every threat; random cannot beat it often.
            #expect(greedy.wins > random.wins)

            // Each bot was started once for the whole series, kept between its games, and
            // ended at its end.
            for bot in ["random.py", "greedy"] {
                let log = try String(contentsOfFile: "\(logs)/\(bot).log", encoding: .utf8)
                let notes = ExternalMatchFixtures.notes(in: log)
                #expect(notes.filter { $0.hasPrefix("started: ") }.count == 1, "\(bot)")
                #expect(notes.filter { $0.hasPrefix("kept for another game") }.count == 999, "\(bot)")
                #expect(notes.filter { $0.hasPrefix("ended: ") }.count == 1, "\(bot)")
                #expect(notes.filter { $0.hasPrefix("fault: ") }.isEmpty, "\(bot): \(notes.filter { $0.hasPrefix("fault: ") })")
            }
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
            // NB: at most as many as before: suites outside ExternalTests (check-bot's) may
            // have had pipes of their own open at the start.
            #expect(ExternalProcessTable.openDescriptors() <= descriptors)
        }
    }
}

/// Wins, losses and draws by name, counted from replayed games.
struct ExternalMatchTally {
    private var tallies: [String: Tally] = [:]
    /// The games that ended in a forfeit, as `game N: reason`.
    private(set) var forfeits: [String] = []
    private var games = 0

    /// Counts `played` by the board its moves make: the board's winner when it ended the
    /// game, else the coordinator's verdict, noted as a forfeit.
    mutating func count(_ played: PlayedGame) {
        games += 1
        var board = Board(rules: played.rules)
        for move in played.moves { board = (try? board.playing(move)) ?? board }
        var winner = board.outcome.winner
        if !board.isOver {
            forfeits.append("game \(games): \(played.result.reason)")
            winner = played.result.winner
        }
        tallies[played.xName, default: Tally()].count(winner: winner, playing: .x)
        tallies[played.oName, default: Tally()].count(winner: winner, playing: .o)
    }

    func tally(of name: String) -> Tally { tallies[name] ?? Tally() }
}

enum ExternalMatchFixtures {
    /// What is wrong with the verdict on `played`, or nil if it is the board's.
    ///
    /// The moves are replayed from the empty board: each must be legal and none may follow
    /// the end. A game the board ended must have its verdict (the winner with a line of k
    /// of its cells through the last move, or a full board and a draw); a game it did not
    /// end must be a forfeit with a reason, given to the side that did not make the fault.
    static func problem(with played: PlayedGame) -> String? {
        var board = Board(rules: played.rules)
        for (index, move) in played.moves.enumerated() {
            if board.isOver { return "move \(index + 1) \(move.cellName) was played after the end (\(board.outcome))" }
            do {
                board = try board.playing(move)
            } catch {
                return "move \(index + 1) \(move.cellName) cannot be played: \(error.message)"
            }
        }
        let result = played.result
        switch board.outcome {
        case let .win(mark, line):
            guard result.winner == mark else { return "the board says \(mark) won, the coordinator \(result.score)" }
            guard case let .line(cells) = result.reason else { return "\(mark) won by a line, the coordinator says \(result.reason)" }
            guard Set(cells) == Set(line) else {
                return "the line is \(line.map(\.cellName)), the coordinator's \(cells.map(\.cellName))"
            }
            return lineProblem(cells, of: mark, on: board)
        case .draw:
            guard result.winner == nil, result.reason == .boardFull else {
                return "the board is full with no line, the coordinator says \(result.score) by \(result.reason)"
            }
            return nil
        case .ongoing:
            let faulty = board.sideToMove
            switch result.reason {
            case .line, .boardFull, .aborted, .adjudicated:
                return "the game is not over, the coordinator says \(result.score) by \(result.reason)"
            case .illegalMove, .playerError, .timeout:
                return result.winner == faulty.opponent ? nil : "\(faulty) made the fault, the coordinator says \(result.score)"
            }
        }
    }

    /// What is wrong with `cells` as `mark`'s winning line, checked cell by cell.
    static func lineProblem(_ cells: [Move], of mark: Mark, on board: Board) -> String? {
        let rules = board.rules
        let sorted = cells.sorted { ($0.column, $0.row) < ($1.column, $1.row) }
        guard sorted.count >= rules.k else { return "the line \(cells.map(\.cellName)) is shorter than \(rules.k)" }
        guard sorted.allSatisfy({ board.mark(at: $0) == mark }) else { return "the line \(cells.map(\.cellName)) is not all \(mark)" }
        guard let last = board.lastMove, cells.contains(last) else { return "the line \(cells.map(\.cellName)) misses the last move" }
        let step = (sorted[1].column - sorted[0].column, sorted[1].row - sorted[0].row)
        guard [(1, 0), (0, 1), (1, 1), (1, -1)].contains(where: { $0 == step }) else {
            return "the line \(cells.map(\.cellName)) is not a row, a column or a diagonal"
        }
        for (a, b) in zip(sorted, sorted.dropFirst()) where (b.column - a.column, b.row - a.row) != step {
            return "the line \(cells.map(\.cellName)) has a gap"
        }
        return nil
    }

    /// ttt's own remarks in a bot log (`PID # remark`), without the process ids.
    static func notes(in log: String) -> [String] {
        log.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[1] == "#" else { return nil }
            return String(parts[2])
        }
    }

    /// The search path with a version manager's shim directories (pyenv's) replaced by the
    /// interpreter's own, or nil when there is nothing to replace.
    // NB: a shim is a shell script that costs ~100ms a start; the match starts 2,000 bots.
    // The bots still run as any bot does, by `#!/usr/bin/env python3`.
    static func pathWithoutShims() -> String? {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment["PATH"], path.contains("/shims") else { return nil }
        // NB: popen, not Foundation's Process: pclose reaps by pid (see the EndToEnd tests' ChildProcess).
        guard let probe = popen("python3 -c 'import sys; print(sys.executable)'", "r") else { return nil }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, probe)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        let status = pclose(probe)
        let executable = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard status == 0, executable.hasPrefix("/") else { return nil }
        let directory = (executable as NSString).deletingLastPathComponent
        return ([directory] + path.split(separator: ":").map(String.init).filter { !$0.contains("/shims") }).joined(separator: ":")
    }
}
