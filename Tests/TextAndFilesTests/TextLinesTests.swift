import TextAndFiles
import Testing

/// The one way ttt splits a file into lines: LF or CRLF, a byte-order mark at the start dropped.
@Suite struct TextLinesTests {
    @Test("LF, CRLF and both mixed give the same lines; a final line break begins no line", arguments: [
        "h8 i9\nj8\n\n# end\n",
        "h8 i9\r\nj8\r\n\r\n# end\r\n",
        "h8 i9\r\nj8\n\r\n# end",
        "\u{FEFF}h8 i9\r\nj8\r\n\r\n# end\r\n",
        "\u{FEFF}h8 i9\nj8\n\n# end\r",
    ])
    func sameLines(text: String) {
        #expect(TextLines.lines(of: text) == ["h8 i9", "j8", "", "# end"])
    }

    @Test("Empty text has no lines; a lone line break is one empty line; a byte-order mark alone is no line")
    func edges() {
        #expect(TextLines.lines(of: "").isEmpty)
        #expect(TextLines.lines(of: "\n") == [""])
        #expect(TextLines.lines(of: "\r\n") == [""])
        #expect(TextLines.lines(of: "\u{FEFF}").isEmpty)
        #expect(TextLines.lines(of: "\u{FEFF}\n") == [""])
        #expect(TextLines.lines(of: "no break") == ["no break"])
    }

    @Test("A CR that is not before an LF stays in its line, and a byte-order mark after the start stays too")
    func loneCR() {
        #expect(TextLines.lines(of: "a\rb\nc\r\r\n") == ["a\rb", "c\r"])
        #expect(TextLines.lines(of: "a\n\u{FEFF}b\n") == ["a", "\u{FEFF}b"])
        #expect(TextLines.lines(of: "\u{FEFF}\u{FEFF}a") == ["\u{FEFF}a"])
        // NB: the lines are whole characters: é and 五 survive the cut.
        #expect(TextLines.lines(of: "é\r\n五\r\n").map { $0.count } == [1, 1])
    }

    @Test("A line read a line at a time loses its line end, and the first line its byte-order mark")
    func content() {
        func content(_ text: String, first: Bool) -> String {
            String(decoding: TextLines.content(ofLine: Array(text.utf8), isFirst: first), as: UTF8.self)
        }
        #expect(content("\u{FEFF}{\"a\":1}\r\n", first: true) == "{\"a\":1}")
        #expect(content("\u{FEFF}x\r\n", first: false) == "\u{FEFF}x")
        #expect(content("x\n", first: false) == "x")
        #expect(content("x\r", first: false) == "x")
        #expect(content("x", first: true) == "x")
        #expect(content("a\rb", first: false) == "a\rb")
        #expect(Array(TextLines.withoutByteOrderMark(Array("\u{FEFF}[1]".utf8))) == Array("[1]".utf8))
        #expect(TextLines.withoutByteOrderMark("\u{FEFF}(;GM[4])") == "(;GM[4])")
        #expect(TextLines.withoutByteOrderMark("(;GM[4])") == "(;GM[4])")
    }
}
