import GameCore
import Referee
import TestSupport
import Testing

@Suite("Coordinator")
struct CoordinatorTests {
    @Test("A line wins, and the result names it")
    func lineWins() async {
        let log = EventLog()
        let coordinator = Coordinator(observers: [log.observer])
        let played = await coordinator.play(
            x: ScriptedPlayer("heuristic", "a1", "a2", "a3"), o: ScriptedPlayer("random", "b1", "b2"), seed: 9)
        #expect(played.result == GameResult(winner: .x, reason: .line([Move(cell: "a1"), Move(cell: "a2"), Move(cell: "a3")])))
        #expect(played.game.moveText == "a1 b1 a2 b2 a3")
        #expect(played.winnerName == "heuristic")
        #expect(played.seed == 9)
        #expect(log.outline == ["started heuristic random", "X a1", "O b1", "X a2", "O b2", "X a3", "ended 1-0"])
        #expect(log.all.last?.announcement == "heuristic (X) wins: a1 a2 a3.")
    }

    @Test("A full board with no line is a draw")
    func fullBoardDraws() async {
        let played = await Coordinator().play(
            x: ScriptedPlayer("perfect", "b1", "a2", "c3", "a3", "c1"),
            o: ScriptedPlayer("perfect", "b2", "b3", "c2", "a1"))
        #expect(played.result == GameResult(winner: nil, reason: .boardFull))
        #expect(played.game.moves.count == 9)
        #expect(played.announcement == "Draw between perfect (X) and perfect (O).")
    }

    @Test("Moved events carry the mover, the notation and the board after the move")
    func movedEventsCarryBoards() async throws {
        let log = EventLog()
        _ = await Coordinator(observers: [log.observer]).play(
            x: ScriptedPlayer("a", "a1", "a2", "a3"), o: ScriptedPlayer("b", "b1", "b2"))
        var expected = Board(rules: .ticTacToe)
        var count = 0
        for event in log.all {
            guard case let .moved(played) = event else { continue }
            #expect(played.mark == expected.sideToMove)
            expected = try expected.playing(played.move)
            #expect(played.board == expected)
            #expect(played.notation == played.move.cellName)
            count += 1
            #expect(played.ply == count)
        }
        #expect(count == 5)
    }

    @Test("Answering a taken cell forfeits, with the cell and who holds it")
    func occupiedCellForfeits() async {
        let log = EventLog()
        let played = await Coordinator(observers: [log.observer]).play(
            x: ScriptedPlayer("heuristic", "b2", "a1"), o: StubbornPlayer(name: "random", answer: Move(cell: "b2")))
        #expect(played.result == GameResult(winner: .x, reason: .illegalMove("b2", .occupied(Move(cell: "b2"), by: .x))))
        #expect(played.game.moveText == "b2")
        #expect(log.outline == ["started heuristic random", "X b2", "illegal O b2", "ended 1-0"])
        guard case let .illegalMove(_, _, message) = log.all[2] else {
            Issue.record("expected an illegal move event, got \(log.all[2])")
            return
        }
        #expect(message == "b2 is taken by X.")
        #expect(played.announcement == "random (O) forfeits: b2 is taken by X. heuristic (X) wins.")
    }

    @Test("Answering a cell off the board forfeits")
    func offBoardForfeits() async {
        let played = await Coordinator().play(
            x: StubbornPlayer(name: "wild", answer: Move(cell: "d1")), o: FirstLegalPlayer(name: "tame"))
        #expect(played.result == GameResult(winner: .o, reason: .illegalMove("d1", .offBoard(Move(cell: "d1"), .ticTacToe))))
        #expect(played.announcement == "wild (X) forfeits: Cell 'd1' is off the 3x3 board. tame (O) wins.")
    }

    @Test("A floating stone in a gravity game forfeits")
    func floatingStoneForfeits() async {
        let played = await Coordinator(rules: .connectFour).play(
            x: StubbornPlayer(name: "floaty", answer: Move(cell: "d3")), o: FirstLegalPlayer(name: "tame"))
        #expect(played.result.winner == .o)
        #expect(played.announcement == "floaty (X) forfeits: Stones fall in this game: 'd3' would land on d1. tame (O) wins.")
    }

