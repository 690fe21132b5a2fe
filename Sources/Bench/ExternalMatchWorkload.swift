import Foundation

/// Whole matches between two external C bots, run by the `ttt` binary as a person runs them
/// (`ttt match`), measured from outside: the referee's cost where it counts, beside the
/// community's runner (c-gomoku-cli, `--anchor PATH`) on the same match, and over many games.
///
/// The bots are compiled from the package's sources with `cc -O2` into a fresh directory,
/// twice under two names (ttt plays two distinct players): Players/bots/gomocup/pbrain-fast.c,
/// a Gomocup brain whose move depends only on the position, and Players/bots/fast.c, its
/// like in ttt's own protocol. The openings are Scripts/openings/gomocup-offset-100.txt
/// (Gomocup offset format), each played with both colours, with 5s a move so that nobody
/// loses on time.
enum ExternalMatchWorkload {
    /// The matches of `external.gomocup_match`: rules (ttt's and c-gomoku-cli's `-rule`) and
    /// concurrency.
    static let configurations: [(rules: String, rule: Int, concurrency: Int)] = [
        ("gomoku", 0, 1), ("gomoku", 0, 2), ("renju", 4, 1), ("renju", 4, 2),
    ]

    static let gomocupMatch = BenchWorkload(
        name: "external.gomocup_match",
        summary: "ttt match of a C Gomocup brain against itself, 1,000 games from 100 openings, freestyle and renju, concurrency 1 and 2: wall, CPU, peak RSS; with --anchor PATH, c-gomoku-cli on the same match and ttt/anchor, also for ttt with --affinity."
    ) { options in
        let setup = try Setup.prepare(options)
        defer { setup.remove() }
        let games = options.quick ? 100 : 1_000
        let passes = options.quick ? 1 : 3
        // NB: beside an anchor, more pairs: their median is the figure that holds.
        let anchorPasses = options.quick ? 1 : 7
        var results: [BenchResult] = []
        for configuration in configurations {
            let name = "external.gomocup_match.\(configuration.rules == "gomoku" ? "freestyle" : configuration.rules)_c\(configuration.concurrency)"
            let tttArguments = [
                "match", setup.directory + "/pbrain-a", setup.directory + "/pbrain-b", "--rules", configuration.rules, "--games", "\(games)",
                "--openings", setup.openings, "--concurrency", "\(configuration.concurrency)", "--time", "5s",
            ]
            let anchorArguments = [
                "-each", "tc=0/5", "-engine", "name=a", "cmd=\(setup.directory)/pbrain-a",
                "-engine", "name=b", "cmd=\(setup.directory)/pbrain-b", "-rule", "\(configuration.rule)",
                "-boardsize", "15", "-games", "\(games)", "-repeat", "-concurrency", "\(configuration.concurrency)",
                "-openings", "file=\(setup.openings)", "type=offset", "order=sequential",
            ]
            // NB: in turn, so that all see the machine alike: the best of the passes each for
            // the figures, and the ratio of each pair for the comparison, whose median holds
            // where the machine's speed drifts from pass to pass. With an anchor, ttt also
            // plays with --affinity (each lane and its bots on one processor).
            var ours: MeasuredProcess?
            var pinned: MeasuredProcess?
            var theirs: MeasuredProcess?
            var ratios: [(wall: Double, cpu: Double)] = []
            var pinnedRatios: [(wall: Double, cpu: Double)] = []
            for _ in 0..<(options.anchorPath == nil ? passes : anchorPasses) {
                let run = try MeasuredProcess.run(setup.ttt, tttArguments, in: setup.directory)
                if ours.map({ run.wallSeconds < $0.wallSeconds }) ?? true { ours = run }
                if let anchor = options.anchorPath {
                    let pinnedRun = try MeasuredProcess.run(setup.ttt, tttArguments + ["--affinity"], in: setup.directory)
                    if pinned.map({ pinnedRun.wallSeconds < $0.wallSeconds }) ?? true { pinned = pinnedRun }
                    let other = try MeasuredProcess.run(anchor, anchorArguments, in: setup.directory)
                    if theirs.map({ other.wallSeconds < $0.wallSeconds }) ?? true { theirs = other }
                    ratios.append((run.wallSeconds / other.wallSeconds, run.cpuSeconds / other.cpuSeconds))
                    pinnedRatios.append((pinnedRun.wallSeconds / other.wallSeconds, pinnedRun.cpuSeconds / other.cpuSeconds))
                }
            }
            guard let ours else { continue }
            let score = tttScore(ours.output)
            results.append(BenchResult(
                workload: name, value: ours.wallSeconds, unit: "s",
                detail: "\(BenchFormat.grouped(games)) games: wall \(seconds(ours.wallSeconds)), CPU \(seconds(ours.cpuSeconds)), peak RSS \(megabytes(ours.peakKilobytes)), \(score ?? "score not read"); best of \(passes)"))
            if let theirs, let pinned {
                let anchorScore = anchorScore(theirs.output)
                for (suffix, label, run, pairs) in [(".vs_anchor", "ttt", ours, ratios), (".affinity_vs_anchor", "ttt --affinity", pinned, pinnedRatios)] {
                    let runScore = tttScore(run.output)
                    let same = runScore != nil && runScore == anchorScore ? "the same score" : "SCORES DIFFER (anchor \(anchorScore ?? "not read"))"
                    let walls = pairs.map(\.wall).sorted()
                    results.append(BenchResult(
                        workload: name + suffix, value: median(walls), unit: "x wall",
                        detail: "\(label)/anchor, the median of \(pairs.count) pair\(pairs.count == 1 ? "" : "s") run in turn (wall \(BenchFormat.fixed(walls.first ?? 0, decimals: 2))x to \(BenchFormat.fixed(walls.last ?? 0, decimals: 2))x): CPU \(BenchFormat.fixed(median(pairs.map(\.cpu).sorted()), decimals: 2))x, peak RSS \(BenchFormat.fixed(Double(run.peakKilobytes) / Double(theirs.peakKilobytes), decimals: 1))x; ttt best wall \(seconds(run.wallSeconds)), anchor best wall \(seconds(theirs.wallSeconds)), CPU \(seconds(theirs.cpuSeconds)), peak RSS \(megabytes(theirs.peakKilobytes)); \(same)"))
                }
            }
        }
        return results
    }

