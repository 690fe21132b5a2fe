/// How long and how hard to run the workloads.
public struct BenchOptions {
    /// The time each workload runs for, in seconds.
    public var seconds: Double
    /// A smoke run: a tenth of the time and smaller problems, to check that everything runs.
    public var quick: Bool
    /// The path of the running `ttt` binary, for the start-up workload (nil: not known).
    public var executablePath: String?
    /// A Gomocup engine to play the search against (`search.vs_engine`), or nil.
    public var enginePath: String?
    /// The openings of `search.vs_engine` (nil: Scripts/openings/freestyle-balanced.txt).
    public var openingsPath: String?
    /// The community's runner, c-gomoku-cli, for `external.gomocup_match` to run beside
    /// ttt on the same match (nil: ttt alone).
    public var anchorPath: String?

    public init(
        seconds: Double = 1.0, quick: Bool = false, executablePath: String? = nil, enginePath: String? = nil,
        openingsPath: String? = nil, anchorPath: String? = nil
    ) {
        self.seconds = seconds
        self.quick = quick
        self.executablePath = executablePath
        self.enginePath = enginePath
        self.openingsPath = openingsPath
        self.anchorPath = anchorPath
    }

    /// ``executablePath``, for the workloads that run ttt as a process.
    /// - Throws: ``BenchError`` when it is not known (the workload was not run by `ttt bench`).
    func executable() throws(BenchError) -> String {
        guard let executablePath else {
            throw BenchError("The path of the ttt binary is not known; run this workload from 'ttt bench'.")
        }
        return executablePath
    }

    /// The time a timed loop runs for under these options.
    public var duration: Duration {
        let seconds = quick ? min(seconds, 1.0) / 10 : seconds
        return .nanoseconds(Int64((max(seconds, 0.001) * 1e9).rounded()))
    }
}

extension BenchOptions: Sendable {}
extension BenchOptions: Hashable {}
