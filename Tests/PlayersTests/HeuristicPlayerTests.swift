import GameCore
import Players
import Referee
import TestSupport
import Testing

@Suite(.cpuHeavy) struct HeuristicPlayerTests {
    static let boards: [Rules] = [
        .ticTacToe, .fourByFour, .connectFour, .gomoku,
        try! Rules(columns: 6, rows: 5, k: 4), try! Rules(columns: 5, rows: 4, k: 3, gravity: true),
    ]

    @Test("Never misses a win in one, never leaves a single threat unblocked", arguments: boards)
    func takesWinsAndBlocks(rules: Rules) {
        // NB: positions come from games where each move is the heuristic's or a random
        // one, half and half, so that they hold threats as real games do; every position
        // of every game is checked.
        var generator = SplitMix64(seed: 0xC0FFEE ^ UInt64(rules.cellCount))
        var positions = 0, checkedWins = 0, checkedBlocks = 0
        var board = Board(rules: rules)
        while positions < 400 {
            if board.isOver { board = Board(rules: rules) }
            positions += 1
            let me = board.sideToMove
            let legal = board.legalMoves
            let wins = legal.filter { (try? board.playing($0))?.winner == me }
            let threats = legal.filter { wouldWin(board, me.opponent, at: $0) }
            let chosen = HeuristicPlayer.choose(on: board, tieBreak: &generator)
            if !wins.isEmpty {
                checkedWins += 1
                #expect(wins.contains(chosen), "Missed a win on \(board.diagram): played \(chosen)")
            } else if threats.count == 1 {
                checkedBlocks += 1
                #expect(chosen == threats[0], "Left \(threats[0]) open on \(board.diagram): played \(chosen)")
            } else {
                #expect(legal.contains(chosen))
            }
            let next = generator.next(below: 2) == 0 ? chosen : legal[generator.next(below: legal.count)]
            board = try! board.playing(next)
        }
        // NB: the positions must actually exercise both rules.
        #expect(checkedWins >= 10)
        #expect(checkedBlocks >= 10)
    }

    @Test("Loses none of 10,000 tic-tac-toe games against random")
    func neverLosesTicTacToe() {
        var losses = 0, wins = 0
        for game in 0..<10_000 {
            let heuristicSide: Mark = game % 2 == 0 ? .x : .o
            var generator = SplitMix64.derived(from: 42, index: UInt64(game))
            let end = playOut(from: Board(rules: .ticTacToe)) { board in
                board.sideToMove == heuristicSide
                    ? HeuristicPlayer.choose(on: board, tieBreak: &generator)
                    : RandomPlayer.choose(on: board, using: &generator)
            }
            if end.winner == heuristicSide.opponent { losses += 1 }
            if end.winner == heuristicSide { wins += 1 }
        }
        #expect(losses == 0)
        #expect(wins > 7_000)
    }

    @Test("Wins at least 95% of 200 gomoku games against random")
    func winsGomoku() {
        var wins = 0
        for game in 0..<200 {
            let heuristicSide: Mark = game % 2 == 0 ? .x : .o
            var generator = SplitMix64.derived(from: 7, index: UInt64(game))
            let end = playOut(from: Board(rules: .gomoku)) { board in
                board.sideToMove == heuristicSide
                    ? HeuristicPlayer.choose(on: board, tieBreak: &generator)
                    : RandomPlayer.choose(on: board, using: &generator)
            }
            if end.winner == heuristicSide { wins += 1 }
        }
        #expect(wins >= 190)
    }

    @Test("Plays through the Player protocol, the same moves for the same seeds")
    func seededThroughProtocol() async throws {
        let player = HeuristicPlayer(seed: 3)
        let state = GameState(game: Game(rules: .connectFour), seed: 9)
        let first = try await player.move(in: state, budget: .unlimited)
        let again = try await player.move(in: state, budget: .unlimited)
        #expect(first == again)
        #expect(first.column == 3)
    }

    @Test("Under renju, standard and caro, plays only legal moves: as X under renju, never a forbidden one")
    func playsByTheRule() throws {
        for name in ["renju", "gomoku-standard", "caro"] {
            let rules = try Rules(parsing: name)
            for seed in 0..<20 {
                var generator = SplitMix64(seed: UInt64(seed))
                var board = Board(rules: rules)
                while !board.isOver, !board.legalMoves.isEmpty {
                    let move = board.sideToMove == .x || seed % 2 == 0
                        ? HeuristicPlayer.choose(on: board, tieBreak: &generator)
                        : RandomPlayer.choose(on: board, using: &generator)
                    #expect(board.forbiddenReason(for: move) == nil, "\(name), seed \(seed): \(move.cellName) on\n\(board.diagram)")
                    guard let next = try? board.playing(move) else {
                        Issue.record("\(name), seed \(seed): \(move.cellName) refused on\n\(board.diagram)")
                        break
                    }
                    board = next
                }
            }
        }
    }
}
