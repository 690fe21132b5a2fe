import BotProtocols
import Testing

/// The scores read from each protocol's lines: UCI `info ... score`, Gomocup `MESSAGE`
/// evaluations as Rapfi prints them, and the native `info score`.
@Suite struct BotScoreTests {
    @Test("UCI: cp and mate, bounds marked, multipv 2 and info string never")
    func uci() {
        #expect(UCIProtocol.score(in: "info depth 9 seldepth 12 score cp 35 nodes 1234 nps 5000 pv P@b2 P@c3")! == (.units(35), false))
        #expect(UCIProtocol.score(in: "info depth 9 score mate -2 pv P@b2")! == (.mate(-2), false))
        #expect(UCIProtocol.score(in: "info depth 9 score mate 3 pv P@b2")! == (.mate(3), false))
        #expect(UCIProtocol.score(in: "info depth 9 score cp -120 lowerbound nodes 99")! == (.units(-120), true))
        #expect(UCIProtocol.score(in: "info depth 9 score cp 40 upperbound")! == (.units(40), true))
        #expect(UCIProtocol.score(in: "info depth 9 multipv 1 score cp 7 pv P@a1")! == (.units(7), false))
        #expect(UCIProtocol.score(in: "info depth 9 multipv 2 score cp 7 pv P@a1") == nil)
        #expect(UCIProtocol.score(in: "info string score cp 35") == nil)
        #expect(UCIProtocol.score(in: "info depth 9 nodes 100 pv P@a1 score cp 5") == nil, "words after pv are moves")
        #expect(UCIProtocol.score(in: "info depth 9 score cp x") == nil)
        #expect(UCIProtocol.score(in: "info depth 9 nodes 100") == nil)
        #expect(UCIProtocol.score(in: "bestmove P@a1") == nil)
    }

    @Test("Gomocup: Rapfi's 'ev' and 'Eval', mates in plies, never a database mate or multipv 2")
    func gomocup() {
        #expect(GomocupProtocol.score(inMessage: "depth 10-14 ev 35 n 12K n/ms 1200 tm 100 pv h8 i9") == .units(35))
        #expect(GomocupProtocol.score(inMessage: "Speed 1.2M | Depth 10-14 | Eval -120 | Node 12K | Time 100ms") == .units(-120))
        #expect(GomocupProtocol.score(inMessage: "Depth 8-10 | Eval +M5 | Time 20ms | h8 i9") == .mate(3))
        #expect(GomocupProtocol.score(inMessage: "depth 3-3 ev M1 n 10 pv h8") == .mate(1))
        #expect(GomocupProtocol.score(inMessage: "depth 3-3 ev -M4 n 10 pv h8") == .mate(-2))
        #expect(GomocupProtocol.score(inMessage: "depth 3-3 ev -M3 n 10") == .mate(-2))
        #expect(GomocupProtocol.score(inMessage: "depth 3-3 ev +M* n 10") == nil)
        #expect(GomocupProtocol.score(inMessage: "depth 3-3 multipv 2 ev 80 n 10") == nil)
        #expect(GomocupProtocol.score(inMessage: "multipv 1 ev 80 w 55.00") == .units(80))
        #expect(GomocupProtocol.score(inMessage: "Rapfi 2024 by dhbloo") == nil)
        #expect(GomocupProtocol.score(inMessage: "Bestline h8 i9 j10") == nil)
        #expect(GomocupProtocol.score(inMessage: "ev VAL_INF") == nil)
    }

    @Test("native: 'info score N' and 'info score mate N', other words around")
    func native() {
        #expect(NativeProtocol.score(in: "info score 35") == .units(35))
        #expect(NativeProtocol.score(in: "INFO Score -120") == .units(-120))
        #expect(NativeProtocol.score(in: "info depth 6 score +40 nodes 1200") == .units(40))
        #expect(NativeProtocol.score(in: "info score mate 3") == .mate(3))
        #expect(NativeProtocol.score(in: "info score mate -2") == .mate(-2))
        #expect(NativeProtocol.score(in: "info score") == nil)
        #expect(NativeProtocol.score(in: "info score high") == nil)
        #expect(NativeProtocol.score(in: "debug score 35") == nil)
        #expect(NativeProtocol.score(in: "info thinking hard") == nil)
        // An info line with a score stays a remark: bots that print one work as before.
        #expect(NativeProtocol.reply(parsing: "info score 35") == .remark("info score 35"))
    }
}
