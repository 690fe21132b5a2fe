import Foundation
import Testing

extension EndToEnd {
    /// Every file ttt writes is a regular file, and one run writes it: run as a process,
    /// `tune --output`, `report -o`, `--journal` and `save` refuse a FIFO or a device at once
    /// and leave it as it is, write through a symbolic link (which stays a link), and a second
    /// run on one `--samples` is refused, naming the first.
    @Suite("Outputs, run as a process")
    struct OutputKindProcessTests {
        /// A FIFO and, where the tests run as root, devices of the test's own in `directory`:
        /// what ttt must never replace.
        static func specials(in directory: URL) throws -> [(path: String, kind: String)] {
            var made: [(String, String)] = []
            let fifo = directory.appendingPathComponent("fifo").path
            try #require(mkfifo(fifo, 0o644) == 0)
            made.append((fifo, "a FIFO (a named pipe)"))
            // NB: with the numbers of /dev/null and of /dev/full (whose every write fails: a
            // journal there was once called 'not a ttt journal').
            for (name, minor) in [("null", 3), ("full", 7)] {
                let device = directory.appendingPathComponent(name).path
                if getuid() == 0, mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | minor)) == 0 {
                    made.append((device, "a character device"))
                }
            }
            return made
        }

        static func isSpecial(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
        }

        static func refusal(_ role: String, _ path: String, _ kind: String) -> String {
            "Cannot write \(role) to '\(path)': it is \(kind), and ttt writes only regular files. Give a file's path."
        }

        /// Samples for tune and a journal for report, in `directory`.
        static func inputs(in directory: URL) async throws -> (samples: String, journal: String) {
            let samples = try await TuneProcessTests.corpus(in: directory)
            let journal = directory.appendingPathComponent("j.jsonl").path
            let match = try await TTTProcess.run(["match", "random", "heuristic", "--games", "2", "--journal", journal])
            try #require(match.status == 0, "\(match.stderr)")
            return (samples, journal)
        }

        @Test("tune --output, report -o, --journal and save refuse a FIFO and a device at once, and leave them as they are")
        func specialsRefused() async throws {
            let directory = try TuneProcessTests.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (samples, journal) = try await Self.inputs(in: directory)
            for (special, kind) in try Self.specials(in: directory) {
                let runs: [(arguments: [String], role: String)] = [
                    (["tune", samples, "--output", special, "--passes", "1"], "the weights"),
                    (["report", journal, "-o", special], "the report"),
                    (["match", "random", "heuristic", "--games", "2", "--journal", special], "the journal"),
                    (["match", "random", "heuristic", "--games", "2", "--records", special], "the records"),
                    (["-c", "x random; o random; play; save \(special)"], "the game"),
                ]
                for (arguments, role) in runs {
                    // NB: a FIFO with no reader once hung the journal's open: the deadline says so.
                    let run = try await TTTProcess.run(arguments, deadline: .seconds(30))
                    #expect(run.status != 0, "\(arguments)")
                    let message = role == "the report"
                        ? "'\(special)' is not a regular file; give the report a file name, such as 'report.html'."
                        : Self.refusal(role, special, kind)
                    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
                    #expect(Self.isSpecial(special), "\(arguments) replaced \(special)")
                }
            }
        }

        @Test("tune --output and report -o write through a symbolic link, which stays a link")
        func linksWrittenThrough() async throws {
            let directory = try TuneProcessTests.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (samples, journal) = try await Self.inputs(in: directory)
            let file = { (name: String) in directory.appendingPathComponent(name).path }
            try FileManager.default.createSymbolicLink(atPath: file("w.json"), withDestinationPath: "weights/tuned.json")
            try FileManager.default.createDirectory(atPath: file("weights"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: file("r.html"), withDestinationPath: file("pages.html"))
            let tune = try await TTTProcess.run(["tune", samples, "--output", file("w.json"), "--passes", "1"])
            #expect(tune.status == 0, "\(tune.stderr)")
            let report = try await TTTProcess.run(["report", journal, "-o", file("r.html")])
            #expect(report.status == 0, "\(report.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file("w.json")) == "weights/tuned.json")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file("r.html")) == file("pages.html"))
            #expect(try String(contentsOfFile: file("weights/tuned.json"), encoding: .utf8).hasPrefix("{\n  \"block1\": "))
            #expect(try String(contentsOfFile: file("pages.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        }

        @Test("Two runs given one --samples: the second is refused at once, naming the first's pid, and the first's rows are whole")
        func oneSamplesWriter() async throws {
            let directory = try TuneProcessTests.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let samples = directory.appendingPathComponent("s.csv").path
            let arguments = ["match", "Players/bots/fast.c", "random", "--rules", "4x4", "--games", "24", "--samples", samples]
            let first = try BotLifetimeTests.Running(arguments, environment: ["FAST_DELAY_MS": "10"], capture: true)
            #expect(await first.wait { first.bots.count >= 1 }, "the first run never started its bot")
            let second = try await TTTProcess.run(arguments)
            #expect(second.status != 0)
            #expect(second.stderr.contains(
                "The samples '\(samples)' are being written by another run (pid \(first.process.pid)); wait for it to end, or choose another file."),
                "\(second.stderr)")
            #expect(await first.waitForExit(upTo: .seconds(60)))
            let written = first.process.output.stdout
            let count = try #require(written.split(separator: "\n").first { $0.hasPrefix("Samples: ") }
                .flatMap { Int($0.split(separator: " ")[1]) }, "\(written)")
            let lines = try String(contentsOfFile: samples, encoding: .utf8).split(separator: "\n")
            let columns = try #require(lines.first).split(separator: ",").count
            let rows = lines.dropFirst()
            #expect(rows.count == count)
            #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == columns })
        }
    }
}
