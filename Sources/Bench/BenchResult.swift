/// One measured figure of a workload: `random_playouts.tictactoe` ran at so many `games/s`.
///
/// Encoded as one JSON object: `{"workload":"random_playouts.tictactoe","value":12000000,"unit":"games/s"}`,
/// with `"detail"` when there is one.
public struct BenchResult {
    /// The workload's name, dotted: `random_playouts.connect4`.
    public var workload: String
    /// The figure, in ``unit``.
    public var value: Double
    /// What the figure counts: `games/s`, `nodes/s`, `ms`.
    public var unit: String
    /// A note for people: the counts behind the figure, a checksum of the work done.
    public var detail: String?

    public init(workload: String, value: Double, unit: String, detail: String? = nil) {
        self.workload = workload
        self.value = value
        self.unit = unit
        self.detail = detail
    }
}

extension BenchResult: Sendable {}
extension BenchResult: Hashable {}
extension BenchResult: Codable {}
