import GameCore
import Referee
import Synchronization
import TestSupport
import Testing

/// Answers at once with the first legal move; its asynchronous `move` must never be called.
struct ImmediateFirstPlayer: Player {
    let name: String
    let hooks: Bool
    let log: HookLog
    var wantsGameHooks: Bool { hooks }
    func immediateMove(in state: GameState) throws -> Move? { state.board.legalMoves[0] }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        throw PlayerError("Asked to wait although it answers at once.")
    }
    func gameStarted(_ state: GameState) async { log.append("\(name) started") }
    func gameEnded(_ result: GameResult) async { log.append("\(name) ended") }
}

/// Has an immediate answer only on even move counts; otherwise it is asked and answers the
/// first legal move.
struct SometimesImmediatePlayer: Player {
    let name: String
    let log: HookLog
    func immediateMove(in state: GameState) throws -> Move? {
        state.board.moveCount % 2 == 0 ? state.board.legalMoves[0] : nil
    }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        log.append("asked at \(state.board.moveCount)")
        return state.board.legalMoves[0]
    }
}

/// Throws from its immediate answer.
struct ImmediateThrowingPlayer: Player {
    let name: String
    func immediateMove(in state: GameState) throws -> Move? { throw PlayerError("No idea.") }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move { state.board.legalMoves[0] }
}

/// Answers at once, after busily working for `work`.
struct SlowImmediatePlayer: Player {
    let name: String
    let work: Duration
    func immediateMove(in state: GameState) throws -> Move? {
        let clock = ContinuousClock()
        let start = clock.now
        // NB: a busy wait, not a sleep: an immediate answer cannot be interrupted.
        while clock.now - start < work {}
        return state.board.legalMoves[0]
    }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move { state.board.legalMoves[0] }
}

@Suite("Immediate answers")
struct ImmediateMoveTests {
    @Test("A player that answers at once is never awaited, and its moves are refereed as usual")
    func immediateAnswersPlayWholeGames() async {
        let log = HookLog()
        let moves = Mutex<[String]>([])
        var coordinator = Coordinator()
        coordinator.observe { event in
            if case let .moved(played) = event { moves.withLock { $0.append(played.notation) } }
        }
        let played = await coordinator.play(
            x: ImmediateFirstPlayer(name: "x", hooks: true, log: log),
            o: ImmediateFirstPlayer(name: "o", hooks: true, log: log))
        // NB: first legal moves, column by column: X's a3 b2 c1 is the first line.
        #expect(played.moves.map(\.cellName) == ["a1", "a2", "a3", "b1", "b2", "b3", "c1"])
        #expect(moves.withLock { $0 } == ["a1", "a2", "a3", "b1", "b2", "b3", "c1"])
        #expect(played.result.winner == .x)
        #expect(played.result.reason == .line([Move(cell: "a3"), Move(cell: "b2"), Move(cell: "c1")]))
        #expect(log.all == ["x started", "o started", "x ended", "o ended"])
    }

    @Test("Players that want no hooks are not told of games; the others are")
    func hooksOnlyForThoseWhoWantThem() async {
        let log = HookLog()
        _ = await Coordinator().play(
            x: ImmediateFirstPlayer(name: "x", hooks: false, log: log),
            o: ImmediateFirstPlayer(name: "o", hooks: true, log: log))
        #expect(log.all == ["o started", "o ended"])
    }

    @Test("Without an immediate answer the player is asked, and the game goes on")
    func fallsBackToAsking() async {
        let log = HookLog()
        let played = await Coordinator().play(
            x: SometimesImmediatePlayer(name: "x", log: log), o: SometimesImmediatePlayer(name: "o", log: log))
        #expect(played.moves.count == 7)
        #expect(played.result.winner == .x)
        #expect(log.all == ["asked at 1", "asked at 3", "asked at 5"])
    }

    @Test("An immediate answer that throws forfeits with the message")
    func throwingForfeits() async {
        let played = await Coordinator().play(
            x: FirstLegalPlayer(name: "x"), o: ImmediateThrowingPlayer(name: "o"))
        #expect(played.result == GameResult(winner: .x, reason: .playerError("No idea.")))
        #expect(played.moves.count == 1)
    }

    @Test("Under a time limit, an immediate answer that took too long loses on time")
    func lateImmediateAnswerIsAnOverrun() async throws {
        let coordinator = Coordinator(timeLimit: .milliseconds(1))
        let played = await coordinator.play(
            x: SlowImmediatePlayer(name: "slow", work: .milliseconds(30)), o: FirstLegalPlayer(name: "o"))
        #expect(played.result.winner == .o)
        guard case let .timeout(overrun) = played.result.reason else {
            Issue.record("Expected a timeout, got \(played.result.reason)")
            return
        }
        #expect(overrun.limit == .milliseconds(1) && overrun.answeredLate.map { $0 >= .milliseconds(20) } == true, "\(overrun)")
        #expect(played.result.reason.summary.hasPrefix("timeout: answered "))
        #expect(played.result.reason.summary.hasSuffix("ms past the 1ms limit"))
        #expect(played.moves.isEmpty)
    }

    @Test("Under a time limit, immediate answers in time play the game to its end")
    func timelyImmediateAnswersPlayOn() async {
        let log = HookLog()
        let coordinator = Coordinator(timeLimit: .seconds(60))
        let played = await coordinator.play(
            x: ImmediateFirstPlayer(name: "x", hooks: false, log: log),
            o: ImmediateFirstPlayer(name: "o", hooks: false, log: log))
        #expect(played.result.winner == .x)
        #expect(played.moves.count == 7)
    }

    @Test("playTurn takes an immediate answer and hands the moves back")
    func playTurnUsesImmediateAnswers() async {
        let log = HookLog()
        var board = Board(rules: .ticTacToe)
        var moves: [Move] = []
        let coordinator = Coordinator()
        for mark in [Mark.x, .o] {
            let forfeit = await coordinator.playTurn(
                of: ImmediateFirstPlayer(name: "p", hooks: false, log: log), as: mark, board: &board, moves: &moves,
                names: ("x", "o"), seed: 1)
            #expect(forfeit == nil)
        }
        #expect(moves.map(\.cellName) == ["a1", "a2"])
        #expect(board.mark(at: Move(cell: "a2")) == .o)
        #expect(board.moveCount == 2)
    }
}
