import GameCore
import Testing

/// Text from outside is shown written out: no escape sequence reaches a terminal raw.
@Suite struct DisplayTextTests {
    @Test("Escape sequences and control characters are written out", arguments: [
        ("\u{1B}[2J\u{1B}[31mEvil\u{07}", "\\e[2J\\e[31mEvil\\u{7}"),
        ("line\nbreak\r\ttab", "line\\nbreak\\r\\ttab"),
        ("del\u{7F} c1\u{9B}2J", "del\\u{7F} c1\\u{9B}2J"),
        ("right\u{202E}to left", "right\\u{202E}to left"),
        ("plain b2, é and 五", "plain b2, é and 五"),
    ])
    func escapes(raw: String, shown: String) {
        #expect(raw.escapedForDisplay() == shown)
        #expect(!raw.escapedForDisplay().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test("Escaping twice changes nothing more")
    func idempotent() {
        let once = "\u{1B}[2J\\n".escapedForDisplay()
        #expect(once == "\\e[2J\\n")
        #expect(once.escapedForDisplay() == once)
    }

    @Test("Names are cut to 64 characters and replies to 80, with an ellipsis")
    func cut() {
        let long = String(repeating: "a", count: 200)
        #expect(long.shownAsName == String(repeating: "a", count: 64) + "…")
        #expect(long.shownAsReply == String(repeating: "a", count: 80) + "…")
        #expect("short".shownAsName == "short")
        // NB: an escape is never cut in half.
        let escapes = String(repeating: "\u{1B}", count: 40)
        #expect(escapes.shownAsName == String(repeating: "\\e", count: 32) + "…")
    }
}
