import GameCore
import Referee
import Synchronization

/// Plays its own moves from a list, in order: its n-th move is `moves[n]`.
package struct ScriptedPlayer: Player {
    package let name: String
    package let moves: [Move]
    package init(_ name: String, _ cells: String...) {
        self.name = name
        moves = cells.map { Move(cell: $0) }
    }
    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        // NB: X's n-th move is at move count 2n, O's at 2n+1.
        let index = state.board.moveCount / 2
        guard index < moves.count else { throw PlayerError("Script of \(name) ran out.") }
        return moves[index]
    }
}

/// Always answers the same cell.
package struct StubbornPlayer: Player {
    package let name: String
    package let answer: Move

    package init(name: String, answer: Move) {
        self.name = name
        self.answer = answer
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move { answer }
}

/// Throws instead of answering.
package struct ThrowingPlayer: Player {
    package let name: String
    package let message: String

    package init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move { throw PlayerError(message) }
}

/// Thinks for an hour, unless cancelled.
package struct SleepyPlayer: Player {
    package let name: String

    package init(name: String) {
        self.name = name
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await Task.sleep(for: .seconds(3600))
        return Move(column: 0, row: 0)
    }
}

/// Plays a uniformly random legal move, from the game's seed, its own seed and the move number.
package struct SeededRandomPlayer: Player {
    package let name: String
    package let seed: UInt64

    package init(name: String, seed: UInt64) {
        self.name = name
        self.seed = seed
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let moves = state.board.legalMoves
        var generator = SplitMix64.derived(from: state.seed ^ seed, index: UInt64(state.board.moveCount))
        return moves[generator.next(below: moves.count)]
    }
}

/// Plays like ``SeededRandomPlayer`` and reports the same score with every move.
package struct ScoredPlayer: Player {
    package let name: String
    package let seed: UInt64
    package let score: MoveScore?

    package init(name: String, seed: UInt64, score: MoveScore?) {
        self.name = name
        self.seed = seed
        self.score = score
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await SeededRandomPlayer(name: name, seed: seed).move(in: state, budget: budget)
    }
    package var lastMoveScore: MoveScore? { score }
}

/// Plays the first legal move, column by column from a1.
package struct FirstLegalPlayer: Player {
    package let name: String

    package init(name: String) {
        self.name = name
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        state.board.legalMoves[0]
    }
}

/// Remembers what it was told, for tests of the hooks.
package final class HookLog: Sendable {
    private let entries = Mutex<[String]>([])
    package init() {}
    package func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    package var all: [String] { entries.withLock { $0 } }
}

/// Plays like another player and logs the hooks.
package struct LoggingPlayer: Player {
    package let inner: any Player
    package let log: HookLog

    package init(inner: any Player, log: HookLog) {
        self.inner = inner
        self.log = log
    }

    package var name: String { inner.name }
    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        try await inner.move(in: state, budget: budget)
    }
    package func gameStarted(_ state: GameState) async { log.append("\(name) started \(state.board.moveCount)") }
    package func gameEnded(_ result: GameResult) async { log.append("\(name) ended \(result.score)") }
    package func shutDown() async { log.append("\(name) shut down") }
}

/// Collects events in order.
package final class EventLog: Sendable {
    private let events = Mutex<[GameEvent]>([])
    package init() {}
    package var observer: GameObserver { GameObserver { [self] event in events.withLock { $0.append(event) } } }
    package var all: [GameEvent] { events.withLock { $0 } }

    /// The events as short words, for comparing orders: `started`, `X b2`, `illegal O b2`, `ended 1-0`.
    package var outline: [String] {
        all.map { event in
            switch event {
            case let .gameStarted(_, x, o, _): "started \(x) \(o)"
            case let .moved(played): "\(played.mark) \(played.notation)"
            case let .illegalMove(mark, text, _): "illegal \(mark) \(text)"
            case let .gameEnded(played): "ended \(played.result.score)"
            case let .seriesStarted(first, second, games, _): "series \(first) \(second) \(games)"
            case let .seriesEnded(result): "series ended \(result.gamesPlayed)"
            }
        }
    }
}

extension Move {
    /// The cell named `cell`, such as `b2`; for tests.
    package init(cell: String) {
        self = try! Board(rules: Rules(columns: 26, rows: 26, k: 5)).move(parsing: cell)
    }
}

/// Plays the first legal cell and logs what it was shown: names, seed, moves.
package struct InspectingPlayer: Player {
    package let name: String
    package let log: HookLog

    package init(name: String, log: HookLog) {
        self.name = name
        self.log = log
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let moves = state.moves.map(\.cellName).joined(separator: " ")
        let game = state.game
        log.append("\(state.xName)-\(state.oName) seed \(state.seed) [\(moves)] \(game.moveText == moves) \(state.sideToMove)")
        return state.board.legalMoves[0]
    }
}

/// Answers the first legal move a fixed time after its budget's deadline (at once without
/// one), like a bot whose pipes and scheduler make it a little late; honours cancellation.
package struct LatePlayer: Player {
    package let name: String
    package let lateness: Duration

    package init(name: String, lateness: Duration) {
        self.name = name
        self.lateness = lateness
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        if let deadline = budget.deadline { try await Task.sleep(until: deadline + lateness, clock: .continuous) }
        return state.board.legalMoves[0]
    }
}

/// Answers `lateness` past its deadline whatever happens: it does not stop when cancelled.
package struct DeafPlayer: Player {
    package let name: String
    package let lateness: Duration

    package init(name: String, lateness: Duration) {
        self.name = name
        self.lateness = lateness
    }

    package func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let until = (budget.deadline ?? .now) + lateness
        // NB: a wait that cancellation does not cut short (a player busy computing).
        while ContinuousClock.now < until { try? await Task.sleep(until: until, clock: .continuous) }
        return state.board.legalMoves[0]
    }
}
