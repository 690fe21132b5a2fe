import GameCore
import Players
import Referee
import Search
import TestSupport
import Testing

/// The value of `board` for the side to move, by plain minimax over the public board API:
/// the oracle the perfect player is checked against.
func minimaxValue(_ board: Board, memo: inout [Board: Analysis.Value]) -> Analysis.Value {
    if let known = memo[board] { return known }
    let value: Analysis.Value
    if board.winner != nil {
        value = .loss(inMoves: 0)
    } else if board.isOver {
        value = .draw
    } else {
        var best: Analysis.Value?
        for move in board.legalMoves {
            let mine = fromChild(minimaxValue(try! board.playing(move), memo: &memo))
            if best == nil || rank(mine) > rank(best!) { best = mine }
        }
        value = best!
    }
    memo[board] = value
    return value
}

/// The value for the side that just moved, from the value for the side now to move.
func fromChild(_ value: Analysis.Value) -> Analysis.Value {
    switch value {
    case let .loss(moves): .win(inMoves: moves + 1)
    case let .win(moves): .loss(inMoves: moves)
    case .draw: .draw
    case .estimate: value
    }
}

/// Better is greater: faster wins first, slower losses last.
func rank(_ value: Analysis.Value) -> Int {
    switch value {
    case let .win(moves): 1000 - moves
    case .draw: 0
    case let .loss(moves): -1000 + moves
    case .estimate: fatalError("The oracle is exact")
    }
}

/// Every position reachable from the empty board, the finished ones included.
func reachablePositions(_ rules: Rules) -> [Board] {
    var seen: Set<Board> = [Board(rules: rules)]
    var frontier = [Board(rules: rules)]
    while let board = frontier.popLast() {
        for move in board.legalMoves {
            let next = try! board.playing(move)
            if seen.insert(next).inserted { frontier.append(next) }
        }
    }
    return Array(seen)
}

@Suite(.cpuHeavy) struct PerfectPlayerTests {
    @Test("Agrees with exhaustive minimax on all 5,478 tic-tac-toe positions, distances included")
    func agreesWithMinimax() {
        let positions = reachablePositions(.ticTacToe)
        #expect(positions.count == 5_478)
        var memo: [Board: Analysis.Value] = [:]
        let search = PerfectSearch(rules: .ticTacToe)
        var disagreements = 0
        for board in positions {
            let analysis = search.analyze(board, deadline: nil)
            let expected = minimaxValue(board, memo: &memo)
            if analysis.value != expected {
                disagreements += 1
                Issue.record("\(board.diagram): perfect says \(analysis.value), minimax \(expected)")
            }
            #expect(analysis.moves.count == board.legalMoveCount)
            for (move, value) in analysis.moves {
                let child = fromChild(minimaxValue(try! board.playing(move), memo: &memo))
                if value != child {
                    disagreements += 1
                    Issue.record("\(board.diagram), \(move): perfect says \(value), minimax \(child)")
                }
            }
            if disagreements > 5 { break }
        }
        #expect(disagreements == 0)
        #expect(memo[Board(rules: .ticTacToe)] == .draw)
    }

    /// Walks every game where perfect plays `side` and the opponent tries every reply.
    func walk(_ board: Board, perfect side: Mark, search: PerfectSearch, games: inout Int, losses: inout Int) {
        if board.isOver {
            games += 1
            if board.winner == side.opponent { losses += 1 }
            return
        }
        if board.sideToMove == side {
            let move = search.analyze(board, deadline: nil, allMoves: false).bestMove!
            walk(try! board.playing(move), perfect: side, search: search, games: &games, losses: &losses)
        } else {
            for move in board.legalMoves {
                walk(try! board.playing(move), perfect: side, search: search, games: &games, losses: &losses)
            }
        }
    }

    @Test("Never loses tic-tac-toe, as X or O, against every opponent strategy", arguments: [Mark.x, .o])
    func neverLoses(side: Mark) {
        var games = 0, losses = 0
        walk(Board(rules: .ticTacToe), perfect: side, search: PerfectSearch(rules: .ticTacToe), games: &games, losses: &losses)
        #expect(losses == 0, "Lost \(losses) of \(games) games")
        // NB: every reply of the opponent is a branch, so there are many games.
        #expect(games > (side == .x ? 50 : 300), "Walked \(games) games")
    }

    @Test("Perfect against perfect is a draw", arguments: [Rules.ticTacToe, .fourByFour])
    func drawsItself(rules: Rules) {
        let searches = [Mark.x: PerfectSearch(rules: rules), .o: PerfectSearch(rules: rules)]
        let end = playOut(from: Board(rules: rules)) { board in
            let analysis = searches[board.sideToMove]!.analyze(board, deadline: nil, allMoves: false)
            #expect(analysis.value == .draw, "\(board.diagram): \(analysis.value)")
            return analysis.bestMove!
        }
        #expect(end.outcome == .draw)
    }

    @Test("Takes the fastest win and says so")
    func fastestWin() throws {
        // X can win at once on c1, or in two moves by way of c3.
        let board = try Board(rules: .ticTacToe, diagram: "X . . / O X . / O . .")
        let analysis = PerfectPlayer.analyze(board: board)
        #expect(analysis.value == .win(inMoves: 1))
        #expect(analysis.bestMove == Move(column: 2, row: 0))
        #expect(analysis.value.description == "win in 1")
        #expect(analysis.summary == "win in 1 (c1)")
        #expect(analysis.moves.first { $0.move == Move(column: 2, row: 2) }?.value == .win(inMoves: 2))
        #expect(analysis.moves.first { $0.move == Move(column: 2, row: 2) }?.value.description == "win in 2")
    }

    @Test("Plays through the Player protocol")
    func playsThroughProtocol() async throws {
        let player = try PlayerRegistry.builtIn.makePlayer("perfect:time=200ms")
        let game = try Game(rules: .ticTacToe, moves: [Move(column: 0, row: 0), Move(column: 1, row: 1), Move(column: 2, row: 2)])
        let move = try await player.move(in: GameState(game: game, seed: 1), budget: MoveBudget(perMove: .seconds(1)))
        // NB: after a1 b2 c3, a corner loses for O: the only saving moves are the edges.
        #expect([Move(column: 1, row: 0), Move(column: 0, row: 1), Move(column: 2, row: 1), Move(column: 1, row: 2)].contains(move))
    }

    @Test("On boards it cannot solve in time, it says so instead of claiming a result")
    func honestEstimates() throws {
        // NB: connect four's empty board is in the solver's book, a proven win; gomoku is not.
        for rules in [try Rules(columns: 7, rows: 7, k: 5), .gomoku] {
            let analysis = PerfectPlayer(timeLimit: .milliseconds(100)).analyze(Board(rules: rules))
            #expect(!analysis.value.isProven, "\(rules.name): \(analysis.value)")
            #expect(analysis.value.description.hasPrefix("best found at depth"))
            #expect(analysis.moves.count == Board(rules: rules).legalMoveCount)
        }
    }

    @Test("Finds a forced win on connect four within its budget")
    func connectFourWin() throws {
        // X to move has three on the bottom row with both ends open: two threats.
        let board = try Board(rules: .connectFour, diagram: """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . O O . . .
            . . X X . . .
            """)
        let analysis = PerfectPlayer(timeLimit: .seconds(2)).analyze(board)
        #expect(analysis.value == .win(inMoves: 2))
        #expect([Move(column: 1, row: 0), Move(column: 4, row: 0)].contains(analysis.bestMove!))
        #expect(["win in 2 (b)", "win in 2 (e)"].contains(analysis.summary))
    }
}
