import Foundation
import GameCore
import Players
import Search
import TestSupport
import Testing

/// Connect four positions and their exact scores from a published test set, found as the
/// solver's tests find them: beside the checkout, under `$TTT_SHARED_DATA`, or in
/// `/work/shared/data`.
enum ConnectFourSamples {
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var candidates = [packageRoot.appendingPathComponent("../shared/data/connect4")]
        if let shared = ProcessInfo.processInfo.environment["TTT_SHARED_DATA"] {
            candidates.append(URL(fileURLWithPath: shared).appendingPathComponent("connect4"))
        }
        candidates.append(URL(fileURLWithPath: "/work/shared/data/connect4"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Test_L3_R1").path) }
    }()

    /// Every `step`-th line of the named set, up to `count`.
    static func sample(_ name: String, count: Int, step: Int) throws -> [(moves: String, score: Int)] {
        guard let folder else { return [] }
        let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")
        return stride(from: 0, to: lines.count, by: step).prefix(count).compactMap { index in
            let fields = lines[index].split(separator: " ")
            guard fields.count == 2, let score = Int(fields[1]) else { return nil }
            return (String(fields[0]), score)
        }
    }

    /// The connect four board after `moves`, columns from 1.
    static func board(_ moves: String) throws -> Board {
        var board = Board(rules: .connectFour)
        for digit in moves {
            board = try board.playing(board.landingCell(inColumn: Int(String(digit))! - 1)!)
        }
        return board
    }
}

@Suite(.cpuHeavy) struct PerfectSolverTests {
    /// The value a test-set score means: on 7x6 a score s > 0 wins with the side to move's
    /// (22 - s)-th stone, s < 0 loses to the opponent's (22 + s)-th.
    static func value(ofScore score: Int, stones: Int) -> Analysis.Value {
        if score > 0 { return .win(inMoves: 22 - score - stones / 2) }
        if score < 0 { return .loss(inMoves: 22 + score - (stones + 1) / 2) }
        return .draw
    }

    @Test(
        "Connect four end-game positions get exact values that match the test set, for every move",
        .enabled(if: ConnectFourSamples.folder != nil, "the connect four test sets were not found")
    )
    func exactOnTestSet() throws {
        let sample = try ConnectFourSamples.sample("Test_L3_R1", count: 25, step: 40)
        #expect(sample.count == 25)
        let player = PerfectPlayer(timeLimit: .seconds(30), tableBytes: 8 << 20)
        var wins = 0, losses = 0, draws = 0
        for (moves, score) in sample {
            let board = try ConnectFourSamples.board(moves)
            let analysis = player.analyze(board)
            let expected = Self.value(ofScore: score, stones: board.moveCount)
            #expect(analysis.value == expected, "position \(moves), score \(score)")
            #expect(analysis.moves.count == board.legalMoveCount)
            #expect(analysis.moves.allSatisfy { $0.value.isProven }, "position \(moves)")
            #expect(analysis.moves.first?.value == expected, "position \(moves)")
            switch expected {
            case .win: wins += 1
            case .loss: losses += 1
            default: draws += 1
            }
        }
        // NB: the sample holds all three kinds of value, so none is a default that happens to fit.
        #expect(wins > 0 && losses > 0 && draws > 0, "wins \(wins), losses \(losses), draws \(draws)")
    }

    @Test("The empty connect four board is a proven first-player win, in the centre")
    func emptyBoardFromTheBook() {
        let search = PerfectSearch(rules: .connectFour, tableBytes: 8 << 20)
        let analysis = search.analyze(Board(rules: .connectFour), deadline: .now + .seconds(20), allMoves: false)
        #expect(analysis.value == .win(inMoves: 21))
        #expect(analysis.bestMove == Move(column: 3, row: 0))
        #expect(analysis.summary == "win in 21 (d)")
    }

    @Test("Early in a connect four game with a tiny budget, an estimate and never a proof")
    func tinyBudgetEstimates() throws {
        // NB: a1 g1 takes the solver a minute or more; 50ms is far too little.
        let board = try ConnectFourSamples.board("17")
        let analysis = PerfectPlayer(timeLimit: .milliseconds(50), tableBytes: 8 << 20).analyze(board)
        #expect(!analysis.value.isProven, "\(analysis.value)")
        #expect(analysis.value.description.hasPrefix("best found at depth"))
        #expect(analysis.moves.count == 7)
        #expect(analysis.moves.allSatisfy { !$0.value.isProven }, "\(analysis.moves.map(\.value))")
    }
}
