import Foundation
import Testing

extension EndToEnd {
    /// Every `$ ttt ...` example of README.md and the guides in docs/ (``documents``) whose
    /// output is shown is run with the built binary and its output compared, so the docs
    /// cannot drift.
    ///
    /// An example is a fenced block holding lines that begin with `$ `: each is a command
    /// (a line ending in `\` goes on), and the lines after it, up to the next, its output on
    /// standard output. A line `...` stands for any lines. Times (`181ms`, `3.5s`), sizes
    /// (`44.2 KiB`) and the directory the example runs in (shown as `/path/to/ttt`) are
    /// compared as figures, not values. Before a block, HTML comments say more:
    /// `<!-- example: skip REASON -->` leaves it out; `<!-- example: needs PATH-OR-PROGRAM -->`
    /// runs it only where that exists; `<!-- example: varies -->` compares every number as
    /// a number (for a score that moves from run to run, shown as a range in the text).
    /// A block after `<!-- recipe: NAME -->` (docs/CLUSTERS.md) is a cluster recipe, which its
    /// own tests run as written: it is left out here.
    /// Each block runs in a fresh directory of its own, with `Players` and `Scripts` of the
    /// repository in it.
    @Suite struct DocExampleTests {
        /// The files whose examples are run, the README and every guide, each with the number
        /// of examples it holds (run, skipped, or left to the cluster recipes' tests), so that an
        /// example lost to a broken fence or a moved paragraph is noticed.
        static let documents: [(path: String, examples: Int)] = [
            ("README.md", 4), ("docs/SCRIPTING.md", 0), ("docs/BOTS.md", 8), ("docs/MATCHES.md", 14),
            ("docs/SOLVING.md", 6), ("docs/BENCH.md", 0), ("docs/CLUSTERS.md", 4), ("docs/COMING-FROM.md", 0),
        ]

        struct Example: CustomStringConvertible {
            var file: String
            var line: Int
            var commands: [(command: String, output: [String])]
            var skip: String?
            var needs: [String] = []
            var varies = false
            var description: String { "\(file):\(line)" }
        }

