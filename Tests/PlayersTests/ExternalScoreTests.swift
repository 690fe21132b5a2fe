import BotProcesses
import Foundation
import GameCore
import Players
import Referee
import TestSupport
import Testing

extension ExternalTests {
    /// The scores bots print with their moves, read by each protocol's player and counted by
    /// the referee's --draw and --resign rules: bots written for the tests
    /// (Players/bots/scores/) print the scores in SCORES, one a move, on a lattice of cells
    /// where no line is ever made, so only adjudication ends their games.
    @Suite struct Scores {
        static let directory = "\(ExternalFixtures.bots)/scores"

        func configuration(_ file: String, scores: String, tag: String, late: String? = nil) -> ExternalPlayer.Configuration {
            .init(
                name: (file as NSString).deletingPathExtension, command: BotFiles.command(forFile: "\(Scores.directory)/\(file)"),
                environment: ["TTT_TEST_TAG": tag, "SCORES": scores].merging(late.map { ["LATE": $0] } ?? [:]) { $1 },
                margin: .milliseconds(500),
                quitGrace: .milliseconds(100), terminateGrace: .milliseconds(100))
        }

        func native(_ scores: String, tag: String) -> ExternalPlayer {
            ExternalPlayer(configuration: configuration("native-scores.py", scores: scores, tag: tag))
        }

        func uci(_ scores: String, tag: String, late: String? = nil) -> UCIPlayer {
            UCIPlayer(configuration: configuration("uci-scores.py", scores: scores, tag: tag, late: late))
        }

        func gomocup(_ scores: String, tag: String) -> GomocupPlayer {
            GomocupPlayer(configuration: configuration("pbrain-scores.py", scores: scores, tag: tag))
        }

        /// A game of `x` against `o` under `adjudication`, with the scores each reported
        /// with its moves, in the order of the moves.
        func play(
            _ x: any Player, _ o: any Player, rules: Rules, _ adjudication: AdjudicationRules
        ) async -> (played: PlayedGame, scores: [MoveScore?]) {
            var coordinator = Coordinator(rules: rules, timeLimit: .seconds(5))
            coordinator.adjudicator = Adjudicator(rules: adjudication, solver: nil)
            let heard = ScoresHeard()
            let played = await coordinator.play(x: Reporting(x, into: heard), o: Reporting(o, into: heard))
            await x.shutDown()
            await o.shutDown()
            return (played, heard.scores)
        }

