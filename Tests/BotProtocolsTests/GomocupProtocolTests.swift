import BotProtocols
import GameCore
import TestSupport
import Testing

/// The Gomocup protocol's lines, without processes: the requests, the coordinates, the
/// limits, and the answer to `ABOUT`.
@Suite struct GomocupProtocolTests {
    @Test func requestsAreBeginTurnOrBoard() throws {
        var game = Game(rules: .gomoku)
        #expect(GomocupProtocol.request(for: game, known: 0) == ["BEGIN"])
        game = try game.playing(ExternalFixtures.cell("h8"))
        // a1 is 0,14: y counts rows from the top.
        #expect(GomocupProtocol.coordinates(of: ExternalFixtures.cell("a1"), rules: .gomoku) == "0,14")
        // NB: playing second, the engine gets the first move as TURN, as piskvork sends it.
        #expect(GomocupProtocol.request(for: game, known: 0) == ["TURN 7,7"])
        #expect(GomocupProtocol.request(for: game, known: nil) == ["BOARD", "7,7,2", "DONE"])
        game = try game.playing(ExternalFixtures.cell("h9"))
        game = try game.playing(ExternalFixtures.cell("i9"))
        #expect(GomocupProtocol.request(for: game, known: 2) == ["TURN 8,6"])
        // O to move: its own stones are 1.
        #expect(GomocupProtocol.request(for: game, known: 0) == ["BOARD", "7,7,2", "7,6,1", "8,6,2", "DONE"])
        #expect(GomocupProtocol.move(parsing: "7, 6", rules: .gomoku) == ExternalFixtures.cell("h9"))
        #expect(GomocupProtocol.move(parsing: "15,0", rules: .gomoku) == nil)
        #expect(GomocupProtocol.start(for: try Rules(parsing: "9x7 k=4")) == "RECTSTART 9,7")
        #expect(GomocupProtocol.preparation(maximumMemory: 1000, rules: .gomoku) == [
            "INFO timeout_match 0", "INFO max_memory 1000", "INFO game_type 1", "INFO rule 0",
        ])
        #expect(GomocupProtocol.moveLimits(time: .milliseconds(500)) == ["INFO timeout_turn 500", "INFO time_left 500"])
        // An engines file's option of a key ttt sends itself takes its line: the engine is told once.
        #expect(GomocupProtocol.preparation(
            GomocupProtocol.preparation(maximumMemory: 1000, rules: .gomoku),
            options: [(key: "MAX_MEMORY", value: "2000"), (key: "THREAD_NUM", value: "1")]) == [
            "INFO timeout_match 0", "INFO MAX_MEMORY 2000", "INFO game_type 1", "INFO rule 0", "INFO THREAD_NUM 1",
        ])
        let clock = BotClock(base: .seconds(60), increment: .seconds(1), left: .milliseconds(41_500))
        #expect(GomocupProtocol.preparation(clock: clock, maximumMemory: 1000, rules: .gomoku).first == "INFO timeout_match 60000")
        #expect(GomocupProtocol.moveLimits(time: .milliseconds(500), clock: clock) == ["INFO timeout_turn 500", "INFO time_left 41500"])
    }

    @Test func readsTheAnswerToAbout() {
        let fields = GomocupProtocol.about(parsing: #"name="Rapfi", version="0.43", author="Rapfi developers", country="CN""#)
        #expect(fields == ["name": "Rapfi", "version": "0.43", "author": "Rapfi developers", "country": "CN"])
        #expect(fields.flatMap(GomocupProtocol.announcedName(from:)) == "Rapfi 0.43")
        #expect(GomocupProtocol.about(parsing: "name=pela, version=1") == ["name": "pela", "version": "1"])
        #expect(GomocupProtocol.about(parsing: #"name="a, b""#) == ["name": "a, b"])
        #expect(GomocupProtocol.announcedName(from: ["name": "pela"]) == "pela")
        for line in ["7,7", "MESSAGE name=x", #"name="unclosed"#, "", #"name="a" version="b""#] {
            #expect(GomocupProtocol.about(parsing: line) == nil, "\(line)")
        }
    }
}
