import GameCore

/// The standard workloads of `ttt bench`: running them, and showing their results as a
/// table for people or as JSON lines for tools.
public enum BenchSuite {
    /// Runs the workloads whose names start with one of `names` (all of them for nil), one
    /// after another, in the order of ``all``.
    ///
    /// - Throws: ``BenchError`` for a name that selects nothing (with a suggestion), or the
    ///   first error of a workload.
    public static func run(_ names: [String]?, options: BenchOptions) async throws -> [BenchResult] {
        let chosen = try select(names)
        var results: [BenchResult] = []
        for workload in chosen {
            results += try await workload.run(options)
        }
        return results
    }

    /// The workloads `names` select: those whose names start with one of them.
    public static func select(_ names: [String]?) throws(BenchError) -> [BenchWorkload] {
        let workloads = all
        guard let names else { return workloads }
        for name in names where !workloads.contains(where: { $0.name.hasPrefix(name) }) {
            let known = workloads.map(\.name)
            if let suggestion = closestWord(to: name, in: known + Set(known.compactMap { $0.split(separator: ".").first.map(String.init) })) {
                throw BenchError("Unknown workload '\(name)'. Did you mean '\(suggestion)'?")
            }
            throw BenchError("Unknown workload '\(name)'. Known workloads: \(known.joined(separator: ", ")).")
        }
        return workloads.filter { workload in names.contains { workload.name.hasPrefix($0) } }
    }

    /// The results as an aligned table, one line a result, with a header:
    ///
    ///     workload                        value  unit     detail
    ///     random_playouts.tictactoe  14,203,114  games/s  X won 58.5%, ...
    public static func table(_ results: [BenchResult]) -> String {
        let header = ["workload", "value", "unit", "detail"]
        let rows = [header] + results.map { [$0.workload, BenchFormat.figure($0.value), $0.unit, $0.detail ?? ""] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let workload = row[0].padding(to: widths[0])
            let value = String(repeating: " ", count: widths[1] - row[1].count) + row[1]
            let line = [workload, value, row[2].padding(to: widths[2]), row[3]].joined(separator: "  ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n") + "\n"
    }

    /// The results as one JSON object, `{"workloads":[...]}` with one object a result (as
    /// in ``jsonLines(_:)``), for comparing two builds side by side.
    public static func json(_ results: [BenchResult]) -> String {
        "{\"workloads\":[" + results.map(BenchFormat.json).joined(separator: ",") + "]}\n"
    }

    /// The results as JSON, one object a line: `{"workload":"...","value":1.5,"unit":"games/s"}`.
    public static func jsonLines(_ results: [BenchResult]) -> String {
        results.map(BenchFormat.json).map { $0 + "\n" }.joined()
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
