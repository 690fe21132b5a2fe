/// Help text wrapped to a width: paragraphs reflowed, words never split, and no paragraph's
/// last line left with one word where a word from the line before can keep it company.
///
/// The text is read as it is written in the sources and as argument-parser renders it at an
/// unbounded width:
/// - lines at the left margin that follow each other are one paragraph (hard-wrapped prose);
/// - a line with a gap of two or more spaces (`  --journal FILE   append ...`)
///   is a row: its text wraps under the column after the gap, and deeper-indented lines that
///   start at that column continue it;
/// - `- ` starts a list item, wrapped under its text;
/// - `USAGE: ` lines wrap under the text after the label;
/// - other indented lines (examples, commands) wrap under their own indentation.
public enum HelpText {
    /// `text` wrapped to `width` columns.
    public static func wrapped(_ text: String, width: Int) -> String {
        var out: [String] = []
        for paragraph in paragraphs(of: text) {
            guard let paragraph else {
                out.append("")
                continue
            }
            out += lines(of: paragraph, width: max(width, 20))
        }
        return out.joined(separator: "\n")
    }

    struct Paragraph {
        /// What the first line starts with, kept as written: indentation, and a row's label.
        var prefix: String
        /// The column later lines start at.
        var hang: Int
        var words: [String]
    }

    /// The paragraphs of `text`; nil for a blank line.
    static func paragraphs(of text: String) -> [Paragraph?] {
        var result: [Paragraph?] = []
        var current: Paragraph?
        var joinsMargin = false
        func flush() {
            if let paragraph = current { result.append(paragraph) }
            current = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.allSatisfy({ $0 == " " }) {
                flush()
                result.append(nil)
                continue
            }
            let words = body.split(separator: " ").map(String.init)
            if var paragraph = current {
                let continuesRow = indent > 0 && indent == paragraph.hang && paragraph.hang > paragraph.prefix.prefix { $0 == " " }.count
                let continuesProse = joinsMargin && indent == 0 && !body.hasPrefix("- ")
                if continuesRow || continuesProse {
                    paragraph.words += words
                    current = paragraph
                    continue
                }
            }
            flush()
            joinsMargin = false
            if body.hasPrefix("- ") {
                current = Paragraph(prefix: String(line.prefix(indent + 2)), hang: indent + 2, words: Array(words.dropFirst()))
            } else if indent == 0, body.hasPrefix("USAGE: ") {
                current = Paragraph(prefix: "USAGE: ", hang: 7, words: Array(words.dropFirst()))
            } else if let gap = rowGap(in: body) {
                let textColumn = indent + gap.upperBound
                current = Paragraph(prefix: String(line.prefix(textColumn)), hang: textColumn,
                                    words: String(body.dropFirst(gap.upperBound)).split(separator: " ").map(String.init))
            } else {
                current = Paragraph(prefix: String(repeating: " ", count: indent), hang: indent, words: words)
                joinsMargin = indent == 0
            }
        }
        flush()
        return result
    }

    /// Where a row's label ends and its text begins: the first run of two or more spaces
    /// after some text, followed by more text; as offsets into `body`.
    static func rowGap(in body: Substring) -> Range<Int>? {
        let characters = Array(body)
        var index = 0
        while index < characters.count {
            if characters[index] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                if end - index >= 2, index > 0, end < characters.count { return index..<end }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    static func lines(of paragraph: Paragraph, width: Int) -> [String] {
        var rows: [[String]] = [[]]
        var used = paragraph.prefix.count
        let hang = String(repeating: " ", count: paragraph.hang)
        for word in paragraph.words {
            let needed = rows[rows.count - 1].isEmpty ? word.count : word.count + 1
            if used + needed > width, !rows[rows.count - 1].isEmpty {
                rows.append([word])
                used = paragraph.hang + word.count
            } else {
                rows[rows.count - 1].append(word)
                used += needed
            }
        }
        // NB: no last line of one word: take words from the line above while it keeps two
        // (or its label) and the last line still fits.
        if rows.count >= 2, rows[rows.count - 1].count == 1 {
            let last = rows.count - 1
            let keeps = last - 1 == 0 && paragraph.prefix.contains(where: { $0 != " " }) ? 1 : 2
            while rows[last].count < 2, rows[last - 1].count > keeps {
                let moved = rows[last - 1].removeLast()
                let length = paragraph.hang + ([moved] + rows[last]).joined(separator: " ").count
                if length > width {
                    rows[last - 1].append(moved)
                    break
                }
                rows[last].insert(moved, at: 0)
            }
        }
        return rows.enumerated().map { index, words in
            ((index == 0 ? paragraph.prefix : hang) + words.joined(separator: " "))
        }.map { $0.trailingSpacesRemoved }
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