        static func examples(in file: String) throws -> [Example] {
            let text = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var examples: [Example] = []
            var notes: [String] = []
            var index = 0
            while index < lines.count {
                let line = lines[index]
                if line.hasPrefix("<!-- example:") {
                    notes.append(String(line.dropFirst("<!-- example:".count).dropLast(" -->".count)).trimmingCharacters(in: .whitespaces))
                    index += 1
                    continue
                }
                if line.hasPrefix("<!-- recipe:") {
                    notes = ["skip a cluster recipe, run as written by its own tests"]
                    index += 1
                    continue
                }
                guard line.hasPrefix("```") else {
                    if !line.trimmingCharacters(in: .whitespaces).isEmpty { notes = [] }
                    index += 1
                    continue
                }
                let start = index + 1
                var end = start
                while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                let body = Array(lines[start..<min(end, lines.count)])
                index = end + 1
                defer { notes = [] }
                guard body.contains(where: { $0.hasPrefix("$ ") }) else { continue }
                var example = Example(file: file, line: start, commands: [])
                for note in notes {
                    if note.hasPrefix("skip") { example.skip = String(note.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
                    if note.hasPrefix("needs ") { example.needs.append(String(note.dropFirst(6))) }
                    if note == "varies" { example.varies = true }
                }
                var row = 0
                while row < body.count {
                    guard body[row].hasPrefix("$ ") else { row += 1; continue }
                    var command = String(body[row].dropFirst(2))
                    while command.hasSuffix("\\"), row + 1 < body.count {
                        row += 1
                        command = String(command.dropLast()) + " " + body[row].trimmingCharacters(in: .whitespaces)
                    }
                    row += 1
                    var output: [String] = []
                    while row < body.count, !body[row].hasPrefix("$ ") {
                        output.append(body[row])
                        row += 1
                    }
                    example.commands.append((command, output))
                }
                examples.append(example)
            }
            return examples
        }

        /// A line as compared: trailing spaces dropped, the directory named as the docs do,
        /// times and sizes as figures; for `varies`, every number, and `± N` dropped.
        static func normalised(_ line: String, directory: String, varies: Bool) -> String {
            var text = line.replacingOccurrences(of: directory, with: "/path/to/ttt")
            func replace(_ pattern: String, _ template: String) {
                text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
            }
            replace(#"\b\d+(h|m) \d+(m|s)\b"#, "#ms")
            replace(#"\b\d+(\.\d+)?(ms|s|us|µs)\b"#, "#ms")
            replace(#"\b\d+(\.\d+)? (KiB|MiB|KB|MB)\b"#, "# KiB")
            if varies {
                replace(#"\s*±\s*\d+"#, "")
                replace(#"[+-]?(\d+(,\d{3})*(\.\d+)?|inf)%?"#, "#")
                replace(#"\s+"#, " ")
            }
            while text.last == " " { text.removeLast() }
            return text
        }

        /// Whether `actual` has the shown lines, `...` standing for any lines.
        static func matches(_ actual: [String], shown: [String]) -> Bool {
            var segments: [[String]] = [[]]
            for line in shown {
                if line == "..." { segments.append([]) } else { segments[segments.count - 1].append(line) }
            }
            let anchoredStart = shown.first != "..."
            let anchoredEnd = shown.last != "..."
            var position = 0
            for (number, segment) in segments.enumerated() {
                if segment.isEmpty { continue }
                let first = number == 0 && anchoredStart
                let last = number == segments.count - 1 && anchoredEnd
                var found: Int?
                var candidate = position
                while candidate + segment.count <= actual.count {
                    if Array(actual[candidate..<(candidate + segment.count)]) == segment,
                       !last || candidate + segment.count == actual.count {
                        found = candidate
                        break
                    }
                    if first { break }
                    candidate += 1
                }
                guard let found else { return false }
                position = found + segment.count
            }
            return true
        }

        static func available(_ need: String) -> Bool {
            if need.contains("/") { return FileManager.default.isExecutableFile(atPath: need) }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(need)") }
        }

        @Test("The matcher: '...' stands for any lines, the rest must be there in order and whole")
        func matcher() {
            #expect(Self.matches(["a", "b", "c"], shown: ["a", "...", "c"]))
            #expect(Self.matches(["a", "b", "c"], shown: ["...", "c"]))
            #expect(!Self.matches(["a", "b", "c"], shown: ["b", "..."]))
            #expect(!Self.matches(["a", "b", "c"], shown: ["a", "b"]))
            #expect(Self.matches(["x", "a", "y", "b", "z"], shown: ["...", "a", "...", "b", "..."]))
            #expect(Self.normalised("played 20 in 3649ms.", directory: "/tmp/d", varies: false) == "played 20 in #ms.")
            #expect(Self.normalised("played 20 in 1m 03s.", directory: "/tmp/d", varies: false) == "played 20 in #ms.")
            #expect(Self.normalised("a: 19-1-0, Elo +510 ± 300 [+200, +inf]", directory: "/tmp/d", varies: true)
                == Self.normalised("a: 20-0-0, Elo +inf [+inf, +inf]", directory: "/tmp/d", varies: true))
        }

        @Test("Every guide holds its examples, and the cluster recipes are left to their own tests")
        func examplesFound() throws {
            for (document, count) in Self.documents {
                let examples = try Self.examples(in: document)
                #expect(examples.count >= count, "\(document) holds \(examples.count) examples")
                if document == "docs/CLUSTERS.md" {
                    // NB: the two recipes with `$ ` lines, parallel-ssh and slurm-commands.
                    #expect(examples.filter { $0.skip?.contains("cluster recipe") == true }.count == 2)
                }
            }
        }

        @Test("Every example of README.md and the guides in docs/ with its output gives that output")
        func examplesHold() async throws {
            let examples = try Self.documents.flatMap { try Self.examples(in: $0.path) }
            #expect(examples.count >= 23)
            #expect(examples.filter { $0.skip == nil }.count >= 14)
            let binaries = TTTProcess.binary.deletingLastPathComponent().path
            var ran = 0
            for example in examples {
                if example.skip != nil { continue }
                if example.needs.contains(where: { !Self.available($0) }) { continue }
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-doc-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                for name in ["Players", "Scripts"] {
                    try FileManager.default.createSymbolicLink(
                        at: directory.appendingPathComponent(name), withDestinationURL: TTTProcess.packageRoot.appendingPathComponent(name))
                }
                let path = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
                for (command, shown) in example.commands {
                    let child = try ChildProcess(
                        "/bin/sh", ["-c", command], directory: directory.path,
                        environment: ["PATH": path, "NO_COLOR": "1", "HOME": directory.path, "TMPDIR": NSTemporaryDirectory()],
                        capture: true)
                    child.closeInput()
                    if await !child.wait(upTo: .seconds(60)) {
                        Issue.record("\(example): '\(command)' did not finish within a minute")
                        child.kill()
                    }
                    let (out, err) = child.output
                    #expect(child.exitStatus == 0, "\(example): '\(command)' exited with \(String(describing: child.exitStatus)): \(err)")
                    guard !shown.isEmpty else { continue }
                    // NB: a bot found through the links is named by its real path, in the repository.
                    let root = TTTProcess.packageRoot.path
                    let actual = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                        .dropLast(out.hasSuffix("\n") ? 1 : 0)
                        .map { Self.normalised($0.replacingOccurrences(of: root, with: directory.path), directory: directory.path, varies: example.varies) }
                    let expected = shown.map { $0 == "..." ? $0 : Self.normalised($0, directory: "/path/to/ttt", varies: example.varies) }
                    #expect(Self.matches(Array(actual), shown: expected), "\(example): '\(command)' printed:\n\(out)\(err)")
                    ran += 1
                }
            }
            // NB: 20 outputs compared where GNU parallel and Fairy-Stockfish are missing, 23 with both.
            #expect(ran >= 20)
        }
    }
}