        @Test("UCI: the last exact score before bestmove (not a bound it superseded, not multipv 2) resigns the engine at its 2nd move of -600 or worse")
        func uciResigns() async throws {
            let tag = ExternalFixtures.newTag()
            // NB: X's scores: 35, then -700 as a bound (still its score: no exact one came), then mate -2.
            let x = uci("cp 35;cp -700 upperbound;mate -2", tag: tag)
            let o = native("10", tag: tag)
            let (played, scores) = await play(x, o, rules: try Rules(parsing: "9x9 k=5"), AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 600)))
            #expect(played.result.reason.summary == "adjudicated: X resigns, its score -600 or worse for 2 moves (score)")
            #expect(played.result.winner == .o)
            #expect(played.game.moves.count == 5, "X's 3rd move: its 2nd of -600 or worse")
            #expect(scores == [.units(35), .units(10), .units(-700), .units(10), .mate(-2)])
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("UCI: an info line after bestmove is no move's score, neither that move's nor the next's")
        func uciLateInfo() async throws {
            let tag = ExternalFixtures.newTag()
            // NB: each bestmove is followed by 'info depth 9 score cp -99999', which would
            // resign X at once (one move of -100 or worse) were it counted.
            let x = uci("cp 20", tag: tag, late: "cp -99999")
            let o = native("10", tag: tag)
            let (played, scores) = await play(
                x, o, rules: try Rules(parsing: "9x9 k=5"),
                AdjudicationRules(resign: ScoreResign(moveCount: 1, score: 100), maxMoves: 12))
            #expect(played.result.reason.summary == "adjudicated: a draw at 12 moves (move limit)")
            #expect(scores == Array(repeating: [MoveScore.units(20), .units(10)], count: 6).flatMap { $0 })
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("Gomocup: Rapfi's 'ev N' and '-M4' in a MESSAGE during the move, a MESSAGE after it never; a move without a score breaks the run")
        func gomocupResigns() async throws {
            let tag = ExternalFixtures.newTag()
            // NB: O's 2nd move has no score: its run of -600 or worse starts again at its 3rd.
            let x = native("700", tag: tag)
            let o = gomocup("-900;none;-M4;-700", tag: tag)
            let (played, scores) = await play(x, o, rules: .gomoku, AdjudicationRules(resign: ScoreResign(moveCount: 2, score: 600)))
            #expect(played.result.reason.summary == "adjudicated: O resigns, its score -600 or worse for 2 moves (score)")
            #expect(played.result.winner == .x)
            #expect(played.game.moves.count == 8)
            #expect(scores == [.units(700), .units(-900), .units(700), nil, .units(700), .mate(-2), .units(700), .units(-700)])
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("twosided: the loser's run is not enough until the winner's agrees")
        func twoSided() async throws {
            let tag = ExternalFixtures.newTag()
            let x = native("-700", tag: tag)
            let o = gomocup("0;700", tag: tag)
            let rule = ScoreResign(moveCount: 2, score: 600, twoSided: true)
            let (played, _) = await play(x, o, rules: .gomoku, AdjudicationRules(resign: rule))
            // NB: X is -700 from its 1st move; O is +700 from its 2nd, so O's 3rd move (ply 6) completes it.
            #expect(played.result.reason.summary == "adjudicated: X resigns, its score -600 or worse for 2 moves (score)")
            #expect(played.game.moves.count == 6)
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("Native and Gomocup: a draw once both scores stay within the bound for movecount moves after movenumber full moves")
        func draws() async throws {
            let tag = ExternalFixtures.newTag()
            let x = native("5;50;-3;0", tag: tag)
            let o = gomocup("-8;+M5;10;0", tag: tag)
            let rule = ScoreDraw(moveNumber: 4, moveCount: 3, score: 10)
            let (played, scores) = await play(x, o, rules: .gomoku, AdjudicationRules(draw: rule))
            #expect(played.result.reason.summary == "adjudicated: a draw, both scores within 10 of zero for 3 moves (score)")
            #expect(played.result.winner == nil)
            // NB: X's 50 (ply 3) and O's +M5, mate 3 (ply 4), break the runs; X's 3rd in the
            // bound is ply 9, O's is ply 10 (movenumber 4 is met from ply 8).
            #expect(played.game.moves.count == 10)
            #expect(scores.prefix(4) == [.units(5), .units(-8), .units(50), .mate(3)])
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }

        @Test("A score is the move's: a bot that prints none after printing one reports none")
        func scoreIsPerMove() async throws {
            let tag = ExternalFixtures.newTag()
            let x = native("mate 3;none", tag: tag)
            let o = uci("cp -20;none", tag: tag)
            let (played, scores) = await play(x, o, rules: try Rules(parsing: "9x9 k=5"), AdjudicationRules(maxMoves: 6))
            #expect(played.result.reason.summary == "adjudicated: a draw at 6 moves (move limit)")
            #expect(played.game.moves.count == 6)
            // NB: the UCI engine's bound (12345, printed before every move) is its score once no exact one follows.
            #expect(scores == [.mate(3), .units(-20), nil, .units(12345), nil, .units(12345)])
            #expect(await ExternalProcessTable.waitUntilGone(tag: tag).isEmpty)
        }
    }
}

/// The scores players reported with their moves, in order.
final class ScoresHeard: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [MoveScore?] = []
    var scores: [MoveScore?] { lock.withLock { kept } }
    func append(_ score: MoveScore?) { lock.withLock { kept.append(score) } }
}

/// A player that notes the score its inner player reports with each move.
struct Reporting: Player {
    let inner: any Player
    let heard: ScoresHeard
    init(_ inner: any Player, into heard: ScoresHeard) {
        self.inner = inner
        self.heard = heard
    }
    var name: String { inner.name }
    var keepsItsOwnDeadline: Bool { inner.keepsItsOwnDeadline }
    func gameStarted(_ state: GameState) async { await inner.gameStarted(state) }
    func gameEnded(_ result: GameResult) async { await inner.gameEnded(result) }
    func move(in state: GameState, budget: MoveBudget) async throws -> Move {
        let move = try await inner.move(in: state, budget: budget)
        heard.append(inner.lastMoveScore)
        return move
    }
    var lastMoveScore: MoveScore? { inner.lastMoveScore }
}
