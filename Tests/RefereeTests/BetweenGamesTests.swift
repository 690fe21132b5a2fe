import Referee
import Synchronization
import Testing

@Suite("What a series keeps between its games")
struct BetweenGamesTests {
    @Test("a value worked out once is made once for the whole series, a missing one included")
    func rememberedOnce() {
        let shelf = BetweenGames()
        let made = Mutex(0)
        let first = shelf.remembered("bot file\u{1}greedy") { made.withLock { $0 += 1 }; return "Players/bots/greedy.py" }
        let again = shelf.remembered("bot file\u{1}greedy") { made.withLock { $0 += 1 }; return "elsewhere" }
        #expect(first == "Players/bots/greedy.py" && again == first)
        #expect(made.withLock { $0 } == 1)
        // NB: "no such bot" is a value too: remembered, not looked up again.
        let none: String? = shelf.remembered("bot file\u{1}random") { nil }
        let stillNone: String? = shelf.remembered("bot file\u{1}random") { "found later" }
        #expect(none == nil && stillNone == nil)
        // NB: a key never seen is made, even when its type is optional.
        let fresh: String? = shelf.remembered("bot file\u{1}other") { "other" }
        #expect(fresh == "other")
    }

    @Test("a value that cannot be made is not remembered: the next game tries again")
    func failureIsTriedAgain() {
        struct Missing: Error {}
        let shelf = BetweenGames()
        #expect(throws: Missing.self) { try shelf.remembered("k") { () throws -> Int in throw Missing() } }
        #expect(shelf.remembered("k") { 7 } == 7)
    }

    @Test("a bot left from a lane goes back to the same lane's next game; another lane's only when none is left")
    func lanesKeepTheirBots() async {
        let shelf = BetweenGames()
        BetweenGames.$lane.withValue(0) { shelf.leave("bot of lane 0", under: "pbrain") {} }
        BetweenGames.$lane.withValue(1) { shelf.leave("bot of lane 1", under: "pbrain") {} }
        // NB: lane 1 left last, yet lane 0 gets its own back.
        #expect(BetweenGames.$lane.withValue(0) { shelf.take(String.self, under: "pbrain") } == "bot of lane 0")
        #expect(BetweenGames.$lane.withValue(0) { shelf.take(String.self, under: "pbrain") } == "bot of lane 1")
        #expect(shelf.take(String.self, under: "pbrain") == nil)
        let ended = Mutex(0)
        shelf.leave("left", under: "other") { ended.withLock { $0 += 1 } }
        #expect(shelf.count == 1)
        await shelf.endAll()
        #expect(shelf.count == 0 && ended.withLock { $0 } == 1)
    }
}
