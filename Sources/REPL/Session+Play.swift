import Arena
import GameCore
import Synchronization

extension Session {
    /// Plays a move typed by a person, then lets the computer reply.
    func playHumanMove(_ move: Move, text: String) async throws(CommandError) {
        if let result = currentResult {
            throw CommandError("The game is over: \(announcement(for: result)) Type 'new' for another game.")
        }
        let mark = sideToMove
        guard isHuman(mark) else {
            throw CommandError("It is \(game.name(of: mark)) (\(mark))'s turn, not a person's. Type 'play' to let it move, or '\(mark == .x ? "x" : "o") human' to take the seat.")
        }
        do { game = try game.playing(move) } catch { throw CommandError(error.message) }
        emitMoved(mark, move)
        await playComputerMoves(untilHuman: true)
        showPosition()
    }

    /// Lets the seated players move until the game ends, or (with `untilHuman`) until a
    /// person is to move.
    func playComputerMoves(untilHuman: Bool) async {
        Interrupts.requested.store(false, ordering: .relaxed)
        while currentResult == nil {
            let mark = sideToMove
            if isHuman(mark) && untilHuman { return }
            if Interrupts.requested.load(ordering: .relaxed) {
                output.text("Interrupted.")
                return
            }
            await playOneComputerMove(mark)
        }
    }

    /// Asks the player of `mark` for a move and referees it.
    func playOneComputerMove(_ mark: Mark) async {
        let player: any Player
        do {
            player = try livePlayer(for: mark)
        } catch {
            endByForfeit(of: mark, reason: .playerError("\(error)"))
            return
        }
        let state = GameState(game: game, seed: gameSeed)
        let move: Move
        do {
            move = try await player.move(in: state, budget: MoveBudget(perMove: settings.moveTime))
        } catch {
            endByForfeit(of: mark, reason: .playerError("\(error)"))
            return
        }
        do {
            game = try game.playing(move)
        } catch {
            output.json(.object([
                ("type", "illegal_move"), ("side", .string(mark.symbol)), ("move", .string(move.cellName)),
                ("message", .string(error.message)),
            ]))
            endByForfeit(of: mark, reason: .illegalMove(move.cellName, error))
            return
        }
        emitMoved(mark, move)
    }

    /// The player in the seat of `mark` for this game, made on first use.
    func livePlayer(for mark: Mark) throws -> any Player {
        if let player = livePlayers[mark] { return player }
        let context = PlayerContext(seed: SplitMix64.derived(from: gameSeed, index: UInt64(mark.rawValue)).state)
        let player = try registry.makePlayer(seats[mark]!, context: context)
        livePlayers[mark] = player
        return player
    }

    func endByForfeit(of mark: Mark, reason: EndReason) {
        result = GameResult(winner: mark.opponent, reason: reason)
    }

    func emitMoved(_ mark: Mark, _ move: Move) {
        output.json(.object([
            ("type", "move"), ("ply", .int(game.moves.count)), ("side", .string(mark.symbol)),
            ("player", .string(game.name(of: mark))), ("move", .string(game.rules.notation(for: move))),
        ]))
    }

    /// Draws the board (for people) and, when the game has just ended, announces and counts it.
    func showPosition() {
        output.text(renderedBoard)
        finishIfOver()
    }

    /// Announces and counts the game once it has ended.
    func finishIfOver() {
        guard let result = currentResult, !counted else { return }
        counted = true
        scores.record(x: game.xName, o: game.oName, winner: result.winner)
        output.text(announcement(for: result))
        output.json(.object([
            ("type", "game_ended"), ("result", .string(result.score)),
            ("winner", result.winner.map { .string($0.symbol) } ?? .null),
            ("reason", .string(reasonText(result.reason))), ("moves", .string(game.moveText)),
        ]))
    }

    /// The announcement with the players' names: `heuristic (X) wins: a1 b2 c3.`
    func announcement(for result: GameResult) -> String {
        let x = "\(game.xName) (X)"
        let o = "\(game.oName) (O)"
        guard let winner = result.winner else { return "Draw between \(x) and \(o)." }
        let name = winner == .x ? x : o
        let loser = winner == .x ? o : x
        switch result.reason {
        case let .line(line):
            return "\(name) wins: \(line.map(\.cellName).joined(separator: " "))."
        case let .illegalMove(move, error):
            return "\(loser) forfeits with \(move): \(error?.message ?? "illegal move.") \(name) wins."
        case let .playerError(message):
            return "\(loser) forfeits: \(message) \(name) wins."
        case let .timeout(overrun):
            return "\(loser) lost on time (over by \(formatDuration(overrun))). \(name) wins."
        case let .aborted(why):
            return "\(loser) loses: \(why). \(name) wins."
        case .boardFull:
            return "\(name) wins."
        }
    }

    /// A short reason for JSON and records.
    func reasonText(_ reason: EndReason) -> String {
        switch reason {
        case let .line(line): "line " + line.map(\.cellName).joined(separator: " ")
        case .boardFull: "board full"
        case let .illegalMove(move, error): "illegal move \(move): \(error?.message ?? "")"
        case let .playerError(message): "player error: \(message)"
        case let .timeout(overrun): "timeout by \(formatDuration(overrun))"
        case let .aborted(why): "aborted: \(why)"
        }
    }
}
