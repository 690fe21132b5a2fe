import GameCore
import Referee
import Synchronization
import Testing
import TestSupport

/// The referee keeps each move's story when asked: the time it took and what its player said
/// with it, aligned with the moves, none for an opening's.
@Suite struct MoveStoryTests {
    /// Plays the first legal cell, and reports as its score and depth the number of moves
    /// before its move (so each move's report is known).
    final class Reporter: Player, Sendable {
        let name: String
        private let said = Mutex<Int?>(nil)
        init(_ name: String) { self.name = name }
        func move(in state: GameState, budget: MoveBudget) async throws -> Move {
            said.withLock { $0 = state.moves.count }
            return state.board.legalMoves[0]
        }
        var lastMoveScore: MoveScore? { said.withLock { $0 }.map { .units($0 * 10) } }
        var lastMoveDepth: Int? { said.withLock { $0 } }
    }

    @Test("Each move after the opening has its time, score and depth; the opening's have none")
    func story() async throws {
        var coordinator = Coordinator(rules: .ticTacToe)
        coordinator.keepsStory = true
        let opening = try Game(rules: .ticTacToe, moves: ["b2", "a1"].map { Move(cell: $0) })
        let played = await coordinator.play(x: Reporter("x"), o: Reporter("o"), opening: opening)
        let story = try #require(played.story)
        #expect(story.count == played.moves.count)
        #expect(story.times.prefix(2).allSatisfy { $0 == nil })
        #expect(story.times.dropFirst(2).allSatisfy { ($0 ?? -1) >= 0 })
        #expect(Array(story.depths) == [nil, nil] + (2..<played.moves.count).map { Optional($0) })
        #expect(Array(story.scores) == [nil, nil] + (2..<played.moves.count).map { Optional(MoveScore.units($0 * 10)) })
    }

    @Test("Without keepsStory a game keeps none (a benchmark's loop pays nothing for it)")
    func noStory() async {
        let played = await Coordinator(rules: .ticTacToe).play(x: Reporter("x"), o: Reporter("o"))
        #expect(played.story == nil)
    }
}
