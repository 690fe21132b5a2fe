/// A standard workload of `ttt bench`: a name, a line for `ttt bench --list`, and the code
/// that measures it.
public struct BenchWorkload {
    /// The dotted name results are reported under, such as `random_playouts.tictactoe`.
    public var name: String
    /// One line for people: what is measured, and how.
    public var summary: String
    /// Runs the workload and returns its figures (usually one).
    public var run: @Sendable (BenchOptions) async throws -> [BenchResult]

    public init(name: String, summary: String, run: @escaping @Sendable (BenchOptions) async throws -> [BenchResult]) {
        self.name = name
        self.summary = summary
        self.run = run
    }
}

extension BenchWorkload: Sendable {}
