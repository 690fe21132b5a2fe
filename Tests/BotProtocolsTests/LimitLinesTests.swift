import BotProtocols
import GameCore
import Testing

/// What each protocol tells a bot of its spec's limits (`nodes=`, `depth=`) and of a clock
/// with moves per period (`40/60s+600ms`), without processes.
@Suite struct LimitLinesTests {
    static let periodClock = BotClock(base: .seconds(60), increment: .milliseconds(600), left: .milliseconds(41_500), movesToGo: 7)
    static let limits = BotSearchLimits(nodes: 20_000, depth: 4)

    @Test("The native request names the moves to go, the nodes and the depth, before the moves")
    func nativeRequest() throws {
        let game = try Game(rules: .ticTacToe, moves: [])
        #expect(NativeProtocol.moveRequest(for: game, time: .milliseconds(500), limits: Self.limits)
            == "move board=3x3 k=3 gravity=no side=x time=500ms nodes=20000 depth=4 moves=")
        #expect(NativeProtocol.moveRequest(for: game, time: .milliseconds(41_500), clock: Self.periodClock)
            == "move board=3x3 k=3 gravity=no side=x time=41500ms clock=41500ms increment=600ms movestogo=7 moves=")
        // NB: without limits, the request is the one bots always had.
        #expect(NativeProtocol.moveRequest(for: game, time: .milliseconds(500))
            == "move board=3x3 k=3 gravity=no side=x time=500ms moves=")
    }

    @Test("A Gomocup engine is told the limits as Yixin's INFO max_node and max_depth, with what prepares the game")
    func gomocupPreparation() {
        #expect(GomocupProtocol.preparation(maximumMemory: 1000, rules: .gomoku, limits: Self.limits) == [
            "INFO timeout_match 0", "INFO max_memory 1000", "INFO game_type 1", "INFO rule 0",
            "INFO max_node 20000", "INFO max_depth 4",
        ])
        #expect(GomocupProtocol.preparation(maximumMemory: 1000, rules: .gomoku, limits: BotSearchLimits(depth: 9)).last
            == "INFO max_depth 9")
        // NB: under moves per period, the engine's time left is the period's.
        #expect(GomocupProtocol.moveLimits(time: .milliseconds(41_500), clock: Self.periodClock)
            == ["INFO timeout_turn 41500", "INFO time_left 41500"])
    }

    @Test("A UCI engine's go names movestogo under moves per period, then nodes and depth")
    func uciGo() {
        #expect(UCIProtocol.go(time: .milliseconds(41_500), clock: Self.periodClock)
            == "go wtime 41500 btime 41500 winc 600 binc 600 movestogo 7")
        #expect(UCIProtocol.go(time: .milliseconds(100), limits: Self.limits) == "go movetime 90 nodes 20000 depth 4")
        #expect(UCIProtocol.go(time: .milliseconds(200), clock: Self.periodClock, limits: BotSearchLimits(nodes: 5))
            == "go wtime 41500 btime 41500 winc 600 binc 600 movestogo 7 movetime 180 nodes 5")
    }
}
