// Temporary until the built-in players land: a random player so the REPL runs.
import Arena
import GameCore

struct StubRandomPlayer: Player {
    let name = "random"
    let seed: UInt64
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        var generator = SplitMix64.derived(from: seed, index: UInt64(state.game.moves.count))
        let moves = state.board.legalMoves
        return moves[generator.next(below: moves.count)]
    }
}

extension PlayerRegistry {
    public static let builtIn = PlayerRegistry(entries: [
        .init(name: "random", summary: "Plays a uniformly random legal move.", options: ["seed=N"]) { _, context in
            StubRandomPlayer(seed: context.seed)
        },
    ])
}