    @Test("A player that throws forfeits with its message")
    func thrownErrorForfeits() async {
        let log = EventLog()
        let played = await Coordinator(observers: [log.observer]).play(
            x: FirstLegalPlayer(name: "tame"), o: ThrowingPlayer(name: "crashy", message: "Lost my marbles"))
        #expect(played.result == GameResult(winner: .x, reason: .playerError("Lost my marbles")))
        #expect(log.outline == ["started tame crashy", "X a1", "ended 1-0"])
        #expect(played.announcement == "crashy (O) forfeits with an error: Lost my marbles. tame (X) wins.")
    }

    @Test("A player that overruns its time is cancelled and loses on time", .timeLimit(.minutes(1)))
    func overrunLosesOnTime() async {
        let log = EventLog()
        let coordinator = Coordinator(timeLimit: .milliseconds(50), observers: [log.observer])
        let played = await coordinator.play(x: SleepyPlayer(name: "slowbot"), o: FirstLegalPlayer(name: "random"))
        guard case let .timeout(overrun) = played.result.reason else {
            Issue.record("expected a timeout, got \(played.result)")
            return
        }
        #expect(played.result.winner == .o)
        #expect(overrun == TimeOverrun(limit: .milliseconds(50)))
        #expect(played.timeLimit == .milliseconds(50))
        #expect(played.game.moves.isEmpty)
        #expect(log.outline == ["started slowbot random", "ended 0-1"])
        #expect(played.announcement == "slowbot (X) lost on time: no move within 50ms. random (O) wins.")
    }

    @Test("A time margin accepts answers that late, and only those; the player is told the limit itself")
    func timeMargin() async {
        // NB: late by far more than a busy scheduler could blur, and far less than the margin
        // (30s: with the whole suite running on two cores, a 100ms sleep was seen to end
        // after 1.2s, its task waiting for a thread).
        let late = LatePlayer(name: "late", lateness: .milliseconds(100))
        let strict = await Coordinator(timeLimit: .milliseconds(40)).play(x: late, o: FirstLegalPlayer(name: "first"))
        guard case .timeout = strict.result.reason else { Issue.record("without a margin: \(strict.result)"); return }
        let lenient = await Coordinator(timeLimit: .milliseconds(40), timeMargin: .seconds(30))
            .play(x: late, o: FirstLegalPlayer(name: "first"))
        #expect(lenient.game.board.isOver)
        #expect(lenient.result.winner == .x, "\(lenient.result)")
        // NB: a margin shorter than the lateness still forfeits: no move within limit and margin.
        let short = await Coordinator(timeLimit: .milliseconds(40), timeMargin: .milliseconds(5))
            .play(x: LatePlayer(name: "late", lateness: .seconds(30)), o: FirstLegalPlayer(name: "first"))
        guard case let .timeout(overrun) = short.result.reason else { Issue.record("short margin: \(short.result)"); return }
        #expect(overrun == TimeOverrun(limit: .milliseconds(40), margin: .milliseconds(5)))
        #expect(short.result.reason.summary == "timeout: no move within 40ms (and the 5ms margin)")
    }

    @Test("A move that comes after the deadline is void, and the verdict says how late it came")
    func lateAnswerSaysHowLate() async {
        let played = await Coordinator(timeLimit: .milliseconds(40))
            .play(x: DeafPlayer(name: "deaf", lateness: .milliseconds(80)), o: FirstLegalPlayer(name: "first"))
        guard case let .timeout(overrun) = played.result.reason else { Issue.record("\(played.result)"); return }
        #expect(played.moves.isEmpty)
        #expect(overrun.limit == .milliseconds(40))
        #expect(overrun.answeredLate.map { $0 >= .milliseconds(75) } == true, "\(overrun)")
        #expect(played.announcement.hasPrefix("deaf (X) lost on time: answered "))
        #expect(played.announcement.hasSuffix("ms past the 40ms limit. first (O) wins."))
    }

    @Test("A time margin applies to clocks too")
    func clockMargin() async {
        let clock = GameClock(base: .milliseconds(30), increment: .zero)
        let late = LatePlayer(name: "late", lateness: .milliseconds(100))
        let strict = await Coordinator().play(x: ClockedPlayer(late, clock: clock), o: FirstLegalPlayer(name: "first"))
        #expect(strict.result.winner == .o, "\(strict.result)")
        let lenient = await Coordinator().play(x: ClockedPlayer(late, clock: clock, margin: .seconds(30)), o: FirstLegalPlayer(name: "first"))
        #expect(lenient.result.winner == .x, "\(lenient.result)")
    }