    static let nativeMatch = BenchWorkload(
        name: "external.native_match",
        summary: "ttt match of a C bot in ttt's own protocol against itself, 1,000 games of gomoku from 100 openings, concurrency 1: wall, CPU, peak RSS."
    ) { options in
        let setup = try Setup.prepare(options)
        defer { setup.remove() }
        let games = options.quick ? 100 : 1_000
        let passes = options.quick ? 1 : 3
        var best: MeasuredProcess?
        for _ in 0..<passes {
            let run = try MeasuredProcess.run(setup.ttt, [
                "match", setup.directory + "/fast-a", setup.directory + "/fast-b", "--rules", "gomoku", "--games", "\(games)", "--openings", setup.openings,
                "--concurrency", "1", "--time", "5s",
            ], in: setup.directory)
            if best.map({ run.wallSeconds < $0.wallSeconds }) ?? true { best = run }
        }
        guard let best else { return [] }
        return [BenchResult(
            workload: "external.native_match", value: best.wallSeconds, unit: "s",
            detail: "\(BenchFormat.grouped(games)) games: wall \(seconds(best.wallSeconds)), CPU \(seconds(best.cpuSeconds)), peak RSS \(megabytes(best.peakKilobytes)), \(BenchFormat.fixed(best.wallSeconds / Double(games) * 1e3, decimals: 2)) ms a game; best of \(passes)")]
    }

