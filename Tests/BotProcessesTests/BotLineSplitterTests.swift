@testable import BotProcesses
import Testing

/// Lines from bots: LF, CR and CRLF, split anywhere, and lines too long.
@Suite struct BotLineSplitterTests {
    func pieces(_ chunks: [String], limit: Int = 64 * 1024) -> [BotLineSplitter.Piece] {
        var splitter = BotLineSplitter(maximumLength: limit)
        var found: [BotLineSplitter.Piece] = []
        for chunk in chunks { splitter.feed(Array(chunk.utf8)) { found.append($0) } }
        splitter.finish { found.append($0) }
        return found
    }

    @Test func everyLineEndCountsOnce() {
        let expected: [BotLineSplitter.Piece] = [.line("ready"), .line("move b2"), .line("pong"), .line("last")]
        #expect(pieces(["ready\nmove b2\r\npong\rlast"]) == expected)
        #expect(pieces(["ready\r", "\nmove b2\r", "\n", "pong\r", "last"]) == expected)
        #expect(pieces(["\n\n\r\nready\n", "move b2\n\npong\nlast\n"]) == expected)
    }

    @Test func overlongLineIsReportedOnceAndSkipped() {
        #expect(pieces(["ok\n", "123456", "789\nnext\n"], limit: 8) == [.line("ok"), .overlong(9), .line("next")])
    }

    @Test func invalidUTF8IsReplaced() {
        var splitter = BotLineSplitter()
        var found: [BotLineSplitter.Piece] = []
        splitter.feed([0x6D, 0xFF, 0x0A]) { found.append($0) }
        #expect(found == [.line("m\u{FFFD}")])
    }
}
