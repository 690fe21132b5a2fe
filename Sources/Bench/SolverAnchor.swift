import Search

/// `ttt bench --anchor PATH`: another connect four solver measured beside ours on the same
/// test sets in the same run, so that the two figures share the machine's conditions.
///
/// The anchor is a binary that reads move sequences on its standard input, one a line
/// (`2252576253462244111563365343671351441`), and prints one line for each, starting with the
/// sequence and its exact score (`2252576253462244111563365343671351441 -1`). When every line
/// goes on with two more numbers, the nodes searched and the microseconds spent on the
/// position, those microseconds are its time; otherwise its time is its wall time from
/// spawn to exit less that of a run on empty input (start-up and table allocation).
///
/// Each test set is solved in alternation, the anchor then ours, nine times each (once when
/// quick); the best pass of each is reported, ours with the table kept across a pass's
/// positions as in ``SolverWorkload``.
public enum SolverAnchor {
    /// The test sets compared: file and result name.
    static let sets = [("Test_L3_R1", "solver.anchor.test_L3_R1"), ("Test_L2_R1", "solver.anchor.test_L2_R1")]

    /// One result a test set: the anchor's best mean time per position, with ours and the
    /// ratio in the detail.
    ///
    /// - Throws: ``BenchError`` when the anchor cannot be run, or a score of either solver
    ///   differs from the test set.
    public static func compare(anchorPath: String, options: BenchOptions) throws(BenchError) -> [BenchResult] {
        let anchor = SolverAnchorProcess(path: anchorPath)
        let passes = options.quick ? 1 : 9
        var startUp: Double?
        var results: [BenchResult] = []
        for (file, name) in sets {
            let lines = try SharedData.lines(of: "connect4/" + file)
            let moves = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
            let input = moves.map { $0 + "\n" }.joined()
            var bestAnchor = Double.infinity, bestOurs = Double.infinity
            var timing = ""
            for _ in 0..<passes {
                let run = try anchor.run(input: input)
                let reported = try checkedTime(of: run.output, lines: lines, file: file)
                if let reported {
                    bestAnchor = min(bestAnchor, reported / Double(moves.count))
                    timing = "its own per-position times"
                } else {
                    let empty: Double
                    if let startUp { empty = startUp } else {
                        empty = try (0..<3).map { _ throws(BenchError) in try anchor.run(input: "").seconds }.min()!
                        startUp = empty
                    }
                    bestAnchor = min(bestAnchor, max(run.seconds - empty, 0) * 1e6 / Double(moves.count))
                    timing = "wall time less \(BenchFormat.figure(empty * 1e3)) ms of start-up"
                }
                bestOurs = min(bestOurs, try oursPerPosition(lines: lines, file: file))
            }
            let detail = "ours \(BenchFormat.figure(bestOurs)) us, ours/anchor \(BenchFormat.fixed(bestOurs / bestAnchor, decimals: 2)); "
                + "best of \(passes) alternated passes each (anchor: \(timing)), all \(BenchFormat.grouped(moves.count)) scores match"
            results.append(BenchResult(workload: name, value: bestAnchor, unit: "us", detail: detail))
        }
        return results
    }

    /// Checks the anchor's output against the test set's scores; returns the sum of its
    /// reported microseconds, or nil when it reports none.
    static func checkedTime(of output: String, lines: [String], file: String) throws(BenchError) -> Double? {
        let printed = output.split(separator: "\n")
        guard printed.count == lines.count else {
            throw BenchError("\(file): the anchor printed \(printed.count) lines for \(lines.count) positions.")
        }
        var total = 0.0
        var timed = true
        for (index, (line, expected)) in zip(printed, lines).enumerated() {
            let fields = line.split(separator: " ")
            let wanted = expected.split(separator: " ")
            guard fields.count >= 2, fields[0] == wanted[0], wanted.count < 2 || fields[1] == wanted[1] else {
                throw BenchError("\(file) line \(index + 1): the anchor printed '\(line)', expected '\(expected)' (is it solving exactly, not weakly?).")
            }
            if timed, fields.count >= 4, let micros = Double(fields[3]) { total += micros } else { timed = false }
        }
        return timed ? total : nil
    }

    /// One pass of ours over the test set from a new solver: mean microseconds a position.
    static func oursPerPosition(lines: [String], file: String) throws(BenchError) -> Double {
        let solver = ConnectFourSolver()
        let result: SolverBenchmark
        do { result = try solver.benchmark(lines: lines) } catch { throw BenchError("\(file): \(error)") }
        guard result.mismatches == 0 else {
            throw BenchError("\(file): \(result.mismatches) of \(result.positions) scores differ from the test set.")
        }
        return result.microsecondsPerPosition
    }
}