    static let soak = BenchWorkload(
        name: "external.soak",
        summary: "ttt match of the C Gomocup brain against itself at 1,000 and 20,000 games (quick: 200 and 2,000), freestyle, concurrency 1, bare and with --journal, --records and --report: peak RSS and time a game at each, and their ratios."
    ) { options in
        let setup = try Setup.prepare(options)
        defer { setup.remove() }
        let counts = options.quick ? (200, 2_000) : (1_000, 20_000)
        func play(_ games: Int, files: Bool) throws(BenchError) -> MeasuredProcess {
            let file = "\(setup.directory)/soak-\(games)"
            let outputs = files ? ["--journal", file + ".jsonl", "--records", file + ".txt", "--report", file + ".html"] : []
            return try MeasuredProcess.run(setup.ttt, [
                "match", setup.directory + "/pbrain-a", setup.directory + "/pbrain-b", "--rules", "gomoku", "--games", "\(games)", "--openings", setup.openings,
                "--concurrency", "1", "--time", "5s",
            ] + outputs, in: setup.directory)
        }
        var results: [BenchResult] = []
        for files in [false, true] {
            let short = try play(counts.0, files: files)
            let long = try play(counts.1, files: files)
            let shortPerGame = short.wallSeconds / Double(counts.0) * 1e3
            let longPerGame = long.wallSeconds / Double(counts.1) * 1e3
            let memory = Double(long.peakKilobytes) / Double(short.peakKilobytes)
            let name = files ? "external.soak.files" : "external.soak"
            // NB: the report keeps what its page shows of every game: say what that costs.
            let kept = files
                ? "; \(BenchFormat.fixed(Double(long.peakKilobytes - short.peakKilobytes) * 1024 / Double(counts.1 - counts.0), decimals: 0)) bytes a game more"
                : ""
            results += [
                BenchResult(
                    workload: name + ".memory", value: memory, unit: "x peak RSS",
                    detail: "peak RSS \(megabytes(short.peakKilobytes)) at \(BenchFormat.grouped(counts.0)) games, \(megabytes(long.peakKilobytes)) at \(BenchFormat.grouped(counts.1))\(kept)"),
                BenchResult(
                    workload: name + ".time", value: longPerGame / shortPerGame, unit: "x time a game",
                    detail: "\(BenchFormat.fixed(shortPerGame, decimals: 2)) ms a game at \(BenchFormat.grouped(counts.0)) games, \(BenchFormat.fixed(longPerGame, decimals: 2)) ms at \(BenchFormat.grouped(counts.1))"),
            ]
        }
        return results
    }

    static let moveFloor = BenchWorkload(
        name: "external.move_floor",
        summary: "ttt's own cost a move: the 1,000-game freestyle match of external.gomocup_match against Scripts/bench/gomocup-pingpong.c, a C parent playing the same games by bare ping-pong (blocking pipes, no deadline): wall and CPU a move of each, and ttt's beyond the floor."
    ) { options in
        let setup = try Setup.prepare(options)
        defer { setup.remove() }
        let floor = setup.directory + "/gomocup-pingpong"
        do throws(BenchError) {
            _ = try MeasuredProcess.run("cc", ["-O2", "-o", floor, Setup.packageRoot + "/Scripts/bench/gomocup-pingpong.c"], in: setup.directory)
        } catch {
            throw BenchError("Cannot compile Scripts/bench/gomocup-pingpong.c with 'cc': \(error.message)")
        }
        let games = options.quick ? 100 : 1_000
        let passes = options.quick ? 1 : 3
        // NB: the two in turn, best of the passes each, so that both see the machine alike.
        var ours: MeasuredProcess?
        var bare: MeasuredProcess?
        for _ in 0..<passes {
            let run = try MeasuredProcess.run(setup.ttt, [
                "match", setup.directory + "/pbrain-a", setup.directory + "/pbrain-b", "--rules", "gomoku", "--games", "\(games)",
                "--openings", setup.openings, "--concurrency", "1", "--time", "5s",
            ], in: setup.directory)
            if ours.map({ run.wallSeconds < $0.wallSeconds }) ?? true { ours = run }
            let floorRun = try MeasuredProcess.run(
                floor, [setup.directory + "/pbrain-a", setup.directory + "/pbrain-b", setup.openings, "\(games)"], in: setup.directory)
            if bare.map({ floorRun.wallSeconds < $0.wallSeconds }) ?? true { bare = floorRun }
        }
        guard let ours, let bare, let figures = FloorFigures(bare.output) else {
            throw BenchError("The floor's figures were not read.")
        }
        let moves = Double(figures.moves)
        let micro = { (seconds: Double) in BenchFormat.fixed(seconds / moves * 1e6, decimals: 1) + " us" }
        // NB: the brains do the same work under both (the same games, the same lines): ttt's
        // own CPU is its run's less the brains' as the floor measured them.
        let oursOwn = ours.cpuSeconds - figures.brainsCPU
        let same = tttScore(ours.output) == figures.score ? "the same games" : "SCORES DIFFER (floor \(figures.score))"
        return [
            BenchResult(
                workload: "external.move_floor.ttt", value: ours.wallSeconds / moves * 1e6, unit: "us wall a move",
                detail: "\(BenchFormat.grouped(figures.moves)) moves: ttt's own CPU \(micro(oursOwn)) a move (its run's \(micro(ours.cpuSeconds)) less the brains' \(micro(figures.brainsCPU))); best of \(passes)"),
            BenchResult(
                workload: "external.move_floor.floor", value: bare.wallSeconds / moves * 1e6, unit: "us wall a move",
                detail: "the C parent's CPU \(micro(figures.parentCPU)) a move, the brains' \(micro(figures.brainsCPU)); \(same)"),
            BenchResult(
                workload: "external.move_floor.beyond", value: (ours.wallSeconds - bare.wallSeconds) / moves * 1e6, unit: "us wall a move",
                detail: "ttt beyond the floor: CPU \(micro(oursOwn - figures.parentCPU)) a move; ttt/floor wall \(BenchFormat.fixed(ours.wallSeconds / bare.wallSeconds, decimals: 2))x, whole CPU \(BenchFormat.fixed(ours.cpuSeconds / bare.cpuSeconds, decimals: 2))x"),
        ]
    }

