import Foundation
import GameCore
import Players
import REPL
import Testing

@Suite("The REPL's help, wrapped")
struct HelpWrapTests {
    /// What `help WORDS` prints at `width` columns.
    func help(_ words: String, width: Int) async -> String {
        let output = CapturedOutput()
        let session = Session(output: output, registry: .builtIn)
        session.helpWidth = width
        _ = await ScriptRunner(session: session).run(ListLineReader(["help " + words]), source: "test")
        return output.transcript
    }

    /// Problems of `wrapped` against `unwrapped`: a line past the width, a word split or
    /// lost, a line of one word that is not a paragraph of one word.
    func problems(_ wrapped: String, unwrapped: String, width: Int) -> [String] {
        var problems: [String] = []
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines where line.count > width { problems.append("over \(width): '\(line)'") }
        if wrapped.split(whereSeparator: \.isWhitespace) != unwrapped.split(whereSeparator: \.isWhitespace) {
            problems.append("the words differ from the unwrapped text")
        }
        let alone = Set(unwrapped.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.contains(" ") })
        for line in lines where line.split(separator: " ").count == 1 && !alone.contains(line.trimmingCharacters(in: .whitespaces)) {
            problems.append("one word alone: '\(line)'")
        }
        return problems
    }

    @Test("'help' and 'help COMMAND' fit 80 and 120 columns, split no word, leave no word alone",
          arguments: [""] + Session.commands.map(\.name))
    func wrapped(command: String) async {
        let unwrapped = await help(command, width: 100_000)
        for width in [80, 120] {
            let text = await help(command, width: width)
            #expect(problems(text, unwrapped: unwrapped, width: width) == [], "help \(command) at \(width):\n\(text)")
        }
    }

    @Test("'help' keeps 'statistics' whole at 80 columns")
    func statistics() async {
        let text = await help("", width: 80)
        #expect(text.contains("statistics"))
        #expect(!text.contains("statist\n"))
    }

    @Test("'help tournament' lists every option it takes, and --rules every preset")
    func tournamentOptions() async {
        let text = await help("tournament", width: 100_000)
        for option in ["games", "seed", "concurrency", "journal", "resume", "shard", "gauntlet", "openings", "random-plies",
                       "time", "clock", "time-margin", "rules", "records", "report", "sprt", "sync", "anchor", "bot-logs"] {
            #expect(text.contains("--\(option) "), "--\(option)")
        }
        let rules = text.split(separator: "\n").first { $0.contains("--rules RULES") } ?? ""
        for preset in Rules.presets.map(\.name) { #expect(rules.contains(preset), "\(preset)") }
    }

    @Test("a row's text wraps under its column; prose is reflowed; a last word is not left alone")
    func rows() {
        let text = "Some prose that was\nwrapped by hand.\n\n  --games N    games per pairing, and more words here\n               that continue\n"
        #expect(HelpText.wrapped(text, width: 30) == """
        Some prose that was wrapped
        by hand.

          --games N    games per
                       pairing, and
                       more words here
                       that continue

        """)
    }
}
