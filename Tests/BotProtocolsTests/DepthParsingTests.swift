import BotProtocols
import Testing

/// The depth a bot reports with its move, as each protocol's lines say it.
@Suite struct DepthParsingTests {
    @Test("Native: 'info ... depth N ...'", arguments: [
        ("info depth 6 score -40 nodes 1200", 6), ("INFO Depth 12", 12), ("info score 35", nil),
        ("info depth x", nil), ("move h8", nil), ("info depth 100000", nil),
    ] as [(String, Int?)])
    func native(line: String, depth: Int?) {
        #expect(NativeProtocol.depth(in: line) == depth)
    }

    @Test("Gomocup: Rapfi's 'depth 10-14' in a MESSAGE, the first line of a multi-PV search only", arguments: [
        ("depth 10-14 ev 35 n 12K n/ms 1200 tm 100 pv h8 i9", 10), ("Speed 1.2M | Depth 11-17 | Eval -120 | Node 12K", 11),
        ("depth 7 ev 3", 7), ("ev 35", nil), ("multipv 2 depth 9-12 ev 3", nil),
    ] as [(String, Int?)])
    func gomocup(message: String, depth: Int?) {
        #expect(GomocupProtocol.depth(inMessage: message) == depth)
    }

    @Test("UCI: 'info depth N ...', not in a string, not of multipv 2", arguments: [
        ("info depth 9 seldepth 14 score cp 35 nodes 1234 pv P@b2", 9), ("info string depth 9", nil),
        ("info multipv 2 depth 9 score cp 3", nil), ("info score cp 35", nil), ("info depth 4 pv P@a1 depth 7", 4),
    ] as [(String, Int?)])
    func uci(line: String, depth: Int?) {
        #expect(UCIProtocol.depth(in: line) == depth)
    }

    @Test("UCI: the depth kept is that of the line whose score the move takes")
    func uciSearchScoresDepth() {
        let scores = UCISearchScores()
        scores.saw("readyok")
        scores.heard(.units(12345), isBound: true, depth: 1)
        scores.heard(.units(35), isBound: false, depth: 8)
        scores.heard(.units(-700), isBound: true, depth: 9)
        scores.saw("bestmove P@b2")
        scores.heard(.units(-99999), isBound: false, depth: 20)
        #expect(scores.scoreAtBestMove == .units(35))
        #expect(scores.depthAtBestMove == 8)
    }
}