    /// What Scripts/bench/gomocup-pingpong.c prints: `1000 games, 39050 moves, 495-495-10`,
    /// then `wall 1.900 s, parent CPU 0.580 s (user ..., sys ...), brains CPU 0.973 s`.
    struct FloorFigures {
        var moves: Int
        var score: String
        var parentCPU: Double
        var brainsCPU: Double

        init?(_ output: String) {
            let lines = output.split(separator: "\n")
            guard lines.count >= 2 else { return nil }
            let first = lines[0].split(separator: " ")
            let words = lines[1].split(separator: " ")
            guard first.count >= 5, let moves = Int(first[2]),
                  let parent = words.firstIndex(of: "parent").map({ words.index($0, offsetBy: 2) }), parent < words.endIndex,
                  let parentCPU = Double(words[parent]),
                  let brains = words.firstIndex(of: "brains").map({ words.index($0, offsetBy: 2) }), brains < words.endIndex,
                  let brainsCPU = Double(words[brains])
            else { return nil }
            self.moves = moves
            self.score = String(first[4])
            self.parentCPU = parentCPU
            self.brainsCPU = brainsCPU
        }
    }

    /// `2.95 s`.
    /// The middle of `sorted` values (the mean of the two middle ones for an even count); 0 for none.
    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func seconds(_ value: Double) -> String { BenchFormat.fixed(value, decimals: 2) + " s" }

    /// `74.1 MB`, from kilobytes.
    static func megabytes(_ kilobytes: Int) -> String { BenchFormat.fixed(Double(kilobytes) / 1024, decimals: 1) + " MB" }

    /// `495-495-10`, from ttt's first line (`pbrain-a vs pbrain-b: 495-495-10, score ...`).
    static func tttScore(_ output: String) -> String? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(" vs ") }),
              let colon = line.range(of: ": ") else { return nil }
        return line[colon.upperBound...].split(separator: ",").first.map(String.init)
    }

    /// `495-495-10`, from c-gomoku-cli's last `Score of a vs b: 495 - 495 - 10  [0.500] 1000`.
    static func anchorScore(_ output: String) -> String? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("Score of ") }),
              let colon = line.range(of: ": ") else { return nil }
        let numbers = line[colon.upperBound...].split(separator: " ").prefix(5)
        guard numbers.count == 5 else { return nil }
        return "\(numbers[numbers.startIndex])-\(numbers[numbers.startIndex + 2])-\(numbers[numbers.startIndex + 4])"
    }

    /// A fresh directory with the bots compiled in it, the openings, and the `ttt` binary's path.
    struct Setup {
        var directory: String
        var ttt: String
        var openings: String

        /// The package's root: this file is Sources/Bench/ExternalMatchWorkload.swift in it.
        static var packageRoot: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        }

        static func prepare(_ options: BenchOptions) throws(BenchError) -> Setup {
            let executable = try options.executable()
            let current = FileManager.default.currentDirectoryPath
            let ttt = executable.hasPrefix("/") || !executable.contains("/") ? executable : current + "/" + executable
            let root = packageRoot
            let directory = NSTemporaryDirectory() + "ttt-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw BenchError("Cannot make the directory '\(directory)'.")
            }
            let setup = Setup(directory: directory, ttt: ttt, openings: root + "/Scripts/openings/gomocup-offset-100.txt")
            do {
                for (source, names) in [("Players/bots/gomocup/pbrain-fast.c", ["pbrain-a", "pbrain-b"]), ("Players/bots/fast.c", ["fast-a", "fast-b"])] {
                    for name in names {
                        _ = try MeasuredProcess.run("cc", ["-O2", "-o", directory + "/" + name, root + "/" + source], in: directory)
                    }
                }
            } catch {
                setup.remove()
                throw BenchError("Cannot compile the bench's bots with 'cc': \(error.message)")
            }
            return setup
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: directory)
        }
    }
}
