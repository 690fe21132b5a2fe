import Foundation
import Testing

/// What is wrong with `wrapped`, help wrapped to `width`, against the same help unwrapped:
/// a line past the width, a word split or lost, or a line of one word that is not a
/// paragraph of one word.
func wrappingProblems(_ wrapped: String, unwrapped: String, width: Int) -> [String] {
    var problems: [String] = []
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines where line.count > width {
        problems.append("over \(width) columns: '\(line)'")
    }
    if wrapped.split(whereSeparator: \.isWhitespace) != unwrapped.split(whereSeparator: \.isWhitespace) {
        problems.append("the words differ from the unwrapped text (a word split or lost)")
    }
    let alone = Set(unwrapped.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.contains(" ") })
    for line in lines {
        let words = line.split(separator: " ")
        if words.count == 1, !alone.contains(String(words[0])) {
            problems.append("a line of one word: '\(line)'")
        }
    }
    return problems
}

extension EndToEnd {
    @Suite("Help at 80 and 120 columns")
    struct HelpTextTests {
        static let topics = ["", "play", "bench", "solve", "tournament", "match", "merge", "report", "check-bot", "tune"]

        @Test("every command's help fits the width, splits no word and leaves no word alone", arguments: topics)
        func wrapped(topic: String) async throws {
            let arguments = topic.isEmpty ? ["help"] : ["help", topic]
            let unwrapped = try await TTTProcess.run(arguments, environment: ["COLUMNS": "100000"])
            #expect(unwrapped.status == 0)
            for width in [80, 120] {
                let result = try await TTTProcess.run(arguments, environment: ["COLUMNS": String(width)])
                #expect(result.status == 0)
                #expect(wrappingProblems(result.stdout, unwrapped: unwrapped.stdout, width: width) == [], "ttt \(arguments.joined(separator: " ")) at \(width)")
            }
            if !topic.isEmpty {
                let flag = try await TTTProcess.run([topic, "--help"], environment: ["COLUMNS": "80"])
                let help = try await TTTProcess.run(arguments, environment: ["COLUMNS": "80"])
                #expect(flag.stdout == help.stdout)
            }
        }

        @Test("piped with no COLUMNS, help is 80 columns")
        func pipedIs80() async throws {
            let result = try await TTTProcess.run(["help", "play"], environment: ["COLUMNS": ""])
            #expect(result.stdout.split(separator: "\n").contains { $0.count > 72 })
            #expect(!result.stdout.split(separator: "\n").contains { $0.count > 80 })
            #expect(!result.stdout.contains("\nexpect\n"))
        }

        @Test("'ttt help nosuch' says the topic is unknown and fails")
        func unknownTopic() async throws {
            let result = try await TTTProcess.run(["help", "nosuch"])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("Error: Unknown help topic 'nosuch'."), "\(result.stderr)")
            let near = try await TTTProcess.run(["help", "slove"])
            #expect(near.stderr.contains("Did you mean 'solve'?"), "\(near.stderr)")
        }

        @Test("A command after options is an error that shows the command first")
        func commandAfterOptions() async throws {
            let result = try await TTTProcess.run(["--bot-logs", "my logs", "match", "random", "heuristic", "--games", "2"])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: Options go after the command: '--bot-logs' came before 'match'. Try 'ttt match --bot-logs \"my logs\" random heuristic --games 2'.\n", "\(result.stderr)")
            // NB: options of play itself, before a script file, are play's.
            let play = try await TTTProcess.run(["--seed", "3", "-c", "quit"])
            #expect(play.status == 0, "\(play.stderr)")
            let replMatch = try await TTTProcess.run(["--seed", "3", "-c", "match"])
            #expect(!replMatch.stderr.contains("Options go after the command"), "\(replMatch.stderr)")
        }

        @Test("--rules' help names every preset", arguments: ["tournament", "match"])
        func rulesPresets(command: String) async throws {
            let result = try await TTTProcess.run(["help", command], environment: ["COLUMNS": "100000"])
            let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("--rules <rules>") })
            for preset in ["tictactoe", "4x4", "gomoku", "connect4", "gomoku-standard", "renju", "caro"] {
                #expect(line.contains(preset), "\(preset) in \(line)")
            }
        }
    }
}
