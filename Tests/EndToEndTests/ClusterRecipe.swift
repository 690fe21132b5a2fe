import Foundation
import Testing

/// What the tests of docs/CLUSTERS.md's recipes share: the recipes as the guide writes them,
/// a folder with an engine in it, the uninterrupted run to compare with, and the checks of a
/// shard's journal.
struct ClusterRecipe {
    /// The folder the recipe runs in (the shared folder of its hosts).
    let directory: URL
    /// The folder of the built ttt, for PATH.
    static let binaries = TTTProcess.binary.deletingLastPathComponent().path

    /// A new folder holding `engine`: the C example bot (Players/bots/fast.c), compiled, behind
    /// a script that makes it wait `FAST_DELAY_MS` (`delay` unless set) before each move, so
    /// that a cluster's signal comes while games are under way. Its moves do not depend on time.
    init(delay: Int = 10) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttt-cluster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let binary = directory.appendingPathComponent("fast").path
        let compiled = try Self.run(["cc", "-O2", "-o", binary, TTTProcess.packageRoot.appendingPathComponent("Players/bots/fast.c").path])
        try #require(compiled.status == 0, "cannot compile the engine: \(compiled.output)")
        let engine = directory.appendingPathComponent("engine").path
        try "#!/bin/sh\nFAST_DELAY_MS=${FAST_DELAY_MS:-\(delay)} exec '\(binary)'\n".write(toFile: engine, atomically: true, encoding: .utf8)
        chmod(engine, 0o755)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The fenced block after `<!-- recipe: NAME -->` in docs/CLUSTERS.md, line by line.
    static func recipe(_ name: String) throws -> [String] {
        let text = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent("docs/CLUSTERS.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = try #require(lines.firstIndex(of: "<!-- recipe: \(name) -->"), "no recipe '\(name)' in docs/CLUSTERS.md")
        let start = marker + 2
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
        return Array(lines[start..<end])
    }

    /// The commands of a recipe's `$ ` lines, a line ending in `\` joined to the next.
    static func commands(_ name: String) throws -> [String] {
        var commands: [String] = []
        for line in try recipe(name) {
            if line.hasPrefix("$ ") {
                commands.append(String(line.dropFirst(2)))
            } else if let last = commands.last, last.hasSuffix("\\") {
                commands[commands.count - 1] = String(last.dropLast()) + " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return commands
    }

    /// The tournament the recipes play, whole, on this machine: its output, records and samples.
    func wholeRun() async throws -> (standings: [String], records: String, samples: String) {
        let run = try await TTTProcess.run([
            "tournament", "./engine", "heuristic", "random", "--rules", "4x4", "--games", "40", "--seed", "7",
            "--records", path("whole.txt"), "--samples", path("whole.csv"),
        ], in: directory, environment: ["FAST_DELAY_MS": "0"])
        try #require(run.status == 0, "\(run.stderr)")
        return (Self.standings(run.stdout), try String(contentsOfFile: path("whole.txt"), encoding: .utf8),
                try String(contentsOfFile: path("whole.csv"), encoding: .utf8))
    }

    /// The standings' lines of a run's or a merge's output (not its count of games, nor the
    /// line that names the samples' file).
    static func standings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter {
            !$0.contains(" games") && !$0.hasPrefix("Samples:") && !$0.hasPrefix("Records:") && !$0.hasPrefix("Shard")
        }
    }

    /// How many games the journal at `name` holds (0 when it is not there yet).
    func games(in name: String) -> Int {
        ((try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "").components(separatedBy: "\"type\":\"game\"").count - 1
    }

    /// Checks that every journal `cup-*.jsonl` is whole (complete JSON lines) and holds no
    /// forfeit: the engine and the built-in players never forfeit, so a forfeit would be the
    /// ending's. With `started`, only the journals there (a task not started has none).
    func expectWholeJournals(shards: Int, started: Bool = false, _ comment: Comment) throws {
        for shard in 1...shards {
            if started, !FileManager.default.fileExists(atPath: path("cup-\(shard).jsonl")) { continue }
            let text = try String(contentsOfFile: path("cup-\(shard).jsonl"), encoding: .utf8)
            #expect(text.hasSuffix("\n"), "\(comment): cup-\(shard).jsonl ends in a torn line")
            for line in text.split(separator: "\n") {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(comment): torn line \(line)")
                #expect(!line.contains("\"reason\":\"player error") && !line.contains("\"reason\":\"timeout"),
                        "\(comment): a forfeit the ending caused: \(line)")
            }
        }
    }

    /// Runs `arguments` (the program looked up on PATH, with ttt's folder first) in the
    /// recipe's folder and waits for it; returns its status and what it wrote (both streams).
    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    deadline: Duration = .seconds(120)) throws -> (status: Int32, output: String) {
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = binaries + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in environment { env[key] = value }
        let child = try ChildProcess("/bin/sh", ["-c", "exec \"$@\" 2>&1", "sh"] + arguments,
                                     directory: (directory ?? TTTProcess.packageRoot).path, environment: env, capture: true)
        child.closeInput()
        let end = ContinuousClock.now + deadline
        // NB: blocks its thread: a short command, or a condition a trait asks before tests run.
        while child.isRunning {
            if ContinuousClock.now >= end {
                child.kill()
                break
            }
            usleep(1000)
        }
        return (child.exitStatus ?? 128 + (child.terminatingSignal ?? 0), child.output.stdout)
    }

    /// Polls `condition` every 50ms until it holds or `limit` passes; returns whether it held.
    static func wait(upTo limit: Duration, until condition: () throws -> Bool) async rethrows -> Bool {
        let deadline = ContinuousClock.now + limit
        while try !condition() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return true
    }
}
