import BotProtocols
import GameCore
import TestSupport
import Testing

/// The UCI protocol's lines, without processes: the variant of each board, the handshake,
/// the position and search requests, and the moves both ways.
@Suite struct UCIProtocolTests {
    @Test func tictactoeIsADropVariantOfThreeInARow() {
        #expect(UCIProtocol.variantName(for: .ticTacToe) == "ttt-3x3-k3")
        #expect(UCIProtocol.variantDefinition(for: .ticTacToe) == """
            [ttt-3x3-k3]
            maxRank = 3
            maxFile = c
            immobile = p
            startFen = 3/3/3[PPPPPPPPPppppppppp] w - - 0 1
            pieceDrops = true
            dropOnTop = false
            doubleStep = false
            castling = false
            stalemateValue = draw
            immobilityIllegal = false
            connectN = 3

            """)
    }

    @Test func connectFourDropsOnTop() {
        let text = UCIProtocol.variantDefinition(for: .connectFour)
        #expect(UCIProtocol.variantName(for: .connectFour) == "ttt-7x6-k4-gravity")
        #expect(text.hasPrefix("[ttt-7x6-k4-gravity]\nmaxRank = 6\nmaxFile = g\n"))
        #expect(text.contains("\nstartFen = 7/7/7/7/7/7[\(String(repeating: "P", count: 42))\(String(repeating: "p", count: 42))] w - - 0 1\n"))
        #expect(text.contains("\ndropOnTop = true\n"))
        #expect(text.contains("\nconnectN = 4\n"))
    }

    @Test func onlyTheFreestyleRuleHasAVariant() throws {
        #expect(UCIProtocol.unsupported(.gomoku, engine: "fsf") == nil)
        #expect(UCIProtocol.unsupported(.renju, engine: "fsf")
            == "Cannot play renju with 'fsf': a UCI variant has no 'renju' rule (connectN wins with k or more in a row).")
        #expect(UCIProtocol.unsupported(try Rules(parsing: "9x9 k=4 rule=standard"), engine: "fsf") != nil)
    }

    @Test func handshakeSelectsTheVariantFromItsFile() {
        #expect(UCIProtocol.hello == "uci")
        #expect(UCIProtocol.variantSelection(for: .fourByFour, path: "/tmp/ttt-bot-1/variants.ini") == [
            "setoption name VariantPath value /tmp/ttt-bot-1/variants.ini",
            "setoption name UCI_Variant value ttt-4x4-k4",
        ])
        #expect(UCIProtocol.newGame == ["ucinewgame", "isready"])
        let said = "info string variant ttt-4x4-k4 files 4 ranks 4 pocket 1 template fairy startpos 4/4/4/4[PPPP] w - - 0 1"
        #expect(UCIProtocol.announcesVariant(said, for: .fourByFour))
        #expect(!UCIProtocol.announcesVariant(said, for: .ticTacToe))
        #expect(!UCIProtocol.announcesVariant("info string variant", for: .fourByFour))
        #expect(UCIProtocol.variantRefusal(for: .gomoku).hasPrefix(
            "it did not take the variant 'ttt-15x15-k5' (15 files, 15 ranks, connectN 5): no 'info string variant ttt-15x15-k5' before 'readyok'."))
    }

    @Test func positionsListEveryMoveAsADropOfP() throws {
        var game = Game(rules: .ticTacToe)
        #expect(UCIProtocol.position(of: game) == "position startpos")
        for cell in ["a1", "b2", "c3"] { game = try game.playing(ExternalFixtures.cell(cell)) }
        // NB: Fairy-Stockfish writes and reads Black's drops as 'P@' too.
        #expect(UCIProtocol.position(of: game) == "position startpos moves P@a1 P@b2 P@c3")
    }

    @Test func searchIsByMoveTimeOrByTheClock() {
        // NB: the search stops a little before the move's time, so the answer arrives within it.
        #expect(UCIProtocol.go(time: .milliseconds(250)) == "go movetime 225")
        #expect(UCIProtocol.go(time: .milliseconds(50)) == "go movetime 40")
        #expect(UCIProtocol.go(time: .milliseconds(10)) == "go movetime 5")
        #expect(UCIProtocol.go(time: .seconds(30)) == "go movetime 27000")
        let clock = BotClock(base: .seconds(60), increment: .milliseconds(500), left: .milliseconds(41_250))
        #expect(UCIProtocol.go(time: .milliseconds(41_250), clock: clock) == "go wtime 41250 btime 41250 winc 500 binc 500")
        #expect(UCIProtocol.go(time: .seconds(2), clock: clock) == "go wtime 41250 btime 41250 winc 500 binc 500 movetime 1800")
    }

    @Test func bestMovesAreReadBack() throws {
        #expect(UCIProtocol.bestMove(in: "bestmove P@b2 ponder P@c1") == "P@b2")
        #expect(UCIProtocol.bestMove(in: "bestmove") == "")
        #expect(UCIProtocol.bestMove(in: "info depth 3 pv P@b2") == nil)
        let board = Game(rules: .ticTacToe).board
        #expect(try UCIProtocol.move(parsing: "P@b2", on: board) == ExternalFixtures.cell("b2"))
        #expect(try UCIProtocol.move(parsing: "c3", on: board) == ExternalFixtures.cell("c3"))
        #expect(UCIProtocol.text(of: ExternalFixtures.cell("c3")) == "P@c3")
        let gomoku = Game(rules: .gomoku).board
        #expect(try UCIProtocol.move(parsing: "P@o15", on: gomoku) == Move(column: 14, row: 14))
    }

    @Test func aMoveThatIsNoDropOnAFreeCellIsRefused() throws {
        let game = try Game(rules: .ticTacToe).playing(ExternalFixtures.cell("b2"))
        let cases: [(text: String, message: String)] = [
            ("a1b2", "Cannot read 'a1b2' as a move: a move here is a drop on a cell, as in 'P@b2'."),
            ("(none)", "Cannot read '(none)' as a move: a move here is a drop on a cell, as in 'P@b2'."),
            ("N@b1", "Cannot read 'N@b1' as a move: a move here is a drop on a cell, as in 'P@b2'."),
            ("", "Cannot read '' as a move: a move here is a drop on a cell, as in 'P@b2'."),
            ("P@d1", "Cannot play 'P@d1': there is no cell 'd1' on the 3x3 board."),
            ("P@a0", "Cannot play 'P@a0': there is no cell 'a0' on the 3x3 board."),
            ("P@a999", "Cannot play 'P@a999': there is no cell 'a999' on the 3x3 board."),
        ]
        for (text, message) in cases {
            #expect(throws: BotError(message), "\(text)") { try UCIProtocol.move(parsing: text, on: game.board) }
        }
        let taken = try #require(throws: BotError.self) { try UCIProtocol.move(parsing: "P@b2", on: game.board) }
        #expect(taken.message.hasPrefix("Cannot play 'P@b2': "))
        let connectFour = Game(rules: .connectFour).board
        let floating = try #require(throws: BotError.self) { try UCIProtocol.move(parsing: "P@d3", on: connectFour) }
        #expect(floating.message.hasPrefix("Cannot play 'P@d3': "))
        #expect(try UCIProtocol.move(parsing: "P@d1", on: connectFour) == ExternalFixtures.cell("d1"))
    }

    @Test func aMoveIsAskedWithAReadyCheckBetweenThePositionAndTheSearch() {
        let game = Game(rules: .ticTacToe)
        #expect(UCIProtocol.moveRequest(for: game, time: .milliseconds(100)) == ["position startpos", "isready", "go movetime 90"])
    }

    @Test func infoLinesAreRemarksButTheVariantsAnnouncement() {
        for line in ["info depth 1 score cp 0", "info", "  info string hello", "info\tnodes 1"] {
            #expect(UCIProtocol.isRemark(line), "\(line)")
        }
        for line in ["info string variant ttt-3x3-k3 files 3", "information", "bestmove P@a1", "readyok", ""] {
            #expect(!UCIProtocol.isRemark(line), "\(line)")
        }
    }
}