    @Test("Players that answer in time play a timed game to its end")
    func timedGamePlaysOut() async {
        // NB: a limit no answer comes near, even with the test waiting behind busy neighbours.
        let played = await Coordinator(timeLimit: .seconds(3600)).play(
            x: ScriptedPlayer("a", "a1", "a2", "a3"), o: ScriptedPlayer("b", "b1", "b2"))
        #expect(played.result.reason == .line([Move(cell: "a1"), Move(cell: "a2"), Move(cell: "a3")]))
    }

    @Test("Errors and illegal answers under a time limit are still forfeits, not timeouts")
    func timedForfeits() async {
        let coordinator = Coordinator(timeLimit: .seconds(3600))
        let thrown = await coordinator.play(x: ThrowingPlayer(name: "crashy", message: "No."), o: FirstLegalPlayer(name: "b"))
        #expect(thrown.result == GameResult(winner: .o, reason: .playerError("No.")))
        let illegal = await coordinator.play(
            x: FirstLegalPlayer(name: "a"), o: StubbornPlayer(name: "stubborn", answer: Move(cell: "a1")))
        #expect(illegal.result == GameResult(winner: .x, reason: .illegalMove("a1", .occupied(Move(cell: "a1"), by: .x))))
    }

    @Test("After a forfeit the next game starts cleanly")
    func nextGameAfterForfeit() async {
        let log = EventLog()
        let hooks = HookLog()
        let coordinator = Coordinator(observers: [log.observer])
        let first = await coordinator.play(
            x: LoggingPlayer(inner: ThrowingPlayer(name: "crashy", message: "Boom"), log: hooks),
            o: LoggingPlayer(inner: FirstLegalPlayer(name: "tame"), log: hooks))
        let second = await coordinator.play(
            x: LoggingPlayer(inner: ScriptedPlayer("a", "a1", "a2", "a3"), log: hooks),
            o: LoggingPlayer(inner: ScriptedPlayer("b", "b1", "b2"), log: hooks))
        #expect(first.result.reason == .playerError("Boom"))
        #expect(second.result.winner == .x)
        #expect(second.game.moveText == "a1 b1 a2 b2 a3")
        #expect(log.outline == [
            "started crashy tame", "ended 0-1",
            "started a b", "X a1", "O b1", "X a2", "O b2", "X a3", "ended 1-0",
        ])
        #expect(hooks.all == [
            "crashy started 0", "tame started 0", "crashy ended 0-1", "tame ended 0-1",
            "a started 0", "b started 0", "a ended 1-0", "b ended 1-0",
        ])
    }

    @Test("An opening is played first and announced; the players continue from it")
    func openingIsContinued() async throws {
        let log = EventLog()
        let opening = try Game(rules: .ticTacToe, moves: [Move(cell: "b2"), Move(cell: "a1")])
        let played = await Coordinator(observers: [log.observer]).play(
            // NB: the scripts' first entries stand for the opening's moves and are never asked for.
            x: ScriptedPlayer("x", "b2", "c1", "c2", "c3"), o: ScriptedPlayer("o", "a1", "a2", "a3"), opening: opening)
        #expect(played.game.moveText == "b2 a1 c1 a2 c2 a3")
        #expect(played.result.winner == .o)
        #expect(played.game.xName == "x" && played.game.oName == "o")
        #expect(log.outline == ["started x o", "X b2", "O a1", "X c1", "O a2", "X c2", "O a3", "ended 0-1"])
    }

    @Test("An opening that is already over ends the game without asking anyone")
    func finishedOpening() async throws {
        let opening = try Game(rules: .ticTacToe, moves: ["a1", "b1", "a2", "b2", "a3"].map { Move(cell: $0) })
        let played = await Coordinator().play(
            x: ThrowingPlayer(name: "x", message: "not asked"), o: ThrowingPlayer(name: "o", message: "not asked"),
            opening: opening)
        #expect(played.result.winner == .x)
        #expect(played.game.moves.count == 5)
    }

    @Test("The abort check ends the game with no winner and its reason")
    func abortStopsTheGame() async {
        let hooks = HookLog()
        let played = await Coordinator().play(
            x: FirstLegalPlayer(name: "a"), o: FirstLegalPlayer(name: "b"),
            abort: {
                // NB: asked before every move; the fourth time, three moves have been played.
                hooks.append("asked")
                return hooks.all.count > 3 ? "Interrupted by the user" : nil
            })
        #expect(played.result == GameResult(winner: nil, reason: .aborted("Interrupted by the user")))
        #expect(played.game.moves.count == 3)
        #expect(played.announcement == "Game between a (X) and b (O) aborted: Interrupted by the user.")
    }

    @Test("Cancelling the task that plays aborts the game", .timeLimit(.minutes(1)))
    func cancellationAborts() async {
        let task = Task {
            await Coordinator().play(x: SleepyPlayer(name: "sleepy"), o: FirstLegalPlayer(name: "b"))
        }
        task.cancel()
        let played = await task.value
        #expect(played.result == GameResult(winner: nil, reason: .aborted("The game was cancelled.")))
    }

    @Test("Random players always reach a legal end, checked by replaying the game")
    func randomGamesEndLegally() async throws {
        let coordinator = Coordinator(rules: .connectFour)
        for seed in UInt64(0)..<50 {
            let played = await coordinator.play(
                x: SeededRandomPlayer(name: "r1", seed: 1), o: SeededRandomPlayer(name: "r2", seed: 2), seed: seed)
            let board = try Game(rules: .connectFour, moves: played.game.moves).board
            #expect(board.isOver, "seed \(seed)")
            #expect(played.result.winner == board.winner, "seed \(seed)")
        }
    }

    @Test("The event stream delivers a game's events in order, then ends")
    func eventStream() async {
        let stream = GameEventStream()
        let log = EventLog()
        let coordinator = Coordinator(observers: [stream.observer, log.observer])
        _ = await coordinator.play(x: ScriptedPlayer("a", "a1", "a2", "a3"), o: ScriptedPlayer("b", "b1", "b2"))
        stream.finish()
        var received: [GameEvent] = []
        for await event in stream.events { received.append(event) }
        #expect(received == log.all)
        #expect(received.count == 7)
    }

    @Test("Players are shown the names, the seed, the moves and the position")
    func playersSeeTheGame() async {
        let log = HookLog()
        _ = await Coordinator().play(
            x: InspectingPlayer(name: "a", log: log), o: InspectingPlayer(name: "b", log: log), seed: 77)
        #expect(log.all.prefix(3) == [
            "a-b seed 77 [] true X", "a-b seed 77 [a1] true O", "a-b seed 77 [a1 a2] true X",
        ])
        #expect(log.all.count == 7)
    }

    @Test("An observer of whole games is not sent moves; the others still are, in order")
    func observerOfGamesOnly() async {
        let games = EventLog()
        let all = EventLog()
        let order = HookLog()
        var coordinator = Coordinator()
        coordinator.observe(GameObserver(includingMoves: false) { event in
            games.observer.receive(event)
            order.append("games")
        })
        coordinator.observe { event in
            all.observer.receive(event)
            order.append("all")
        }
        _ = await coordinator.play(x: ScriptedPlayer("a", "b2"), o: StubbornPlayer(name: "b", answer: Move(cell: "b2")))
        #expect(games.outline == ["started a b", "ended 1-0"])
        #expect(all.outline == ["started a b", "X b2", "illegal O b2", "ended 1-0"])
        #expect(order.all == ["games", "all", "all", "all", "games", "all"])
    }
}

@Suite("Played moves")
struct PlayedMoveTests {
    @Test("A played move names its mover, number, notation and board from the moves so far")
    func playedMoveOfAGame() throws {
        var game = Game(rules: .connectFour)
        for column in [3, 3, 4] { game = try game.playing(game.board.landingCell(inColumn: column)!) }
        let played = PlayedMove(lastMoveOf: game)
        #expect(played.mark == .x && played.ply == 3)
        #expect(played.move == Move(column: 4, row: 0) && played.notation == "e")
        #expect(played.board == game.board)
        #expect(PlayedMove(lastMoveOf: try Game(rules: .ticTacToe, moves: [Move(column: 1, row: 1), Move(column: 0, row: 0)])).mark == .o)
    }
}
